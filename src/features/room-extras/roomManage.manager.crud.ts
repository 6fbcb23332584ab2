import { roomManagerApi } from '@/api/services/room-extras';
import { actionPerms, defineCrud } from '@/crud/types';
import { roomManagerEntity } from '@/domain/room-extras';
import { createTimeField, phoneField, remarkField } from '@/crud/field-presets';

/**
 * /roomManage/manager: housekeeping supervisors who look after rooms (businessRoomManager); the rules are the
 * declaration's (src/domain/room-extras.ts).
 */
export const roomManagerConfig = defineCrud({
  key: 'roomManagers',
  schema: roomManagerEntity,
  title: 'roomExtras.managerTitle',
  entity: 'roomExtras.managerEntity',
  resource: roomManagerApi,
  fields: [
    {
      key: 'name',
      label: 'roomExtras.managerName',
      search: true,
      column: { sorter: true },
      form: true,
    },
    phoneField('roomExtras'),
    remarkField('roomExtras'),
    createTimeField('roomExtras'),
  ],
  perms: actionPerms('room:manager'),
  status: {},
  rowName: (m) => m.name,
});

export default roomManagerConfig;
