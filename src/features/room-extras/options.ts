import { lockApi, passBoxApi } from '@/api/services/room-extras';
import { roomModelApi } from '@/api/services/rooms';
import type { FieldDef, Option } from '@/crud/types';

export { roomOptions, ROOM_OPTIONS } from '@/api/services/room-options';

/** The place's room types (disabled ones too: the server says why it refuses them). */
export const roomModelOptions = async (): Promise<Option[]> =>
  (await roomModelApi.list({ page: 1, size: 500 }, { silent: true })).records.map((m) => ({
    value: m.id,
    label: m.modelName,
  }));

/** The place's pass boxes, named with their printed code. */
export const boxOptions = async (): Promise<Option[]> =>
  (await passBoxApi.list({ page: 1, size: 500 }, { silent: true })).records.map((b) => ({
    value: b.id,
    label: `${b.boxName}（${b.boxCode}）`,
  }));

export const supplierOptions = async (): Promise<Option[]> =>
  (await lockApi.suppliers()).map((s) => ({ value: s.id, label: s.supplierName }));

/** The option source of the lock suppliers (`{ queryKey, load }`), cached per place. */
export const SUPPLIER_OPTIONS = { queryKey: 'lockSuppliers', load: supplierOptions };

/** The IPv4 address of a PC or a gateway: searched, shown and edited, 15 characters at most. */
export function ipField<Row>(): FieldDef<Row> {
  return { key: 'ip', label: 'roomExtras.ip', search: true, column: true, form: true, maxLength: 15 };
}

export { CARD_NO_RE, checkCardNo, MAC_RE } from '@/domain/room-extras';
