/**
 * What a member pays for goods and rooms (issue 22: "discount precedence between member type, coupon and goods
 * discount"). One pure module, for whatever prices a member's bill — today the goods-discount form's example; a
 * checkout (the front desk's, not in this console) would take the same — so that page and server agree.
 * docs/members.md "Coupons and goods discounts".
 *
 * Precedence, for one bill of a member:
 * 1. **Goods**: a goods discount (src/domain/goods-discounts.ts) switched on for the member's type and the goods'
 *    category replaces the type's own discount for those goods — it is not taken on top of it; without one, the
 *    type's discount applies (100 or none: the sale price).
 * 2. **Rooms**: the night's price for the member's type from the price rules (src/domain/pricing.ts `priceOn`): a
 *    member price of /feeRule/index for the room type and the member type replaces the type's discount for that
 *    room type, as a goods discount does for goods; where there is none, the type's discount of the night's
 *    standard price stands in for it. A cheaper promotion still wins, as it does for every guest.
 * 3. **A coupon** applies after, to the lines it covers (every line, the room types or the goods categories of
 *    its scope): its threshold is counted against those lines' discounted amount; an amount off takes at most
 *    that amount, a discount takes its share of it, up to its cap.
 * 4. Every amount is in cents, and a line or bill with something to pay is never below 0.01 (§5 price floor).
 */
import type { Day } from './calendar';
import { APPLY_TO, COUPON_TYPE, type Coupon } from './coupons';
import type { GoodsDiscount } from './goods-discounts';
import { PRICE_FLOOR, priceOn, type DayPrice, type PriceRule, type PricingData } from './pricing';

/** A member's level as pricing reads it: the member type and its own discount (tenths; 100 or null: none). */
export interface MemberLevel {
  memberTypeId: number;
  discount: number | null;
}

/** What pricing reads of a goods discount. */
export type GoodsDiscountTerms = Pick<GoodsDiscount, 'memberTypeId' | 'categoryId' | 'discount' | 'status'>;

/** Where a line's price came from: a goods discount, the type's discount, nothing, or a room's price rule. */
export type LineRule = 'goodsDiscount' | 'levelDiscount' | 'none' | PriceRule;

const cents = (yuan: number) => Math.round(yuan * 100);
const yuan = (c: number) => Math.round(c) / 100;
/** At least the floor when there is something to pay. */
const floored = (c: number, something: boolean) => (something ? Math.max(PRICE_FLOOR, yuan(c)) : 0);
/** A discount that takes something off: 1–99 tenths. */
const discounts = (d: number | null | undefined): d is number => typeof d === 'number' && d >= 1 && d < 100;

/**
 * The discount a member of `level` gets on goods of a category, and where it comes from: a goods discount switched on
 * for the type and the category, else the type's own, else none (100).
 * @example goodsDiscountFor({ memberTypeId: 3, discount: 90 }, 7, [{ memberTypeId: 3, categoryId: 7, discount: 80, status: 1 }])
 * // { discount: 80, rule: 'goodsDiscount' }
 */
export function goodsDiscountFor(
  level: MemberLevel | null,
  categoryId: number,
  rules: readonly GoodsDiscountTerms[],
): { discount: number; rule: 'goodsDiscount' | 'levelDiscount' | 'none' } {
  if (!level) return { discount: 100, rule: 'none' };
  const own = rules.find(
    (r) => r.status === 1 && r.memberTypeId === level.memberTypeId && r.categoryId === categoryId,
  );
  if (own) return { discount: own.discount, rule: 'goodsDiscount' };
  if (discounts(level.discount)) return { discount: level.discount, rule: 'levelDiscount' };
  return { discount: 100, rule: 'none' };
}

/**
 * The member prices of `data` with the level's discount standing in for the member price of every room type that
 * has none for the level: what `priceOn` then weighs against the standard price and the promotions.
 */
export function withLevelDiscount(data: PricingData, level: MemberLevel | null): PricingData {
  if (!level || !discounts(level.discount)) return data;
  const priced = new Set(
    data.members.filter((m) => m.memberTypeId === level.memberTypeId).map((m) => m.roomModelId),
  );
  const stand = data.base
    .filter((b) => !priced.has(b.roomModelId))
    .map((b) => ({
      roomModelId: b.roomModelId,
      memberTypeId: level.memberTypeId,
      mode: 2 as const,
      price: 0,
      discount: level.discount!,
    }));
  return { ...data, members: [...data.members, ...stand] };
}

/**
 * A member's price of a room type for a night: the price rules' answer for the member's type, the type's discount
 * standing in where the type has no member price for the room type. `price` null: the room type is not sold.
 */
export function memberRoomPrice(
  data: PricingData,
  roomModelId: number,
  level: MemberLevel | null,
  day: Day,
): DayPrice {
  return priceOn(withLevelDiscount(data, level), { roomModelId, memberTypeId: level?.memberTypeId }, day);
}

/** A line of a member's bill: goods at their sale price, or a room type for some nights. */
export type BillLine =
  | { kind: 'goods'; categoryId: number; price: number; quantity: number }
  | { kind: 'room'; roomModelId: number; nights: readonly Day[] };

/** A line as priced: what it would cost anyone (`standard`), what it costs the member (`amount`), and why. */
export type PricedLine = BillLine & {
  standard: number;
  amount: number;
  rule: LineRule;
  /** the discount in tenths that priced goods (100: none); null for rooms */
  discount: number | null;
};

/** What pricing reads of a coupon. */
export type CouponTerms = Pick<
  Coupon,
  | 'id'
  | 'couponType'
  | 'amount'
  | 'threshold'
  | 'discount'
  | 'maxDiscount'
  | 'applyTo'
  | 'scopeIds'
  | 'status'
>;

/** A coupon a member holds: the coupon, its days (both included) and whether it was used. */
export interface HeldCoupon {
  coupon: CouponTerms;
  validFrom: Day;
  validTo: Day;
  used: boolean;
}

/** Why a coupon takes nothing off a bill. */
export type CouponRefusal = 'disabled' | 'used' | 'notYet' | 'expired' | 'noLines' | 'threshold';

export type CouponResult =
  | { off: number; eligible: number }
  | { refused: CouponRefusal; eligible: number; /** what the threshold still needs */ short?: number };

export interface MemberBill {
  lines: PricedLine[];
  /** what anyone would pay: the lines' standard amounts */
  standard: number;
  /** after the member's discounts */
  discounted: number;
  coupon: CouponResult | null;
  /** what the member pays */
  total: number;
}

/** Whether a priced line is one the coupon covers. */
function covers(c: CouponTerms, line: PricedLine): boolean {
  if (c.applyTo === APPLY_TO.all) return true;
  if (c.applyTo === APPLY_TO.rooms) return line.kind === 'room' && c.scopeIds.includes(line.roomModelId);
  return line.kind === 'goods' && c.scopeIds.includes(line.categoryId);
}

/**
 * What a coupon takes off priced lines on `day`: refused when it is switched off, used, not yet or no longer
 * valid, covers no line, or the lines it covers come (after the member's discounts) to less than its threshold.
 */
export function couponOff(lines: readonly PricedLine[], held: HeldCoupon, day: Day): CouponResult {
  const c = held.coupon;
  const eligibleCents = lines.filter((l) => covers(c, l)).reduce((s, l) => s + cents(l.amount), 0);
  const eligible = yuan(eligibleCents);
  if (c.status !== 1) return { refused: 'disabled', eligible };
  if (held.used) return { refused: 'used', eligible };
  if (day < held.validFrom) return { refused: 'notYet', eligible };
  if (day > held.validTo) return { refused: 'expired', eligible };
  if (eligibleCents === 0) return { refused: 'noLines', eligible };
  if (eligibleCents < cents(c.threshold))
    return { refused: 'threshold', eligible, short: yuan(cents(c.threshold) - eligibleCents) };
  let off: number;
  if (c.couponType === COUPON_TYPE.amountOff) off = Math.min(cents(c.amount ?? 0), eligibleCents);
  else {
    off = Math.round((eligibleCents * (100 - (c.discount ?? 100))) / 100);
    if (c.maxDiscount !== null && c.maxDiscount !== undefined) off = Math.min(off, cents(c.maxDiscount));
  }
  return { off: yuan(off), eligible };
}

/**
 * A member's bill: each line at the member's price (goods by `goodsDiscountFor`, rooms night by night by
 * `memberRoomPrice`; a night whose room type is not sold costs nothing here), then the coupon if one is given, the
 * total never below 0.01 while there is something to pay.
 * @example memberBill([{ kind: 'goods', categoryId: 7, price: 5, quantity: 2 }], { level: { memberTypeId: 3, discount: 90 }, goodsDiscounts: [] }, null, '2026-11-21')
 * // { standard: 10, discounted: 9, coupon: null, total: 9, lines: [{ …, amount: 9, rule: 'levelDiscount', discount: 90 }] }
 */
export function memberBill(
  lines: readonly BillLine[],
  ctx: { level: MemberLevel | null; goodsDiscounts: readonly GoodsDiscountTerms[]; pricing?: PricingData },
  coupon: HeldCoupon | null,
  day: Day,
): MemberBill {
  const priced = lines.map((line): PricedLine => {
    if (line.kind === 'goods') {
      const { discount, rule } = goodsDiscountFor(ctx.level, line.categoryId, ctx.goodsDiscounts);
      const standardCents = cents(line.price) * line.quantity;
      const some = standardCents > 0;
      return {
        ...line,
        standard: yuan(standardCents),
        amount: floored(Math.round((standardCents * discount) / 100), some),
        rule,
        discount,
      };
    }
    const nights = line.nights.map((d) =>
      ctx.pricing ? memberRoomPrice(ctx.pricing, line.roomModelId, ctx.level, d) : null,
    );
    const standardCents = nights.reduce((s, n) => s + cents(n?.standard ?? 0), 0);
    const amountCents = nights.reduce((s, n) => s + cents(n?.price ?? 0), 0);
    // nights priced by several rules name the most particular one (a member price over a promotion over the rest)
    const rules = nights.map((n): LineRule => n?.rule ?? 'none');
    const rule = (['member', 'promotion'] as const).find((r) => rules.includes(r)) ?? rules[0] ?? 'none';
    return {
      ...line,
      standard: yuan(standardCents),
      amount: floored(amountCents, amountCents > 0),
      rule,
      discount: null,
    };
  });
  const standard = yuan(priced.reduce((s, l) => s + cents(l.standard), 0));
  const discountedCents = priced.reduce((s, l) => s + cents(l.amount), 0);
  const result = coupon ? couponOff(priced, coupon, day) : null;
  const off = result && 'off' in result ? cents(result.off) : 0;
  return {
    lines: priced,
    standard,
    discounted: yuan(discountedCents),
    coupon: result,
    total: floored(discountedCents - off, discountedCents > 0),
  };
}
