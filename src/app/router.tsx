import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { useLock } from '@/session/lock';
import { useSession } from '@/session/session-store';
import type { PageLoader, RouteEntry } from '@/config/feature';
import { features } from './features';
import { loadShellParts } from './shell-parts';
import { loadAntdStyles } from './layout/antd-styles';

// Everything but the login page is lazy: /login is the first paint of most visits (see docs/architecture.md).
const RouteErrorPage = lazy(() => import('./pages/route-error-page'));

const errorPage = (status: 404 | 500): RouteObject => ({
  lazy: async () => {
    const { StatusPage } = await import('./pages/status-page');
    return { Component: () => <StatusPage status={status} /> };
  },
});

/** A page behind a guard; both load with the route. */
function guarded(
  load: PageLoader | (() => Promise<{ default: ComponentType }>),
  guard: 'token' | 'place',
  menu?: string,
) {
  return {
    lazy: async () => {
      const [{ default: Page }, { RequirePlace, RequireToken }] = await Promise.all([
        load(),
        import('./guards'),
      ]);
      return {
        Component: () =>
          guard === 'token' ? (
            <RequireToken>
              <Page />
            </RequireToken>
          ) : (
            <RequirePlace menu={menu}>
              <Page />
            </RequirePlace>
          ),
      };
    },
  } satisfies RouteObject;
}

/**
 * A feature's route of its own (`Feature.routes`): the login page as it is (built without antd), the others
 * with their chunk.
 */
function featureRoute([path, entry]: [string, RouteEntry]): RouteObject {
  if (!entry.page) return { path, Component: entry.component };
  if (entry.guard === 'place') return { path, ...guarded(entry.page, 'place', entry.menu) };
  const { page, guard } = entry;
  if (guard) return { path, ...guarded(page, guard) };
  return { path, lazy: async () => ({ Component: (await page()).default }) };
}

/** The console layout with the parts the features mount in it (setup guide, push host, feedback button). */
async function consoleLayout() {
  const [layout] = await Promise.all([import('./layout/console-layout'), loadShellParts(), loadAntdStyles()]);
  return layout;
}

/** §2: while the screen is locked, only the lock page is reachable. */
function LockGate() {
  const locked = useLock((s) => s.locked);
  const signedIn = useSession((s) => !!s.tokens);
  const { pathname } = useLocation();
  if (signedIn && locked && pathname !== '/lock') return <Navigate to="/lock" replace />;
  return <Outlet />;
}

const featureRoutes = features.flatMap((f) => Object.entries(f.routes ?? {}));

export const routes: RouteObject[] = [
  {
    // shown while the first route's lazy module loads
    hydrateFallbackElement: <div aria-busy="true" />,
    element: <LockGate />,
    errorElement: (
      <Suspense>
        <RouteErrorPage />
      </Suspense>
    ),
    children: [
      { path: '/', element: <Navigate to="/wel/index" replace /> },
      { path: '/wel', element: <Navigate to="/wel/index" replace /> },
      // the login page: painted without antd (issue 18)
      ...featureRoutes.filter(([, entry]) => !entry.page).map(featureRoute),
      {
        // the other pages outside the console layout inside antd's providers, loaded with the page's own code
        lazy: async () => {
          const { AntdProviders } = await import('@/components/antd-providers');
          return {
            Component: () => (
              <AntdProviders>
                <Outlet />
              </AntdProviders>
            ),
          };
        },
        children: [
          // the features' own routes: registration, the place choice, the help page
          ...featureRoutes.filter(([, entry]) => entry.page).map(featureRoute),
          { path: '/lock', lazy: async () => ({ Component: (await import('./pages/lock-page')).default }) },
          { path: '/print', lazy: async () => ({ Component: (await import('./pages/print-page')).default }) },
          { path: '/404', ...errorPage(404) },
          { path: '/500', ...errorPage(500) },
        ],
      },
      // Every other path belongs to the console: its guard sends unknown paths to /404 and paths outside the
      // user's menu to /403, a page of the layout; the layout's keep-alive pool renders the open tags' pages.
      // antd's providers around it in the mode of antd's prebuilt stylesheet, which loads with the layout.
      {
        path: '/*',
        lazy: async () => {
          const [{ Component: Guarded }, { AntdProviders }] = await Promise.all([
            guarded(consoleLayout, 'place').lazy(),
            import('@/components/antd-providers'),
          ]);
          return {
            Component: () => (
              <AntdProviders zeroRuntime>
                <Guarded />
              </AntdProviders>
            ),
          };
        },
      },
    ],
  },
];

/** The router of the running app (tests build a memory router from the same `routes`). */
export const createAppRouter = () => createBrowserRouter(routes);

export type AppRouter = ReturnType<typeof createAppRouter>;
