import { useMemo, useState } from 'react';
import { LinkOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Row, Space, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Can } from '@/access/can';
import { setAccess } from '@/access/access-store';
import { visibleMenus } from '@/access/menu';
import { menuLabel } from '@/access/menu-label';
import { placeKey } from '@/api/query-client';
import { authService } from '@/api/services/auth-service';
import { staffMenus } from '@/api/services/staff-menus';
import { QueryBody } from '@/components/query-body';
import { RoundCard } from '@/components/round-card';
import type { MenuTreeNode } from '@/domain/menu-admin';
import { isNetbar, session, useSession } from '@/session/session-store';
import { CHILDREN_KEY, MenuChildren } from './menu-children';
import { MenuEntryForm, type EntryTarget } from './menu-entry-form';
import { MenuResources } from './menu-resources';

type Selection = { menuId: number } | { kind: 'link' | 'group' } | null;

const flatten = (nodes: MenuTreeNode[]): MenuTreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

/**
 * The sidebar shows the place's menu after the changes made here: read it again as entering the place does
 * (a failure keeps the old one until the next place switch; the request layer has said why).
 */
async function reloadSidebar(): Promise<void> {
  const { place, user } = session.get();
  if (!place) return;
  try {
    const payload = await authService.menus(isNetbar(place));
    const menus = visibleMenus(payload.menus, { netbar: isNetbar(place), roles: user?.roles ?? [] });
    setAccess(place.id, menus, payload.permissions);
  } catch {
    // shown by the request layer
  }
}

/**
 * /staff/menu 菜单资源 (issue 21 item 4): the place's menu as a tree (system entries tagged, hidden ones greyed,
 * own links with a link icon); the selected entry's form on the right, with the resource keys of a page below
 * it, or a group's direct children (menu/list, a name selects the child); 新增链接 / 新增分组 open an empty form.
 * Every saved change shows in the sidebar at once.
 */
export default function MenuPage() {
  const { t, i18n } = useTranslation();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const queryClient = useQueryClient();
  const treeKey = placeKey(placeId, 'menuTree');
  const tree = useQuery({ queryKey: treeKey, queryFn: staffMenus.tree });
  const [selection, setSelection] = useState<Selection>(null);

  const nodes = useMemo(() => flatten(tree.data ?? []), [tree.data]);
  const groups = useMemo(() => (tree.data ?? []).filter((n) => n.kind === 'group'), [tree.data]);
  const selected =
    selection && 'menuId' in selection ? nodes.find((n) => n.menuId === selection.menuId) : undefined;
  const target: EntryTarget | null = selected
    ? { node: selected }
    : selection && 'kind' in selection
      ? { kind: selection.kind }
      : null;

  const treeData = useMemo(() => {
    const toData = (list: MenuTreeNode[]): DataNode[] =>
      list.map((n) => ({
        key: String(n.menuId),
        title: (
          <Space size={4}>
            {n.kind === 'link' && <LinkOutlined aria-label={t('menuAdmin.tagLink')} />}
            <Typography.Text type={n.hidden ? 'secondary' : undefined}>
              {menuLabel(n, i18n.language)}
            </Typography.Text>
            {n.system ? (
              <Tag>{t('menuAdmin.tagSystem')}</Tag>
            ) : (
              <Tag color="blue">{t(n.kind === 'link' ? 'menuAdmin.tagLink' : 'menuAdmin.tagGroup')}</Tag>
            )}
            {n.hidden && <Tag color="default">{t('menuAdmin.tagHidden')}</Tag>}
          </Space>
        ),
        children: n.children.length ? toData(n.children) : undefined,
      }));
    return toData(tree.data ?? []);
  }, [tree.data, i18n.language, t]);

  /** After a write: the tree, the groups' children and the sidebar read again. */
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: treeKey }),
      queryClient.invalidateQueries({ queryKey: placeKey(placeId, CHILDREN_KEY) }),
    ]);
    await reloadSidebar();
  };

  return (
    <RoundCard
      title={t('menuAdmin.title')}
      extra={
        <Can k="staff:menu:add">
          <Space>
            <Button onClick={() => setSelection({ kind: 'link' })}>{t('menuAdmin.addLink')}</Button>
            <Button onClick={() => setSelection({ kind: 'group' })}>{t('menuAdmin.addGroup')}</Button>
          </Space>
        </Can>
      }
    >
      <Typography.Paragraph type="secondary">{t('menuAdmin.intro')}</Typography.Paragraph>
      <QueryBody query={tree} rows={8} failedTitle="menuAdmin.loadFailed">
        {() => (
          <Row gutter={[24, 16]}>
            <Col xs={24} md={10} xl={8}>
              <Tree
                aria-label={t('menuAdmin.treeLabel')}
                blockNode
                defaultExpandAll
                treeData={treeData}
                selectedKeys={selected ? [String(selected.menuId)] : []}
                onSelect={(keys) => {
                  if (keys.length) setSelection({ menuId: Number(keys[0]) });
                }}
              />
            </Col>
            <Col xs={24} md={14} xl={16}>
              {target ? (
                <>
                  <MenuEntryForm
                    key={target.node ? `entry-${target.node.menuId}` : `new-${target.kind}`}
                    target={target}
                    groups={groups}
                    onSaved={async (menuId) => {
                      await refresh();
                      setSelection({ menuId });
                    }}
                    onRemoved={async () => {
                      setSelection(null);
                      await refresh();
                    }}
                  />
                  {target.node?.kind === 'group' && (
                    <MenuChildren
                      key={`children-${target.node.menuId}`}
                      group={target.node}
                      onPick={(menuId) => setSelection({ menuId })}
                    />
                  )}
                  {target.node && target.node.kind !== 'group' && (
                    <MenuResources
                      key={`resources-${target.node.menuId}`}
                      node={target.node}
                      onChanged={refresh}
                    />
                  )}
                </>
              ) : (
                <Empty description={t('menuAdmin.pickHint')} />
              )}
            </Col>
          </Row>
        )}
      </QueryBody>
    </RoundCard>
  );
}
