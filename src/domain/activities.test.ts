import { activityProblem, chanceTotal, normalPrizes, type ActivityPrize } from './activities';

const prize = (
  prizeName: string,
  chance: number,
  prizeKind: ActivityPrize['prizeKind'] = 1,
): ActivityPrize => ({
  prizeId: 0,
  prizeName,
  prizeKind,
  prizeValue: prizeKind === 4 ? 0 : 10,
  quantity: prizeKind === 4 ? 0 : 100,
  chance,
});
const wheel = (...prizes: ActivityPrize[]) => activityProblem({ activityType: 1, drawsPerDay: 1, prizes });

describe('the turntable rule (issue 22: chances adding up to exactly 100 %)', () => {
  it('totals the chances to the cent, a chance not yet typed counting 0', () => {
    expect(chanceTotal([{ chance: 33.33 }, { chance: 33.33 }, { chance: 33.34 }])).toBe(100);
    expect(chanceTotal([{ chance: 0.1 }, { chance: 0.2 }])).toBe(0.3);
    expect(chanceTotal([{ chance: 40 }, { chance: null }, {}, null])).toBe(40);
  });

  it('names the prize that is off: the last and what it needs, or the largest to lower', () => {
    expect(wheel(prize('50积分', 33.33), prize('10积分', 33.33), prize('谢谢参与', 33.34, 4))).toBeNull();
    expect(wheel(prize('50积分', 40), prize('谢谢参与', 50, 4))).toEqual({
      field: 'prizes',
      key: 'activity.chanceTotal',
      params: { total: 90, name: '谢谢参与', need: 60 },
    });
    expect(wheel(prize('50积分', 80), prize('谢谢参与', 30, 4))).toEqual({
      field: 'prizes',
      key: 'activity.chanceTotal',
      params: { total: 110, name: '谢谢参与', need: 20 },
    });
    // the last cannot make 100 (it would need 0 or less): the largest is named
    expect(wheel(prize('50积分', 90), prize('谢谢参与', 10, 4), prize('10积分', 5))).toEqual({
      field: 'prizes',
      key: 'activity.chanceTotalOver',
      params: { total: 105, name: '50积分' },
    });
  });

  it("tells a prize's own problem first, by its name or place", () => {
    expect(wheel(prize('', 50), prize('谢谢参与', 50, 4))).toMatchObject({
      key: 'activity.prizeNameBad',
      params: { index: 1 },
    });
    expect(wheel(prize('50积分', 50), prize('50积分', 50))).toMatchObject({
      key: 'activity.prizeNameTaken',
      params: { name: '50积分' },
    });
    expect(wheel(prize('50积分', 0), prize('谢谢参与', 100, 4))).toMatchObject({
      key: 'activity.prizeChanceBad',
      params: { name: '50积分' },
    });
    expect(wheel(prize('谢谢参与', 100, 4))).toMatchObject({ key: 'activity.prizesRequired' });
    expect(activityProblem({ activityType: 1, prizes: [] })).toMatchObject({ field: 'drawsPerDay' });
  });

  it('stores prizes with ids kept and new ones numbered after them; 谢谢参与 gives nothing', () => {
    const stored = normalPrizes([
      { ...prize(' 可乐 ', 50, 3), prizeId: 3 },
      { ...prize('谢谢参与', 50, 4), prizeValue: 5, quantity: 9 },
    ]);
    expect(stored.map((p) => [p.prizeId, p.prizeName, p.prizeValue, p.quantity])).toEqual([
      [3, '可乐', 10, 100],
      [4, '谢谢参与', 0, 0],
    ]);
  });
});
