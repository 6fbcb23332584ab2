import { serverApi, type Server, type ServerInput } from '@/api/services/room-extras';
import { actionPerms, type CrudConfig } from '@/crud/types';
import { fieldChecks } from '@/utils/field-rules';
import { checks } from '@/utils/validators';

export const SERVER_TYPES = [
  { value: 1, label: 'roomExtras.serverType1' },
  { value: 2, label: 'roomExtras.serverType2' },
  { value: 3, label: 'roomExtras.serverType3' },
];

/** /roomManage/server: lock and power gateways and card readers on the place's network (businessServer). */
export const serverConfig: CrudConfig<Server, ServerInput> = {
  key: 'servers',
  title: 'roomExtras.serverTitle',
  entity: 'roomExtras.serverEntity',
  resource: serverApi,
  fields: [
    {
      key: 'serverName',
      label: 'roomExtras.serverName',
      search: true,
      column: { sorter: true },
      form: true,
      required: true,
      maxLength: 30,
      rules: [checks.name30],
    },
    {
      key: 'type',
      label: 'roomExtras.serverType',
      type: 'select',
      options: SERVER_TYPES,
      search: true,
      column: true,
      form: { initial: 1 },
      required: true,
    },
    {
      key: 'ip',
      label: 'roomExtras.ip',
      search: true,
      column: true,
      form: true,
      required: true,
      maxLength: 15,
      rules: [fieldChecks.ipv4],
    },
    {
      key: 'port',
      label: 'roomExtras.port',
      type: 'number',
      column: true,
      form: { initial: 8090 },
      required: true,
      min: 1,
      max: 65535,
    },
    {
      key: 'remark',
      label: 'roomExtras.remark',
      type: 'textarea',
      column: { ellipsis: true },
      form: true,
      maxLength: 50,
    },
    { key: 'createTime', label: 'roomExtras.createTime', column: { sorter: true, hidden: true } },
  ],
  perms: actionPerms('room:server'),
  status: {},
  rowName: (s) => s.serverName,
};
