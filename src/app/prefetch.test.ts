import { beforeEach, describe, expect, it, vi } from 'vitest';

const load = vi.fn();
vi.mock('./page-registry', () => ({
  pageRegistry: { '/shop/goodsManage': () => load(), '/handOver/detail': null },
}));

describe('prefetchPage (issue 18)', () => {
  beforeEach(() => {
    vi.resetModules();
    load.mockReset();
  });

  it("loads a page's code once, whatever the number of hovers", async () => {
    load.mockResolvedValue({ default: () => null });
    const { prefetchPage } = await import('./prefetch');
    prefetchPage('/shop/goodsManage');
    prefetchPage('/shop/goodsManage');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed prefetch, so the next intent tries again', async () => {
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: () => null });
    const { prefetchPage } = await import('./prefetch');
    prefetchPage('/shop/goodsManage');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    prefetchPage('/shop/goodsManage');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does nothing for a page not built or not registered', async () => {
    const { prefetchPage } = await import('./prefetch');
    prefetchPage('/handOver/detail');
    prefetchPage('/nope');
    expect(load).not.toHaveBeenCalled();
  });
});
