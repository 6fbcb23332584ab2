import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setFeedback } from '@/api/feedback';
import { useAccess } from '@/access/access-store';
import { leafMenus } from '@/access/menu';
import { ui } from '@/components/feedback-ui';
import { quotaAction } from './quota-action';
import type { AppRouter } from './router';

/** Plugs toasts, the licence dialog and navigation into the request layer (api/feedback.ts). Renders nothing. */
export function FeedbackBridge({ router }: { router: AppRouter }) {
  const { t } = useTranslation();
  useEffect(
    () =>
      setFeedback({
        error: ui.error,
        pathname: () => router.state.location.pathname,
        toLogin: () => void router.navigate('/login', { replace: true }),
        quota: ({ code, msg }) =>
          new Promise<void>((resolve) => {
            const paths = new Set(leafMenus(useAccess.getState().menus).map((m) => m.path));
            const action = quotaAction(code, router.state.location.pathname, paths);
            const opened = ui.warning({
              title: t('errors.quotaTitle'),
              content: msg,
              okText: t('common.close'),
              centered: true,
              afterClose: resolve,
              footer: (_, { OkBtn }) => (
                <>
                  {action && (
                    <a
                      href={action.to}
                      style={{ marginInlineEnd: 16 }}
                      onClick={(e) => {
                        e.preventDefault();
                        void opened.then((d) => d.destroy());
                        resolve();
                        void router.navigate(action.to);
                      }}
                    >
                      {t(action.labelKey)}
                    </a>
                  )}
                  <OkBtn />
                </>
              ),
            });
          }),
      }),
    [t, router],
  );
  return null;
}
