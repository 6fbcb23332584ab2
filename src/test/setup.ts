import '@testing-library/jest-dom/vitest';
import { setTimeout as nodeSetTimeout, clearTimeout as nodeClearTimeout } from 'node:timers';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server, resetMockDb } from '@mocks/node';
import { resetClientState } from '@/api/client';
import { resetRefreshState } from '@/api/refresh';
import { endSession } from '@/session/lifecycle';
import { currentLanguage, setLanguage } from '@/i18n/i18n';

// antd's responsive observer needs matchMedia; jsdom has none.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  // tests run as an operator who prefers reduced motion: antd then opens and closes without animation
  value: (query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
// antd's Segmented, Tabs and virtual lists observe sizes; jsdom has no layout, so nothing ever resizes.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
// jsdom's requestAnimationFrame schedules its frames with the global setInterval. A test that fakes setInterval
// (the QR poll) froze it, and since the files of a worker share one window (vite.config.ts), every antd dialog of
// the files after it stayed in its first animation frame. Frames on Node's own timers: a fake setInterval cannot
// reach them, and a test that fakes requestAnimationFrame itself still replaces this one.
const frames = new Map<number, ReturnType<typeof nodeSetTimeout>>();
let lastFrame = 0;
window.requestAnimationFrame = (callback: FrameRequestCallback) => {
  const id = ++lastFrame;
  frames.set(
    id,
    nodeSetTimeout(() => {
      frames.delete(id);
      callback(performance.now());
    }, 16),
  );
  return id;
};
window.cancelAnimationFrame = (id: number) => {
  nodeClearTimeout(frames.get(id));
  frames.delete(id);
};
// jsdom prints "Not implemented" for the pseudo-element argument antd passes.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (el: Element) => getComputedStyle(el);

// the first visit of the console loads its lazy layout (antd's heavier components) before the route commits
configure({ asyncUtilTimeout: 8000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  // a worker runs many test files one after another (vite.config.ts): nothing a test changed may outlive it
  vi.useRealTimers();
  if (currentLanguage() !== 'zh') await setLanguage('zh');
  endSession();
  resetClientState();
  resetRefreshState();
  server.resetHandlers();
  resetMockDb();
  sessionStorage.clear();
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
afterAll(() => server.close());
