import { Button, Tag } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/access/access-store';
import { clearLoginLog, loginLogApi } from '@/api/services/logs';
import { confirmWrite } from '@/components/confirm-write';
import { enumField } from '@/crud/enum-field';
import { daysSearchField, pairOptions } from '@/crud/field-presets';
import type { CrudConfig } from '@/crud/types';
import type { LoginLog, LoginWay } from '@/domain/logs';
import { useSession } from '@/session/session-store';

const WAYS: LoginWay[] = ['password', 'scan', 'register', 'unlock'];

function SuccessTag({ row }: { row: LoginLog }) {
  const { t } = useTranslation();
  return <Tag color={row.success === 1 ? 'green' : 'red'}>{t(`orders.logs.results.${row.success}`)}</Tag>;
}

/** /info/loginLog (/api/loginLog/list): the account's sign-ins, refused ones too, newest first; 清空 clears them. */
const loginLogConfig: CrudConfig<LoginLog> = {
  key: 'loginLog',
  scope: 'user',
  title: 'orders.logs.loginTitle',
  intro: 'orders.logs.loginIntro',
  toolbar: <ClearButton />,
  resource: { list: loginLogApi.list },
  fields: [
    { key: 'createTime', label: 'orders.logs.time', column: { width: 170 } },
    { key: 'account', label: 'orders.logs.account', column: { width: 130 } },
    enumField('way', 'orders.logs.way', WAYS, 'orders.logs.ways', { search: false, column: { width: 100 } }),
    {
      key: 'success',
      label: 'orders.logs.success',
      type: 'select',
      options: pairOptions([1, 'orders.logs.results.1'], [0, 'orders.logs.results.0']),
      search: true,
      column: { width: 90, render: (r) => <SuccessTag row={r} /> },
    },
    { key: 'message', label: 'orders.logs.message', column: true },
    { key: 'ip', label: 'orders.logs.ip', column: { width: 130 } },
    { key: 'client', label: 'orders.logs.client', column: true },
    daysSearchField('period', 'orders.logs.period'),
  ],
  perms: { export: 'info:loginlog:export' },
};

/** 清空, behind a question: the account's whole login log goes. */
function ClearButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.user?.id ?? 0);
  const can = useAccess((s) => s.flags['info:loginlog:clear'] === true);
  if (!can) return null;
  return (
    <Button
      danger
      icon={<ClearOutlined />}
      onClick={() =>
        confirmWrite({
          title: t('orders.logs.clear'),
          content: t('orders.logs.clearAsk'),
          okText: t('orders.logs.clear'),
          danger: true,
          call: clearLoginLog,
          after: () => queryClient.invalidateQueries({ queryKey: ['user', userId, loginLogConfig.key] }),
        })
      }
    >
      {t('orders.logs.clear')}
    </Button>
  );
}

export default loginLogConfig;
