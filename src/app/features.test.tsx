import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { menusFor } from '@mocks/menus';
import { leafMenus, menuPathOf } from '@/access/menu';
import { zh } from '@/i18n/locales/zh';
import { zhConsole } from '@/i18n/locales/zh/console';
import { en } from '@/i18n/locales/en';
import { renderApp } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { signInTo } from '@/test/sign-in';
import { appPages, features, filePages, localeNamespaces, notBuiltPaths } from './features';
import { ALWAYS_ALLOWED, pageEntries, pageRegistry } from './page-registry';
import { routes } from './router';

/* The manifest (features.ts and each feature's manifest.ts) against the mock's menus and the locale files. */

const PLACE_TYPES = [0, 2, 3, 50];
const ROLES = ['owner', 'staff'] as const;

/** Every page path of every menu the mock serves (external addresses open in a frame: not pages). */
const menuPaths = [
  ...new Set(
    PLACE_TYPES.flatMap((type) =>
      ROLES.flatMap((role) =>
        leafMenus(menusFor(type, role).menus)
          .filter((m) => !m.external)
          .map((m) => m.path),
      ),
    ),
  ),
].sort();

/** Every permission key the mock's menus grant an owner. */
const granted = new Set(PLACE_TYPES.flatMap((type) => menusFor(type, 'owner').permissions));

const sorted = (xs: Iterable<string>) => [...xs].sort();

describe('feature manifest', () => {
  it('registers each path once: features, the app pages and the paths not built yet', () => {
    const all = [
      ...features.flatMap((f) => Object.keys(f.pages ?? {})),
      ...Object.keys(filePages),
      ...Object.keys(appPages),
      ...notBuiltPaths,
    ];
    expect(all.filter((p, i) => all.indexOf(p) !== i)).toEqual([]);
    expect(sorted(Object.keys(pageRegistry))).toEqual(sorted(all));
  });

  it('knows every menu path of the mock', () => {
    expect(menuPaths.filter((p) => !(p in pageRegistry))).toEqual([]);
  });

  it.each(menuPaths.filter((p) => pageRegistry[p]))('%s loads a page component', async (path) => {
    const { default: Page } = await pageRegistry[path]!();
    expect(typeof Page).toBe('function');
  });

  it("gives every feature's own route (sign-in, the place choice, help) a route of the app", () => {
    const own = features.flatMap((f) => Object.keys(f.routes ?? {}));
    const paths = (rs: RouteObject[] = []): (string | undefined)[] =>
      rs.flatMap((r) => [r.path, ...paths(r.children)]);
    const routed = new Set(paths(routes));
    expect(own).toEqual(expect.arrayContaining(['/login', '/pickplace', '/help']));
    expect(own.filter((p) => !routed.has(p))).toEqual([]);
    expect(own.filter((p) => p in pageRegistry)).toEqual([]);
    // a signed-in page outside the layout belongs to a menu page, which admits it (the seat map: 机位设置)
    expect(menuPathOf('/manageSite')).toBe('/netBar/seatConfig');
    for (const f of features)
      for (const [path, r] of Object.entries(f.routes ?? {}))
        if (r.page && r.guard === 'place') expect(pageRegistry, path).toHaveProperty([r.menu]);
  });

  it("paints /login outside antd's providers, which every other route has (issue 18)", () => {
    const top = routes[0]?.children ?? [];
    const login = top.find((r) => r.path === '/login');
    expect(login?.Component).toBeDefined();
    const scope = top.filter((r) => !r.path);
    expect(scope).toHaveLength(1);
    expect(scope[0]?.children?.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/pickplace', '/lock', '/404']),
    );
    // the console layout's route brings antd's providers of its own (in the prebuilt stylesheet's mode)
    expect(top.map((r) => r.path)).toEqual(['/', '/wel', '/login', undefined, '/*']);
  });

  it('serves the home, frame, window and refusal pages whatever the menu says', () => {
    expect(sorted(ALWAYS_ALLOWED)).toEqual(['/403', '/frame', '/open', '/wel/index']);
  });

  it("names permission bases the mock's menus grant, and the CRUD configs' keys start with them", async () => {
    const bases: Array<[string, string]> = [];
    for (const [path, entry] of Object.entries(pageEntries)) {
      // `true` offers an action to everyone: no key to check
      const keys = entry.crud
        ? Object.values((await entry.crud()).perms).filter((k) => typeof k === 'string')
        : [];
      // a config's file (`crudFiles`) names no base: its keys do (the declaration's, through defineCrud)
      const base = entry.perms ?? keys[0]?.replace(/:[^:]+$/, '');
      if (!base) continue;
      bases.push([path, base]);
      expect({ path, keys: keys.filter((k) => !k.startsWith(`${base}:`)) }).toEqual({ path, keys: [] });
    }
    expect(bases).toContainEqual(['/member/blacklist', 'member:blacklist']);
    expect(bases.filter(([, b]) => ![...granted].some((k) => k.startsWith(`${b}:`)))).toEqual([]);
  });

  it('lists the locale namespaces once, and zh and en hold exactly them', () => {
    expect(localeNamespaces.filter((n, i) => localeNamespaces.indexOf(n) !== i)).toEqual([]);
    expect(sorted(Object.keys({ ...zh, ...zhConsole }))).toEqual(sorted(localeNamespaces));
    expect(sorted(Object.keys(en))).toEqual(sorted(localeNamespaces));
  });

  it("renders a CRUD entry's config with the engine's page, with no page file", async () => {
    await signInTo('13800138000', 1001);
    const { default: Page } = await pageRegistry['/roomManage/index']!();
    renderPage(<Page />, { path: '/roomManage/index' });
    expect(await screen.findByText('主楼', { selector: 'td *, td' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeInTheDocument();
  });

  it("mounts the features' parts in the console layout: the feedback button in the top bar", async () => {
    await signInTo('13800138000', 1001);
    renderApp('/info/setting');
    expect(await screen.findByRole('button', { name: '意见反馈' })).toBeInTheDocument();
  });
});
