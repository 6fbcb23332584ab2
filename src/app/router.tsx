import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { useLock } from '@/session/lock';
import { useSession } from '@/session/session-store';
import { LoginPage } from '@/features/auth/login-page';
import type { PageLoader } from '@/config/feature';

// Everything but the login page is lazy: /login is the first paint of most visits (see docs/architecture.md).
const RouteErrorPage = lazy(() => import('./pages/route-error-page'));

const errorPage = (status: 403 | 404 | 500): RouteObject => ({
  lazy: async () => {
    const { StatusPage } = await import('./pages/status-page');
    return { Component: () => <StatusPage status={status} /> };
  },
});

/** A page behind a guard; both load with the route. */
function guarded(load: PageLoader | (() => Promise<{ default: ComponentType }>), guard: 'token' | 'place') {
  return {
    lazy: async () => {
      const [{ default: Page }, guards] = await Promise.all([load(), import('./guards')]);
      const Guard = guard === 'token' ? guards.RequireToken : guards.RequirePlace;
      return {
        Component: () => (
          <Guard>
            <Page />
          </Guard>
        ),
      };
    },
  } satisfies RouteObject;
}

/** §2: while the screen is locked, only the lock page is reachable. */
function LockGate() {
  const locked = useLock((s) => s.locked);
  const signedIn = useSession((s) => !!s.tokens);
  const { pathname } = useLocation();
  if (signedIn && locked && pathname !== '/lock') return <Navigate to="/lock" replace />;
  return <Outlet />;
}

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
      { path: '/login', element: <LoginPage /> },
      {
        path: '/regAndPwd',
        lazy: async () => ({ Component: (await import('@/features/auth/reg-and-pwd-page')).default }),
      },
      { path: '/pickplace', ...guarded(() => import('@/features/places/pick-place-page'), 'token') },
      { path: '/addInfo', ...guarded(() => import('@/features/places/add-info-page'), 'token') },
      { path: '/checkBind', ...guarded(() => import('@/features/places/check-bind-page'), 'token') },
      { path: '/lock', lazy: async () => ({ Component: (await import('./pages/lock-page')).default }) },
      {
        path: '/help',
        lazy: async () => ({ Component: (await import('@/features/help/help-page')).default }),
      },
      { path: '/print', lazy: async () => ({ Component: (await import('./pages/print-page')).default }) },
      { path: '/404', ...errorPage(404) },
      { path: '/403', ...errorPage(403) },
      { path: '/500', ...errorPage(500) },
      // Every other path belongs to the console: its guard sends unknown paths to /404 and paths outside the
      // user's menu to /403; the layout's keep-alive pool renders the open tags' pages.
      { path: '/*', ...guarded(() => import('./layout/console-layout'), 'place') },
    ],
  },
];

/** The router of the running app (tests build a memory router from the same `routes`). */
export const createAppRouter = () => createBrowserRouter(routes);

export type AppRouter = ReturnType<typeof createAppRouter>;
