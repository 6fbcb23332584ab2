import { roomModelApi } from '@/api/services/rooms';
import { actionPerms, defineCrud } from '@/crud/types';
import { roomModelEntity } from '@/domain/rooms';

/**
 * /roomManage/roomModel: room types with photos and a rich-text description (§7 Rooms, businessRoomModel).
 * The rules of each field are the declaration's (src/domain/rooms.ts); this says how they show.
 */
export const roomModelConfig = defineCrud({
  key: 'roomModels',
  schema: roomModelEntity,
  entity: 'rooms.modelEntity',
  title: 'rooms.modelTitle',
  resource: roomModelApi,
  fields: [
    {
      key: 'images',
      label: 'rooms.images',
      type: 'images',
      column: { width: 96 },
      form: true,
      inputProps: { picClass: 'roomModel' },
    },
    {
      key: 'modelName',
      label: 'rooms.modelName',
      search: true,
      column: { sorter: true },
      form: true,
    },
    {
      key: 'shortName',
      label: 'rooms.shortName',
      column: true,
      form: { extra: 'rooms.shortNameHint' },
      maxLength: 8,
    },
    {
      key: 'basePrice',
      label: 'rooms.basePrice',
      type: 'money',
      column: { sorter: true },
      form: true,
    },
    {
      key: 'bedType',
      label: 'rooms.bedType',
      type: 'dict',
      dict: 'BED_TYPE',
      search: true,
      column: true,
      form: true,
    },
    {
      key: 'area',
      label: 'rooms.area',
      type: 'number',
      unit: 'rooms.areaUnit',
      precision: 1,
      column: { sorter: true },
      form: true,
    },
    {
      key: 'capacity',
      label: 'rooms.capacity',
      type: 'number',
      unit: 'rooms.capacityUnit',
      column: true,
      form: true,
    },
    {
      key: 'facilities',
      label: 'rooms.facilities',
      type: 'dict',
      dict: 'ROOM_FACILITY',
      multiple: true,
      column: { hidden: true },
      form: { wide: true },
    },
    { key: 'roomCount', label: 'rooms.roomCount', type: 'number', column: { sorter: true } },
    {
      key: 'description',
      label: 'rooms.description',
      type: 'richText',
      column: { hidden: true },
      form: true,
    },
  ],
  perms: actionPerms('room:model'),
  status: {},
  batchDelete: true,
  rowName: (m) => m.modelName,
  form: { kind: 'drawer', width: 760, columns: 2 },
});

export default roomModelConfig;
