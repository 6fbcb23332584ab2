import type { ReactNode } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { chinaToday } from '@/domain/calendar';
import type { ColumnOptions, FieldDef } from './types';

/*
 * Fields that many configs show alike, labelled from the feature's locale namespace (`<ns>.remark`,
 * `<ns>.createTime`, `<ns>.phone`). Their rules still come from the entity's declaration through `defineCrud`;
 * a config that shows one of them otherwise writes the field out.
 * @example fields: [..., remarkField('rooms'), createTimeField('rooms')]
 */

/** 备注: a textarea in the form, an ellipsis column (`column` adds to it, e.g. `{ hidden: true }`). */
export function remarkField<Row>(ns: string, column: ColumnOptions<Row> = {}): FieldDef<Row> {
  return {
    key: 'remark',
    label: `${ns}.remark`,
    type: 'textarea',
    column: { ellipsis: true, ...column },
    form: true,
  };
}

/** 创建时间: a sortable column, hidden until the user shows it; not in the form. */
export function createTimeField<Row>(ns: string): FieldDef<Row> {
  return { key: 'createTime', label: `${ns}.createTime`, column: { sorter: true, hidden: true } };
}

/** 排序: the row's place in the lists, a sortable column (`column` adds to it); `<ns>.sortHint` in the form. */
export function sortField<Row>(ns: string, column: ColumnOptions<Row> = {}): FieldDef<Row> {
  return {
    key: 'sort',
    label: `${ns}.sort`,
    type: 'number',
    column: { sorter: true, ...column },
    form: { extra: `${ns}.sortHint` },
  };
}

/** 手机号 of a contact: searched, shown and edited, 11 characters at most. */
export function phoneField<Row>(ns: string): FieldDef<Row> {
  return { key: 'phone', label: `${ns}.phone`, search: true, column: true, form: true, maxLength: 11 };
}

/** Days after today (China time): what a picker of a day gone by does not offer. */
export const afterToday = (d: Dayjs): boolean => d.format('YYYY-MM-DD') > chinaToday();

/**
 * A date field of a day gone by (a birthday, a hire date): its picker offers no later day, and its form refuses
 * one typed in with `message` (a locale key).
 * @example { key: 'birthday', label: 'members.birthday', type: 'date', form: true, ...pastDay('members.birthdayFuture') }
 */
export function pastDay<Row>(message: string): Pick<FieldDef<Row>, 'rules' | 'inputProps'> {
  return {
    rules: [(v) => (dayjs.isDayjs(v) && afterToday(v) ? message : null)],
    inputProps: { disabledDate: afterToday },
  };
}

/**
 * A search by days: from … to, sent as `startDate` and `endDate` (YYYY-MM-DD); no column, not exported.
 * @example daysSearchField('day', 'netbar.rechargeDay')
 */
export function daysSearchField<Row>(key: string, label: string): FieldDef<Row> {
  return { key, label, type: 'dateRange', range: ['startDate', 'endDate'], search: true, exported: false };
}

/**
 * A reference to another entity (a room, a room type, a category …): picked from `entity`'s options in the
 * search bar and the form, shown in the list as the row's own name for it. `more` adds to it or overrides it
 * (`{ search: false }`, `{ form: false }`); its column options add to the name's (`{ column: { width: 90 } }`).
 * @example entityField('buildingId', 'rooms.building', BUILDING_OPTIONS, (r: Room) => r.buildingName)
 */
export function entityField<Row>(
  key: string,
  label: string,
  entity: NonNullable<FieldDef<Row>['entity']>,
  name: (row: Row) => ReactNode,
  more: Partial<FieldDef<Row>> = {},
): FieldDef<Row> {
  const { column = {}, ...rest } = more;
  const shown = typeof column === 'object' ? { render: name, ...column } : column;
  return { key, label, type: 'entity', entity, search: true, form: true, ...rest, column: shown };
}

/**
 * The options of a select from `[value, label]` pairs, in the order given (labels are locale keys).
 * @example options: pairOptions([1, 'billingOps.promotion.modeFixed'], [2, 'billingOps.promotion.modeDiscount'])
 */
export function pairOptions<V extends string | number>(
  ...pairs: Array<[value: V, label: string]>
): Array<{ value: V; label: string }> {
  return pairs.map(([value, label]) => ({ value, label }));
}

/**
 * The options of a select whose labels are the locale keys `<prefix><value>`, in the order given.
 * @example options: numberedOptions('messages.pay', [0, 1, 2, 3, 4]) // messages.pay0 … messages.pay4
 */
export function numberedOptions<V extends number>(
  prefix: string,
  values: readonly V[],
): Array<{ value: V; label: string }> {
  return values.map((value) => ({ value, label: `${prefix}${value}` }));
}

/**
 * The options of a 1/0 select, 1 first (labels are locale keys).
 * @example options: onOffOptions('roomExtras.bound', 'roomExtras.unbound')
 */
export function onOffOptions(on: string, off: string): Array<{ value: number; label: string }> {
  return pairOptions([1, on], [0, off]);
}
