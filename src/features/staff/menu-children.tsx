import { Button, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { menuLabel } from '@/access/menu-label';
import { placeKey } from '@/api/query-client';
import { staffMenus } from '@/api/services/staff-menus';
import type { MenuListItem, MenuTreeNode } from '@/domain/menu-admin';
import { useSession } from '@/session/session-store';
import { MenuTableSection } from './menu-table-section';

/** The cache key of a group's children under the place (the page reads them again with the tree after a write). */
export const CHILDREN_KEY = 'menuChildren';

/**
 * 下级菜单: the selected group's direct children as menu/list answers them — name in the interface's language,
 * kind, sort, shown or hidden, how many resource keys and children each has. A name selects that entry.
 */
export function MenuChildren({ group, onPick }: { group: MenuTreeNode; onPick: (menuId: number) => void }) {
  const { t, i18n } = useTranslation();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const list = useQuery({
    queryKey: placeKey(placeId, CHILDREN_KEY, group.menuId),
    queryFn: () => staffMenus.children(group.menuId),
  });
  return (
    <MenuTableSection<MenuListItem>
      title={t('menuAdmin.children')}
      query={list}
      rowKey="menuId"
      emptyText={t('menuAdmin.childrenEmpty')}
      minWidth={560}
      columns={[
        {
          key: 'name',
          title: t('menuAdmin.name'),
          render: (_, r) => (
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onPick(r.menuId)}>
              {menuLabel(r, i18n.language)}
            </Button>
          ),
        },
        {
          key: 'kind',
          title: t('menuAdmin.childKind'),
          render: (_, r) => <Tag color={r.system ? undefined : 'blue'}>{t(`menuAdmin.kind.${r.kind}`)}</Tag>,
        },
        { key: 'sort', title: t('menuAdmin.sort'), dataIndex: 'sort', width: 70 },
        {
          key: 'hidden',
          title: t('menuAdmin.childShown'),
          width: 90,
          render: (_, r) =>
            r.hidden ? (
              <Typography.Text type="secondary">{t('menuAdmin.tagHidden')}</Typography.Text>
            ) : (
              t('menuAdmin.shown')
            ),
        },
        { key: 'resources', title: t('menuAdmin.resourceCount'), dataIndex: 'resourceCount', width: 80 },
        { key: 'children', title: t('menuAdmin.childCount'), dataIndex: 'childCount', width: 80 },
      ]}
    />
  );
}
