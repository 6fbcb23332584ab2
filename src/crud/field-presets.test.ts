import {
  daysSearchField,
  entityField,
  numberedOptions,
  onOffOptions,
  pairOptions,
  sortField,
} from './field-presets';
import { filtersToWire } from './use-crud';

describe('field presets', () => {
  it('pairOptions keeps the order given; onOffOptions puts 1 first', () => {
    expect(pairOptions([2, 'a.two'], [1, 'a.one'])).toEqual([
      { value: 2, label: 'a.two' },
      { value: 1, label: 'a.one' },
    ]);
    expect(onOffOptions('a.on', 'a.off')).toEqual([
      { value: 1, label: 'a.on' },
      { value: 0, label: 'a.off' },
    ]);
  });

  it('numberedOptions labels each value with the prefix, in the order given', () => {
    expect(numberedOptions('a.type', [3, 1, 0])).toEqual([
      { value: 3, label: 'a.type3' },
      { value: 1, label: 'a.type1' },
      { value: 0, label: 'a.type0' },
    ]);
  });

  it('entityField is searched, in the form and shows the row’s name; `more` adds or overrides, its column adds to the name', () => {
    const entity = { queryKey: 'rooms', load: async () => [] };
    const field = entityField<{ roomNo: string }>('roomId', 'x.room', entity, (r) => r.roomNo);
    expect(field).toMatchObject({
      key: 'roomId',
      label: 'x.room',
      type: 'entity',
      entity,
      search: true,
      form: true,
    });
    const column = field.column as { render: (r: { roomNo: string }) => unknown };
    expect(column.render({ roomNo: '101' })).toBe('101');
    const listOnly = entityField('roomId', 'x.room', entity, () => null, { form: false, search: false });
    expect(listOnly).toMatchObject({ form: false, search: false });
    const narrow = entityField<{ roomNo: string }>('roomId', 'x.room', entity, (r) => r.roomNo, {
      column: { width: 90 },
    });
    const narrowColumn = narrow.column as { width: number; render: (r: { roomNo: string }) => unknown };
    expect(narrowColumn.width).toBe(90);
    expect(narrowColumn.render({ roomNo: '102' })).toBe('102');
  });

  it('daysSearchField searches by days sent as startDate and endDate, with no column and no export', () => {
    const field = daysSearchField('day', 'x.day');
    expect(field).toEqual({
      key: 'day',
      label: 'x.day',
      type: 'dateRange',
      range: ['startDate', 'endDate'],
      search: true,
      exported: false,
    });
    expect(filtersToWire([field], { day: '2024-05-01~2024-05-03' })).toEqual({
      startDate: '2024-05-01',
      endDate: '2024-05-03',
    });
  });

  it('sortField is a sortable number column with the namespace’s hint in the form; `column` adds to it', () => {
    expect(sortField('x', { width: 80 })).toEqual({
      key: 'sort',
      label: 'x.sort',
      type: 'number',
      column: { sorter: true, width: 80 },
      form: { extra: 'x.sortHint' },
    });
  });
});
