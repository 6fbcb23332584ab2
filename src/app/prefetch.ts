import { queryClient } from '@/api/query-client';
import { whenIdle } from '@/utils/idle';
import { lazyPage, preloadPage } from './lazy-page';
import { pageRegistry } from './page-registry';

/**
 * Loads the page at `path` before it is shown, and asks for its first rows (the module's `prefetch`), on the
 * intent to open it (a pointer over its menu entry, or the keyboard's focus on it: a person takes a few hundred
 * milliseconds between pointing and clicking) and on a reload, in parallel with the session's own calls
 * (src/boot.tsx): the page then renders with its code and its rows in (issue 18). Through the page's own loader
 * (`lazyPage`), which loads once, tries again after a failure, and lets the page's first render skip suspending
 * once its code is in. A page open in a tag is asked for too: after a reload its tag is back but its page is not
 * mounted, and a menu click opens it afresh; rows the cache holds fresh are not asked for again.
 */
export function prefetchPage(path: string, search = ''): void {
  const load = pageRegistry[path];
  if (load) lazyPage(path, load);
  const loading = preloadPage(path);
  if (!loading) return;
  loading.then(
    (m) => m.prefetch?.(queryClient, new URLSearchParams(search)),
    // a failure is the visit's to show (with its retry screen), not the pointer's
    () => undefined,
  );
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
  whenIdle(load, { timeout: 5000, fallbackMs: 2000 });
}
