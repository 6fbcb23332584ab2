import type { Dayjs } from 'dayjs';
import type { CrudResource, ListQuery, Page } from '@/api/resource';
import { roundPrice } from '@/domain/pricing';
import { fieldChecks } from '@/utils/field-rules';
import { NUMERIC_MAX, type Check } from '@/utils/validators';

/*
 * Pieces shared by the price tabs of /feeRule/index (base, member, protocol, hour room): how a price reads, the
 * price bounds the server keeps, and the adapter that puts the billing calls that are not plain CRUD (upserts
 * by room type, unpaged lists) under the engine.
 */

/** The largest amount the pricing forms take (§5 NUMERIC_MAX; the server refuses more). */
export const PRICE_MAX = NUMERIC_MAX;

/** §5: a price as shown, two decimals and never below 0.01: ¥168.00. */
export const priceText = (n: number) => `¥${roundPrice(n).toFixed(2)}`;

/** An amount that may be 0 (a deposit), two decimals: ¥0.00. */
export const amountText = (n: number) => `¥${(Math.round(n * 100) / 100).toFixed(2)}`;

/** 'HH:mm' of a TimePicker value, or null. */
export const hhmm = (v: unknown): string | null =>
  v && typeof (v as Dayjs).format === 'function' ? (v as Dayjs).format('HH:mm') : null;

/** A price as the server checks it: two decimals at most, more than 0, at most PRICE_MAX (a locale key, or null). */
export const priceCheck: Check = (v) => {
  if (v === null || v === undefined || v === '') return null;
  const money = fieldChecks.money(v);
  if (money) return money;
  const n = Number(v);
  return n < 0.01 || n > PRICE_MAX ? 'billingPrices.priceRange' : null;
};

const unsupported = () => Promise.reject(new Error('not offered on this tab'));

/**
 * The engine's resource from the calls a tab has: the others reject (the tab's config offers no action that
 * needs them). `list` may be built from several calls.
 * @example priceResource<HourRoomRow, HourRoomInput>({ list: ..., edit: (input, call) => billingApi.editHourRoom(..., call) })
 */
export function priceResource<Row, Input>(
  calls: Partial<CrudResource<Row, Input>> & Pick<CrudResource<Row, Input>, 'list'>,
): CrudResource<Row, Input> {
  return {
    detail: unsupported,
    add: unsupported,
    edit: unsupported,
    remove: unsupported,
    removeMany: unsupported,
    changeStatus: unsupported,
    ...calls,
  };
}

/** One page of rows the server answers whole (listByHourRoom): the engine's paging over them. */
export function pageOf<T>(rows: T[], q: ListQuery): Page<T> {
  const from = (q.page - 1) * q.size;
  return {
    records: rows.slice(from, from + q.size),
    total: rows.length,
    pageNumber: q.page,
    pageSize: q.size,
  };
}
