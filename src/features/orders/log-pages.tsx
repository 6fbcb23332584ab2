import { Button } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/access/access-store';
import { clearLoginLog } from '@/api/services/logs';
import { confirmWrite } from '@/components/feedback-ui';
import { CrudPage } from '@/crud/crud-page';
import { useSession } from '@/session/session-store';
import { loginLogConfig, operationLogConfig } from './log-configs';

/** /info/operationLog: the place's writes, for the owner. */
export function OperationLogPage() {
  return <CrudPage config={operationLogConfig} intro="orders.logs.operationIntro" />;
}

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

/** /info/loginLog: the account's sign-ins, with 清空. */
export function LoginLogPage() {
  const config = useMemo(() => ({ ...loginLogConfig, toolbar: <ClearButton /> }), []);
  return <CrudPage config={config} intro="orders.logs.loginIntro" />;
}
