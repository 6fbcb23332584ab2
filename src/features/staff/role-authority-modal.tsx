import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Descriptions, Empty, Space, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { placeKey } from '@/api/query-client';
import { assignAuthority, roleView } from '@/api/services/roles';
import { QuerySaveModal } from '@/components/query-save-modal';
import { grantableKeys, toggle, treeState, type PermNode } from '@/domain/permission-tree';
import { keyAction } from '@/domain/menu-admin';
import type { Role, RoleView } from '@/domain/roles';
import { menuLabel } from '@/access/menu-label';
import { useSession } from '@/session/session-store';
import type { RowDialogProps } from '@/crud/types';

/**
 * A role's rights (role/view, role/assignAuthority): its data scope, who holds it, and the tree of the keys its
 * places allow — pages checked when every key is given, half-checked when some are; ticking a page gives all
 * its actions, ticking an action gives its page's view key too (src/domain/permission-tree.ts). 保存 sends the
 * whole set once (RSA-encrypted); a refusal keeps the dialog and its ticks. In `view` mode the same, read only.
 */
export function RoleAuthorityModal({
  row: role,
  mode,
  onClose,
  refresh,
}: RowDialogProps<Role> & {
  /** its keys to assign, or what it is (read only) */
  mode: 'assign' | 'view';
}) {
  const { t, i18n } = useTranslation();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const [granted, setGranted] = useState<Set<string> | null>(null);
  const view = useQuery({
    queryKey: placeKey(placeId, 'roleView', role?.id),
    queryFn: () => roleView(role!.id),
    enabled: !!role,
    // the tree follows the licences and the role's places: always ask again when the dialog opens
    staleTime: 0,
    gcTime: 0,
  });
  useEffect(() => setGranted(null), [role]);

  const tree = useMemo(() => view.data?.tree ?? [], [view.data]);
  const keys = useMemo(
    () => granted ?? new Set((view.data?.perms ?? []).filter((k) => grantableKeys(tree).has(k))),
    [granted, view.data, tree],
  );
  const state = useMemo(() => treeState(tree, keys), [tree, keys]);
  const readOnly = mode === 'view';

  const treeData = useMemo(() => {
    const toData = (nodes: PermNode[]): DataNode[] =>
      nodes.map((n) =>
        n.children
          ? {
              key: n.key,
              title: menuLabel({ name: n.name ?? n.key, enName: n.enName ?? '' }, i18n.language),
              children: toData(n.children),
            }
          : {
              key: n.key,
              isLeaf: true,
              // what the key allows, in the words of 菜单资源's resource table
              title: (
                <span>
                  {t(`menuAdmin.action.${keyAction(n.key)}`)}
                  <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
                    {n.key}
                  </Typography.Text>
                </span>
              ),
            },
      );
    return toData(tree);
  }, [tree, i18n.language, t]);

  const body = (data: RoleView) => (
    <>
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('roles.scope')}>
          <Space size={[4, 4]} wrap>
            {data.scope.map((p) => (
              <Tag key={p.placeId}>{p.placeName}</Tag>
            ))}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('roles.holders')}>
          {data.users.length ? data.users.map((u) => u.name).join('、') : t('roles.noHolders')}
        </Descriptions.Item>
        {data.remark && <Descriptions.Item label={t('roles.remark')}>{data.remark}</Descriptions.Item>}
      </Descriptions>
      {!readOnly && (
        <Alert
          type="info"
          showIcon
          title={t('roles.treeHint')}
          description={t('roles.effectHint')}
          style={{ marginBottom: 12 }}
        />
      )}
      {tree.length === 0 ? (
        <Empty description={t('roles.noTree')} />
      ) : (
        <>
          <Space style={{ marginBottom: 8 }}>
            <Typography.Text>{t('roles.selected', { count: keys.size })}</Typography.Text>
            {!readOnly && (
              <>
                <Button size="small" onClick={() => setGranted(grantableKeys(tree))}>
                  {t('roles.checkAll')}
                </Button>
                <Button size="small" onClick={() => setGranted(new Set())}>
                  {t('roles.clearAll')}
                </Button>
              </>
            )}
          </Space>
          <div
            style={{ maxHeight: '52vh', overflow: 'auto', border: '1px solid rgba(5,5,5,0.06)', padding: 8 }}
          >
            <Tree
              checkable
              checkStrictly
              selectable={false}
              disabled={readOnly}
              defaultExpandedKeys={tree.map((n) => n.key)}
              checkedKeys={state}
              onCheck={(_, info) => setGranted(toggle(tree, keys, String(info.node.key), info.checked))}
              treeData={treeData}
            />
          </div>
        </>
      )}
    </>
  );

  const title = role ? t(readOnly ? 'roles.viewTitle' : 'roles.assignTitle', { name: role.roleName }) : '';
  return (
    <QuerySaveModal
      open={!!role}
      title={title}
      onCancel={onClose}
      query={view}
      skeletonRows={8}
      save={() => assignAuthority(role!.id, [...keys], { silent: true })}
      onSaved={() => {
        refresh();
        onClose();
      }}
      // 查看 shows the same, read only: no 保存
      {...(readOnly ? { footer: null, mask: { closable: true } } : {})}
      width={640}
    >
      {body}
    </QuerySaveModal>
  );
}
