import { endDay, isPermanent, planMonths, planTotal, PERMANENT_DATE, type PricePlan } from './licence';

const plan = (over: Partial<PricePlan>): PricePlan => ({
  id: 1,
  planName: '1年',
  type: 1,
  price: 1980,
  discount: 100,
  validTime: 1,
  roomPrice: 0,
  roomNum: 0,
  num: 1,
  ...over,
});

describe('planTotal', () => {
  it('charges a term plan its price after the discount, to the cent', () => {
    expect(planTotal(plan({ price: 1980 }))).toBe(1980);
    expect(planTotal(plan({ price: 3600, discount: 90 }))).toBe(3240);
    expect(planTotal(plan({ price: 980, discount: 88 }))).toBe(862.4);
    expect(planTotal(plan({ price: 99.99, discount: 85 }))).toBe(84.99);
  });

  it('charges a quantity plan per unit and refuses a quantity under its minimum or not whole', () => {
    const goods = plan({ type: 2, price: 680, num: 1, validTime: 0 });
    expect(planTotal(goods, { num: 3 })).toBe(2040);
    expect(planTotal(goods, { num: 0 })).toBeNull();
    expect(planTotal(goods, { num: 1.5 })).toBeNull();
    expect(planTotal(goods, {})).toBeNull();
    expect(planTotal(plan({ type: 2, price: 10, num: 5 }), { num: 4 })).toBeNull();
    expect(planTotal(goods, { num: 1_000_000_000 })).toBeNull();
  });

  it('charges a room monthly plan rooms × months × the room price, from its minimum room count', () => {
    const monthly = plan({ type: 3, price: 0, roomPrice: 3, roomNum: 10, validTime: 0 });
    expect(planTotal(monthly, { roomNum: 20, months: 3 })).toBe(180);
    expect(planTotal({ ...monthly, discount: 95 }, { roomNum: 10, months: 12 })).toBe(342);
    expect(planTotal(monthly, { roomNum: 9, months: 1 })).toBeNull();
    expect(planTotal(monthly, { roomNum: 10 })).toBeNull();
  });

  it('charges a room package (types 4 to 8) its fixed price whatever else is sent', () => {
    const pack = plan({ type: 5, price: 2700, discount: 95, roomNum: 100, validTime: 12 });
    expect(planTotal(pack, { roomNum: 1, num: 9 })).toBe(2565);
  });
});

describe('planMonths and endDay', () => {
  it('runs a term plan its years, a package its months, permanent as 0 and goods not at all', () => {
    expect(planMonths(plan({ validTime: 2 }))).toBe(24);
    expect(planMonths(plan({ validTime: 0 }))).toBe(0);
    expect(planMonths(plan({ type: 6, validTime: 24 }))).toBe(24);
    expect(planMonths(plan({ type: 3 }), { months: 6 })).toBe(6);
    expect(planMonths(plan({ type: 2 }))).toBeNull();
  });

  it('ends the day before the same date months later, on the month end when that date does not exist', () => {
    expect(endDay('2026-11-22', 12)).toBe('2027-11-21');
    expect(endDay('2026-11-22', 1)).toBe('2026-12-21');
    expect(endDay('2026-12-01', 1)).toBe('2026-12-31');
    expect(endDay('2027-01-31', 1)).toBe('2027-02-28');
    expect(endDay('2028-01-31', 1)).toBe('2028-02-29');
    expect(endDay('2028-02-29', 12)).toBe('2029-02-28');
    expect(endDay('2026-03-31', 11)).toBe('2027-02-28');
    expect(endDay('2026-11-22', 0)).toBe(PERMANENT_DATE);
  });
});

describe('isPermanent', () => {
  it('treats 2099-12-31 and later as permanent, with or without a time', () => {
    expect(isPermanent('2099-12-31')).toBe(true);
    expect(isPermanent('2099-12-31 23:59:59')).toBe(true);
    expect(isPermanent('2100-01-01')).toBe(true);
    expect(isPermanent('2099-12-30')).toBe(false);
    expect(isPermanent(null)).toBe(false);
    expect(isPermanent('')).toBe(false);
  });
});
