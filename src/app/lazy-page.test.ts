import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { createElement, Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { ChunkLoadError, CHUNK_GIVE_UP_MS, lazyPage, loadWithRetry, preloadPage } from './lazy-page';

function entryScript(src: string) {
  const el = document.createElement('script');
  el.type = 'module';
  el.src = src;
  document.head.appendChild(el);
  return () => el.remove();
}

describe('page chunks that fail to load', () => {
  afterEach(() => vi.useRealTimers());

  it('retries with backoff and gives up after 120 s with a retry screen error (fake timers)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const remove = entryScript('/assets/index-old.js');
    server.use(
      http.get('*/index.html', () =>
        HttpResponse.text('<script type="module" src="/assets/index-old.js"></script>'),
      ),
    );
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const result = loadWithRetry(load).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_GIVE_UP_MS - 20_000);
    const triesSoFar = load.mock.calls.length;
    expect(triesSoFar).toBeGreaterThan(3);
    await vi.advanceTimersByTimeAsync(40_000);
    const error = (await result) as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.newDeployment).toBe(false);
    remove();
  });

  it('succeeds when a retry gets through', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    server.use(http.get('*/index.html', () => HttpResponse.text('')));
    let n = 0;
    const p = loadWithRetry(() => (++n < 3 ? Promise.reject(new Error('offline')) : Promise.resolve('page')));
    await vi.advanceTimersByTimeAsync(5000);
    expect(await p).toBe('page');
    expect(n).toBe(3);
  });

  it('stops at once and offers a reload when a new deployment replaced the chunks', async () => {
    const remove = entryScript('/assets/index-old.js');
    server.use(
      http.get('*/index.html', () =>
        HttpResponse.text('<script type="module" crossorigin src="/assets/index-new.js"></script>'),
      ),
    );
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const error = (await loadWithRetry(load).catch((e: unknown) => e)) as ChunkLoadError;
    expect(error.newDeployment).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    remove();
  });
});

describe('a page whose code has arrived (issue 18)', () => {
  const Shown = () => createElement('p', null, 'rows');
  const fallback = createElement('p', null, 'loading');
  const mount = (Page: ComponentType) => render(createElement(Suspense, { fallback }, createElement(Page)));

  it('renders at once, without suspending, once preloaded', async () => {
    const load = vi.fn(async () => ({ default: Shown }));
    const Page = lazyPage('/test/preloaded', load);
    await preloadPage('/test/preloaded');
    mount(Page);
    // no fallback first: React would hold the content back for up to 300 ms after showing one
    expect(screen.getByText('rows')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends while its code is still on the way, and loads it once', async () => {
    const load = vi.fn(async () => ({ default: Shown }));
    const Page = lazyPage('/test/cold', load);
    mount(Page);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('rows')).toBeInTheDocument();
    await preloadPage('/test/cold');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloads only registered pages', () => {
    expect(preloadPage('/test/unknown')).toBe(false);
  });
});
