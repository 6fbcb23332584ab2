import { Drawer, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { placeKey } from '@/api/query-client';
import { staffAccounts, type StaffAccountRow } from '@/api/services/staff-accounts';
import { QueryBody } from '@/components/query-body';
import { FactsTable } from '@/components/dialog-facts';
import { ACCOUNT_ENABLED, type StaffAccount } from '@/domain/staff-accounts';
import { useSession } from '@/session/session-store';
import { ACCOUNTS_KEY } from './account-config';

/** A role of the owner: which places it covers (role/list, shared with the dialogs' cache). */
type CoveringRole = { id: number; roleName: string; placeIds: unknown[] };

/**
 * Each bound place with the member's roles that cover it (a role gives its keys only where it covers). Without
 * the owner's roles (not loaded) every role shows beside every place.
 */
function rolesByPlace(a: StaffAccount, roles: CoveringRole[] | undefined) {
  return a.placeIds.map((placeId, i) => ({
    placeId,
    placeName: a.placeNames[i] ?? String(placeId),
    roleNames: roles
      ? roles.filter((r) => a.roleIds.includes(r.id) && r.placeIds.includes(placeId)).map((r) => r.roleName)
      : a.roleNames,
  }));
}

/** A staff account as the drawer shows it. */
function AccountFacts({ a, roles }: { a: StaffAccount; roles: CoveringRole[] | undefined }) {
  const { t } = useTranslation();
  return (
    <FactsTable
      column={1}
      items={[
        { key: 'name', label: t('staffAccount.name'), children: a.name },
        { key: 'phone', label: t('staffAccount.phone'), children: a.phone },
        {
          key: 'places',
          label: t('staffAccount.detailRoles'),
          children: (
            <Space orientation="vertical" size={4}>
              {rolesByPlace(a, roles).map((p) => (
                <Space key={p.placeId} size={[8, 4]} wrap aria-label={p.placeName}>
                  <Typography.Text strong>{p.placeName}</Typography.Text>
                  {p.roleNames.length ? (
                    p.roleNames.map((n) => <Tag key={n}>{n}</Tag>)
                  ) : (
                    <Typography.Text type="secondary">{t('staffAccount.noRole')}</Typography.Text>
                  )}
                </Space>
              ))}
            </Space>
          ),
        },
        {
          key: 'status',
          label: t('staffAccount.status'),
          children: (
            <Tag color={a.status === ACCOUNT_ENABLED ? 'green' : 'red'}>
              {t(a.status === ACCOUNT_ENABLED ? 'staffAccount.enabled' : 'staffAccount.disabled')}
            </Tag>
          ),
        },
        {
          key: 'customerService',
          label: t('staffAccount.customerService'),
          children: t(a.customerService === 1 ? 'crud.yes' : 'crud.no'),
        },
        { key: 'createTime', label: t('staffAccount.createTime'), children: a.createTime },
        {
          key: 'lastLoginTime',
          label: t('staffAccount.lastLoginTime'),
          children: a.lastLoginTime || t('staffAccount.never'),
        },
      ]}
    />
  );
}

/**
 * 详情 of a staff account: getUserInfo read afresh each time the drawer opens (the list's row may be older) —
 * name, phone, places with the roles that apply there, status, customer service, added and last sign-in.
 */
export function AccountDetail({ account, onClose }: { account: StaffAccountRow; onClose: () => void }) {
  const { t } = useTranslation();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const info = useQuery({
    queryKey: placeKey(placeId, ACCOUNTS_KEY, 'info', account.userId),
    queryFn: () => staffAccounts.info(account.userId),
    // fresh at each opening: nothing kept once the drawer is gone
    gcTime: 0,
    staleTime: 0,
  });
  const roles = useQuery({
    queryKey: placeKey(placeId, 'staffAccountRoleRows'),
    queryFn: staffAccounts.roles,
  });
  return (
    <Drawer open onClose={onClose} size={480} title={t('staffAccount.detailTitle', { name: account.name })}>
      {info.data?.managed === 0 && (
        <Typography.Paragraph type="secondary">{t('staffAccount.notManagedHint')}</Typography.Paragraph>
      )}
      <QueryBody query={info}>{(a) => <AccountFacts a={a} roles={roles.data} />}</QueryBody>
    </Drawer>
  );
}
