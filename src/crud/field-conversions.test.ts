import dayjs from 'dayjs';
import { errorsOnFields } from './crud-form';
import { fieldsToForm, fieldsToWire, filtersToWire, formToWire, rowToForm } from './use-crud';
import { parseListState, writeListState } from './list-state';
import type { FieldDef } from './types';
import type { AnyConfig } from './use-crud';

/* How every field type travels between the wire, the form and the URL, once for all entities. */
const fields: Array<FieldDef<never>> = [
  { key: 'name', label: 'x', form: true, search: true },
  { key: 'price', label: 'x', type: 'money', form: true },
  { key: 'discount', label: 'x', type: 'discount', form: true },
  { key: 'on', label: 'x', type: 'switch', form: { initial: true }, search: true },
  { key: 'day', label: 'x', type: 'date', form: true },
  { key: 'period', label: 'x', type: 'dateRange', range: ['startTime', 'endTime'], form: true, search: true },
  { key: 'hours', label: 'x', type: 'timeRange', range: ['openStartTime', 'openEndTime'], form: true },
  { key: 'images', label: 'x', type: 'images', form: { initial: [] } },
  { key: 'kind', label: 'x', type: 'select', search: true, form: { only: 'add' }, options: [] },
  { key: 'createTime', label: 'x', column: true },
];
const config = { key: 'things', title: 'x', fields, perms: {} } as unknown as AnyConfig;

const row = {
  id: 7,
  name: 'A',
  price: 168.5,
  discount: 85,
  on: 1,
  day: '2026-02-28',
  startTime: '2026-03-01',
  endTime: '2026-03-31',
  openStartTime: '08:00',
  openEndTime: '22:30',
  images: ['a.png', 'b.png'],
  kind: 2,
  createTime: '2026-01-01 00:00:00',
};

describe('field conversions', () => {
  it('turns a row into edit values by type (tenths for discounts, dates as dates, no add-only fields)', () => {
    const values = rowToForm(config, row);
    expect(values).toMatchObject({
      name: 'A',
      price: 168.5,
      discount: 8.5,
      on: true,
      images: ['a.png', 'b.png'],
    });
    expect((values.day as dayjs.Dayjs).format('YYYY-MM-DD')).toBe('2026-02-28');
    expect((values.period as dayjs.Dayjs[]).map((d) => d.format('YYYY-MM-DD'))).toEqual([
      '2026-03-01',
      '2026-03-31',
    ]);
    expect((values.hours as dayjs.Dayjs[]).map((d) => d.format('HH:mm'))).toEqual(['08:00', '22:30']);
    expect(values).not.toHaveProperty('kind');
    expect(values).not.toHaveProperty('createTime');
  });

  it('starts a new row from the initial values', () => {
    expect(rowToForm(config, null)).toEqual({ on: true, images: [] });
  });

  it('round-trips a row through the form back to the same wire fields', () => {
    const wire = formToWire(config, rowToForm(config, row), 'edit');
    // all but the id, the add-only kind and the column-only createTime
    const { id: _id, kind: _kind, createTime: _createTime, ...edited } = row;
    expect(wire).toEqual(edited);
  });

  it('trims text and sends empty ranges as empty strings', () => {
    const wire = formToWire(config, { name: '  B ', period: null, discount: 9.95, kind: 3 }, 'add');
    expect(wire).toEqual({ name: 'B', startTime: '', endTime: '', discount: 100, kind: 3 });
  });

  it('turns URL filters into list filters, ranges into their two keys, unknown keys dropped', () => {
    expect(filtersToWire(fields, { name: 'A', period: '2026-03-01~2026-03-31', on: '0', nope: 'x' })).toEqual(
      {
        name: 'A',
        on: '0',
        startTime: '2026-03-01',
        endTime: '2026-03-31',
      },
    );
  });
});

describe('settings fields and server errors', () => {
  const settings: Array<FieldDef<never>> = [
    { key: 'at', label: 'x', type: 'time', form: true },
    { key: 'auto', label: 'x', type: 'switch', form: true },
    { key: 'window', label: 'x', type: 'timeRange', range: ['sellStart', 'sellEnd'], form: true },
    { key: 'hours', label: 'x', type: 'select', multiple: true, form: true },
  ];

  it('round-trips a settings object through its fields, a single time as HH:mm', () => {
    const wire = { at: '14:00', auto: 1, sellStart: '09:00', sellEnd: '21:30', hours: [3, 4] };
    const values = fieldsToForm(settings, wire);
    expect(dayjs.isDayjs(values.at) && (values.at as dayjs.Dayjs).format('HH:mm')).toBe('14:00');
    expect(values.auto).toBe(true);
    expect(fieldsToWire(settings, values)).toEqual(wire);
    expect(fieldsToWire(settings, { at: null, auto: false })).toEqual({ at: '', auto: 0 });
  });

  it('puts server errors on their fields, a range taking the errors of its two wire keys', () => {
    expect(
      errorsOnFields(settings, { sellEnd: '可售结束时间须晚于开始时间', at: '时间不正确', other: 'x' }),
    ).toEqual([
      ['window', '可售结束时间须晚于开始时间'],
      ['at', '时间不正确'],
    ]);
    expect(errorsOnFields(settings, null)).toEqual([]);
  });
});

describe('list state in the URL', () => {
  it('reads page, size, sort and q_ filters, falling back on anything malformed', () => {
    const sizes = [10, 20, 50];
    expect(
      parseListState(new URLSearchParams('page=3&size=20&sort=roomNo:desc&q_roomNo=80&tab=2'), sizes),
    ).toEqual({
      page: 3,
      size: 20,
      sort: { field: 'roomNo', order: 'desc' },
      filters: { roomNo: '80' },
    });
    expect(parseListState(new URLSearchParams('page=-1&size=7&sort=roomNo:up&q_x='), sizes)).toEqual({
      page: 1,
      size: 10,
      sort: null,
      filters: {},
    });
  });

  it('writes a patch and keeps parameters that are not list state', () => {
    const next = writeListState(new URLSearchParams('id=5&q_a=1&page=2'), {
      filters: { b: '2' },
      page: 1,
      sort: null,
    });
    expect(next.toString()).toBe('id=5&page=1&q_b=2');
  });
});
