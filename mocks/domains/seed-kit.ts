/**
 * What the seed modules of several domains share: the fixed times the demo data is dated by, a little HTML, and
 * the marker that a place's rows of one kind were written. Fixed content only (no current time), so screenshots
 * and tests see the same rows every day.
 */
import { addDays, type Day } from '../../src/domain/calendar';
import type { Db, StoredRow, Table } from '../db';

/** When the demo accounts and their first places were created. */
export const T0 = '2024-03-18 09:30:00';

/** A rich-text body of paragraphs. */
export const para = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

/**
 * The billing seed's today: promotions, order edits and price records are dated around it (the seed holds no
 * current time, so screenshots and tests see the same rows every day).
 */
export const BILLING_SEED_DAY: Day = '2026-11-21';
/** The day `n` days after (before, when negative) the seed's today. */
export const day = (n: number) => addDays(BILLING_SEED_DAY, n);
/** A time of that day. */
export const at = (n: number, time: string) => `${day(n)} ${time}`;

/**
 * A place whose rows of one kind were written (the seed runs the first time they are read): a marker, so that a
 * place that deleted them all keeps none rather than getting them again.
 */
export interface SeededRow extends StoredRow {
  placeId: number;
}

/**
 * Whether the place's rows of one kind are to be written now: true the first time it is asked (and the place is
 * marked in `marks`), false ever after.
 * @example if (firstSeeding(db, COUPON_TABLES.seeded, place.id)) seedCoupons(db, place, now);
 */
export function firstSeeding(db: Db, marks: Table<SeededRow>, placeId: number): boolean {
  if (db.table(marks).some((r) => r.placeId === placeId)) return false;
  db.insert(marks, { placeId });
  return true;
}
