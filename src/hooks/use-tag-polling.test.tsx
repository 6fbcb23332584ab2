import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createQueryClient } from '@/api/query-client';
import { PageTagContext } from './page-tag';
import { useTagPolling } from './use-tag-polling';

const KEY = ['place', 1, 'shift', 'current'] as const;

function Poller({ load }: { load: () => Promise<number> }) {
  useQuery({ queryKey: KEY, queryFn: load, refetchInterval: useTagPolling(KEY, 60_000) });
  return null;
}

/** The poller in a tag shown or hidden (`undefined`: not in a tag at all). */
function setup(active: boolean | undefined) {
  const load = vi.fn(() => Promise.resolve(1));
  const client = createQueryClient();
  const inTag = (shown: boolean | undefined, children: ReactNode) =>
    shown === undefined ? (
      children
    ) : (
      <PageTagContext.Provider value={{ key: '/handOver/detail', active: shown, setDirty: () => {} }}>
        {children}
      </PageTagContext.Provider>
    );
  const ui = (shown: boolean | undefined) => (
    <QueryClientProvider client={client}>{inTag(shown, <Poller load={load} />)}</QueryClientProvider>
  );
  const view = render(ui(active));
  return { load, show: (shown: boolean) => view.rerender(ui(shown)) };
}

const minutes = async (n: number) => act(() => vi.advanceTimersByTimeAsync(n * 60_000));

describe('useTagPolling', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }),
  );
  afterEach(() => vi.useRealTimers());

  it('polls every interval while the tag is shown, and outside tags', async () => {
    for (const active of [true, undefined]) {
      const { load } = setup(active);
      await minutes(0);
      expect(load).toHaveBeenCalledTimes(1);
      await minutes(3);
      expect(load).toHaveBeenCalledTimes(4);
    }
  });

  it('asks nothing while the tag is hidden; shown again, reads at once when the data is old, then polls', async () => {
    const { load, show } = setup(false);
    await minutes(0);
    expect(load).toHaveBeenCalledTimes(1);
    await minutes(5);
    expect(load).toHaveBeenCalledTimes(1);
    show(true);
    await minutes(0);
    expect(load).toHaveBeenCalledTimes(2);
    await minutes(1);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shown again with data younger than the interval, waits for the interval', async () => {
    const { load, show } = setup(true);
    await minutes(0.5);
    show(false);
    await minutes(0.25);
    show(true);
    await minutes(0);
    expect(load).toHaveBeenCalledTimes(1);
    await minutes(1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
