import { useEffect, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setFeedback } from '@/api/feedback';
import { FeedbackBridge } from '@/app/feedback-bridge';
import { createQueryClient } from '@/api/query-client';
import { FeedbackHost, ui } from '@/components/feedback-ui';
import { i18n } from '@/i18n/i18n';
// pages rendered outside the routes need the console strings the signed-in routes register
import '@/i18n/console-messages';

/** The request layer's error toasts, as the app's feedback bridge wires them (without its router parts). */
function ToastErrors() {
  useEffect(() => setFeedback({ error: ui.error }), []);
  return null;
}

/**
 * Render one page on its own, inside the providers the app gives every page: i18n, antd, a fresh query
 * cache (or `queryClient`), toasts and dialogs, and a memory router at `path` (any path renders the page, so a link that
 * leaves it shows up in `router.state.location`). For pages whose route the shell has not registered yet.
 *
 * With `licenceDialog`, the request layer's feedback is the app's own (app/feedback-bridge.tsx): a 29x answer opens
 * the licence dialog, whose 去购买 >> / 去扩容 >> moves `router` as in the app, without rendering the whole app.
 *
 * @example const { router } = renderPage(<AddressPage />, { path: '/info/address' });
 */
export function renderPage(
  element: ReactElement,
  {
    path = '/',
    queryClient = createQueryClient(),
    licenceDialog = false,
  }: { path?: string; queryClient?: QueryClient; licenceDialog?: boolean } = {},
) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const utils = render(
    <I18nextProvider i18n={i18n}>
      {/*
        as the app does for the reduced-motion setting of the tests: dialogs open and close at once; and with
        antd's styles prebuilt, as the console's pages have them (`AntdProviders zeroRuntime`, components/antd-providers.tsx)
      */}
      <ConfigProvider locale={zhCN} theme={{ token: { motion: false }, zeroRuntime: true }}>
        <QueryClientProvider client={queryClient}>
          <FeedbackHost />
          {licenceDialog ? <FeedbackBridge router={router} /> : <ToastErrors />}
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ConfigProvider>
    </I18nextProvider>,
  );
  return { ...utils, router, queryClient };
}
