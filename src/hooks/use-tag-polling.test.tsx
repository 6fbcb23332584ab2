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
  return {
    show: (shown: boolean) => view.rerender(ui(shown)),
    /** `n` minutes later, the query has been read `calls` times in all */
    after: async (n: number, calls: number) => {
      await minutes(n);
      expect(load).toHaveBeenCalledTimes(calls);
    },
  };
}

const minutes = async (n: number) => act(() => vi.advanceTimersByTimeAsync(n * 60_000));

describe('useTagPolling', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }),
  );
  afterEach(() => vi.useRealTimers());

  it('polls every interval while the tag is shown, and outside tags', async () => {
    for (const active of [true, undefined]) {
      const { after } = setup(active);
      await after(0, 1);
      await after(3, 4);
    }
  });

  it('asks nothing while the tag is hidden; shown again, reads at once when the data is old, then polls', async () => {
    const { show, after } = setup(false);
    await after(0, 1);
    await after(5, 1);
    show(true);
    await after(0, 2);
    await after(1, 3);
  });

  it('shown again with data younger than the interval, waits for the interval', async () => {
    const { show, after } = setup(true);
    await after(0.5, 1);
    show(false);
    await after(0.25, 1);
    show(true);
    await after(0, 1);
    await after(1, 2);
  });
});
