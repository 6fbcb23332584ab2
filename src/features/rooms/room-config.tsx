import { roomApi, type Room } from '@/api/services/rooms';
import { actionPerms, defineCrud, type RowAction } from '@/crud/types';
import { roomEntity } from '@/domain/rooms';
import { FloorSelect } from './floor-select';
import { BUILDING_OPTIONS, MANAGER_OPTIONS, ROOM_MODEL_OPTIONS } from './room-options';
import { createTimeField, entityField, remarkField } from '@/crud/field-presets';

/**
 * /roomManage/roomInfo: rooms with building, floor, type and number (§7 Rooms, businessRoom). The page adds
 * what is special to rooms: batch add, the room QR code, the offline door password and the room manager
 * (指定管理员, for one room or the selected ones).
 */
export function roomConfig(actions: {
  qrCode: (r: Room) => void;
  offPass: (r: Room) => void;
  assignManager: (rooms: Room[], done?: () => void) => void;
}) {
  const rowActions: Array<RowAction<Room>> = [
    { key: 'qr', label: 'rooms.qrCode', perm: 'room:info:list', onClick: actions.qrCode },
    {
      key: 'offPass',
      label: 'rooms.offPass',
      perm: 'room:info:edit',
      visible: (r) => r.status === 1,
      onClick: actions.offPass,
    },
    {
      key: 'manager',
      label: 'rooms.assignManager',
      perm: 'room:info:edit',
      onClick: (r) => actions.assignManager([r]),
    },
  ];
  return defineCrud({
    key: 'rooms',
    schema: roomEntity,
    entity: 'rooms.roomEntity',
    title: 'rooms.roomTitle',
    resource: roomApi,
    fields: [
      {
        key: 'roomNo',
        label: 'rooms.roomNo',
        placeholder: 'rooms.roomNoPlaceholder',
        search: true,
        column: { sorter: true, fixed: 'left' },
        form: true,
        maxLength: 10,
      },
      entityField('buildingId', 'rooms.building', BUILDING_OPTIONS, (r: Room) => r.buildingName),
      {
        key: 'floor',
        label: 'rooms.floor',
        type: 'number',
        search: true,
        column: { sorter: true },
        form: true,
        dependsOn: ['buildingId'],
        input: ({ values }) => <FloorSelect buildingId={values.buildingId as number | undefined} />,
      },
      entityField('roomModelId', 'rooms.roomModel', ROOM_MODEL_OPTIONS, (r: Room) => r.modelName),
      // assigned by the row and batch actions, not in the form
      entityField('managerId', 'rooms.manager', MANAGER_OPTIONS, (r: Room) => r.managerName, { form: false }),
      { key: 'lockNo', label: 'rooms.lockNo', column: { hidden: true }, form: true },
      remarkField('rooms', { hidden: true }),
      createTimeField('rooms'),
    ],
    perms: actionPerms('room:info'),
    status: {},
    batchDelete: true,
    rowName: (r) => r.roomNo,
    rowActions,
    batchActions: [
      {
        key: 'manager',
        label: 'rooms.assignManager',
        perm: 'room:info:edit',
        onClick: ({ rows, clear }) => actions.assignManager(rows, clear),
      },
    ],
    form: { columns: 2 },
  });
}
