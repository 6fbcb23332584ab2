import { serverApi } from '@/api/services/room-extras';
import { actionPerms, defineCrud } from '@/crud/types';
import { SERVER_TYPES, serverEntity } from '@/domain/room-extras';
import { createTimeField, numberedOptions, remarkField } from '@/crud/field-presets';
import { ipField } from './options';

const SERVER_TYPE_OPTIONS = numberedOptions('roomExtras.serverType', SERVER_TYPES);

/**
 * /roomManage/server: lock and power gateways and card readers on the place's network (businessServer); the
 * rules are the declaration's (src/domain/room-extras.ts).
 */
export const serverConfig = defineCrud({
  key: 'servers',
  schema: serverEntity,
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
    },
    {
      key: 'type',
      label: 'roomExtras.serverType',
      type: 'select',
      options: SERVER_TYPE_OPTIONS,
      search: true,
      column: true,
      form: true,
    },
    ipField(),
    {
      key: 'port',
      label: 'roomExtras.port',
      type: 'number',
      column: true,
      form: true,
    },
    remarkField('roomExtras'),
    createTimeField('roomExtras'),
  ],
  perms: actionPerms('room:server'),
  status: {},
  rowName: (s) => s.serverName,
});

export default serverConfig;
