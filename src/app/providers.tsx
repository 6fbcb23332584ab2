import { lazy, Suspense, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18n, currentLanguage } from '@/i18n/i18n';
import { brand } from '@/config/brand';
import { settings } from '@/settings/settings-store';
import { whenIdle } from '@/utils/idle';
import { useSession } from '@/session/session-store';
import { FeedbackBridge } from './feedback-bridge';
import type { AppRouter } from './router';

/** The document follows the console's language: its lang attribute, its title, and dayjs's locale. */
function useDocumentLanguage() {
  useEffect(() => {
    const on = () => {
      const lang = currentLanguage();
      void import('@/i18n/dayjs-locale').then((m) => m.applyDayjsLocale(lang));
      document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
      document.title = i18n.t(`brand.${brand.id}.name`);
    };
    on();
    i18n.on('languageChanged', on);
    return () => i18n.off('languageChanged', on);
  }, []);
}

const AntdFeedback = lazy(() =>
  import('@/components/antd-providers').then((m) => ({ default: m.AntdFeedback })),
);

/**
 * antd's toasts and dialogs opened from code, and the shell's colours (components/antd-providers.tsx): one host
 * for the app's life, so a message shown as the route changes stays up. On /login, which paints without antd,
 * it is loaded once the browser is idle (calls made before wait for it); elsewhere at once.
 */
function Feedback({ router }: { router: AppRouter }) {
  const [on, setOn] = useState(() => router.state.location.pathname !== '/login');
  useEffect(() => {
    if (!on) whenIdle(() => setOn(true));
  }, [on]);
  return on ? (
    <Suspense>
      <AntdFeedback />
    </Suspense>
  ) : null;
}

/**
 * Around every page: i18n and the request layer's feedback. antd's theme and locale are mounted by the routes
 * (`AntdProviders`), its toasts and dialogs beside them (`Feedback`), so /login's first load carries no antd
 * (issue 18); server state (TanStack Query) by the signed-in routes' guards.
 */
export function AppProviders({ router }: { router: AppRouter }) {
  useDocumentLanguage();
  // each user's settings follow them on this device
  const userId = useSession((s) => s.user?.id ?? null);
  useEffect(() => settings.loadFor(userId), [userId]);
  return (
    <I18nextProvider i18n={i18n}>
      <FeedbackBridge router={router} />
      <Feedback router={router} />
      {/*
        A navigation renders in one go rather than as a transition: React cut the new page's first render into
        5 ms slices with the menu's animation frames between them, which made a menu click about a third slower
        (issue 18, docs/performance.md). A page whose code is still loading shows its tag's skeleton meanwhile.
      */}
      <RouterProvider router={router} useTransitions={false} />
    </I18nextProvider>
  );
}
