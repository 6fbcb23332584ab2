import { useMemo } from 'react';
import { Button, Dropdown, Flex, Layout, Menu, Tag, Typography, type MenuProps } from 'antd';
import { LogoutOutlined, ReloadOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAccess } from '@/access/access-store';
import { menuLabel } from '@/access/menu-label';
import type { MenuNode } from '@/access/menu';
import { brand } from '@/config/brand';
import { BrandFooter } from '@/components/brand-footer';
import { LanguageSwitch } from '@/components/language-switch';
import { logout } from '@/session/flows';
import { isNetbar, useSession } from '@/session/session-store';
import { menuIcon } from './menu-icons';
import { ui } from '@/components/feedback-ui';
import { confirmResetDemo, demoBuild } from '@/components/reset-demo';

type Item = Required<MenuProps>['items'][number];

function toItems(menus: MenuNode[], lang: string): Item[] {
  return menus.map((m) =>
    m.children && m.children.length > 0
      ? {
          key: `group:${m.menuId}`,
          icon: menuIcon(m.icon),
          label: menuLabel(m, lang),
          children: toItems(m.children, lang),
        }
      : { key: m.path, icon: menuIcon(m.icon), label: menuLabel(m, lang) },
  );
}

/**
 * The signed-in frame of this release: brand, place, language, logout and the server menu.
 * The full shell (tags, top bar widgets, settings, lock) replaces it in the shell issue.
 */
export default function MinimalLayout() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menus = useAccess((s) => s.menus);
  const { user, place } = useSession();
  const items = useMemo(() => toItems(menus, i18n.language), [menus, i18n.language]);
  const edition =
    place && !isNetbar(place) ? (place.license === 1 ? t('place.professional') : t('place.basic')) : null;

  const confirmLogout = () =>
    void ui.confirm({
      title: t('common.logoutConfirmTitle'),
      content: t('common.logoutConfirmBody'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await logout();
        navigate('/login', { replace: true });
      },
    });

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ display: 'flex', alignItems: 'center', gap: 16, paddingInline: 20, background: '#fff' }}
      >
        <Flex align="center" gap={10} style={{ minWidth: 0, flex: 1 }}>
          <img src={brand.logo} alt="" width={28} height={28} />
          <Typography.Text strong style={{ fontSize: 16, whiteSpace: 'nowrap' }}>
            {t(`brand.${brand.id}.name`)}
          </Typography.Text>
          {edition && <Tag color="gold">{edition}</Tag>}
          {place && (
            <Typography.Text type="secondary" ellipsis>
              {place.placeName}
            </Typography.Text>
          )}
        </Flex>
        <LanguageSwitch />
        <Dropdown
          menu={{
            items: [
              ...(demoBuild
                ? [
                    {
                      key: 'reset-demo',
                      icon: <ReloadOutlined />,
                      label: t('common.resetDemo'),
                      // the seed replaces every session too, so the operator signs in again
                      onClick: () =>
                        confirmResetDemo(t, async () => {
                          await logout();
                          navigate('/login', { replace: true });
                        }),
                    },
                  ]
                : []),
              { key: 'logout', icon: <LogoutOutlined />, label: t('common.logout'), onClick: confirmLogout },
            ],
          }}
        >
          <Button type="text" icon={<UserOutlined />}>
            {user?.name}
          </Button>
        </Dropdown>
      </Layout.Header>
      <Layout>
        <Layout.Sider width={220} theme="light" breakpoint="lg" collapsedWidth={64}>
          <Menu mode="inline" selectedKeys={[pathname]} items={items} onClick={({ key }) => navigate(key)} />
        </Layout.Sider>
        <Layout.Content style={{ padding: 20 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
      <Layout.Footer style={{ textAlign: 'center', padding: '12px 0' }}>
        <BrandFooter />
      </Layout.Footer>
    </Layout>
  );
}
