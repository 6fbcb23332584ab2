import type { Dayjs } from 'dayjs';
import type { FieldDef } from '@/crud/types';

/*
 * The two OTA settings forms as engine fields. The cross-field rules are the server's (mocks/domains/
 * room-sales/routes.ts answers the same ones in Chinese on the same fields): check-out before check-in, an ordered
 * start window, the latest check-out not before the window ends.
 */

const hhmm = (v: unknown): string | null =>
  v && typeof (v as Dayjs).format === 'function' ? (v as Dayjs).format('HH:mm') : null;
/** `key` once both times of day are given and `inOrder` does not hold of them (as HH:mm); else null. */
const timeOrder = (a: unknown, b: unknown, inOrder: (a: string, b: string) => boolean, key: string) => {
  const first = hhmm(a);
  const second = hhmm(b);
  return first && second && !inOrder(first, second) ? key : null;
};

export const HOUR_CHOICES = [2, 3, 4, 5, 6, 8, 10, 12];

export const LIVE_IN_FIELDS: Array<FieldDef<never>> = [
  {
    key: 'autoAccept',
    label: 'roomExtras.autoAccept',
    type: 'switch',
    form: { extra: 'roomExtras.autoAcceptHint' },
  },
  { key: 'checkInTime', label: 'roomExtras.checkInTime', type: 'time', form: true, required: true },
  {
    key: 'checkOutTime',
    label: 'roomExtras.checkOutTime',
    type: 'time',
    form: true,
    required: true,
    dependsOn: ['checkInTime'],
    crossCheck: (v, values) =>
      timeOrder(v, values.checkInTime, (out, inAt) => out < inAt, 'roomExtras.checkOutOrder'),
  },
  { key: 'requireIdCard', label: 'roomExtras.requireIdCard', type: 'switch', form: true },
  {
    key: 'guaranteeMinutes',
    label: 'roomExtras.guaranteeMinutes',
    type: 'number',
    unit: 'roomExtras.minutes',
    form: { extra: 'roomExtras.guaranteeHint' },
    required: true,
    min: 0,
    max: 720,
  },
];

export const HOUR_ROOM_FIELDS: Array<FieldDef<never>> = [
  { key: 'enabled', label: 'roomExtras.hourEnabled', type: 'switch', form: true },
  {
    key: 'hourOptions',
    label: 'roomExtras.hourOptions',
    type: 'select',
    multiple: true,
    form: true,
    optionsFrom: ({ t }) =>
      HOUR_CHOICES.map((h) => ({ value: h, label: t('roomExtras.hourOption', { count: h }) })),
    dependsOn: ['enabled'],
    crossCheck: (v, values) =>
      values.enabled && (!Array.isArray(v) || v.length === 0) ? 'roomExtras.hourOptionsRequired' : null,
  },
  {
    key: 'sellWindow',
    label: 'roomExtras.sellWindow',
    type: 'timeRange',
    range: ['sellStart', 'sellEnd'],
    form: { extra: 'roomExtras.sellWindowHint' },
    required: true,
    crossCheck: (v) => {
      const [start, end]: unknown[] = Array.isArray(v) ? v : [];
      return timeOrder(start, end, (s, e) => s < e, 'roomExtras.sellOrder');
    },
  },
  {
    key: 'latestCheckout',
    label: 'roomExtras.latestCheckout',
    type: 'time',
    form: true,
    required: true,
    dependsOn: ['sellWindow'],
    crossCheck: (v, values) => {
      const end: unknown = Array.isArray(values.sellWindow) ? values.sellWindow[1] : null;
      return timeOrder(v, end, (latest, e) => latest >= e, 'roomExtras.latestCheckoutOrder');
    },
  },
];
