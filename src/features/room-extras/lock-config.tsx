import { Typography } from 'antd';
import { lockApi, type Lock } from '@/api/services/room-extras';
import { actionPerms, defineCrud } from '@/crud/types';
import { lockEntity } from '@/domain/room-extras';
import { ROOM_OPTIONS, SUPPLIER_OPTIONS } from './options';
import { createTimeField, entityField, remarkField } from '@/crud/field-presets';

/** Below this a lock's battery shows in red: time to change it before the guest is locked out. */
export const LOW_BATTERY = 20;

/**
 * /roomManage/lock: door locks, one per room, with their brand and battery (§7 Rooms, businessLock); the rules
 * are the declaration's (src/domain/room-extras.ts).
 */
export const lockConfig = defineCrud({
  key: 'locks',
  schema: lockEntity,
  title: 'roomExtras.lockTitle',
  entity: 'roomExtras.lockEntity',
  resource: lockApi,
  fields: [
    {
      key: 'lockNo',
      label: 'roomExtras.lockNo',
      search: true,
      column: { sorter: true },
      form: true,
    },
    entityField('roomId', 'roomExtras.room', ROOM_OPTIONS, (r: Lock) => r.roomNo),
    entityField('supplierId', 'roomExtras.supplier', SUPPLIER_OPTIONS, (r: Lock) => r.supplierName),
    {
      key: 'battery',
      label: 'roomExtras.battery',
      type: 'number',
      unit: 'roomExtras.percent',
      column: {
        sorter: true,
        render: (r) => (
          <Typography.Text
            type={r.battery < LOW_BATTERY ? 'danger' : undefined}
          >{`${r.battery}%`}</Typography.Text>
        ),
      },
      form: true,
    },
    remarkField('roomExtras'),
    createTimeField('roomExtras'),
  ],
  perms: actionPerms('room:lock'),
  status: {},
  rowName: (l) => l.lockNo,
});
