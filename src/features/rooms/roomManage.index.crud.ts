import { buildingApi } from '@/api/services/rooms';
import { actionPerms, defineCrud } from '@/crud/types';
import { buildingEntity } from '@/domain/rooms';
import { createTimeField, remarkField, sortField } from '@/crud/field-presets';

/**
 * /roomManage/index: buildings and the floors each has (§7 Rooms, businessBuilding). The rules of each field
 * are the declaration's (src/domain/rooms.ts); this says how they show.
 */
export const buildingConfig = defineCrud({
  key: 'buildings',
  schema: buildingEntity,
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
    },
    {
      key: 'floorStart',
      label: 'rooms.floorStart',
      type: 'number',
      column: true,
      form: { extra: 'rooms.floorHint' },
    },
    {
      key: 'floorEnd',
      label: 'rooms.floorEnd',
      type: 'number',
      column: true,
      form: true,
    },
    { key: 'roomCount', label: 'rooms.roomCount', type: 'number', column: { sorter: true } },
    sortField('rooms'),
    remarkField('rooms'),
    createTimeField('rooms'),
  ],
  perms: actionPerms('room:building'),
  status: {},
  batchDelete: true,
  rowName: (b) => b.buildingName,
  defaultSort: { field: 'sort', order: 'asc' },
});

export default buildingConfig;
