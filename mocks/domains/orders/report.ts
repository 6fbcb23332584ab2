/**
 * The business report (§7 Orders and statistics; docs/orders.md "Report"): every call takes a range of days
 * (startDate, endDate, within the last REPORT_MAX_DAYS_BACK days) and reads it from the orders, the shifts and the
 * OTA goods orders, as the home page does (./books.ts), so their numbers agree.
 */
import { addDays, chinaToday, type Day } from '../../../src/domain/calendar';
import { OTA_CHANNELS, ORDER_STATUS, type OrderChannel } from '../../../src/domain/orders';
import { OTA_GOODS_CHANNELS, OTA_GOODS_STATUS } from '../../../src/domain/ota-goods';
import {
  OTA_ROOM_COMMISSION,
  REPORT_CALLS,
  REPORT_MAX_DAYS_BACK,
  type CleaningReport,
  type CollectionReport,
  type IncomeReport,
  type OtaFinanceRow,
  type OtaReport,
  type SalesRank,
  type SalesReport,
  type ShiftReport,
} from '../../../src/domain/report';
import { dayRange, invalidField, ok, route } from '../../contract';
import { zhTextsUnder } from '../../messages';
import { random } from '../statistics/routes';
import { collectionOf, daysSpan, goodsSold, revenueByDay } from './books';
import { otaGoodsOf } from './ota-goods';
import { ORDER_READ } from './routes';
import { booksOf, present, shiftsAt } from './shifts';
import { round2 } from '../../../src/domain/money';

const sum = (xs: number[]) => round2(xs.reduce((s, x) => s + x, 0));
const said = zhTextsUnder('orders.report');
const REPORT_READ = { ...ORDER_READ, perm: 'stat:report:list' } as const;

/** The range a call asks for, checked: both days, in order, within the days the report reaches. */
function rangeOf(q: Record<string, string>, now: number): [Day, Day] {
  const today = chinaToday(now);
  const [from, to] = dayRange(q, said);
  if (from < addDays(today, -REPORT_MAX_DAYS_BACK) || to > today)
    invalidField('startDate', said('tooFar', { days: REPORT_MAX_DAYS_BACK }));
  return [from, to];
}

const dayOfTime = (time: string | null) => (time ? time.slice(0, 10) : '');
const inRange = (day: string, [from, to]: [Day, Day]) => day >= from && day <= to;

const CLEANERS = ['李秀兰', '王桂芳', '张建华', '赵丽'];

export const reportHandlers = [
  route.get(REPORT_CALLS.income, REPORT_READ, ({ db, place, query, now }) => {
    const range = rangeOf(query, now);
    const days = [...revenueByDay(booksOf(db, place.id, now).all, ...range)].map(([date, r]) => ({
      date,
      ...r,
    }));
    const total = {
      room: sum(days.map((d) => d.room)),
      goods: sum(days.map((d) => d.goods)),
      damage: sum(days.map((d) => d.damage)),
      total: sum(days.map((d) => d.total)),
    };
    return ok<IncomeReport>({ days, total });
  }),

  route.get(REPORT_CALLS.collection, REPORT_READ, ({ db, place, query, now }) => {
    const f = collectionOf(booksOf(db, place.id, now).lines, ...rangeOf(query, now));
    return ok<CollectionReport>({
      byMethod: f.byMethod,
      income: f.income,
      depositsTaken: f.depositsTaken,
      depositsRefunded: f.depositsRefunded,
    });
  }),

  // the handovers of the range (a shift counts on the day it ended)
  route.get(REPORT_CALLS.shifts, REPORT_READ, ({ db, place, query, now }) => {
    const range = rangeOf(query, now);
    const books = booksOf(db, place.id, now);
    const shifts = shiftsAt(db, place.id, now)
      .filter((s) => inRange(addDays(dayOfTime(s.endTime), s.endTime.endsWith('00:00:00') ? -1 : 0), range))
      .sort((a, b) => (a.startTime < b.startTime ? -1 : 1))
      .map((s) => present(s, books));
    return ok<ShiftReport>({
      shifts,
      income: sum(shifts.map((s) => s.income)),
      cashExpected: sum(shifts.map((s) => s.cashExpected)),
      countedCash: sum(shifts.map((s) => s.countedCash)),
      cashDiff: sum(shifts.map((s) => s.cashDiff)),
    });
  }),

  // OTA room orders booked in the range by channel, and OTA goods orders by platform
  route.get(REPORT_CALLS.ota, REPORT_READ, ({ db, place, query, now }) => {
    const range = rangeOf(query, now);
    const booked = booksOf(db, place.id, now).all.filter(
      (d) => OTA_CHANNELS.includes(d.order.channel) && inRange(dayOfTime(d.order.createTime), range),
    );
    const rooms = OTA_CHANNELS.map((channel: OrderChannel) => {
      const mine = booked.filter((d) => d.order.channel === channel);
      return {
        channel,
        orders: mine.length,
        nights: mine.reduce((s, d) => s + d.order.nights, 0),
        amount: sum(mine.map((d) => d.order.roomAmount)),
      };
    });
    const sold = otaGoodsOf(db, place.id, now).filter((o) => inRange(dayOfTime(o.createTime), range));
    const goods = OTA_GOODS_CHANNELS.map((channel) => {
      const mine = sold.filter((o) => o.channel === channel);
      return {
        channel,
        orders: mine.length,
        verified: mine.filter((o) => o.status === OTA_GOODS_STATUS.verified).length,
        amount: sum(mine.filter((o) => o.status !== OTA_GOODS_STATUS.refunded).map((o) => o.amount)),
      };
    });
    return ok<OtaReport>({ rooms, goods });
  }),

  // what each platform owes the place after its commission: rooms of stays that ended in the range (they are
  // settled after check-out), goods verified in it
  route.get(REPORT_CALLS.otaFinance, REPORT_READ, ({ db, place, query, now }) => {
    const range = rangeOf(query, now);
    const stays = booksOf(db, place.id, now).all.filter(
      (d) =>
        OTA_CHANNELS.includes(d.order.channel) &&
        d.order.status === ORDER_STATUS.checkedOut &&
        inRange(dayOfTime(d.order.checkOutTime), range),
    );
    const rows: OtaFinanceRow[] = OTA_CHANNELS.map((channel) => {
      const amount = sum(stays.filter((d) => d.order.channel === channel).map((d) => d.order.roomAmount));
      const commission = round2(amount * (OTA_ROOM_COMMISSION[channel] ?? 0));
      return {
        key: `room:${channel}`,
        kind: 'room',
        channel: String(channel),
        amount,
        commission,
        settleAmount: round2(amount - commission),
      };
    });
    const verified = otaGoodsOf(db, place.id, now).filter(
      (o) => o.status === OTA_GOODS_STATUS.verified && inRange(dayOfTime(o.verifyTime), range),
    );
    for (const channel of OTA_GOODS_CHANNELS) {
      const mine = verified.filter((o) => o.channel === channel);
      rows.push({
        key: `goods:${channel}`,
        kind: 'goods',
        channel,
        amount: sum(mine.map((o) => o.amount)),
        commission: sum(mine.map((o) => o.commission)),
        settleAmount: sum(mine.map((o) => o.settleAmount)),
      });
    }
    return ok(rows);
  }),

  route.get(REPORT_CALLS.sales, REPORT_READ, ({ db, place, query, now }) => {
    const goods = goodsSold(booksOf(db, place.id, now).all, ...daysSpan(...rangeOf(query, now)));
    const orders = new Set(goods.flatMap((g) => [...g.orderIds]));
    return ok<SalesReport>({
      orders: orders.size,
      quantity: goods.reduce((s, g) => s + g.quantity, 0),
      amount: sum(goods.map((g) => g.amount)),
    });
  }),

  route.get(REPORT_CALLS.ranking, REPORT_READ, ({ db, place, query, now }) => {
    const goods = goodsSold(booksOf(db, place.id, now).all, ...daysSpan(...rangeOf(query, now)));
    const total = sum(goods.map((g) => g.amount));
    return ok<SalesRank[]>(
      goods.map((g, i) => ({
        rank: i + 1,
        name: g.name,
        quantity: g.quantity,
        amount: g.amount,
        share: total > 0 ? Math.round((g.amount / total) * 1000) / 1000 : 0,
      })),
    );
  }),

  // a room is cleaned after every check-out and when an in-house guest asks (服务: 打扫)
  route.get(REPORT_CALLS.cleaning, REPORT_READ, ({ db, place, query, now }) => {
    const range = rangeOf(query, now);
    const jobs: Array<{ day: Day; cleaner: string; checkout: boolean; minutes: number }> = [];
    for (const { order: o } of booksOf(db, place.id, now).all) {
      const checkout = o.status === ORDER_STATUS.checkedOut && inRange(dayOfTime(o.checkOutTime), range);
      const asked = o.service?.kind === 'clean' && inRange(dayOfTime(o.service.time), range);
      if (!checkout && !asked) continue;
      const day = checkout ? dayOfTime(o.checkOutTime) : dayOfTime(o.service!.time);
      const next = random(o.id * 31 + day.length);
      jobs.push({
        day,
        cleaner: CLEANERS[(o.roomId + Number(day.slice(-2))) % CLEANERS.length]!,
        checkout,
        minutes: 18 + Math.floor(next() * 20),
      });
    }
    const byCleaner = CLEANERS.map((cleaner) => {
      const mine = jobs.filter((j) => j.cleaner === cleaner);
      return {
        cleaner,
        rooms: mine.length,
        checkouts: mine.filter((j) => j.checkout).length,
        requests: mine.filter((j) => !j.checkout).length,
        minutes: mine.length ? Math.round(mine.reduce((s, j) => s + j.minutes, 0) / mine.length) : 0,
      };
    }).filter((c) => c.rooms > 0);
    const days: CleaningReport['days'] = [];
    for (let d = range[0]; d <= range[1]; d = addDays(d, 1))
      days.push({ date: d, rooms: jobs.filter((j) => j.day === d).length });
    return ok<CleaningReport>({ total: jobs.length, byCleaner, days });
  }),
];
