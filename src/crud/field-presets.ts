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

/** 手机号 of a contact: searched, shown and edited, 11 characters at most. */
export function phoneField<Row>(ns: string): FieldDef<Row> {
  return { key: 'phone', label: `${ns}.phone`, search: true, column: true, form: true, maxLength: 11 };
}

/**
 * The options of a 1/0 select, 1 first (labels are locale keys).
 * @example options: onOffOptions('roomExtras.bound', 'roomExtras.unbound')
 */
export function onOffOptions(on: string, off: string): Array<{ value: number; label: string }> {
  return [
    { value: 1, label: on },
    { value: 0, label: off },
  ];
}
