import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { CrudPageProps } from '@/crud/crud-page';
import type { Messages } from '@/i18n/locales/zh';

/**
 * What a page asks the server for before it is shown, given the query string it will open with: the first
 * list's rows, on the intent to open it and on a reload (issue 18, src/app/prefetch.ts). Fire and forget.
 */
export type PagePrefetch = (client: QueryClient, search: URLSearchParams) => void;

/** A page's module: the page, and optionally its prefetch. */
export interface PageModule {
  default: ComponentType;
  prefetch?: PagePrefetch;
}

/** A page, loaded when its route is first visited (its own chunk). */
export type PageLoader = () => Promise<PageModule>;

/** A CRUD config, loaded when its route is first visited (its own chunk); the engine's page renders it. */
export type CrudLoader = () => Promise<CrudPageProps['config']>;

interface EntryBase {
  /**
   * The permission base of the page's menu node (`room:building`): the server's menu grants `<base>:list` and
   * the actions' keys start with it. The manifest test checks both against the mock's menu and a CRUD config.
   */
  perms?: string;
  /** served even when the user's menu does not list it (the home page, the frame and window pages) */
  always?: boolean;
}

/** A page of its own: a component file with a default export. */
export interface PageEntry extends EntryBase {
  page: PageLoader;
  crud?: never;
  reloadOn?: never;
}

/**
 * A plain entity's page: no page file, the engine's `CrudPage` renders the config (its file's, `crudFiles`). Its
 * permission base is its config's keys'; pushes that reload it are its config's `reloadOn`.
 */
export interface CrudEntry extends EntryBase {
  crud: CrudLoader;
  page?: never;
}

export type FeatureEntry = PageEntry | CrudEntry;

/**
 * A route outside the console layout (sign-in, the place choice, the signed-out help): a page loaded with the
 * route, behind the token guard when `guard` says so, or the one `component` of the first load (/login).
 */
export type RouteEntry =
  | { page: PageLoader; guard?: 'token'; component?: never }
  /**
   * a signed-in page outside the layout (a full-screen view): it needs a place, and the user's menu must hold
   * `menu`, the page it belongs to (/manageSite belongs to the cafe's 机位设置)
   */
  | { page: PageLoader; guard: 'place'; menu: string; component?: never }
  | { component: ComponentType; page?: never };

/** Where the console layout mounts a feature's part: beside the pages (hosts, guides) or in the top bar. */
export type ShellSlot = 'layout' | 'topBar';

/** What a feature registers with the app, in its own `manifest.ts`; `src/app/features.ts` lists them all. */
export interface Feature {
  /** the locale namespaces of the feature's strings (`src/i18n/locales/{zh,en}/<name>.ts`) */
  locale: readonly (keyof Messages)[];
  /**
   * menu path (§2) → its page file; a feature without menu pages (sign-in, live pushes …) has none. A plain
   * entity's page is its config file instead, by name (`crudFiles`), listed nowhere.
   */
  pages?: Readonly<Record<string, PageEntry>>;
  /** path → a route of its own, outside the console layout */
  routes?: Readonly<Record<string, RouteEntry>>;
  /** parts the console layout mounts, loaded with the layout (before its first render) */
  shell?: Readonly<Partial<Record<ShellSlot, () => Promise<ComponentType>>>>;
}

/**
 * A feature's registration: its menu paths, routes, layout parts and locale namespaces. Loaders only (the
 * login page excepted, which is the first paint), so the manifests stay small in the entry chunk and every
 * page keeps its own chunk.
 * @example export const roomsFeature = defineFeature({ locale: ['rooms'], pages: { '/roomManage/roomInfo': { page: () => import('./room-page'), perms: 'room:info' } } });
 */
export const defineFeature = <F extends Feature>(feature: F): F => feature;

/**
 * CRUD configs as pages by file name (file-based routes, the flat-routes convention): `<a>.<b>.crud.ts`, whose
 * default export is the config, is the page at `/<a>/<b>`, with no line in any manifest. `src/app/features.ts`
 * collects every feature's files; each config stays its own chunk, loaded with its route.
 * @example crudFiles(import.meta.glob<CrudModule>('../features/*\/*.crud.ts')) // members/member.blacklist.crud.ts → /member/blacklist
 */
export function crudFiles(
  files: Readonly<Record<string, () => Promise<CrudModule>>>,
): Record<string, CrudEntry> {
  return Object.fromEntries(
    Object.entries(files).map(([file, load]) => {
      const name = /([^/]+)\.crud\.tsx?$/.exec(file)?.[1];
      if (!name || !/^[A-Za-z0-9]+(\.[A-Za-z0-9]+)+$/.test(name))
        throw new Error(`${file} is not a <a>.<b>.crud.ts file`);
      return [`/${name.split('.').join('/')}`, { crud: () => load().then((m) => m.default) }];
    }),
  );
}

/** A `<name>.crud.ts` module: its config as the default export. */
export interface CrudModule {
  default: CrudPageProps['config'];
}
