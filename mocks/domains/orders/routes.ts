/**
 * Orders by stage (§7 Orders and statistics: merchantOrder reserveOrderListMerchant … historyOrderListMerchant,
 * getChildOrders). The orders are derived from the room board (./stays.ts, docs/orders.md); each stage's list is
 * searched, sorted and paged as every list of the backend.
 */
import { chinaToday } from '../../../src/domain/calendar';
import { ORDER_BASE, ORDER_STAGES, type Order, type OrderStage } from '../../../src/domain/orders';
import {
  compareRows,
  contains,
  CRUD_MSG,
  invalid,
  ok,
  paginate,
  route,
  sortOf,
  PLACE_READ,
  type SortSpec,
} from '../../contract';
import { int } from '../../validate';
import { inStage, ordersOf, type DerivedOrder } from './stays';

/** What reading the orders needs: the menu's resource key of the orders page. */
export const ORDER_READ = { ...PLACE_READ, perm: 'order:list' } as const;

export const ORDER_MSG = {
  notFound: '订单不存在',
  badRange: '结束日期不能早于开始日期',
} as const;

/** The columns a list may be sorted by; arrival first by default (the next arrival or the latest stay). */
const SORTABLE = new Set([
  'arrivalDate',
  'departureDate',
  'roomNo',
  'totalAmount',
  'balance',
  'createTime',
  'checkInTime',
]);
const DEFAULT_SORT: Record<OrderStage, SortSpec> = {
  reserve: { field: 'arrivalDate', order: 'asc' },
  live: { field: 'roomNo', order: 'asc' },
  preRetire: { field: 'roomNo', order: 'asc' },
  serve: { field: 'roomNo', order: 'asc' },
  damage: { field: 'arrivalDate', order: 'desc' },
  history: { field: 'departureDate', order: 'desc' },
};

/**
 * The filters of the orders page: guest name, phone (the whole number, though rows carry it masked), room,
 * order number and channel; a stay date range keeps the stays that overlap it (startDate … endDate, both in).
 */
function matches({ order: o, phone }: DerivedOrder, q: Record<string, string>): boolean {
  if (q.guestName && !contains(o.guestName, q.guestName)) return false;
  if (q.guestPhone && !phone.includes(q.guestPhone.replace(/\D/g, ''))) return false;
  if (q.roomNo && !contains(o.roomNo, q.roomNo)) return false;
  if (q.orderNo && !contains(o.orderNo, q.orderNo)) return false;
  if (q.channel && Number(q.channel) !== o.channel) return false;
  // a night stay occupies arrival … departure−1; an hour room its one day
  const last = o.stayKind === 2 ? o.arrivalDate : o.departureDate;
  if (q.startDate && last < q.startDate) return false;
  if (q.endDate && o.arrivalDate > q.endDate) return false;
  return true;
}

function sortFor(q: Record<string, string>, stage: OrderStage): SortSpec {
  const sort = sortOf(q) ?? DEFAULT_SORT[stage];
  if (!SORTABLE.has(sort.field)) invalid(CRUD_MSG.badSortField);
  return sort;
}

/** One stage's page of orders for a query, as the list call answers it. */
export function stagePage(all: DerivedOrder[], stage: OrderStage, q: Record<string, string>, now: number) {
  if (q.startDate && q.endDate && q.endDate < q.startDate) invalid(ORDER_MSG.badRange);
  const today = chinaToday(now);
  const rows: Order[] = all
    .filter((d) => inStage(d.order, stage, today) && matches(d, q))
    .map((d) => d.order);
  rows.sort(compareRows([sortFor(q, stage)]));
  return paginate(rows, q);
}

export const orderHandlers = [
  ...(Object.entries(ORDER_STAGES) as Array<[OrderStage, string]>).map(([stage, call]) =>
    route.get(`${ORDER_BASE}/${call}`, ORDER_READ, ({ db, place, query, now }) =>
      ok(stagePage(ordersOf(db, place.id, now), stage, query, now)),
    ),
  ),

  // the goods, extensions and room changes of one order, oldest first
  route.get(`${ORDER_BASE}/getChildOrders`, ORDER_READ, ({ db, place, query, now }) => {
    const id = int(query.orderId);
    const found = id === null ? undefined : ordersOf(db, place.id, now).find((d) => d.order.id === id);
    if (!found) invalid(ORDER_MSG.notFound);
    return ok([...found.children].sort((a, b) => (a.time < b.time ? -1 : 1)));
  }),
];
