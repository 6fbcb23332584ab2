import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '@/features/auth/login-page';
import { RouteErrorPage } from './pages/route-error-page';
import { RequirePlace, RequireToken } from './guards';
import { pageRegistry } from './page-registry';
import { NotAvailablePage } from './pages/not-available-page';

const errorPage = (status: 403 | 404 | 500) => ({
  lazy: async () => {
    const { StatusPage } = await import('./pages/status-page');
    return { Component: () => <StatusPage status={status} /> };
  },
});

const tokenOnly = (load: () => Promise<{ default: React.ComponentType }>): RouteObject => ({
  lazy: async () => {
    const { default: Page } = await load();
    return {
      Component: () => (
        <RequireToken>
          <Page />
        </RequireToken>
      ),
    };
  },
});

/** The layout's children: one route per registered menu path, each lazily loaded. */
const layoutChildren: RouteObject[] = Object.entries(pageRegistry).map(([path, load]) =>
  load ? { path, lazy: async () => ({ Component: (await load()).default }) } : { path, Component: NotAvailablePage },
);

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <Navigate to="/wel/index" replace /> },
      { path: '/wel', element: <Navigate to="/wel/index" replace /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/regAndPwd', lazy: async () => ({ Component: (await import('@/features/auth/reg-and-pwd-page')).default }) },
      { path: '/pickplace', ...tokenOnly(() => import('@/features/places/pick-place-page')) },
      { path: '/addInfo', ...tokenOnly(() => import('@/features/places/add-info-page')) },
      { path: '/checkBind', ...tokenOnly(() => import('@/features/places/check-bind-page')) },
      { path: '/404', ...errorPage(404) },
      { path: '/403', ...errorPage(403) },
      { path: '/500', ...errorPage(500) },
      {
        lazy: async () => {
          const { MinimalLayout } = await import('./layout/minimal-layout');
          return {
            Component: () => (
              <RequirePlace>
                <MinimalLayout />
              </RequirePlace>
            ),
          };
        },
        children: layoutChildren,
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

/** The router of the running app (tests build a memory router from the same `routes`). */
export const createAppRouter = () => createBrowserRouter(routes);

export type AppRouter = ReturnType<typeof createAppRouter>;
