import {
  discountText,
  hourRoomCharge,
  hourRoomOnSale,
  priceCalendar,
  priceOn,
  roundPrice,
  type BasePriceRule,
  type HourRoomRule,
  type PricingData,
} from './pricing';
import { promotionRule } from '@/test/pricing-rules';

const BASE: BasePriceRule = {
  roomModelId: 1,
  basePrice: 200,
  weekendPrice: 260,
  weekendDays: [5, 6],
  status: 1,
};
const data = (over: Partial<PricingData> = {}): PricingData => ({
  base: [BASE],
  members: [],
  protocols: [],
  promotions: [],
  ...over,
});
// 2026-11-16 is a Monday … 2026-11-22 a Sunday
const MON = '2026-11-16';
const FRI = '2026-11-20';
const SUN = '2026-11-22';

describe('prices', () => {
  it('rounds to cents and never shows less than 0.01; discounts read in tenths', () => {
    expect(roundPrice(12.345)).toBe(12.35);
    expect(roundPrice(0)).toBe(0.01);
    expect(roundPrice(0.004)).toBe(0.01);
    expect(discountText(88)).toBe('8.8');
    expect(discountText(90)).toBe('9');
  });

  it('base on week nights, weekend on the rule’s weekend nights; none without a rule in use', () => {
    expect(priceOn(data(), { roomModelId: 1 }, MON)).toMatchObject({
      price: 200,
      rule: 'base',
      standard: 200,
    });
    expect(priceOn(data(), { roomModelId: 1 }, FRI)).toMatchObject({ price: 260, rule: 'weekend' });
    expect(priceOn(data(), { roomModelId: 1 }, SUN)).toMatchObject({ price: 200, rule: 'base' });
    const sundays = data({ base: [{ ...BASE, weekendDays: [7] }] });
    expect(priceOn(sundays, { roomModelId: 1 }, SUN)).toMatchObject({ price: 260, rule: 'weekend' });
    const noWeekend = data({ base: [{ ...BASE, weekendPrice: 0 }] });
    expect(priceOn(noWeekend, { roomModelId: 1 }, FRI)).toMatchObject({ price: 200, rule: 'base' });
    expect(priceOn(data({ base: [{ ...BASE, status: 0 }] }), { roomModelId: 1 }, MON)).toMatchObject({
      price: null,
      rule: null,
    });
    expect(priceOn(data(), { roomModelId: 2 }, MON).price).toBeNull();
  });

  it('a member pays their fixed price or discount of the day’s standard price', () => {
    const d = data({
      members: [
        { roomModelId: 1, memberTypeId: 10, mode: 1, price: 180, discount: 0 },
        { roomModelId: 1, memberTypeId: 20, mode: 2, price: 0, discount: 85 },
      ],
    });
    expect(priceOn(d, { roomModelId: 1, memberTypeId: 10 }, MON)).toMatchObject({
      price: 180,
      rule: 'member',
    });
    expect(priceOn(d, { roomModelId: 1, memberTypeId: 20 }, FRI)).toMatchObject({
      price: 221,
      rule: 'member',
    });
    // a member type without a price pays the standard price
    expect(priceOn(d, { roomModelId: 1, memberTypeId: 30 }, MON)).toMatchObject({ price: 200, rule: 'base' });
    // a member price above the standard one is not charged
    const dear = data({ members: [{ roomModelId: 1, memberTypeId: 10, mode: 1, price: 240, discount: 0 }] });
    expect(priceOn(dear, { roomModelId: 1, memberTypeId: 10 }, MON)).toMatchObject({
      price: 200,
      rule: 'base',
    });
  });

  it('a promotion applies on its days only, to its room types, while on the shelf', () => {
    const d = data({ promotions: [promotionRule()] });
    expect(priceOn(d, { roomModelId: 1 }, SUN)).toMatchObject({
      price: 150,
      rule: 'promotion',
      sourceId: 1,
      sourceName: '周日特惠',
    });
    expect(priceOn(d, { roomModelId: 1 }, MON).rule).toBe('base');
    expect(priceOn(data({ promotions: [promotionRule({ status: 0 })] }), { roomModelId: 1 }, SUN).rule).toBe(
      'base',
    );
    expect(
      priceOn(data({ promotions: [promotionRule({ roomModelIds: [2] })] }), { roomModelId: 1 }, SUN).rule,
    ).toBe('base');
    const evening = data({ promotions: [promotionRule({ mode: 2, discount: 70, openStartTime: '18:00' })] });
    expect(priceOn(evening, { roomModelId: 1 }, SUN)).toMatchObject({
      price: 140,
      rule: 'promotion',
      hours: { start: '18:00', end: '23:59' },
    });
  });

  it('the lowest of standard, promotion and member wins; on a tie the member price', () => {
    const member = { roomModelId: 1, memberTypeId: 10, mode: 1 as const, price: 150, discount: 0 };
    const tie = data({ promotions: [promotionRule()], members: [member] });
    expect(priceOn(tie, { roomModelId: 1, memberTypeId: 10 }, SUN)).toMatchObject({
      price: 150,
      rule: 'member',
    });
    const cheaperPromo = data({ promotions: [promotionRule({ price: 120 })], members: [member] });
    expect(priceOn(cheaperPromo, { roomModelId: 1, memberTypeId: 10 }, SUN)).toMatchObject({
      price: 120,
      rule: 'promotion',
    });
  });

  it('a protocol’s agreed price beats every other rule while in force, else the guest is a walk-in', () => {
    const d = data({
      promotions: [promotionRule({ price: 100 })],
      protocols: [
        {
          id: 7,
          companyName: '杭州某科技有限公司',
          startTime: '2026-11-18',
          endTime: '2026-11-30',
          status: 1,
          prices: [{ roomModelId: 1, price: 168 }],
        },
      ],
    });
    expect(priceOn(d, { roomModelId: 1, protocolId: 7 }, SUN)).toMatchObject({
      price: 168,
      rule: 'protocol',
      sourceName: '杭州某科技有限公司',
    });
    // before the contract starts: a walk-in (the promotion applies)
    expect(priceOn(d, { roomModelId: 1, protocolId: 7 }, '2026-11-15')).toMatchObject({ rule: 'promotion' });
    // a room type the contract does not cover
    expect(
      priceOn(
        { ...d, base: [...d.base, { ...BASE, roomModelId: 2 }] },
        { roomModelId: 2, protocolId: 7 },
        MON,
      ),
    ).toMatchObject({ rule: 'base' });
  });

  it('lays out 30 days from a date, across a month end', () => {
    const days = priceCalendar(data({ promotions: [promotionRule()] }), { roomModelId: 1 }, '2026-11-16');
    expect(days).toHaveLength(30);
    expect(days[0]!.day).toBe('2026-11-16');
    expect(days[29]!.day).toBe('2026-12-15');
    expect(days.filter((d) => d.rule === 'promotion').map((d) => d.day)).toEqual([
      '2026-11-22',
      '2026-11-29',
      '2026-12-06',
      '2026-12-13',
    ]);
    expect(days.filter((d) => d.rule === 'weekend')).toHaveLength(8);
  });
});

describe('hour rooms', () => {
  const rule: HourRoomRule = {
    roomModelId: 1,
    enabled: 1,
    startHours: 3,
    startPrice: 68,
    stepMinutes: 60,
    stepPrice: 20,
    capHours: 6,
    saleStartTime: '08:00',
    saleEndTime: '02:00',
  };
  it('charges the start price, then each started step, and becomes a day room past the cap or the day price', () => {
    expect(hourRoomCharge(rule, 120, 200)).toEqual({ price: 68, dayRoom: false });
    expect(hourRoomCharge(rule, 180, 200)).toEqual({ price: 68, dayRoom: false });
    expect(hourRoomCharge(rule, 181, 200)).toEqual({ price: 88, dayRoom: false });
    expect(hourRoomCharge(rule, 300, 200)).toEqual({ price: 108, dayRoom: false });
    expect(hourRoomCharge(rule, 361, 200)).toEqual({ price: 200, dayRoom: true });
    expect(hourRoomCharge(rule, 300, 100)).toEqual({ price: 100, dayRoom: true });
  });
  it('sells in its hours, past midnight too', () => {
    expect(hourRoomOnSale(rule, '08:00')).toBe(true);
    expect(hourRoomOnSale(rule, '01:59')).toBe(true);
    expect(hourRoomOnSale(rule, '02:00')).toBe(false);
    expect(hourRoomOnSale(rule, '07:00')).toBe(false);
  });
});
