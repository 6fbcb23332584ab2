import { ABANDON_MS, offerPrintJob, requestPrintJob, WAIT_MS, type PrintJob } from './print-handoff';

const job: PrintJob = {
  title: '商品管理',
  header: ['序号'],
  rows: [[1]],
  printedAt: '2026-11-26 09:00',
  placeName: '西湖店',
};

/** A message from `source` as a browser delivers it (jsdom's postMessage sets neither source nor origin). */
const deliver = (data: unknown, source: Window = window, origin = location.origin) =>
  window.dispatchEvent(new MessageEvent('message', { data, source, origin }));

describe('print jobs go to the print window in memory', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('the list page answers its print window once, and only that window of this origin', () => {
    const send = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    offerPrintJob(window, 'a1', job);
    deliver({ type: 'print-ready', id: 'a1' }, window, 'https://evil.example');
    deliver({ type: 'print-ready', id: 'zz' });
    expect(send).not.toHaveBeenCalled();
    deliver({ type: 'print-ready', id: 'a1' });
    deliver({ type: 'print-ready', id: 'a1' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ type: 'print-job', id: 'a1', job }, location.origin);
  });

  it('a job nobody asks for is forgotten, and nothing is ever written to storage', () => {
    vi.useFakeTimers();
    try {
      const send = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
      offerPrintJob(window, 'b2', job);
      vi.advanceTimersByTime(ABANDON_MS);
      deliver({ type: 'print-ready', id: 'b2' });
      expect(send).not.toHaveBeenCalled();
      expect(localStorage.length + sessionStorage.length).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the print window asks its opener and gets the job; with no answer it gets none', async () => {
    vi.stubGlobal('opener', window);
    vi.spyOn(window, 'postMessage').mockImplementation((data: { type: string; id: string }) => {
      if (data.id === 'c3') deliver({ type: 'print-job', id: 'c3', job });
    });
    await expect(requestPrintJob('c3')).resolves.toEqual(job);
    vi.useFakeTimers();
    try {
      const none = requestPrintJob('d4');
      vi.advanceTimersByTime(WAIT_MS);
      await expect(none).resolves.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
