import { whenIdle } from './idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("runs the work in the browser's idle time, with its deadline", () => {
    const idle = vi.fn((cb: () => void, _options?: IdleRequestOptions) => (cb(), 1));
    vi.stubGlobal('requestIdleCallback', idle);
    const fn = vi.fn();
    whenIdle(fn, { timeout: 5000 });
    expect(fn).toHaveBeenCalledOnce();
    expect(idle.mock.calls[0]?.[1]).toEqual({ timeout: 5000 });
  });

  it('waits the fallback time where the browser cannot say when it is idle', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const fn = vi.fn();
    whenIdle(fn, { fallbackMs: 2000 });
    vi.advanceTimersByTime(1999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
  });
});
