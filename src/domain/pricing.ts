import { addDays, minutesOf, weekday, type Day } from './calendar';
import { allDay, runsOn, type Schedule } from './schedule';

/**
 * The price a room type costs on a day, for a walk-in guest, a member type or a corporate protocol, and the rule
 * that set it. One pure module, used by the price calendar of /feeRule/index and by the mock's price answers
 * (findLastPrice), so the page and the server always agree (docs/pricing.md).
 *
 * Precedence, for one room type and day:
 * 1. no base rule in use for the type → no price (the type cannot be sold);
 * 2. the standard price: the weekend price on the rule's weekend nights (Friday and Saturday unless set), else the
 *    base price;
 * 3. a protocol guest pays the protocol's agreed price when the protocol is in force that day and has one for the
 *    type: a contract beats every other rule; otherwise they are priced as a walk-in guest;
 * 4. otherwise the lowest of the standard price, the promotions running that day for the type, and the member
 *    price of the guest's member type; on equal prices the more particular rule wins (member, then promotion).
 * Discounts are in tenths of a 折 (88 = 8.8折 = 88 %) of the standard price. Every price is rounded to cents and
 * is at least 0.01.
 */
export type PriceRule = 'base' | 'weekend' | 'promotion' | 'member' | 'protocol';

/** 1 a fixed price, 2 a discount of the standard price */
export type PriceMode = 1 | 2;

export interface BasePriceRule {
  roomModelId: number;
  basePrice: number;
  /** the price of weekend nights; 0 = the base price every night */
  weekendPrice: number;
  /** the weekend nights, 1 Monday … 7 Sunday */
  weekendDays: number[];
  /** 1 in use, 0 off (the type is not sold) */
  status: number;
}

export interface MemberPriceRule {
  roomModelId: number;
  memberTypeId: number;
  mode: PriceMode;
  price: number;
  /** 1–99 tenths of a 折 */
  discount: number;
}

export interface ProtocolRule {
  id: number;
  companyName: string;
  /** the contract's first and last day; '' = open-ended */
  startTime: Day | '';
  endTime: Day | '';
  status: number;
  prices: Array<{ roomModelId: number; price: number }>;
}

export interface PromotionRule extends Schedule {
  id: number;
  promotionName: string;
  roomModelIds: number[];
  mode: PriceMode;
  price: number;
  discount: number;
  /** 1 on the shelf, 0 off */
  status: number;
}

export interface PricingData {
  base: readonly BasePriceRule[];
  members: readonly MemberPriceRule[];
  protocols: readonly ProtocolRule[];
  promotions: readonly PromotionRule[];
}

export interface PriceQuery {
  roomModelId: number;
  memberTypeId?: number | null;
  protocolId?: number | null;
}

export interface DayPrice {
  day: Day;
  /** null: the type has no base rule in use */
  price: number | null;
  rule: PriceRule | null;
  /** the standard (base or weekend) price of the day, for comparison */
  standard: number | null;
  /** the promotion or protocol that set the price, or the member type */
  sourceId?: number;
  sourceName?: string;
  /** a promotion sold only in some hours of the day: 'HH:mm' */
  hours?: { start: string; end: string };
}

export const DEFAULT_WEEKEND_DAYS = [5, 6];
export const PRICE_FLOOR = 0.01;

/** Cents, and never below 0.01 (§5 price display floor). */
export function roundPrice(n: number): number {
  return Math.max(PRICE_FLOOR, Math.round(n * 100) / 100);
}

/** A discount in tenths of a 折 as shown: 88 → '8.8', 90 → '9' (§5: discount/10). */
export const discountText = (tenths: number) => String(Math.round(tenths) / 10);

const RANK: Record<PriceRule, number> = { base: 0, weekend: 0, promotion: 1, member: 2, protocol: 3 };

interface Candidate {
  price: number;
  rule: PriceRule;
  sourceId?: number;
  sourceName?: string;
  hours?: { start: string; end: string };
}

const priceBy = (mode: PriceMode, price: number, discount: number, standard: number) =>
  roundPrice(mode === 1 ? price : (standard * discount) / 100);

/** The standard price of a day and whether it is the weekend's. */
export function standardPrice(rule: BasePriceRule, day: Day): Candidate {
  const weekend = (rule.weekendDays?.length ? rule.weekendDays : DEFAULT_WEEKEND_DAYS).includes(weekday(day));
  return weekend && rule.weekendPrice > 0
    ? { price: roundPrice(rule.weekendPrice), rule: 'weekend' }
    : { price: roundPrice(rule.basePrice), rule: 'base' };
}

const protocolInForce = (p: ProtocolRule, day: Day) =>
  p.status === 1 && (!p.startTime || day >= p.startTime) && (!p.endTime || day <= p.endTime);

export function priceOn(data: PricingData, q: PriceQuery, day: Day): DayPrice {
  const base = data.base.find((b) => b.roomModelId === q.roomModelId && b.status === 1);
  if (!base) return { day, price: null, rule: null, standard: null };
  const standard = standardPrice(base, day);
  const answer = (c: Candidate): DayPrice => ({ day, standard: standard.price, ...c });

  if (q.protocolId != null) {
    const p = data.protocols.find((x) => x.id === q.protocolId);
    const agreed = p && protocolInForce(p, day) && p.prices.find((x) => x.roomModelId === q.roomModelId);
    if (p && agreed)
      return answer({
        price: roundPrice(agreed.price),
        rule: 'protocol',
        sourceId: p.id,
        sourceName: p.companyName,
      });
  }

  const candidates: Candidate[] = [standard];
  for (const promo of data.promotions) {
    if (promo.status !== 1 || !promo.roomModelIds.includes(q.roomModelId) || !runsOn(promo, day)) continue;
    candidates.push({
      price: priceBy(promo.mode, promo.price, promo.discount, standard.price),
      rule: 'promotion',
      sourceId: promo.id,
      sourceName: promo.promotionName,
      ...(allDay(promo) ? {} : { hours: { start: promo.openStartTime, end: promo.openEndTime } }),
    });
  }
  if (q.memberTypeId != null && q.protocolId == null) {
    const m = data.members.find((x) => x.roomModelId === q.roomModelId && x.memberTypeId === q.memberTypeId);
    if (m)
      candidates.push({
        price: priceBy(m.mode, m.price, m.discount, standard.price),
        rule: 'member',
        sourceId: m.memberTypeId,
      });
  }
  const best = candidates.reduce((a, b) =>
    b.price < a.price || (b.price === a.price && RANK[b.rule] > RANK[a.rule]) ? b : a,
  );
  return answer(best);
}

/** The price of each of `days` days from `from` (the price calendar). */
export function priceCalendar(data: PricingData, q: PriceQuery, from: Day, days = 30): DayPrice[] {
  return Array.from({ length: days }, (_, i) => priceOn(data, q, addDays(from, i)));
}

/** An hour room's rule for a room type (listByHourRoom / editHourRoom). */
export interface HourRoomRule {
  roomModelId: number;
  /** 1 sold as hour rooms, 0 not */
  enabled: number;
  /** the first block: this many hours for startPrice */
  startHours: number;
  startPrice: number;
  /** each started overtime step of this many minutes costs stepPrice */
  stepMinutes: number;
  stepPrice: number;
  /** past this many hours in all, the stay is a day room */
  capHours: number;
  /** the hours in which hour rooms are sold, 'HH:mm' */
  saleStartTime: string;
  saleEndTime: string;
}

/**
 * What an hour-room stay of `minutes` costs: the start price for the first hours, then each started step; it
 * becomes a day room (at the day's price) once it passes the cap or would cost more than the day.
 */
export function hourRoomCharge(
  rule: HourRoomRule,
  minutes: number,
  dayPrice: number,
): { price: number; dayRoom: boolean } {
  if (minutes > rule.capHours * 60) return { price: roundPrice(dayPrice), dayRoom: true };
  const over = Math.max(0, minutes - rule.startHours * 60);
  const price = rule.startPrice + Math.ceil(over / rule.stepMinutes) * rule.stepPrice;
  return price >= dayPrice
    ? { price: roundPrice(dayPrice), dayRoom: true }
    : { price: roundPrice(price), dayRoom: false };
}

/** Is an hour room sold at this time of day ('HH:mm')? The window may run past midnight. */
export function hourRoomOnSale(
  rule: Pick<HourRoomRule, 'saleStartTime' | 'saleEndTime'>,
  time: string,
): boolean {
  const t = minutesOf(time);
  const a = minutesOf(rule.saleStartTime);
  const b = minutesOf(rule.saleEndTime);
  if (t === null || a === null || b === null) return false;
  return a <= b ? t >= a && t < b : t >= a || t < b;
}
