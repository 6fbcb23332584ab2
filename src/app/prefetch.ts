import { preloadPage } from './lazy-page';

/**
 * Loads the code of the page at `path` before it is opened, on the intent to open it (a pointer over its menu
 * entry, or the keyboard's focus on it): a person takes a few hundred milliseconds between pointing and
 * clicking, in which the page's chunks arrive (issue 18: a menu click shows the rows of a page not yet opened).
 * Through the page's own loader (`lazyPage`, registered by the tags), which loads once, tries again after a
 * failure, and lets the page's first render skip suspending once its code is in.
 */
export function prefetchPage(path: string): void {
  const loading = preloadPage(path);
  // a failure is the visit's to show (with its retry screen), not the pointer's
  if (loading) loading.catch(() => undefined);
}

let engineStarted = false;

/**
 * Once the console is up and the browser idle, load the CRUD engine (its table, form and toolbar, with antd's
 * Table and Form): most list pages are built on it, so the first one opened does not wait for it.
 */
export function prefetchEngineWhenIdle(): void {
  if (engineStarted) return;
  engineStarted = true;
  const load = () => void import('@/crud/crud-page').catch(() => (engineStarted = false));
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 2000);
}
