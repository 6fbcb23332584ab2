import type { ColumnOptions, FieldDef } from './types';

/**
 * Fields most entities share, written once: a remark of at most 50 characters (§5 free text) and the creation
 * time as a sortable column that starts hidden.
 * @example fields: [...own, remarkField(), createTimeField()]
 */
export function remarkField<Row>(column: ColumnOptions<Row> = {}): FieldDef<Row> {
  return {
    key: 'remark',
    label: 'crud.remark',
    type: 'textarea',
    column: { ellipsis: true, ...column },
    form: true,
    maxLength: 50,
  };
}

export function createTimeField<Row>(): FieldDef<Row> {
  return { key: 'createTime', label: 'crud.createTime', column: { sorter: true, hidden: true } };
}
