import { useMemo } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAccess } from '@/access/access-store';
import { leafMenus, type MenuNode } from '@/access/menu';
import { menuLabel } from '@/access/menu-label';
import { prefetchPage } from '../prefetch';
import { menuIcon } from '@/components/menu-icons';
import { useMenuNavigation } from './use-menu-navigation';

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
      : {
          key: `leaf:${m.menuId}`,
          icon: menuIcon(m.icon),
          label: menuLabel(m, lang),
          // the page's code starts loading on the intent to open it (app/prefetch.ts)
          onMouseEnter: () => prefetchPage(m.path),
        },
  );
}

function groupOf(menus: MenuNode[], path: string): MenuNode | undefined {
  return menus.find((m) => m.children?.some((c) => leafMenus([c]).some((l) => l.path === path)));
}

/** The server menu, in the sidebar (inline) or the top bar (horizontal). */
export function NavMenu({
  mode,
  collapsed,
  onNavigate,
}: {
  mode: 'inline' | 'horizontal';
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const menus = useAccess((s) => s.menus);
  const go = useMenuNavigation();
  const items = useMemo(() => toItems(menus, i18n.language), [menus, i18n.language]);
  const leaves = useMemo(() => leafMenus(menus), [menus]);
  const current = leaves.find((l) => l.path === pathname);
  const group = groupOf(menus, pathname);
  return (
    <Menu
      mode={mode}
      inlineCollapsed={mode === 'inline' ? collapsed : undefined}
      selectedKeys={current ? [`leaf:${current.menuId}`] : []}
      defaultOpenKeys={group && mode === 'inline' && !collapsed ? [`group:${group.menuId}`] : undefined}
      items={items}
      style={{ borderInlineEnd: 0, flex: 1, minWidth: 0 }}
      onClick={({ key }) => {
        const leaf = leaves.find((l) => `leaf:${l.menuId}` === key);
        if (leaf) void go(leaf);
        onNavigate?.();
      }}
    />
  );
}

/** §2: buttons for the children of the current section, the active one highlighted. */
export function useSectionChildren(): { items: MenuNode[]; active: string } {
  const { pathname } = useLocation();
  const menus = useAccess((s) => s.menus);
  const group = groupOf(menus, pathname);
  return { items: group?.children ?? [], active: pathname };
}
