import '@testing-library/jest-dom/vitest';
import { setTimeout as nodeSetTimeout, clearTimeout as nodeClearTimeout } from 'node:timers';
import * as React from 'react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { server, resetMockDb } from '@mocks/node';
import { resetClientState } from '@/api/client';
import { resetRefreshState } from '@/api/refresh';
import { endSession } from '@/session/lifecycle';
import { currentLanguage, setLanguage } from '@/i18n/i18n';
import { resetImageCompression } from './image-compression';

// React's development build records an owner stack for every element it creates: an Error captured in
// createElement and jsx (its first 10,000 a render; React caps it for the cost). A test reads none of them
// (they only make a warning's component stack point at the JSX that made the element), and they were a tenth of
// the component tests' time: a profile of room-page.test.tsx put 8 % of its CPU in createElement's own frames,
// the whole components stage took 280–286 s with them and 259 s without (2026-11-27, same machine, same tests).
// So React is told its cap is reached: it then gives every element its shared "unknown owner" stack.
{
  const internals = (React as unknown as Record<string, Record<string, unknown> | undefined>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (internals && 'recentlyCreatedOwnerStacks' in internals)
    Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => 1e4, set: () => undefined });
}

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
// antd's CSS-in-JS writes its rules into <style> elements of the head. jsdom parses each one and matches every rule
// against an element whenever getComputedStyle is asked, which testing-library does for each element a role
// query looks at (and its ancestors): a third of the component tests' time went there (the component stage
// 208 → 134 s measured 2026-11-26). The tests need none of it (jsdom lays nothing out; what they check of antd's
// state is in its classes and inline styles), so the style elements go to a detached node the document never
// sees. (Playwright's tests run with the styles, in Chromium.)
{
  const styles = document.createElement('div');
  const head = document.head;
  const append = head.appendChild.bind(head);
  const insertBefore = head.insertBefore.bind(head);
  const removeChild = head.removeChild.bind(head);
  // antd's (through @rc-component/util's injectCSS, which marks them with data-rc-order), not the console's own
  const isStyle = (node: Node) => node instanceof HTMLStyleElement && node.hasAttribute('data-rc-order');
  head.appendChild = <T extends Node>(node: T): T =>
    isStyle(node) ? styles.appendChild(node) : append(node);
  head.insertBefore = <T extends Node>(node: T, ref: Node | null): T =>
    isStyle(node) ? styles.appendChild(node) : insertBefore(node, ref);
  head.removeChild = <T extends Node>(node: T): T =>
    node.parentNode === styles ? styles.removeChild(node) : removeChild(node);
}
// jsdom prints "Not implemented" for the pseudo-element argument antd passes.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (el: Element) => getComputedStyle(el);

/**
 * testing-library's own element error, with the page's markup printed when the message is read rather than when
 * the error is made: findBy and waitFor make one on every attempt that finds nothing yet, and printing the whole
 * page each time was 4 % of room-page.test.tsx's CPU (2026-11-27). A failure still shows the markup, as it is
 * when reported.
 */
function lazyElementError(message: string | null, container: Element): Error {
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  let text: string | undefined;
  Object.defineProperty(error, 'message', {
    configurable: true, // waitFor redefines it on a timeout
    get: () =>
      (text ??= [message, `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`]
        .filter(Boolean)
        .join('\n\n')),
  });
  return error;
}
// the first visit of the console loads its lazy layout (antd's heavier components) before the route commits
configure({ asyncUtilTimeout: 8000, getElementError: lazyElementError });

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
  resetImageCompression();
  sessionStorage.clear();
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
afterAll(() => server.close());
