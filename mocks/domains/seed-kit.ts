/**
 * What the seed modules of several domains share: the fixed times the demo data is dated by and a little HTML.
 * Fixed content only (no current time), so screenshots and tests see the same rows every day.
 */
import { addDays, type Day } from '../../src/domain/calendar';

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
