import { computerApi, type Computer } from '@/api/services/room-extras';
import { actionPerms, defineCrud } from '@/crud/types';
import { computerEntity } from '@/domain/room-extras';
import { bindActions, boundRoomField } from './bound-room';
import { ipField } from './options';
import { createTimeField } from '@/crud/field-presets';
import { BoundComputers, ExchangeModal } from './computer-tools';

const hardware = (key: 'cpu' | 'gpu' | 'memory' | 'harddisk' | 'mainboard', hidden: boolean) => ({
  key,
  label: `roomExtras.${key}`,
  column: { hidden, ellipsis: true },
  form: true,
});

/**
 * /roomManage/computer: the PCs of e-sports rooms with their hardware (§3 Machine remark) and the room each
 * is bound to (businessComputer); binding, unbinding (after a question) and swapping are row actions.
 */
export default defineCrud({
  key: 'computers',
  schema: computerEntity,
  title: 'roomExtras.computerTitle',
  entity: 'roomExtras.computerEntity',
  resource: computerApi,
  fields: [
    {
      key: 'computerName',
      label: 'roomExtras.computerName',
      search: true,
      column: { sorter: true, fixed: 'left' },
      form: true,
    },
    boundRoomField<Computer>(),
    ipField(),
    {
      key: 'mac',
      label: 'roomExtras.mac',
      column: { hidden: true },
      form: true,
      maxLength: 17,
      placeholder: 'roomExtras.macRule',
    },
    hardware('cpu', false),
    hardware('gpu', false),
    hardware('memory', true),
    hardware('harddisk', true),
    hardware('mainboard', true),
    createTimeField('roomExtras'),
  ],
  perms: actionPerms('room:computer'),
  status: {},
  rowName: (c) => c.computerName,
  rowActions: [
    ...bindActions<Computer>('room:computer:edit', {
      bindTitle: 'roomExtras.bindTitle',
      unbindAsk: 'roomExtras.unbindConfirm',
      name: (c) => c.computerName,
      bind: (c, roomId) => computerApi.bind(c.id, roomId),
      unbind: (c) => computerApi.unbind(c.id),
      bound: (roomId) => <BoundComputers roomId={roomId} />,
    }),
    { key: 'exchange', label: 'roomExtras.exchange', perm: 'room:computer:edit', dialog: ExchangeModal },
  ],
  form: { columns: 2 },
});
