import { Alert, Button, Select, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/access/access-store';
import { menuLabel } from '@/access/menu-label';
import { isApiError } from '@/api/errors';
import { placeKey } from '@/api/query-client';
import { staffMenus } from '@/api/services/staff-menus';
import { ui } from '@/components/feedback-ui';
import type { MenuResource, MenuTreeNode } from '@/domain/menu-admin';
import { useSession } from '@/session/session-store';
import { MenuTableSection } from './menu-table-section';

/**
 * The resource keys of the selected page (resource/list): what each allows and which of the owner's roles
 * covering this place hold it, chosen in a multi-select saved at each change (setAuthority; a refusal puts the
 * holders back); 取消全部授权 (deleteAuthority) and, for an own link, 删除资源 (the link is then open to all
 * staff), each confirmed. An owner-only page's keys show without a choice.
 */
export function MenuResources({ node, onChanged }: { node: MenuTreeNode; onChanged: () => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const queryClient = useQueryClient();
  const mayAuth = useCan('staff:resource:auth');
  const mayDelete = useCan('staff:resource:delete');
  const key = placeKey(placeId, 'menuResources', node.menuId);
  const resources = useQuery({ queryKey: key, queryFn: () => staffMenus.resources(node.menuId) });
  const roles = useQuery({
    queryKey: placeKey(placeId, 'ownerRoles'),
    queryFn: staffMenus.roles,
    enabled: (resources.data?.length ?? 0) > 0,
  });
  const roleOptions = (roles.data ?? [])
    .filter((r) => r.placeIds.includes(placeId))
    .map((r) => ({ value: r.id, label: r.roleName }));

  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: key });
    await onChanged();
  };
  /** A write: its message, or the server's refusal as an error; the list is read again either way. */
  const write = async (call: () => Promise<string>) => {
    try {
      ui.success(await call());
    } catch (e) {
      ui.error(isApiError(e) ? e.message : t('errors.network'));
    }
    await reload();
  };
  /** Ask first; the dialog's button says what it does. */
  const confirm = (title: string, action: string, call: () => Promise<string>) =>
    void ui.confirm({
      title,
      okText: t(action),
      okButtonProps: { danger: true },
      cancelText: t('menuAdmin.cancel'),
      onOk: () => write(call),
    });

  const title = t('menuAdmin.resourcesOf', { name: menuLabel(node, i18n.language) });
  if (node.kind === 'link' && !node.restricted)
    return <Alert type="info" showIcon title={t('menuAdmin.resourceOpen')} style={{ marginTop: 24 }} />;
  if (node.kind === 'group') return null;

  return (
    <MenuTableSection<MenuResource>
      title={title}
      query={resources}
      rowKey="resourceId"
      emptyText={t('menuAdmin.noResources')}
      minWidth={640}
      notice={
        roles.isError && (
          <Alert
            type="warning"
            showIcon
            title={t('menuAdmin.rolesLoadFailed')}
            style={{ marginBottom: 12 }}
          />
        )
      }
      columns={[
        {
          key: 'perm',
          title: t('menuAdmin.perm'),
          render: (_, r) => <Typography.Text code>{r.perm}</Typography.Text>,
        },
        {
          key: 'allows',
          title: t('menuAdmin.allows'),
          render: (_, r) => t(`menuAdmin.action.${r.action}`),
        },
        {
          key: 'holders',
          title: t('menuAdmin.holders'),
          width: 260,
          render: (_, r) =>
            r.grantable ? (
              <Select<number[]>
                mode="multiple"
                aria-label={`${t('menuAdmin.holders')} ${r.perm}`}
                style={{ width: '100%' }}
                placeholder={t('menuAdmin.holdersPlaceholder')}
                value={r.roleIds}
                options={roleOptions}
                loading={roles.isLoading}
                disabled={!mayAuth}
                onChange={(ids) =>
                  void write(() => staffMenus.setAuthority(r.resourceId, ids, { silent: true }))
                }
              />
            ) : (
              <Typography.Text type="secondary">{t('menuAdmin.ownerOnly')}</Typography.Text>
            ),
        },
        {
          key: 'actions',
          title: '',
          render: (_, r) => (
            <Space size={0} wrap>
              {mayAuth && r.grantable && (
                <Button
                  type="link"
                  size="small"
                  disabled={r.roleIds.length === 0}
                  onClick={() =>
                    confirm(t('menuAdmin.revokeAllConfirm', { perm: r.perm }), 'menuAdmin.revokeAll', () =>
                      staffMenus.deleteAuthority(r.resourceId, { silent: true }),
                    )
                  }
                >
                  {t('menuAdmin.revokeAll')}
                </Button>
              )}
              {mayDelete && node.kind === 'link' && (
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() =>
                    confirm(t('menuAdmin.deleteResourceConfirm'), 'menuAdmin.deleteResource', () =>
                      staffMenus.deleteResource(r.resourceId, { silent: true }),
                    )
                  }
                >
                  {t('menuAdmin.deleteResource')}
                </Button>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
