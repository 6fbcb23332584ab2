import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { staffAccountResource, staffAccounts, type StaffAccountRow } from '@/api/services/staff-accounts';
import { useCan } from '@/access/access-store';
import { ui } from '@/components/feedback-ui';
import { CrudPage } from '@/crud/crud-page';
import { staffAccountConfig, type AccountActions } from './account-config';
import { AccountDetail } from './account-detail';
import {
  AddAccountModal,
  BindPlaceModal,
  PasswordModal,
  SetRoleModal,
  type ShownPassword,
} from './account-dialogs';

/**
 * /staff/account (员工账号, menu 2303, owner only): the engine's list of the owner's staff accounts, plus the
 * page's dialogs — 详情 (a drawer read afresh), 新增员工账号 (with the temporary password shown once), 绑定场所,
 * 分配角色 and the new password of 重置密码 — and the confirmations of 禁用 and 重置密码. docs/staff.md "Staff accounts".
 */
export default function AccountPage() {
  const { t } = useTranslation();
  const mayAdd = useCan('staff:account:add');
  const [adding, setAdding] = useState(false);
  const [binding, setBinding] = useState<StaffAccountRow | null>(null);
  const [assigning, setAssigning] = useState<StaffAccountRow | null>(null);
  const [password, setPassword] = useState<ShownPassword | null>(null);
  const [viewing, setViewing] = useState<StaffAccountRow | null>(null);

  const config = useMemo(() => {
    /** A change: the server's message, then the list again; a refusal the request layer has shown. */
    const write = async (call: () => Promise<string>, refresh: () => Promise<unknown>) => {
      try {
        ui.success(await call());
        await refresh();
      } catch {
        // the request layer showed why
      }
    };
    /** Asked first, with a red OK worded `okText`. */
    const confirmDanger = (title: string, content: string, okText: string, onOk: () => Promise<void>) =>
      void ui.confirm({
        title,
        content,
        okText,
        cancelText: t('crud.cancel'),
        okButtonProps: { danger: true },
        onOk,
      });
    const actions: AccountActions = {
      detail: setViewing,
      bindPlace: setBinding,
      setRole: setAssigning,
      reset: (row) =>
        void ui.confirm({
          title: t('staffAccount.resetConfirmTitle'),
          content: t('staffAccount.resetConfirm', { name: row.name }),
          okText: t('crud.confirm'),
          cancelText: t('crud.cancel'),
          onOk: async () => {
            try {
              const { data } = await staffAccounts.reset(row.userId);
              setPassword({ title: t('staffAccount.resetTitle'), name: row.name, password: data.password });
            } catch {
              // the request layer showed why
            }
          },
        }),
      setStatus: (row, on, refresh) => {
        const change = () =>
          write(async () => (await staffAccounts.changeStatus(row.userId, on ? 1 : 0)).msg, refresh);
        if (on) return void change();
        confirmDanger(
          t('staffAccount.disableConfirmTitle'),
          t('staffAccount.disableConfirm', { name: row.name }),
          t('staffAccount.disable'),
          change,
        );
      },
      remove: (row, refresh) =>
        confirmDanger(
          t('crud.deleteTitle'),
          t('staffAccount.deleteConfirm', { name: row.name }),
          t('crud.confirm'),
          () => write(() => staffAccountResource.remove!(row.id), refresh),
        ),
    };
    const toolbar = mayAdd ? (
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
        {t('staffAccount.add')}
      </Button>
    ) : null;
    return staffAccountConfig(actions, toolbar);
  }, [t, mayAdd]);

  return (
    <CrudPage config={config}>
      {adding && <AddAccountModal onClose={() => setAdding(false)} onCreated={setPassword} />}
      {binding && <BindPlaceModal account={binding} onClose={() => setBinding(null)} />}
      {assigning && <SetRoleModal account={assigning} onClose={() => setAssigning(null)} />}
      {viewing && <AccountDetail account={viewing} onClose={() => setViewing(null)} />}
      <PasswordModal shown={password} onClose={() => setPassword(null)} />
    </CrudPage>
  );
}
