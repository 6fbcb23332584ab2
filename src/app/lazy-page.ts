import { createElement, lazy, useState, type ComponentType } from 'react';
import { fetchStaticText } from '@/api/client';
import type { PageLoader, PageModule } from '@/config/feature';

/** How long a page chunk may keep failing before we give up and show the retry screen (§2). */
export const CHUNK_GIVE_UP_MS = 120_000;

export class ChunkLoadError extends Error {
  /** the deployment changed under the running page: only a reload helps */
  readonly newDeployment: boolean;
  constructor(cause: unknown, newDeployment: boolean) {
    super('page chunk failed to load', { cause });
    this.name = 'ChunkLoadError';
    this.newDeployment = newDeployment;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The entry script this document runs, to compare with the one the server now serves. */
function currentEntry(): string | null {
  const el = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return el ? new URL(el.src, location.href).pathname : null;
}

/** True when index.html now names another entry chunk: a deployment happened since this page loaded. */
export async function deploymentChanged(): Promise<boolean> {
  const mine = currentEntry();
  if (!mine) return false;
  try {
    const html = await fetchStaticText('/index.html');
    const m = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html);
    return !!m?.[1] && new URL(m[1], location.href).pathname !== mine;
  } catch {
    return false;
  }
}

/**
 * Load a chunk, retrying with backoff (1 s, 2 s, 4 s … at most 15 s apart) until `giveUpMs` has passed.
 * A missing chunk of an old deployment is not retried: it will never come back.
 */
export async function loadWithRetry<T>(load: () => Promise<T>, giveUpMs = CHUNK_GIVE_UP_MS): Promise<T> {
  const started = Date.now();
  let wait = 1000;
  for (;;) {
    try {
      return await load();
    } catch (e) {
      if (await deploymentChanged()) throw new ChunkLoadError(e, true);
      if (Date.now() - started + wait > giveUpMs) throw new ChunkLoadError(e, false);
      await sleep(wait);
      wait = Math.min(wait * 2, 15_000);
    }
  }
}

interface Loadable {
  page: ComponentType;
  /** starts loading (once; again after a failure) */
  start: () => Promise<PageModule>;
}

const cache = new Map<string, Loadable>();

/**
 * One lazy component per registered path, loaded with retry. A page whose code has already arrived (opened
 * before, or prefetched on the intent to open it: `preloadPage`) renders at once instead of suspending: React
 * holds a suspended boundary's content back for up to 300 ms once its fallback showed, which was most of the
 * time between a menu click and the rows (issue 18). Each mount keeps the component it started with.
 */
export function lazyPage(path: string, load: PageLoader): ComponentType {
  const known = cache.get(path);
  if (known) return known.page;
  let loaded: ComponentType | null = null;
  let pending: Promise<PageModule> | null = null;
  const start = () =>
    (pending ??= loadWithRetry(load).then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (e: unknown) => {
        pending = null;
        throw e;
      },
    ));
  const Lazy = lazy(start);
  function Page(props: object) {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  cache.set(path, { page: Page, start });
  return Page;
}

/** Starts loading the page at `path` (registered through `lazyPage`); false when no such page is registered. */
export function preloadPage(path: string): Promise<PageModule> | false {
  const entry = cache.get(path);
  return entry ? entry.start() : false;
}
