import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/query-client';
import { lazyPage } from './lazy-page';
import { prefetchPage } from './prefetch';

describe('prefetchPage (issue 18)', () => {
  it("loads a registered page's code once, whatever the number of hovers", async () => {
    const load = vi.fn(async () => ({ default: () => null }));
    lazyPage('/test/prefetched', load);
    prefetchPage('/test/prefetched');
    prefetchPage('/test/prefetched');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    prefetchPage('/test/prefetched');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('prefetchPage: the first rows with the code (issue 18)', () => {
  it("hands the page's prefetch the search it will open with", async () => {
    const prefetch = vi.fn();
    lazyPage('/test/with-rows', async () => ({ default: () => null, prefetch }));
    prefetchPage('/test/with-rows', '?tab=live&page=2');
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    const [client, search] = prefetch.mock.calls[0]!;
    expect(client).toBe(queryClient);
    expect(String(search)).toBe('tab=live&page=2');
  });
});
