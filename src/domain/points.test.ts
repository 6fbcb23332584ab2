import { describe, expect, it } from 'vitest';
import {
  earnedPoints,
  earnRuleEntity,
  pointsAdjustEntity,
  pointsForBill,
  pointsValue,
  signConfigEntity,
  signPoints,
  type SignConfig,
} from './points';

const week = { day1: 5, day2: 5, day3: 10, day4: 10, day5: 15, day6: 15, day7: 30 };
const sign = (over: Partial<SignConfig> = {}): SignConfig => ({
  enabled: 1,
  afterSeventh: 1,
  ...week,
  ...over,
});

describe('what points are worth', () => {
  it('pays a cent a point at ¥1 a hundred, rounded down to the cent', () => {
    expect(pointsValue(250, { valuePer100: 1 })).toBe(2.5);
    expect(pointsValue(3, { valuePer100: 0.7 })).toBe(0.02);
    expect(pointsValue(250, { valuePer100: 1.1 })).toBe(2.75);
  });

  it('lets points pay at most the set share of a bill, and no more than the member holds', () => {
    const s = { enabled: 1 as const, valuePer100: 1, maxPayRate: 50 };
    expect(pointsForBill(300, 20_000, s)).toBe(15_000);
    expect(pointsForBill(300, 800, s)).toBe(800);
    // the points' worth never passes the share: 21428 × 0.7 ¢ = ¥149.99
    const value = { ...s, valuePer100: 0.7 };
    const most = pointsForBill(300, 99_999, value);
    expect(most).toBe(21_428);
    expect(pointsValue(most, value)).toBeLessThanOrEqual(150);
    expect(pointsValue(most + 1, value)).toBeGreaterThan(149.99);
    expect(pointsForBill(300, 20_000, { ...s, enabled: 0 })).toBe(0);
    expect(pointsForBill(0, 20_000, s)).toBe(0);
  });
});

describe('earn rules', () => {
  it('give whole points for the units, none while off, never past the daily cap', () => {
    expect(earnedPoints({ points: 1, dailyCap: 0, status: 1 }, 238.5)).toBe(238);
    expect(earnedPoints({ points: 20, dailyCap: 100, status: 1 }, 3, 80)).toBe(20);
    expect(earnedPoints({ points: 20, dailyCap: 100, status: 1 }, 3, 100)).toBe(0);
    expect(earnedPoints({ points: 20, dailyCap: 100, status: 0 }, 3)).toBe(0);
  });

  it('refuse a daily cap below one unit’s points (0 is no cap)', () => {
    expect(earnRuleEntity.firstProblem({ points: 20, dailyCap: 10, status: 1 }, [])).toMatchObject({
      field: 'dailyCap',
      key: 'points.dailyCapBelowPoints',
    });
    expect(earnRuleEntity.firstProblem({ points: 20, dailyCap: 0, status: 1 }, [])).toBeNull();
    expect(earnRuleEntity.firstProblem({ points: 20, dailyCap: 20, status: 1 }, [])).toBeNull();
  });
});

describe('sign-in rewards', () => {
  it('give each of the first seven days its own, then the 7th day’s or the week again', () => {
    expect([1, 2, 3, 7].map((d) => signPoints(sign(), d))).toEqual([5, 5, 10, 30]);
    expect([8, 20].map((d) => signPoints(sign(), d))).toEqual([30, 30]);
    const restart = sign({ afterSeventh: 2 });
    expect([8, 9, 14, 15].map((d) => signPoints(restart, d))).toEqual([5, 5, 30, 5]);
    expect(signPoints(sign({ enabled: 0 }), 3)).toBe(0);
  });

  it('refuse a sign-in that is on and gives nothing on any day, on the 7th day', () => {
    const zero = { enabled: 1, afterSeventh: 1, ...Object.fromEntries(Object.keys(week).map((k) => [k, 0])) };
    expect(signConfigEntity.firstProblem(zero, [])).toMatchObject({
      field: 'day7',
      key: 'points.signAllZero',
    });
    expect(signConfigEntity.firstProblem({ ...zero, enabled: 0 }, [])).toBeNull();
    expect(signConfigEntity.firstProblem({ ...zero, day3: 1 }, [])).toBeNull();
  });
});

describe('an adjustment by hand', () => {
  it('is a whole, non-zero change with a reason', () => {
    const ok = { memberId: 1, change: -50, remark: '录入错误更正' };
    expect(pointsAdjustEntity.firstProblem(ok, [])).toBeNull();
    expect(pointsAdjustEntity.firstProblem({ ...ok, change: 0 }, [])).toMatchObject({
      field: 'change',
      key: 'points.changeZero',
    });
    expect(pointsAdjustEntity.firstProblem({ ...ok, change: 1.5 }, [])).toMatchObject({
      key: 'points.changeRange',
    });
    expect(pointsAdjustEntity.firstProblem({ ...ok, remark: '' }, [])).toMatchObject({
      field: 'remark',
      key: 'points.adjustRemarkRequired',
    });
  });
});
