import type { FieldDef } from './types';

/**
 * The options of a select whose labels are the locale keys `<labels>.<value>`, in the order given.
 * @example options: keyedOptions('orders.logs.ways', ['password', 'scan']) // orders.logs.ways.password …
 */
export function keyedOptions<V extends string | number>(
  labels: string,
  values: readonly V[],
): Array<{ value: V; label: string }> {
  return values.map((value) => ({ value, label: `${labels}.${value}` }));
}

/**
 * A field of a closed set of values (a channel, a status, a kind), each labelled `<labels>.<value>`: a select
 * in the search bar, a column naming the value. `more` adds to it or overrides it (`{ column: { width: 90 } }`,
 * `{ search: false }`).
 * @example enumField('channel', 'netbar.channel', RECHARGE_CHANNELS, 'orders.netbar.channels', { column: { width: 120 } })
 */
export function enumField<Row>(
  key: string,
  label: string,
  values: readonly (string | number)[],
  labels: string,
  more: Partial<FieldDef<Row>> = {},
): FieldDef<Row> {
  return {
    key,
    label,
    type: 'select',
    options: keyedOptions(labels, values),
    search: true,
    column: true,
    ...more,
  };
}
