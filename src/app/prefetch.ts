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
  load().catch(() => started.delete(path));
}
