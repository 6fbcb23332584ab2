import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { loginLogApi, operationLogApi } from '@/api/services/logs';
import { enumField } from '@/crud/enum-field';
import { daysSearchField, pairOptions } from '@/crud/field-presets';
import type { CrudConfig } from '@/crud/types';
import type { LoginLog, LoginWay, OperationAction, OperationLog } from '@/domain/logs';

/** The modules the operation log names (the keys the mock's log gives a call), in the menu's order. */
export const LOG_MODULES = [
  'building',
  'roomModel',
  'room',
  'roomExtra',
  'statusColor',
  'billing',
  'payAccount',
  'goods',
  'shift',
  'damage',
  'staff',
  'message',
  'place',
  'member',
  'licence',
  'other',
] as const;
const ACTIONS: OperationAction[] = ['add', 'edit', 'delete', 'status', 'other'];
const WAYS: LoginWay[] = ['password', 'scan', 'register', 'unlock'];

/**
 * /info/operationLog (businessOperationLog): every write made at the place — who, when, which module, what was
 * done to which row and what the server answered — searched by operator, module, action and days; exported.
 */
export const operationLogConfig: CrudConfig<OperationLog> = {
  key: 'operationLog',
  title: 'orders.logs.operationTitle',
  resource: { list: operationLogApi.list },
  fields: [
    { key: 'createTime', label: 'orders.logs.time', column: { width: 170 } },
    { key: 'operator', label: 'orders.logs.operator', search: true, column: { width: 100 } },
    { key: 'account', label: 'orders.logs.account', column: { width: 130 } },
    enumField('module', 'orders.logs.module', LOG_MODULES, 'orders.logs.modules', { column: { width: 110 } }),
    enumField('action', 'orders.logs.action', ACTIONS, 'orders.logs.actions', { column: { width: 90 } }),
    { key: 'target', label: 'orders.logs.target', column: { ellipsis: true } },
    { key: 'result', label: 'orders.logs.result', column: { width: 120 } },
    { key: 'ip', label: 'orders.logs.ip', column: { hidden: true } },
    { key: 'path', label: 'orders.logs.path', column: { hidden: true, ellipsis: true } },
    daysSearchField('period', 'orders.logs.period'),
  ],
  perms: { export: 'info:oplog:export' },
};

function SuccessTag({ row }: { row: LoginLog }) {
  const { t } = useTranslation();
  return <Tag color={row.success === 1 ? 'green' : 'red'}>{t(`orders.logs.results.${row.success}`)}</Tag>;
}

/** /info/loginLog (/api/loginLog/list): the account's sign-ins, refused ones too, newest first; 清空 clears them. */
export const loginLogConfig: CrudConfig<LoginLog> = {
  key: 'loginLog',
  scope: 'user',
  title: 'orders.logs.loginTitle',
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
