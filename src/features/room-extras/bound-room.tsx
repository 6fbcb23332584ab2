import { Typography } from 'antd';
import { entityField } from '@/crud/field-presets';
import type { ComponentType } from 'react';
import type { FieldDef, RowAction, RowDialogProps } from '@/crud/types';
import { ROOM_OPTIONS } from './options';

/** Something a room-extras page binds to one room of the place: a PC, a key-card box. */
interface Bindable {
  roomId: number | null;
  roomNo: string | null;
}

const none = <Typography.Text type="secondary">{'—'}</Typography.Text>;

/**
 * 绑定房间: searched by room, shown as the room's number (— while unbound). `more` as in entityField (a box is
 * bound by its row action, so it has `{ form: false }`).
 */
export function boundRoomField<Row extends Bindable>(more: Partial<FieldDef<Row>> = {}): FieldDef<Row> {
  return entityField('roomId', 'roomExtras.boundRoom', ROOM_OPTIONS, (r: Row) => r.roomNo || none, more);
}

/**
 * 绑定 (its dialog), and 解绑 while bound (its click, which asks first), both behind `perm` (e.g.
 * room:computer:edit).
 */
export function bindActions<Row extends Bindable>(
  perm: string,
  on: {
    bind: ComponentType<RowDialogProps<Row>>;
    unbind: (row: Row, list: { refresh: () => Promise<unknown> }) => void;
  },
): Array<RowAction<Row>> {
  return [
    { key: 'bind', label: 'roomExtras.bind', perm, dialog: on.bind },
    {
      key: 'unbind',
      label: 'roomExtras.unbind',
      perm,
      visible: (r) => r.roomId !== null,
      onClick: on.unbind,
    },
  ];
}
