import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ColumnOptions, FieldDef } from './types';

/** A row's words as `text` puts them, in the language shown. */
function Worded<Row>({ row, text }: { row: Row; text: (row: Row, t: TFunction) => string }) {
  const { t } = useTranslation();
  return <>{text(row, t)}</>;
}

/**
 * A column of words made from the row (what a coupon takes off, when a broadcast plays), exported as the same
 * words: `text` answers both the cell and the export cell, in the language shown.
 * @example wordedField('face', 'coupons.face', couponFace, { width: 170 })
 */
export function wordedField<Row>(
  key: string,
  label: string,
  text: (row: Row, t: TFunction) => string,
  column: Omit<ColumnOptions<Row>, 'render'> = {},
): FieldDef<Row> {
  return {
    key,
    label,
    column: { ...column, render: (row) => <Worded row={row} text={text} /> },
    exportAs: text,
  };
}
