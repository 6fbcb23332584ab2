import { buildingApi, type Building, type BuildingInput } from '@/api/services/rooms';
import { actionPerms, type CrudConfig } from '@/crud/types';
import { checks } from '@/utils/validators';
import { checkFloorEnd, FLOOR_MAX, FLOOR_MIN } from './floors';

/** /roomManage/index: buildings and the floors each has (§7 Rooms, businessBuilding). */
export const buildingConfig: CrudConfig<Building, BuildingInput> = {
  key: 'buildings',
  entity: 'rooms.buildingEntity',
  title: 'rooms.buildingTitle',
  resource: buildingApi,
  fields: [
    {
      key: 'buildingName',
      label: 'rooms.buildingName',
      placeholder: 'rooms.buildingNamePlaceholder',
      search: true,
      column: { sorter: true },
      form: true,
      required: true,
      maxLength: 30,
      rules: [checks.name30],
    },
    {
      key: 'floorStart',
      label: 'rooms.floorStart',
      type: 'number',
      column: true,
      form: { initial: 1, extra: 'rooms.floorHint' },
      required: true,
      min: FLOOR_MIN,
      max: FLOOR_MAX,
    },
    {
      key: 'floorEnd',
      label: 'rooms.floorEnd',
      type: 'number',
      column: true,
      form: { initial: 1 },
      required: true,
      min: FLOOR_MIN,
      max: FLOOR_MAX,
      dependsOn: ['floorStart'],
      crossCheck: checkFloorEnd,
    },
    { key: 'roomCount', label: 'rooms.roomCount', type: 'number', column: { sorter: true } },
    {
      key: 'sort',
      label: 'rooms.sort',
      type: 'number',
      column: { sorter: true },
      form: { initial: 1, extra: 'rooms.sortHint' },
      min: 0,
      max: 999,
    },
    {
      key: 'remark',
      label: 'rooms.remark',
      type: 'textarea',
      column: { ellipsis: true },
      form: true,
      maxLength: 50,
    },
    { key: 'createTime', label: 'rooms.createTime', column: { sorter: true, hidden: true } },
  ],
  perms: actionPerms('room:building'),
  status: {},
  batchDelete: true,
  rowName: (b) => b.buildingName,
  defaultSort: { field: 'sort', order: 'asc' },
};
