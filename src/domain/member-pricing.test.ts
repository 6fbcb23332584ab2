import {
  couponOff,
  goodsDiscountFor,
  memberBill,
  memberRoomPrice,
  type CouponTerms,
  type GoodsDiscountTerms,
  type HeldCoupon,
  type MemberLevel,
} from './member-pricing';
import type { PricingData } from './pricing';
import { promotionRule } from '@/test/pricing-rules';

const DRINKS = 1;
const SNACKS = 2;
const GOLD: MemberLevel = { memberTypeId: 3, discount: 90 };
const SILVER: MemberLevel = { memberTypeId: 2, discount: 95 };
const PLAIN: MemberLevel = { memberTypeId: 1, discount: 100 };
const rule = (over: Partial<GoodsDiscountTerms> = {}): GoodsDiscountTerms => ({
  memberTypeId: 3,
  categoryId: DRINKS,
  discount: 80,
  status: 1,
  ...over,
});
const coupon = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  id: 1,
  couponType: 1,
  amount: 10,
  threshold: 100,
  discount: null,
  maxDiscount: null,
  applyTo: 1,
  scopeIds: [],
  status: 1,
  ...over,
});
const held = (c: CouponTerms, over: Partial<HeldCoupon> = {}): HeldCoupon => ({
  coupon: c,
  validFrom: '2026-11-01',
  validTo: '2026-11-30',
  used: false,
  ...over,
});
const DAY = '2026-11-21';
const goods = (categoryId: number, price: number, quantity = 1) =>
  ({ kind: 'goods', categoryId, price, quantity }) as const;

describe('member pricing: goods', () => {
  it("a goods discount for the member's type and the category replaces the type's discount, not on top of it", () => {
    expect(goodsDiscountFor(GOLD, DRINKS, [rule()])).toEqual({ discount: 80, rule: 'goodsDiscount' });
    // another category, another type, or the discount switched off: the type's own
    expect(goodsDiscountFor(GOLD, SNACKS, [rule()])).toEqual({ discount: 90, rule: 'levelDiscount' });
    expect(goodsDiscountFor(SILVER, DRINKS, [rule()])).toEqual({ discount: 95, rule: 'levelDiscount' });
    expect(goodsDiscountFor(GOLD, DRINKS, [rule({ status: 0 })])).toEqual({
      discount: 90,
      rule: 'levelDiscount',
    });
    // a goods discount may be above the type's (a category kept dearer): it still replaces it
    expect(goodsDiscountFor(GOLD, DRINKS, [rule({ discount: 95 })])).toEqual({
      discount: 95,
      rule: 'goodsDiscount',
    });
    // a type without a discount (10折) or no member at all: the sale price
    expect(goodsDiscountFor(PLAIN, SNACKS, [rule()])).toEqual({ discount: 100, rule: 'none' });
    expect(goodsDiscountFor({ memberTypeId: 1, discount: null }, SNACKS, [])).toEqual({
      discount: 100,
      rule: 'none',
    });
    expect(goodsDiscountFor(null, DRINKS, [rule()])).toEqual({ discount: 100, rule: 'none' });
  });

  it('prices each line in cents from the sale price and the quantity', () => {
    const bill = memberBill(
      [goods(DRINKS, 3.5, 3), goods(SNACKS, 7.5, 1)],
      { level: GOLD, goodsDiscounts: [rule({ discount: 85 })] },
      null,
      DAY,
    );
    // 10.50 at 8.5折 = 8.925 → 8.93; 7.50 at 9折 = 6.75
    expect(bill.lines.map((l) => [l.standard, l.amount, l.rule, l.discount])).toEqual([
      [10.5, 8.93, 'goodsDiscount', 85],
      [7.5, 6.75, 'levelDiscount', 90],
    ]);
    expect(bill).toMatchObject({ standard: 18, discounted: 15.68, total: 15.68, coupon: null });
  });
});

describe('member pricing: coupons after the discounts', () => {
  const bill = (c: HeldCoupon | null, lines = [goods(DRINKS, 60), goods(SNACKS, 50)]) =>
    memberBill(lines, { level: GOLD, goodsDiscounts: [rule()] }, c, DAY);

  it('counts the threshold against the discounted amount: 110 at the member price is 93, short of 100', () => {
    // 60 × 0.8 + 50 × 0.9 = 48 + 45 = 93
    expect(bill(held(coupon()))).toMatchObject({
      discounted: 93,
      coupon: { refused: 'threshold', eligible: 93, short: 7 },
      total: 93,
    });
    expect(bill(held(coupon({ threshold: 90 })))).toMatchObject({
      coupon: { off: 10, eligible: 93 },
      total: 83,
    });
    // no threshold
    expect(bill(held(coupon({ threshold: 0, amount: 5 })))).toMatchObject({ total: 88 });
  });

  it("takes a discount coupon's share of what it covers, up to its cap", () => {
    const pct = coupon({ couponType: 2, amount: null, threshold: 0, discount: 85 });
    // 93 × 15 % = 13.95
    expect(bill(held(pct))).toMatchObject({ coupon: { off: 13.95 }, total: 79.05 });
    expect(bill(held({ ...pct, maxDiscount: 10 }))).toMatchObject({ coupon: { off: 10 }, total: 83 });
  });

  it('covers only the lines of its scope, their threshold counted alone', () => {
    const drinksOnly = coupon({ applyTo: 3, scopeIds: [DRINKS], threshold: 40, amount: 8 });
    expect(bill(held(drinksOnly))).toMatchObject({ coupon: { off: 8, eligible: 48 }, total: 85 });
    expect(bill(held({ ...drinksOnly, threshold: 50 }))).toMatchObject({
      coupon: { refused: 'threshold', eligible: 48, short: 2 },
      total: 93,
    });
    const roomsOnly = coupon({ applyTo: 2, scopeIds: [7], threshold: 0 });
    expect(bill(held(roomsOnly))).toMatchObject({ coupon: { refused: 'noLines', eligible: 0 }, total: 93 });
  });

  it('never brings a bill below 0.01, and an amount off takes at most what it covers', () => {
    const big = coupon({ threshold: 0, amount: 50 });
    expect(bill(held(big), [goods(SNACKS, 5)])).toMatchObject({
      discounted: 4.5,
      coupon: { off: 4.5 },
      total: 0.01,
    });
    // a line never below 0.01 either
    expect(memberBill([goods(SNACKS, 0.01)], { level: GOLD, goodsDiscounts: [] }, null, DAY).total).toBe(
      0.01,
    );
    // nothing bought, nothing to pay
    expect(memberBill([], { level: GOLD, goodsDiscounts: [] }, null, DAY).total).toBe(0);
  });

  it('takes nothing off when the coupon is off, used, not yet or no longer valid', () => {
    const lines = bill(null).lines;
    const c = coupon({ threshold: 0 });
    expect(couponOff(lines, held({ ...c, status: 0 }), DAY)).toMatchObject({ refused: 'disabled' });
    expect(couponOff(lines, held(c, { used: true }), DAY)).toMatchObject({ refused: 'used' });
    expect(couponOff(lines, held(c, { validFrom: '2026-11-22' }), DAY)).toMatchObject({ refused: 'notYet' });
    expect(couponOff(lines, held(c, { validTo: '2026-11-20' }), DAY)).toMatchObject({ refused: 'expired' });
    // its first and last days count
    expect(couponOff(lines, held(c, { validFrom: DAY, validTo: DAY }), DAY)).toEqual({
      off: 10,
      eligible: 93,
    });
  });
});

describe('member pricing: rooms', () => {
  // room type 1 has a member price for gold (188), room type 2 none; standard 238, weekend 268 on Fri/Sat
  // on Sunday nights, 2026-11-01 to 2026-12-31
  const promo = promotionRule({ id: 9, roomModelIds: [2], price: 168 });
  const pricing: PricingData = {
    base: [1, 2].map((id) => ({
      roomModelId: id,
      basePrice: 238,
      weekendPrice: 268,
      weekendDays: [5, 6],
      status: 1,
    })),
    members: [{ roomModelId: 1, memberTypeId: 3, mode: 1, price: 188, discount: 0 }],
    protocols: [],
    promotions: [promo],
  };
  const MON = '2026-11-16';
  const SAT = '2026-11-21';
  const SUN = '2026-11-22';

  it("a member price of the room type replaces the type's discount; the discount stands in where there is none", () => {
    expect(memberRoomPrice(pricing, 1, GOLD, MON)).toMatchObject({ price: 188, rule: 'member' });
    // 238 × 0.9
    expect(memberRoomPrice(pricing, 2, GOLD, MON)).toMatchObject({
      price: 214.2,
      rule: 'member',
      standard: 238,
    });
    expect(memberRoomPrice(pricing, 2, GOLD, SAT)).toMatchObject({ price: 241.2, standard: 268 });
    // a cheaper promotion still wins, as for every guest
    expect(memberRoomPrice(pricing, 2, GOLD, SUN)).toMatchObject({ price: 168, rule: 'promotion' });
    // a type without a discount pays the standard price where it has no member price
    expect(memberRoomPrice(pricing, 2, PLAIN, MON)).toMatchObject({ price: 238, rule: 'base' });
    expect(memberRoomPrice(pricing, 2, null, MON)).toMatchObject({ price: 238, rule: 'base' });
  });

  it('bills nights and goods together, a room coupon counting the room lines only', () => {
    const roomCoupon = held(coupon({ applyTo: 2, scopeIds: [2], threshold: 400, amount: 30 }));
    const bill = memberBill(
      [{ kind: 'room', roomModelId: 2, nights: [MON, SAT] }, goods(DRINKS, 5, 2)],
      { level: GOLD, goodsDiscounts: [rule()], pricing },
      roomCoupon,
      SAT,
    );
    // 214.20 + 241.20 = 455.40 for the room, 8.00 for the drinks
    expect(bill.lines.map((l) => [l.standard, l.amount, l.rule])).toEqual([
      [506, 455.4, 'member'],
      [10, 8, 'goodsDiscount'],
    ]);
    expect(bill).toMatchObject({
      standard: 516,
      discounted: 463.4,
      coupon: { off: 30, eligible: 455.4 },
      total: 433.4,
    });
  });
});
