import { describe, expect, it, vi } from 'vitest';
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
