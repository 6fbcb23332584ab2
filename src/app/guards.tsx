import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/api/query-client';
import { useSession, isNetbar } from '@/session/session-store';
import { useAccess } from '@/access/access-store';
import { firstMenuUrl, leafMenus } from '@/access/menu';
import { ensureUser, enterPlace } from '@/session/flows';
import { withReturn } from '@/session/return-to';
import { ALWAYS_ALLOWED, pageRegistry } from './page-registry';
import '@/i18n/console-messages';

function FullPageSpin() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', height: '100vh' }}>
      <Spin size="large" />
    </div>
  );
}

/** Routes that need tokens but no place yet: /pickplace, /addInfo, /checkBind. */
export function RequireToken({ children }: { children: ReactNode }) {
  const tokens = useSession((s) => s.tokens);
  if (!tokens) return <Navigate to="/login" replace />;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

type Restore = 'idle' | 'loading' | 'failed' | 'offline';

/**
 * The layout's guard (§2 Route behaviour): signed in, a place chosen, the user and the place's menu loaded
 * (after a reload they are fetched again), and the path in the menu; otherwise /login, /pickplace or /403.
 */
export function RequirePlace({ children, menu }: { children: ReactNode; menu?: string }) {
  const { t } = useTranslation();
  const { tokens, place, user } = useSession();
  const access = useAccess();
  const { pathname, search } = useLocation();
  const [restore, setRestore] = useState<Restore>('idle');
  const needsRestore = !!tokens && !!place && (!user || access.placeId !== place.id);

  useEffect(() => {
    if (!needsRestore || restore !== 'idle' || !place) return;
    setRestore('loading');
    void (async () => {
      const user = await ensureUser();
      if (user === 'refused') return setRestore('failed');
      if (user === 'transient') return setRestore('offline');
      try {
        await enterPlace(place);
        setRestore('idle');
      } catch (e) {
        setRestore(isApiError(e) && (e.kind === 'network' || e.kind === 'timeout') ? 'offline' : 'failed');
      }
    })();
  }, [needsRestore, restore, place]);

  // a page outside the layout is admitted by the menu entry it belongs to (`menu`), a layout page by its own
  const menuPath = menu ?? pathname;
  if (!(menuPath in pageRegistry)) return <Navigate to="/404" replace />;
  // signed out: the login brings them back here afterwards (session/return-to.ts)
  if (!tokens || restore === 'failed')
    return <Navigate to={withReturn('/login', pathname + search)} replace />;
  if (!place) return <Navigate to="/pickplace" replace />;
  // the server could not be reached: keep the session and offer a retry instead of a blank page
  if (restore === 'offline') {
    return (
      <Result
        status="warning"
        title={t('errors.gateway')}
        extra={
          <Button type="primary" onClick={() => setRestore('idle')}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (needsRestore) return <FullPageSpin />;

  const paths = new Set(leafMenus(access.menus).map((m) => m.path));
  // §2: an internet-cafe user at the home path goes to the first menu URL.
  if (!menu && pathname === '/wel/index' && isNetbar(place)) {
    const first = firstMenuUrl(access.menus);
    if (first && first !== pathname) return <Navigate to={first} replace />;
  }
  if (!paths.has(menuPath) && !ALWAYS_ALLOWED.has(menuPath)) return <Navigate to="/403" replace />;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
