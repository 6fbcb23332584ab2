import { computerApi, type Computer } from '@/api/services/room-extras';
import { confirmWrite } from '@/components/feedback-ui';
import { actionPerms, defineCrud } from '@/crud/types';
import { i18n } from '@/i18n/i18n';
import { computerEntity } from '@/domain/room-extras';
import { bindActions, boundRoomField } from './bound-room';
import { ipField } from './options';
import { createTimeField } from '@/crud/field-presets';
import { BindModal, ExchangeModal } from './computer-tools';

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
      bind: BindModal,
      unbind: (c, list) =>
        confirmWrite({
          title: i18n.t('roomExtras.unbindConfirm', { name: c.computerName, roomNo: c.roomNo }),
          call: () => computerApi.unbind(c.id),
          after: list.refresh,
        }),
    }),
    { key: 'exchange', label: 'roomExtras.exchange', perm: 'room:computer:edit', dialog: ExchangeModal },
  ],
  form: { columns: 2 },
});
