import { operationLogApi } from '@/api/services/logs';
import { enumField } from '@/crud/enum-field';
import { daysSearchField } from '@/crud/field-presets';
import type { CrudConfig } from '@/crud/types';
import type { OperationAction, OperationLog } from '@/domain/logs';

/** The modules the operation log names (the keys the mock's log gives a call), in the menu's order. */
const LOG_MODULES = [
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

/**
 * /info/operationLog (businessOperationLog): every write made at the place — who, when, which module, what was
 * done to which row and what the server answered — searched by operator, module, action and days; exported.
 */
const operationLogConfig: CrudConfig<OperationLog> = {
  key: 'operationLog',
  title: 'orders.logs.operationTitle',
  intro: 'orders.logs.operationIntro',
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

export default operationLogConfig;
