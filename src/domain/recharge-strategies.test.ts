import { describe, expect, it } from 'vitest';
import {
  ALL_LEVELS,
  pickStrategy,
  rangesOverlap,
  periodsOverlap,
  strategyOverlap,
  type StrategyTerms,
} from './recharge-strategies';

const s = (over: Partial<StrategyTerms> & { id: number }): StrategyTerms => ({
  memberTypeId: ALL_LEVELS,
  amountFrom: 0,
  amountTo: null,
  startDate: '2026-01-01',
  endDate: '',
  status: 1,
  ...over,
});

const seeded = [
  s({ id: 1, amountFrom: 200, amountTo: 500 }),
  s({ id: 2, amountFrom: 500, amountTo: 1000 }),
  s({ id: 3, amountFrom: 1000 }),
];
const day = '2026-11-21';

describe('pickStrategy', () => {
  it('picks the range the amount falls in: from included, to not', () => {
    expect(pickStrategy(seeded, { amount: 199.99, memberTypeId: 1, day })).toBeNull();
    expect(pickStrategy(seeded, { amount: 200, memberTypeId: 1, day })?.id).toBe(1);
    expect(pickStrategy(seeded, { amount: 499.99, memberTypeId: 1, day })?.id).toBe(1);
    expect(pickStrategy(seeded, { amount: 500, memberTypeId: 1, day })?.id).toBe(2);
    expect(pickStrategy(seeded, { amount: 50000, memberTypeId: 1, day })?.id).toBe(3);
  });

  it("prefers the member's level to all levels, even with a lower from", () => {
    const level = s({ id: 9, memberTypeId: 3, amountFrom: 100 });
    expect(pickStrategy([...seeded, level], { amount: 600, memberTypeId: 3, day })?.id).toBe(9);
    expect(pickStrategy([...seeded, level], { amount: 600, memberTypeId: 2, day })?.id).toBe(2);
    expect(pickStrategy([...seeded, level], { amount: 50, memberTypeId: 3, day })).toBeNull();
  });

  it('takes the highest from among those that hold, the lowest id on a tie', () => {
    const all = [s({ id: 5, amountFrom: 100 }), s({ id: 4, amountFrom: 300 }), s({ id: 2, amountFrom: 300 })];
    expect(pickStrategy(all, { amount: 400, memberTypeId: 1, day })?.id).toBe(2);
  });

  it('skips disabled strategies and those outside their dates (both ends included)', () => {
    const dated = [
      s({ id: 1, amountFrom: 100, startDate: '2026-11-22' }),
      s({ id: 2, amountFrom: 50, endDate: '2026-11-20' }),
      s({ id: 3, amountFrom: 20, status: 0 }),
      s({ id: 4, amountFrom: 10, startDate: day, endDate: day }),
    ];
    expect(pickStrategy(dated, { amount: 200, memberTypeId: 1, day })?.id).toBe(4);
    expect(pickStrategy(dated, { amount: 200, memberTypeId: 1, day: '2026-11-22' })?.id).toBe(1);
    expect(pickStrategy(dated, { amount: 200, memberTypeId: 1, day: '2026-11-20' })?.id).toBe(2);
  });
});

describe('overlaps', () => {
  it('amount ranges share an amount only inside both ([from, to))', () => {
    const r = (amountFrom: number, amountTo: number | null) => ({ amountFrom, amountTo });
    expect(rangesOverlap(r(200, 500), r(500, 1000))).toBe(false);
    expect(rangesOverlap(r(200, 500), r(499, 1000))).toBe(true);
    expect(rangesOverlap(r(1000, null), r(200, 1001))).toBe(true);
    expect(rangesOverlap(r(1000, null), r(2000, null))).toBe(true);
    expect(rangesOverlap(r(1000, null), r(200, 1000))).toBe(false);
  });

  it('periods share a day with both ends included; no end date is open', () => {
    const p = (startDate: string, endDate: string) => ({ startDate, endDate });
    expect(periodsOverlap(p('2026-01-01', '2026-01-31'), p('2026-01-31', '2026-02-28'))).toBe(true);
    expect(periodsOverlap(p('2026-01-01', '2026-01-30'), p('2026-01-31', ''))).toBe(false);
    expect(periodsOverlap(p('2026-01-01', ''), p('2030-01-01', ''))).toBe(true);
  });

  it('names the other enabled strategy of the same level whose amounts and dates overlap', () => {
    const mine = {
      memberTypeId: ALL_LEVELS,
      amountFrom: 300,
      amountTo: 600,
      startDate: day,
      endDate: '',
      status: 1 as const,
    };
    expect(strategyOverlap(mine, seeded)?.id).toBe(1);
    // itself (an edit) does not count
    expect(strategyOverlap({ ...mine, id: 1, amountTo: 500 }, seeded)).toBeNull();
    // another level, a disabled one, or a period that ends before: no clash
    expect(strategyOverlap({ ...mine, memberTypeId: 2 }, seeded)).toBeNull();
    expect(strategyOverlap({ ...mine, status: 0 }, seeded)).toBeNull();
    expect(strategyOverlap(mine, [s({ id: 7, amountFrom: 0, status: 0 })])).toBeNull();
    expect(strategyOverlap(mine, [s({ id: 8, amountFrom: 0, endDate: '2026-11-20' })])).toBeNull();
  });
});
