import { Typography } from 'antd';
import { entityField } from '@/crud/field-presets';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmWrite } from '@/components/confirm-write';
import type { FieldDef, RowAction, RowDialogProps } from '@/crud/types';
import { i18n } from '@/i18n/i18n';
import { RoomBindModal } from './binding-tools';
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

/** How a room-extras page binds its device to a room. */
export interface Binding<Row> {
  /** locale keys of the bind dialog's title and of the question before unbinding, given `{ name, roomNo }` */
  bindTitle: string;
  unbindAsk: string;
  name: (row: Row) => string;
  bind: (row: Row, roomId: number) => Promise<string>;
  unbind: (row: Row) => Promise<string>;
  /** under the room select: what the chosen room already has (the computers of a room) */
  bound?: (roomId: number | undefined) => ReactNode;
}

/**
 * 绑定 (a dialog that picks one room of the place), and 解绑 while bound (after a question), both behind `perm`
 * (e.g. room:computer:edit).
 */
export function bindActions<Row extends Bindable>(
  perm: string,
  binding: Binding<Row>,
): Array<RowAction<Row>> {
  function BindDialog({ row, onClose }: RowDialogProps<Row>) {
    const { t } = useTranslation();
    return (
      <RoomBindModal
        open={!!row}
        title={row ? t(binding.bindTitle, { name: binding.name(row) }) : ''}
        roomId={row?.roomId ?? null}
        bind={(roomId) => binding.bind(row!, roomId)}
        onClose={onClose}
      >
        {binding.bound}
      </RoomBindModal>
    );
  }
  return [
    { key: 'bind', label: 'roomExtras.bind', perm, dialog: BindDialog },
    {
      key: 'unbind',
      label: 'roomExtras.unbind',
      perm,
      visible: (r) => r.roomId !== null,
      onClick: (r, list) =>
        confirmWrite({
          title: i18n.t(binding.unbindAsk, { name: binding.name(r), roomNo: r.roomNo }),
          call: () => binding.unbind(r),
          after: list.refresh,
        }),
    },
  ];
}
