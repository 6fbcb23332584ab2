import { roomShelfApi } from '@/api/services/room-extras';
import { actionPerms, defineCrud } from '@/crud/types';
import { roomShelfEntity } from '@/domain/room-extras';
import { roomModelOptions } from './options';
import { createTimeField, numberedOptions, onOffOptions, remarkField } from '@/crud/field-presets';

const SALE_CHANNELS = numberedOptions('roomExtras.channel', [1, 2, 3, 4]);

/**
 * /roomManage/shelf: which room type is on sale on which channel, how many rooms, when and at what price
 * (businessRoomOnAndOffShelves). The status switch is 上架/下架 through onAndOffShelves; new rows start off.
 */
export default defineCrud({
  key: 'roomShelves',
  schema: roomShelfEntity,
  title: 'roomExtras.shelfTitle',
  intro: 'roomExtras.shelfHint',
  entity: 'roomExtras.shelfEntity',
  resource: roomShelfApi,
  fields: [
    {
      key: 'roomModelId',
      label: 'roomExtras.roomModel',
      type: 'entity',
      entity: { queryKey: 'extraRoomModels', load: roomModelOptions },
      search: true,
      column: { render: (r) => r.modelName, fixed: 'left' },
      form: true,
    },
    {
      key: 'channel',
      label: 'roomExtras.channel',
      type: 'select',
      options: SALE_CHANNELS,
      search: true,
      column: true,
      form: true,
    },
    {
      key: 'saleNum',
      label: 'roomExtras.saleNum',
      type: 'number',
      unit: 'roomExtras.roomUnit',
      column: { sorter: true },
      form: true,
    },
    {
      key: 'saleDate',
      label: 'roomExtras.saleDate',
      type: 'dateRange',
      range: ['saleStart', 'saleEnd'],
      column: true,
      form: true,
      required: true,
    },
    {
      key: 'price',
      label: 'roomExtras.price',
      type: 'money',
      column: { sorter: true },
      form: true,
    },
    {
      key: 'status',
      label: 'roomExtras.shelfStatus',
      type: 'select',
      options: onOffOptions('roomExtras.onShelf', 'roomExtras.offShelf'),
      search: true,
    },
    remarkField('roomExtras', { hidden: true }),
    createTimeField('roomExtras'),
  ],
  perms: actionPerms('room:shelf'),
  status: { label: 'roomExtras.shelfStatus', on: 'roomExtras.onShelf', off: 'roomExtras.offShelf' },
  rowName: (r) => r.modelName,
});
