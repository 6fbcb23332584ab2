/**
 * An internet cafe's books (src/domain/netbar.ts): the seat sessions, recharges, temporary cards and goods sales
 * of its last days, derived from the place id and the clock (a seeded generator, no table), so that every call
 * of a minute reads the same day and a shift, the seat map and the statistics can never disagree. What is stored
 * is what people say: the handovers (mocks/domains/orders/handover-kit.ts). docs/netbar.md.
 *
 * A day runs from a quiet morning to a busy evening and night (most guests between 14:00 and 02:00). A session
 * draws its online fee hour by hour (one `online` line per clock hour it covers, so a shift's span cuts it where
 * it ends); a temporary card takes a ¥10 deposit and a prepaid balance at the counter, and pays back the deposit
 * and what was not used when the guest leaves. Goods are the place's goods on sale, at their price.
 */
import { dayOf } from '../../../src/domain/calendar';
import type { BarLevel, NetbarChannel, NetbarLine } from '../../../src/domain/netbar';
import type { UseSession } from '../../../src/domain/netbar-analysis';
import { offerBonus } from '../../../src/domain/netbar-client';
import { formatTime, type Db } from '../../db';
import { fakerFor, personName } from '../fake';
import { GOODS, type GoodsRow } from '../goods/tables';
import { rowsAt } from '../../contract';
import { chinaDay, random } from '../statistics/routes';
import { seatPlan } from './seat-tables';
import { round2 } from '../../../src/domain/money';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** China time is UTC+8 all year. */
const CHINA = 8 * HOUR;

/** A seat area as the books seat guests: its seats (in service or not: a fault is now, not history) and rates. */
interface PlanArea {
  id: number;
  name: string;
  seats: readonly string[];
  /** the hourly rate of each level, by levelId (src/domain/netbar-seats.ts) */
  rates: readonly number[];
}

/** The cafe's areas and seats as stored (./seat-tables.ts), for the books. */
function bookPlan(db: Db, placeId: number, now: number): PlanArea[] {
  const { areas, seats } = seatPlan(db, placeId, now);
  return [...areas]
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((a) => ({
      id: a.id,
      name: a.areaName,
      rates: a.rates as number[],
      seats: seats
        .filter((s) => s.areaId === a.id)
        .map((s) => s.seatNo)
        .sort(),
    }))
    .filter((a) => a.seats.length > 0);
}

/** The member levels (getBarLevel): what share of the temporary card's rate each pays (the seeded rates). */
export const LEVELS = [
  { levelId: 0, levelName: '临时卡', discount: 1 },
  { levelId: 1, levelName: '普通会员', discount: 0.9 },
  { levelId: 2, levelName: '黄金会员', discount: 0.8 },
  { levelId: 3, levelName: '钻石会员', discount: 0.7 },
] as const satisfies readonly BarLevel[];

/** How many days before today the books reach back. */
export const BOOK_DAYS = 4;
/** A temporary card's deposit. */
export const CARD_DEPOSIT = 10;

/** The regulars, drawn once (fakerFor: the same names on every run), each with a level: most 普通, few 钻石. */
const REGULARS = (() => {
  const f = fakerFor('netbar/members');
  return Array.from({ length: 160 }, (_, i) => ({
    name: personName(f),
    level: LEVELS[i % 10 < 6 ? 1 : i % 10 < 9 ? 2 : 3],
  }));
})();
const MEMBERS = REGULARS.map((m) => m.name);
const LEVEL_OF = new Map<string, (typeof LEVELS)[number]>(REGULARS.map((m) => [m.name, m.level]));

/** The n-th regular (any n), with their level: who a booked seat is held for. */
export const regular = (n: number) => REGULARS[Math.abs(Math.floor(n)) % REGULARS.length]!;

/** A card holder's level: a regular's own, else a temporary card's. */
export const levelOf = (memberName: string) => LEVEL_OF.get(memberName) ?? LEVELS[0];

/**
 * What a member's recharge gives on top, as the cafe's offer says (充100送10 …): not money in the till, but
 * balance the member can spend. A temporary card's prepaid balance gets nothing.
 */
export function rechargeBonus(amount: number, memberName: string): number {
  if (levelOf(memberName).levelId === 0) return 0;
  return offerBonus(amount);
}

/** Guests by hour of the day (China time): a share of the day's sessions starting in that hour. */
const START_WEIGHTS = [6, 4, 2, 1, 1, 1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 9, 10, 11, 11, 10, 9, 8];
const pick = <T>(next: () => number, xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
function weighted<T>(next: () => number, xs: ReadonlyArray<readonly [T, number]>): T {
  const total = xs.reduce((s, [, w]) => s + w, 0);
  let r = next() * total;
  for (const [x, w] of xs) if ((r -= w) < 0) return x;
  return xs[xs.length - 1]![0];
}

const COUNTER: ReadonlyArray<readonly [NetbarChannel, number]> = [
  ['cash', 30],
  ['wechat', 40],
  ['alipay', 15],
  ['client', 15],
];
const RECHARGE: ReadonlyArray<readonly [NetbarChannel, number]> = [...COUNTER, ['meituan', 6], ['douyin', 4]];
const RECHARGE_AMOUNTS = [50, 100, 100, 100, 200, 200, 300, 500];

/** A session as the seat map and the computer log show it. */
export interface Session extends UseSession {
  /** the online fee of the whole session */
  fee: number;
}

/** A day as drawn: each session with its own lines (fees, its card, its goods), and the day's other lines. */
interface Day {
  sessions: Array<Session & { lines: NetbarLine[] }>;
  lines: NetbarLine[];
}

/** Everything that happened at a cafe on one day (China day number), the whole day (netbarBooks orders the lines). */
function dayBooks(placeId: number, day: number, goods: readonly GoodsRow[], plan: readonly PlanArea[]): Day {
  const next = random(placeId * 104_729 + day * 31);
  const dayStart = day * DAY - CHINA;
  const stamp = (ms: number) => formatTime(ms);
  const lines: NetbarLine[] = [];
  const sessions: Day['sessions'] = [];
  const weightTotal = START_WEIGHTS.reduce((s, w) => s + w, 0);
  const count = 80 + Math.floor(next() * 30);
  let seq = 0;
  const no = (p: string) => `${p}${dayOf(day).replaceAll('-', '')}${String(++seq).padStart(4, '0')}`;
  // the guests of the day, in the order they arrive; each takes a free seat of the area they ask for
  const guests = Array.from({ length: count }, () => {
    let r = next() * weightTotal;
    let hour = 0;
    while ((r -= START_WEIGHTS[hour]!) >= 0 && hour < 23) hour++;
    return {
      start: dayStart + hour * HOUR + Math.floor(next() * 60) * 60_000,
      minutes: 45 + Math.floor(next() * 300),
      // an area draws guests as it has seats, the hall a little more (one draw whatever the plan)
      area: weighted<PlanArea | undefined>(
        next,
        plan.length > 0
          ? plan.map((a, i) => [a, a.seats.length * (i === 0 ? 1.2 : 1)] as const)
          : [[undefined, 1]],
      ),
      draw: next(),
    };
  }).sort((a, b) => a.start - b.start);
  const freeAt = new Map<string, number>();
  for (const { start, minutes, area, draw } of guests) {
    if (!area) continue; // a cafe without seats
    const free = area.seats.filter((seat) => (freeAt.get(seat) ?? 0) <= start);
    if (free.length === 0) continue; // the area is full: the guest goes elsewhere
    const seatNo = free[Math.floor(draw * free.length)]!;
    const end = start + minutes * 60_000;
    freeAt.set(seatNo, end + 5 * 60_000);
    const temp = next() < 0.3;
    const member = temp ? `临时卡 ${String(1000 + Math.floor(next() * 9000))}` : pick(next, MEMBERS);
    const level = levelOf(member);
    const fee = round2(Math.ceil((minutes / 60) * (area.rates[level.levelId] ?? area.rates[0]!) * 2) / 2);
    const sessionNo = no('S');
    const own: NetbarLine[] = [];
    sessions.push({
      lines: own,
      no: sessionNo,
      seatNo,
      areaId: area.id,
      areaName: area.name,
      memberName: member,
      levelName: level.levelName,
      start,
      end,
      fee,
    });
    const line = (l: Omit<NetbarLine, 'memberName'>) => own.push({ ...l, memberName: member });
    if (temp) {
      // the deposit and a prepaid balance at the counter; what was not used comes back with the deposit
      const channel = weighted(
        next,
        COUNTER.filter(([c]) => c !== 'client'),
      );
      const prepaid = Math.max(20, Math.ceil(fee / 10) * 10 + (next() < 0.5 ? 10 : 0));
      const paidAt = stamp(start - 60_000);
      line({ no: no('K'), kind: 'deposit', channel, amount: CARD_DEPOSIT, time: paidAt, seatNo: '' });
      line({ no: no('R'), kind: 'recharge', channel, amount: prepaid, time: paidAt, seatNo: '' });
      const back = -round2(CARD_DEPOSIT + prepaid - fee);
      line({ no: no('K'), kind: 'refund', channel, amount: back, time: stamp(end + 60_000), seatNo });
    }
    // the fee drawn hour by hour from the balance
    let drawn = 0;
    for (let t = start; t < end;) {
      const sliceEnd = Math.min(end, Math.floor((t + CHINA) / HOUR) * HOUR - CHINA + HOUR);
      const share = sliceEnd === end ? round2(fee - drawn) : round2((fee * (sliceEnd - t)) / (end - start));
      drawn = round2(drawn + share);
      line({
        no: sessionNo,
        kind: 'online',
        channel: 'balance',
        amount: share,
        time: stamp(sliceEnd - 1000),
        seatNo,
      });
      t = sliceEnd;
    }
    // a drink or a bowl of noodles now and then, brought to the seat
    if (goods.length > 0 && next() < 0.55) {
      // mostly drinks, snacks and noodles; a mouse pad or a mouse now and then
      const g = weighted(
        next,
        goods.map((x) => [x, x.salePrice <= 10 ? 10 : x.salePrice <= 30 ? 1 : 0.2] as const),
      );
      const quantity = next() < 0.8 ? 1 : 2;
      const time = stamp(start + Math.floor(next() * (end - start)));
      const amount = round2(g.salePrice * quantity);
      line({
        no: no('G'),
        kind: 'goods',
        channel: weighted(next, COUNTER),
        amount,
        time,
        seatNo,
        goodsName: g.goodsName,
        quantity,
      });
    }
  }
  // members topping up their cards, at the counter, at the seat, or with a group-buy voucher
  const recharges = 25 + Math.floor(next() * 20);
  for (let i = 0; i < recharges; i++) {
    let r = next() * weightTotal;
    let hour = 0;
    while ((r -= START_WEIGHTS[hour]!) >= 0 && hour < 23) hour++;
    const at = dayStart + hour * HOUR + Math.floor(next() * 3600_000);
    lines.push({
      no: no('R'),
      kind: 'recharge',
      channel: weighted(next, RECHARGE),
      amount: pick(next, RECHARGE_AMOUNTS),
      time: stamp(at),
      seatNo: '',
      memberName: pick(next, MEMBERS),
    });
  }
  // now and then a member gives back a card and takes the balance in cash
  if (next() < 0.6) {
    const at = dayStart + (10 + Math.floor(next() * 12)) * HOUR;
    lines.push({
      no: no('T'),
      kind: 'refund',
      channel: 'cash',
      amount: -pick(next, [18.5, 32, 45, 76.5]),
      time: stamp(at),
      seatNo: '',
      memberName: pick(next, MEMBERS),
    });
  }
  return { lines, sessions };
}

/** A cafe's books as of `now`: the lines and sessions of its last BOOK_DAYS days and today, up to now. */
export interface NetbarBooks {
  lines: NetbarLine[];
  sessions: Session[];
  now: number;
  /** the seat plan the guests were seated on: each area with seats, in its order, and its seat count */
  areas: Array<{ areaId: number; areaName: string; seats: number }>;
}

/** The days drawn so far, by place, day, the goods on sale and the seat plan (a change draws the day again). */
const days = new Map<string, Day>();
const DAYS_KEPT = 200;

export function netbarBooks(db: Db, placeId: number, now: number): NetbarBooks {
  const goods = rowsAt(db, GOODS.goods, placeId).filter((g) => g.status === 1);
  const plan = bookPlan(db, placeId, now);
  const goodsKey = goods.map((g) => `${g.id}:${g.salePrice}`).join(',');
  const planKey = plan.map((a) => `${a.id}:${a.rates.join('/')}:${a.seats.join('.')}`).join('|');
  const drawn = (day: number) => {
    const key = `${placeId}:${day}:${goodsKey}:${planKey}`;
    let d = days.get(key);
    if (!d) {
      if (days.size >= DAYS_KEPT) days.clear();
      d = dayBooks(placeId, day, goods, plan);
      days.set(key, d);
    }
    return d;
  };
  const today = chinaDay(now);
  const nowText = formatTime(now);
  const lines: NetbarLine[] = [];
  const sessions: Session[] = [];
  for (let day = today - BOOK_DAYS; day <= today; day++) {
    // a guest of the night before may still sit at a seat after midnight: the day's guests who were drawn to it
    // went elsewhere (the night before as drawn, not as kept, so that a day never depends on the window)
    const busyUntil = new Map<string, number>();
    for (const s of drawn(day - 1).sessions)
      busyUntil.set(s.seatNo, Math.max(busyUntil.get(s.seatNo) ?? 0, s.end));
    for (const { lines: own, ...s } of drawn(day).sessions) {
      if (s.start < (busyUntil.get(s.seatNo) ?? 0) || s.start > now) continue;
      sessions.push(s);
      for (const l of own) if (l.time <= nowText) lines.push(l);
    }
    for (const l of drawn(day).lines) if (l.time <= nowText) lines.push(l);
  }
  lines.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
  const areas = plan.map((a) => ({ areaId: a.id, areaName: a.name, seats: a.seats.length }));
  return { lines, sessions, now, areas };
}

/** The lines of a span [start, end), as the backend's times ('YYYY-MM-DD HH:mm:ss'). */
export const netbarLinesIn = (books: NetbarBooks, start: string, end: string) =>
  books.lines.filter((l) => l.time >= start && l.time < end);

/** The seats in use at a moment (ms). */
export const seatsInUseAt = (books: NetbarBooks, at: number) =>
  new Set(books.sessions.filter((s) => s.start <= at && at < s.end).map((s) => s.seatNo)).size;
