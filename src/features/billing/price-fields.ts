import type { Dayjs } from 'dayjs';
import type { CrudResource, ListQuery, Page } from '@/api/resource';
import { roundPrice } from '@/domain/pricing';

/*
 * Pieces shared by the price tabs of /feeRule/index (base, member, protocol, hour room): how a price reads and
 * the adapter that puts the billing calls that are not plain CRUD (upserts
 * by room type, unpaged lists) under the engine.
 */

/** §5: a price as shown, two decimals and never below 0.01: ¥168.00. */
export const priceText = (n: number) => `¥${roundPrice(n).toFixed(2)}`;

/** An amount that may be 0 (a deposit), two decimals: ¥0.00. */
export const amountText = (n: number) => `¥${(Math.round(n * 100) / 100).toFixed(2)}`;

/** 'HH:mm' of a TimePicker value, or null. */
export const hhmm = (v: unknown): string | null =>
  v && typeof (v as Dayjs).format === 'function' ? (v as Dayjs).format('HH:mm') : null;

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
