import type { Dayjs } from 'dayjs';
import type { FieldDef } from '@/crud/types';

/*
 * The two OTA settings forms as engine fields. The cross-field rules are the server's (mocks/domains/
 * room-sales/routes.ts answers the same ones in Chinese on the same fields): check-out before check-in, an ordered
 * start window, the latest check-out not before the window ends.
 */

const hhmm = (v: unknown): string | null =>
  v && typeof (v as Dayjs).format === 'function' ? (v as Dayjs).format('HH:mm') : null;

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
    crossCheck: (v, values) => {
      const out = hhmm(v);
      const inAt = hhmm(values.checkInTime);
      return out && inAt && out >= inAt ? 'roomExtras.checkOutOrder' : null;
    },
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
      const [start, end] = Array.isArray(v) ? v.map(hhmm) : [];
      return start && end && start >= end ? 'roomExtras.sellOrder' : null;
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
      const latest = hhmm(v);
      const end = Array.isArray(values.sellWindow) ? hhmm(values.sellWindow[1]) : null;
      return latest && end && latest < end ? 'roomExtras.latestCheckoutOrder' : null;
    },
  },
];
