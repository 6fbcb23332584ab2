import { roomManagerApi, type RoomManager, type RoomManagerInput } from '@/api/services/room-extras';
import { actionPerms, type CrudConfig } from '@/crud/types';
import { checks } from '@/utils/validators';

/** /roomManage/manager: housekeeping supervisors who look after rooms (businessRoomManager). */
export const roomManagerConfig: CrudConfig<RoomManager, RoomManagerInput> = {
  key: 'roomManagers',
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
      required: true,
      maxLength: 30,
      rules: [checks.name30],
    },
    {
      key: 'phone',
      label: 'roomExtras.phone',
      search: true,
      column: true,
      form: true,
      required: true,
      maxLength: 11,
      rules: [checks.mobile],
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
  perms: actionPerms('room:manager'),
  status: {},
  rowName: (m) => m.name,
};
