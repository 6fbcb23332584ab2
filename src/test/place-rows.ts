import { getDb, type EntityRow } from '@mocks/db';

/**
 * The rows of `table` that `place` (1001 by default) keeps.
 * @example expect(placeRows(MESSAGE_TABLES.notice)).toHaveLength(3);
 */
export const placeRows = (table: string, place = 1001): EntityRow[] =>
  getDb()
    .table(table)
    .filter((r) => r.placeId === place);

/**
 * The row of `table` that `place` (1001 by default) keeps with `field` equal to `value`, if there is one.
 * @example expect(placeRow(BILLING_TABLES.promotion, 'promotionName', '周末特惠')).toMatchObject({ status: 1 });
 */
export const placeRow = (table: string, field: string, value: unknown, place = 1001): EntityRow | undefined =>
  placeRows(table, place).find((r) => r[field] === value);
