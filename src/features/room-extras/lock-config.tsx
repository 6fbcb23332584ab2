import { Typography } from 'antd';
import { lockApi, type Lock, type LockInput } from '@/api/services/room-extras';
import { actionPerms, type CrudConfig } from '@/crud/types';
import { checkLockNo, roomOptions, supplierOptions } from './options';

/** Below this a lock's battery shows in red: time to change it before the guest is locked out. */
export const LOW_BATTERY = 20;

/** /roomManage/lock: door locks, one per room, with their brand and battery (§7 Rooms, businessLock). */
export const lockConfig: CrudConfig<Lock, LockInput> = {
  key: 'locks',
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
      required: true,
      maxLength: 20,
      rules: [checkLockNo],
    },
    {
      key: 'roomId',
      label: 'roomExtras.room',
      type: 'entity',
      entity: { queryKey: 'extraRooms', load: roomOptions },
      search: true,
      column: { render: (r) => r.roomNo },
      form: true,
      required: true,
    },
    {
      key: 'supplierId',
      label: 'roomExtras.supplier',
      type: 'entity',
      entity: { queryKey: 'lockSuppliers', load: supplierOptions },
      search: true,
      column: { render: (r) => r.supplierName },
      form: true,
      required: true,
    },
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
      form: { initial: 100 },
      required: true,
      min: 0,
      max: 100,
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
  perms: actionPerms('room:lock'),
  status: {},
  rowName: (l) => l.lockNo,
};
