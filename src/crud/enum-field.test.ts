import { enumField, keyedOptions } from './enum-field';

describe('enumField', () => {
  it('labels each value `<labels>.<value>`, in the order given', () => {
    expect(keyedOptions('a.kinds', ['b', 'a', 3])).toEqual([
      { value: 'b', label: 'a.kinds.b' },
      { value: 'a', label: 'a.kinds.a' },
      { value: 3, label: 'a.kinds.3' },
    ]);
  });

  it('is a searched select with a column; `more` overrides', () => {
    expect(enumField('kind', 'a.kind', [1, 2], 'a.kinds')).toEqual({
      key: 'kind',
      label: 'a.kind',
      type: 'select',
      options: keyedOptions('a.kinds', [1, 2]),
      search: true,
      column: true,
    });
    expect(
      enumField('kind', 'a.kind', [1], 'a.kinds', { search: false, column: { width: 90 } }),
    ).toMatchObject({
      search: false,
      column: { width: 90 },
    });
  });
});
