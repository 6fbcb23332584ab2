import type { ReactNode } from 'react';
import { Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { placeKey } from '@/api/query-client';
import { ownPlaceOptions } from '@/api/services/roles';
import { staffAccountResource, staffAccounts, type StaffAccountRow } from '@/api/services/staff-accounts';
import { useCan } from '@/access/access-store';
import { ui } from '@/components/feedback-ui';
import { onOffOptions } from '@/crud/field-presets';
import { defineCrud, type Option, type RowAction } from '@/crud/types';
import { ACCOUNT_ENABLED, staffAccountEditEntity, type StaffAccountEdit } from '@/domain/staff-accounts';
import { useSession } from '@/session/session-store';

/** The list's cache key under the place (the dialogs refresh it). */
export const ACCOUNTS_KEY = 'staffAccounts';

const roleOptions = async (): Promise<Option[]> =>
  (await staffAccounts.roles()).map((r) => ({ value: r.id, label: r.roleName }));

function StatusTag({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return <Tag color={on ? 'green' : 'red'}>{t(on ? 'staffAccount.enabled' : 'staffAccount.disabled')}</Tag>;
}

/** 客服: a switch behind staff:account:status (customerServiceStatus), else 是 / 否. */
function CustomerServiceCell({ row }: { row: StaffAccountRow }) {
  const { t } = useTranslation();
  const may = useCan('staff:account:status');
  const queryClient = useQueryClient();
  const placeId = useSession((s) => s.place?.id ?? 0);
  if (!may) return <>{t(row.customerService === 1 ? 'crud.yes' : 'crud.no')}</>;
  return (
    <Switch
      size="small"
      checked={row.customerService === 1}
      aria-label={`${t('staffAccount.customerService')} ${row.name}`}
      onChange={async (on) => {
        try {
          ui.success((await staffAccounts.customerService(row.userId, on ? 1 : 0)).msg);
        } catch {
          // the request layer showed why
        }
        void queryClient.invalidateQueries({ queryKey: placeKey(placeId, ACCOUNTS_KEY) });
      }}
    />
  );
}

const listOf = (names: string[], none: ReactNode) =>
  names.length === 0 ? (
    none
  ) : (
    <Space size={[0, 4]} wrap>
      {names.map((n) => (
        <Tag key={n}>{n}</Tag>
      ))}
    </Space>
  );

function RolesCell({ row }: { row: StaffAccountRow }) {
  const { t } = useTranslation();
  return listOf(
    row.roleNames,
    <Typography.Text type="secondary">{t('staffAccount.noRole')}</Typography.Text>,
  );
}

function NameCell({ row }: { row: StaffAccountRow }) {
  const { t } = useTranslation();
  if (row.managed === 1) return <>{row.name}</>;
  return (
    <Tooltip title={t('staffAccount.notManagedHint')}>
      <span>{row.name} *</span>
    </Tooltip>
  );
}

/** What the rows' own actions open (the page's dialogs). */
export interface AccountActions {
  /** 详情: the account as getUserInfo answers it now */
  detail: (row: StaffAccountRow) => void;
  bindPlace: (row: StaffAccountRow) => void;
  setRole: (row: StaffAccountRow) => void;
  reset: (row: StaffAccountRow) => void;
  setStatus: (row: StaffAccountRow, on: boolean, refresh: () => Promise<unknown>) => void;
  /** 删除 of an account the engine's 删除 does not show (one not wholly the owner's: its 编辑 is hidden too) */
  remove: (row: StaffAccountRow, refresh: () => Promise<unknown>) => void;
}

/**
 * /staff/account: the owner's staff accounts (mgr list, §7) — name, phone in full, bound places, roles, status,
 * customer service, when added and last signed in; search by name, phone, place, role and status. 详情 reads the
 * account afresh (getUserInfo, ./account-detail.tsx); 编辑 renames (mgr/edit) and 删除 unbinds (mgr/delete)
 * through the engine; 新增员工账号, 绑定场所, 分配角色, 重置密码 and 启用 / 禁用 are the page's own dialogs
 * (./account-dialogs.tsx), each behind its key. An account that is not
 * wholly the owner's (`managed` 0) cannot be renamed, reset or disabled: those actions are not shown.
 */
export function staffAccountConfig(actions: AccountActions, toolbar: ReactNode) {
  const managed = (r: StaffAccountRow) => r.managed === 1;
  const rowActions: Array<RowAction<StaffAccountRow>> = [
    { key: 'detail', label: 'staffAccount.detail', perm: 'staff:account:list', onClick: actions.detail },
    {
      key: 'bindPlace',
      label: 'staffAccount.bindPlace',
      perm: 'staff:account:edit',
      onClick: actions.bindPlace,
    },
    { key: 'setRole', label: 'staffAccount.setRole', perm: 'staff:account:role', onClick: actions.setRole },
    {
      key: 'reset',
      label: 'staffAccount.reset',
      perm: 'staff:account:reset',
      visible: managed,
      onClick: actions.reset,
    },
    {
      key: 'disable',
      label: 'staffAccount.disable',
      perm: 'staff:account:status',
      danger: true,
      visible: (r) => managed(r) && r.status === ACCOUNT_ENABLED,
      onClick: (r, list) => actions.setStatus(r, false, list.refresh),
    },
    {
      key: 'enable',
      label: 'staffAccount.enable',
      perm: 'staff:account:status',
      visible: (r) => managed(r) && r.status !== ACCOUNT_ENABLED,
      onClick: (r, list) => actions.setStatus(r, true, list.refresh),
    },
    {
      key: 'remove',
      label: 'crud.remove',
      perm: 'staff:account:delete',
      danger: true,
      visible: (r) => !managed(r),
      onClick: (r, list) => actions.remove(r, list.refresh),
    },
  ];
  return defineCrud<StaffAccountRow, StaffAccountEdit>({
    key: ACCOUNTS_KEY,
    schema: staffAccountEditEntity,
    resource: staffAccountResource,
    title: 'staffAccount.title',
    intro: 'staffAccount.intro',
    entity: 'staffAccount.entity',
    fields: [
      {
        key: 'name',
        label: 'staffAccount.name',
        search: true,
        column: { fixed: 'left', width: 110, sorter: true, render: (r) => <NameCell row={r} /> },
        form: true,
      },
      {
        key: 'phone',
        label: 'staffAccount.phone',
        search: true,
        searchPlaceholder: 'staffAccount.searchPhone',
        column: { width: 130 },
        maxLength: 20,
      },
      {
        key: 'bindPlaceId',
        label: 'staffAccount.places',
        type: 'entity',
        entity: { queryKey: 'ownPlaces', load: ownPlaceOptions },
        search: true,
      },
      {
        key: 'placeNames',
        label: 'staffAccount.places',
        column: { width: 220, render: (r) => listOf(r.placeNames, '-') },
        exportAs: (r) => r.placeNames.join('、'),
      },
      {
        key: 'roleId',
        label: 'staffAccount.roles',
        type: 'entity',
        entity: { queryKey: 'staffAccountRoles', load: roleOptions },
        search: true,
      },
      {
        key: 'roleNames',
        label: 'staffAccount.roles',
        column: { width: 180, render: (r) => <RolesCell row={r} /> },
        exportAs: (r) => r.roleNames.join('、'),
      },
      {
        key: 'status',
        label: 'staffAccount.status',
        type: 'select',
        options: onOffOptions('staffAccount.enabled', 'staffAccount.disabled'),
        search: true,
        column: { width: 80, render: (r) => <StatusTag on={r.status === ACCOUNT_ENABLED} /> },
      },
      {
        key: 'customerService',
        label: 'staffAccount.customerService',
        column: { width: 80, render: (r) => <CustomerServiceCell row={r} /> },
      },
      { key: 'createTime', label: 'staffAccount.createTime', column: { sorter: true, width: 170 } },
      {
        key: 'lastLoginTime',
        label: 'staffAccount.lastLoginTime',
        column: { sorter: true, width: 170, hidden: true },
      },
    ],
    perms: { edit: 'staff:account:edit', delete: 'staff:account:delete' },
    rowName: (r) => r.name,
    deleteConfirm: 'staffAccount.deleteConfirm',
    locked: (r) => !managed(r),
    rowActions,
    toolbar,
    form: { width: 420 },
  });
}
