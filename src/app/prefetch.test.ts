import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/query-client';
import { lazyPage } from './lazy-page';
import { prefetchPage } from './prefetch';
import { useTags } from './tags/tags-store';

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
  afterEach(() => useTags.setState({ tags: [] }));

  it("hands the page's prefetch the search it will open with", async () => {
    const prefetch = vi.fn();
    lazyPage('/test/with-rows', async () => ({ default: () => null, prefetch }));
    prefetchPage('/test/with-rows', '?tab=live&page=2');
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    const [client, search] = prefetch.mock.calls[0]!;
    expect(client).toBe(queryClient);
    expect(String(search)).toBe('tab=live&page=2');
  });

  it('leaves the rows of a page open in a tag to the page (it may show other filters)', async () => {
    const prefetch = vi.fn();
    const load = vi.fn(async () => ({ default: () => null, prefetch }));
    lazyPage('/test/open-tag', load);
    useTags.setState({
      tags: [{ key: '/test/open-tag', url: '/test/open-tag?q_name=x', usedAt: 1, nonce: 0 }],
    });
    prefetchPage('/test/open-tag');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
