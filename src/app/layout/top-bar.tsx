import { useRef, useState, type ReactNode } from 'react';
import { Avatar, Badge, Button, Dropdown, Popover, Tag, Tooltip } from 'antd';
import {
  BellOutlined,
  CustomerServiceOutlined,
  DesktopOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  GlobalOutlined,
  LockOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  NotificationOutlined,
  QuestionCircleOutlined,
  ReloadOutlined,
  SearchOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { placeKey } from '@/api/query-client';
import { commonLicense } from '@/api/services/common-license';
import { commonSystem } from '@/api/services/common-system';
import { notificationApi } from '@/api/services/notifications';
import { brand } from '@/config/brand';
import { ui } from '@/components/feedback-ui';
import { LanguageSwitch } from '@/components/language-switch';
import { setLanguage } from '@/i18n/i18n';
import { confirmResetDemo, demoBuild, demoPushKindsFor, pushDemoMessage } from '@/components/reset-demo';
import { useSignOut } from '@/components/sign-out';
import { lockSession } from '@/session/flows';
import { isNetbar, useSession } from '@/session/session-store';
import { settings, useSettings } from '@/settings/settings-store';
import type { LevelLayout } from './breakpoints';
import { ShellParts } from '../shell-parts';
import { openFrontDesk } from './front-desk';
import { NavMenu, useSectionChildren } from './nav-menu';
import { PlaceSwitcher } from './place-switcher';
import { SectionMenu } from './section-menu';
import styles from './top-bar.module.css';
import { Banner } from './banner';

function useFullscreen(): [boolean, () => void] {
  const [on, setOn] = useState(() => !!document.fullscreenElement);
  const toggle = () => {
    const next = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    void next
      .then(() => setOn(!!document.fullscreenElement))
      .catch(() => setOn(!!document.fullscreenElement));
  };
  return [on, toggle];
}

/** A text button of the bar that shows only its icon, named by `label` for screen readers and in its tooltip. */
function BarButton({
  label,
  tip = label,
  icon,
  onClick,
}: {
  label: string;
  /** the tooltip, when it says more than the name */
  tip?: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  return (
    <Tooltip title={tip}>
      <Button type="text" icon={icon} aria-label={label} onClick={onClick} />
    </Tooltip>
  );
}

/** §2 top bar. */
export function TopBar({
  layout,
  showBrand,
  onOpenDrawer,
  onOpenSearch,
  onOpenSettings,
}: {
  layout: LevelLayout;
  /** the brand shows here when no sidebar carries it */
  showBrand: boolean;
  onOpenDrawer: () => void;
  onOpenSearch: () => void;
  onOpenSettings: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, place } = useSession();
  const s = useSettings();
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const section = useSectionChildren();
  const placeId = place?.id;

  const banners = useQuery({
    queryKey: placeKey(placeId, 'strategies'),
    queryFn: commonLicense.openStrategies,
    enabled: layout.banner,
    staleTime: 10 * 60_000,
  });
  const unread = useQuery({
    queryKey: placeKey(placeId, 'notifications', 'unread'),
    queryFn: notificationApi.unreadCount,
    refetchInterval: 60_000,
  });
  const [serviceOpen, setServiceOpen] = useState(false);
  // the user menu opens on hover, and on a click or Enter too (hover alone left it out of the keyboard's reach)
  const [userMenuOpen, setUserMenuOpen] = useState(false);
  const userButton = useRef<HTMLButtonElement>(null);
  const phone = useQuery({
    queryKey: ['business-phone'],
    queryFn: commonSystem.businessPhone,
    enabled: serviceOpen,
    staleTime: Infinity,
  });

  const edition =
    place && !isNetbar(place) ? (place.license === 1 ? t('place.professional') : t('place.basic')) : null;
  const signOut = useSignOut();
  const confirmLogout = () =>
    void ui.confirm({
      title: t('common.logoutConfirmTitle'),
      content: t('common.logoutConfirmBody'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: signOut,
    });
  const lock = () => {
    void lockSession(location.pathname + location.search);
    navigate('/lock', { replace: true });
  };

  return (
    <div className={styles.bar}>
      {layout.sidebar === 'drawer' ? (
        <Button type="text" icon={<MenuOutlined />} aria-label={t('shell.openMenu')} onClick={onOpenDrawer} />
      ) : (
        s.layout === 'side' && (
          <Button
            type="text"
            icon={s.collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            aria-label={s.collapsed ? t('shell.expandMenu') : t('shell.collapseMenu')}
            onClick={() => settings.update({ collapsed: !s.collapsed })}
          />
        )
      )}
      <div className={styles.brand}>
        {showBrand && <img src={brand.logo} alt="" width={28} height={28} />}
        {showBrand && layout.service && <span className={styles.title}>{t(`brand.${brand.id}.name`)}</span>}
        {edition && (
          <Tag color="gold" className={styles.edition}>
            {edition}
          </Tag>
        )}
      </div>
      {s.layout === 'top' && layout.sidebar !== 'drawer' ? (
        <div className={styles.topMenu}>
          <NavMenu mode="horizontal" />
        </div>
      ) : (
        s.topMenu &&
        layout.secondLevel &&
        section.items.length > 0 && <SectionMenu items={section.items} active={section.active} />
      )}
      <div className={styles.spacer} />
      {layout.banner && (banners.data?.length ?? 0) > 0 && (
        <Banner banners={banners.data!} label={t('shell.banner')} />
      )}
      {s.search && (
        <BarButton
          label={t('shell.search')}
          tip={`${t('shell.search')} (Ctrl+K)`}
          icon={<SearchOutlined />}
          onClick={onOpenSearch}
        />
      )}
      <Tooltip title={t('shell.frontDeskHint')}>
        <Button icon={<DesktopOutlined />} onClick={() => openFrontDesk()} aria-label={t('shell.frontDesk')}>
          {layout.service && <span className={styles.wideOnly}>{t('shell.frontDesk')}</span>}
        </Button>
      </Tooltip>
      <PlaceSwitcher compact={!layout.service} />
      {layout.service && (
        <Popover
          open={serviceOpen}
          onOpenChange={setServiceOpen}
          trigger="click"
          title={t('shell.service')}
          content={
            <div>
              <div>
                {t('shell.hotline')}:{' '}
                <a href={`tel:${phone.data?.phone ?? brand.hotline}`}>{phone.data?.phone ?? brand.hotline}</a>
              </div>
              {phone.data?.serviceHours && (
                <div>
                  {t('shell.serviceHours')}: {phone.data.serviceHours}
                </div>
              )}
            </div>
          }
        >
          <Button type="text" icon={<CustomerServiceOutlined />} aria-label={t('shell.service')} />
        </Popover>
      )}
      <Tooltip title={t('shell.messages')}>
        <Badge count={unread.data ?? 0} size="small" offset={[-4, 4]}>
          <Button
            type="text"
            icon={<BellOutlined />}
            aria-label={t('shell.messages')}
            onClick={() => navigate('/info/msg')}
          />
        </Badge>
      </Tooltip>
      <BarButton
        label={t('shell.help')}
        icon={<QuestionCircleOutlined />}
        onClick={() => navigate('/info/helpDocument')}
      />
      <ShellParts at="topBar" />
      {s.fullscreen && layout.banner && (
        <BarButton
          label={fullscreen ? t('shell.exitFullscreen') : t('shell.fullscreen')}
          icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          onClick={toggleFullscreen}
        />
      )}
      {s.lock && <BarButton label={t('shell.lock')} icon={<LockOutlined />} onClick={lock} />}
      <BarButton label={t('shell.settings')} icon={<SettingOutlined />} onClick={onOpenSettings} />
      {layout.banner && <LanguageSwitch />}
      <Dropdown
        open={userMenuOpen}
        onOpenChange={setUserMenuOpen}
        menu={{
          // the focus goes back to the menu's button before the chosen item closes the menu, so a dialog the item
          // opens (settings, the logout question) returns it there, not to the body (an item's own onClick runs
          // first; a dialog notes where the focus was only once it renders, after this)
          onClick: () => userButton.current?.focus(),
          items: [
            {
              key: 'profile',
              icon: <UserOutlined />,
              label: t('shell.profile'),
              onClick: () => navigate('/info/index'),
            },
            {
              key: 'settings',
              icon: <SettingOutlined />,
              label: t('shell.settings'),
              onClick: onOpenSettings,
            },
            {
              key: 'language',
              icon: <GlobalOutlined />,
              label: i18n.language === 'en' ? t('common.langZh') : t('common.langEn'),
              onClick: () => void setLanguage(i18n.language === 'en' ? 'zh' : 'en'),
            },
            ...(demoBuild
              ? [
                  {
                    key: 'demo-push',
                    icon: <NotificationOutlined />,
                    label: t('shell.demoPush'),
                    children: demoPushKindsFor(isNetbar(place)).map((kind) => ({
                      key: `demo-push-${kind}`,
                      label: t(`shell.demoPushKind.${kind}`),
                      onClick: () => void pushDemoMessage(placeId ?? 0, kind),
                    })),
                  },
                  {
                    key: 'reset-demo',
                    icon: <ReloadOutlined />,
                    label: t('common.resetDemo'),
                    // the seed replaces every session too, so the operator signs in again
                    onClick: () => confirmResetDemo(t, signOut),
                  },
                ]
              : []),
            { type: 'divider' as const },
            { key: 'logout', icon: <LogoutOutlined />, label: t('common.logout'), onClick: confirmLogout },
          ],
        }}
      >
        <Button
          ref={userButton}
          type="text"
          className={styles.user}
          aria-label={user?.name}
          aria-haspopup="menu"
          aria-expanded={userMenuOpen}
          onClick={() => setUserMenuOpen(true)}
        >
          <Avatar size="small" src={user?.avatar || undefined} icon={<UserOutlined />} />
          {layout.service && <span className={styles.wideOnly}>{user?.name}</span>}
        </Button>
      </Dropdown>
    </div>
  );
}
