import { roomManagerApi } from '@/api/services/room-extras';
import { actionPerms, defineCrud } from '@/crud/types';
import { roomManagerEntity } from '@/domain/room-extras';

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
    {
      key: 'phone',
      label: 'roomExtras.phone',
      search: true,
      column: true,
      form: true,
      maxLength: 11,
    },
    {
      key: 'remark',
      label: 'roomExtras.remark',
      type: 'textarea',
      column: { ellipsis: true },
      form: true,
    },
    { key: 'createTime', label: 'roomExtras.createTime', column: { sorter: true, hidden: true } },
  ],
  perms: actionPerms('room:manager'),
  status: {},
  rowName: (m) => m.name,
});
