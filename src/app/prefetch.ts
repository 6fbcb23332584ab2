import { preloadPage } from './lazy-page';
import { pageRegistry } from './page-registry';

const started = new Set<string>();

/**
 * Loads the code of the page at `path` before it is opened, on the intent to open it (a pointer over its menu
 * entry, or the keyboard's focus on it): a person takes a few hundred milliseconds between pointing and
 * clicking, in which the page's chunks arrive (issue 18: a menu click shows the rows of a page not yet opened).
 * Once per path; a failed prefetch is forgotten, and the visit loads the page itself (with its retries).
 */
export function prefetchPage(path: string): void {
  const load = pageRegistry[path];
  if (!load || started.has(path)) return;
  started.add(path);
  // through the page's own loader when the tags have registered it, so its first render need not suspend
  const loading = preloadPage(path) || load();
  loading.catch(() => started.delete(path));
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
