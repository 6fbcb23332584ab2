import { useCallback, useEffect, useState } from 'react';
import { Drawer, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAccess } from '@/access/access-store';
import { findMenuByPath } from '@/access/menu';
import { menuLabel } from '@/access/menu-label';
import { BrandFooter } from '@/components/brand-footer';
import { brand } from '@/config/brand';
import { useIdle } from '@/hooks/use-idle';
import { onLicenceChange } from '@/payment/payment-store';
import { queryClient } from '@/api/query-client';
import { onReconnect, useRealtimeConnection } from '@/realtime/realtime';
import { PaymentHost } from '@/payment/payment-host';
import { useWindowWidth } from '@/hooks/use-window-width';
import { lockSession } from '@/session/flows';
import { useSession } from '@/session/session-store';
import { useSettings } from '@/settings/settings-store';
import { reloadAfterLicenceChange } from '../licence-reload';
import { ShellParts } from '../shell-parts';
import { KeepAlivePages } from '../tags/keep-alive';
import { TagsBar } from '../tags/tags-bar';
import { layoutFor, screenLevel } from './breakpoints';
import { DebugPanel } from './debug-panel';
import { MenuSearch } from './menu-search';
import { NavMenu } from './nav-menu';
import { SettingsDrawer } from './settings-drawer';
import { TopBar } from './top-bar';
import styles from './console-layout.module.css';
import { prefetchEngineWhenIdle } from '../prefetch';

/**
 * The console shell: sidebar or top menu, top bar, tags, the kept-alive pages, footer. Its route puts it inside
 * antd's providers in the prebuilt stylesheet's mode (`AntdProviders zeroRuntime`, app/router.tsx).
 */
export default function ConsoleLayout() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const s = useSettings();
  const placeId = useSession((st) => st.place?.id ?? 0);
  const userId = useSession((st) => st.user?.id);
  const menus = useAccess((st) => st.menus);
  const width = useWindowWidth();
  const lay = layoutFor(screenLevel(width), s.collapsed);
  const [drawer, setDrawer] = useState(false);
  const [search, setSearch] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // §2: a page shows the sidebar unless its query says menu=false or menu=0
  const hideMenu = ['false', '0'].includes(params.get('menu') ?? '');

  // §2: the page title comes from the route label
  useEffect(() => {
    const menu = findMenuByPath(menus, location.pathname);
    const brandName = t(`brand.${brand.id}.name`);
    document.title = menu
      ? t('shell.pageTitle', { page: menuLabel(menu, i18n.language), brand: brandName })
      : brandName;
  }, [location.pathname, menus, t, i18n.language]);

  // Ctrl/⌘+K opens the menu search
  useEffect(() => {
    if (!s.search) return;
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setSearch(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [s.search]);

  // the one socket of the console (§4 Push messages): open while the console is, for the current place; after a
  // reconnect, everything on screen is fetched again so that a push missed while it was down is not lost
  useRealtimeConnection(placeId || undefined, userId);
  useEffect(() => onReconnect(() => void queryClient.invalidateQueries()), []);
  // the CRUD engine loads in idle time, before the first list page is opened (issue 18)
  useEffect(prefetchEngineWhenIdle, []);

  // a module bought or activated shows up at once: new token, menu and permissions (docs/licences.md)
  useEffect(() => onLicenceChange(() => void reloadAfterLicenceChange()), []);

  const autoLock = useCallback(() => {
    void lockSession(location.pathname + location.search);
    navigate('/lock', { replace: true });
  }, [location.pathname, location.search, navigate]);
  useIdle(s.autoLockMinutes * 60_000, autoLock);

  const side = s.layout === 'side' || lay.sidebar === 'drawer';
  return (
    <Layout className={styles.root}>
      {side && !hideMenu && lay.sidebar !== 'drawer' && (
        <Layout.Sider
          width={220}
          collapsedWidth={64}
          collapsed={lay.sidebar === 'icons'}
          theme={s.theme === 'dark' ? 'dark' : 'light'}
          className={styles.sider}
        >
          <div className={styles.logo}>
            <img src={brand.logo} alt="" width={28} height={28} />
            {lay.sidebar === 'full' && <span>{t(`brand.${brand.id}.short`)}</span>}
          </div>
          <NavMenu mode="inline" collapsed={lay.sidebar === 'icons'} />
        </Layout.Sider>
      )}
      {lay.sidebar === 'drawer' && !hideMenu && (
        <Drawer
          open={drawer}
          onClose={() => setDrawer(false)}
          placement="left"
          size={260}
          title={t(`brand.${brand.id}.short`)}
        >
          <NavMenu mode="inline" onNavigate={() => setDrawer(false)} />
        </Drawer>
      )}
      <Layout className={styles.main}>
        <Layout.Header className={styles.header}>
          <TopBar
            layout={lay}
            showBrand={!(side && !hideMenu && lay.sidebar !== 'drawer')}
            onOpenDrawer={() => setDrawer(true)}
            onOpenSearch={() => setSearch(true)}
            onOpenSettings={() => setSettingsOpen(true)}
          />
        </Layout.Header>
        {s.tags && <TagsBar />}
        <Layout.Content className={styles.content}>
          <KeepAlivePages placeId={placeId} />
        </Layout.Content>
        <Layout.Footer className={styles.footer}>
          <BrandFooter />
        </Layout.Footer>
      </Layout>
      {s.debug && <DebugPanel />}
      <MenuSearch open={search} onClose={() => setSearch(false)} />
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <PaymentHost />
      {/* the features' hosts and guides (the setup guide, the push host: app/features.ts) */}
      <ShellParts at="layout" />
    </Layout>
  );
}
