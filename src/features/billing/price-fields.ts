import type { Dayjs } from 'dayjs';
import { roundPrice } from '@/domain/pricing';

/*
 * Pieces shared by the price tabs of /feeRule/index (base, member, protocol, hour room): how a price reads.
 * Their billing calls that are not plain CRUD (upserts by room type, unpaged lists) go under the engine as the
 * `CrudCalls` they have (an unpaged list through `pageOf` of src/crud/types).
 */

/** §5: a price as shown, two decimals and never below 0.01: ¥168.00. */
export const priceText = (n: number) => `¥${roundPrice(n).toFixed(2)}`;

/** An amount that may be 0 (a deposit), two decimals: ¥0.00. */
export const amountText = (n: number) => `¥${(Math.round(n * 100) / 100).toFixed(2)}`;

/** 'HH:mm' of a TimePicker value, or null. */
export const hhmm = (v: unknown): string | null =>
  v && typeof (v as Dayjs).format === 'function' ? (v as Dayjs).format('HH:mm') : null;
