import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_BASE,
  type Activity,
  type ActivityDrawDetail,
  type ActivityPrize,
} from '../../../src/domain/activities';
import { setClock } from '../../node';
import { DEMO_USERS } from '../../seed';
import {
  as,
  atSeedTime,
  cafeOwner as cafe,
  fieldError,
  hotelOwner as hotel,
  SEED_NOW,
  type Page,
} from '../../test-kit';

atSeedTime();
const LIST = `${ACTIVITY_BASE}/list`;
const DRAWS = `${ACTIVITY_BASE}/detailByTurntable`;
const HOUR = 3_600_000;
/** §7: add and edit travel as JSON with RSA encoding */
const RSA = { encrypt: 'rsa' } as const;

const prizes = (...chances: number[]): ActivityPrize[] =>
  chances.map((chance, i) => ({
    prizeId: i + 1,
    prizeName: i === chances.length - 1 ? '谢谢参与' : `${(i + 1) * 10}积分`,
    prizeKind: i === chances.length - 1 ? 4 : 1,
    prizeValue: i === chances.length - 1 ? 0 : (i + 1) * 10,
    quantity: i === chances.length - 1 ? 0 : 100,
    chance,
  }));
const turntable = (over: Record<string, unknown> = {}) => ({
  activityName: '周年庆大转盘',
  activityType: 1,
  startTime: '2026-11-01 00:00:00',
  endTime: '2026-12-31 23:59:59',
  imgUrl: '',
  drawsPerDay: 2,
  pointsPerDraw: 10,
  prizes: prizes(20, 30, 50),
  description: '',
  ...over,
});

describe('activities (activitiesInfo)', () => {
  it("list a cafe's seeded activities with what its members did, searched by name, kind and state", async () => {
    const c = await cafe();
    const all = (await c.get<Page<Activity>>(LIST, { pageSize: 50 })).body.data;
    expect(all.records.map((a) => [a.activityName, a.activityType, a.phase, a.status])).toEqual([
      ['跨年夜电竞大转盘', 1, 'upcoming', 0],
      ['周末开黑大转盘', 1, 'running', 1],
      ['每日签到领积分', 2, 'running', 1],
      ['开学季充值送', 3, 'ended', 1],
    ]);
    const [upcoming, wheel, sign, bonus] = all.records;
    expect(upcoming!.joins).toBe(0);
    expect(wheel!.joins).toBeGreaterThan(100);
    expect(wheel!.participants).toBeGreaterThan(20);
    expect(wheel!.participants).toBeLessThanOrEqual(80);
    expect(wheel!.prizesGiven).toBeLessThan(wheel!.joins);
    // every sign-in gives points; one a member a day
    expect(sign!.prizesGiven).toBe(sign!.joins);
    expect(bonus!.joins).toBeGreaterThan(0);
    expect(wheel!).not.toHaveProperty('accruedUntil');

    const page = (await c.get<Page<Activity>>(LIST, { pageSize: 2, pageNumber: 2 })).body.data;
    expect([page.total, page.records.map((a) => a.activityName)]).toEqual([
      4,
      ['每日签到领积分', '开学季充值送'],
    ]);
    const byName = (await c.get<Page<Activity>>(LIST, { activityName: '签到' })).body.data.records;
    expect(byName.map((a) => a.activityName)).toEqual(['每日签到领积分']);
    const wheels = (await c.get<Page<Activity>>(LIST, { activityType: 1, status: 1 })).body.data.records;
    expect(wheels.map((a) => a.activityName)).toEqual(['周末开黑大转盘']);
    const over = (await c.get<Page<Activity>>(LIST, { phase: 'ended' })).body.data.records;
    expect(over.map((a) => a.activityName)).toEqual(['开学季充值送']);

    // the same on every run: seeded from the place, the activity and the hour
    const again = (await (await cafe()).get<Page<Activity>>(LIST, { pageSize: 50 })).body.data.records;
    expect(again.map((a) => a.joins)).toEqual(all.records.map((a) => a.joins));
  });

  it("answer a turntable's prizes with what was drawn and what is left, and its records paged", async () => {
    const c = await cafe();
    const wheel = (await c.get<Page<Activity>>(LIST, { activityName: '周末开黑' })).body.data.records[0]!;
    const d = (await c.post<ActivityDrawDetail>(DRAWS, { id: wheel.id, pageSize: 10 })).body.data;
    expect(d.prizes.map((p) => [p.prizeName, p.chance])).toEqual([
      ['2小时网费券', 5],
      ['可乐一瓶', 10],
      ['50积分', 20],
      ['10积分', 35],
      ['谢谢参与', 30],
    ]);
    expect(d.prizes.reduce((s, p) => s + p.drawn, 0)).toBe(wheel.joins);
    for (const p of d.prizes) {
      if (p.prizeKind === 4) expect(p.remaining).toBeNull();
      else expect(p.remaining).toBe(p.quantity - p.drawn);
    }
    expect([d.participants, d.joins, d.prizesGiven]).toEqual([
      wheel.participants,
      wheel.joins,
      wheel.prizesGiven,
    ]);
    expect(d.records.total).toBe(wheel.joins);
    expect(d.records.records).toHaveLength(10);
    const times = d.records.records.map((r) => r.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(d.records.records[0]).toMatchObject({
      activityId: wheel.id,
      phone: expect.stringMatching(/^1\d{2}\*{4}\d{4}$/),
    });
    // no member spins more than the activity allows in a day
    const all = (await c.post<ActivityDrawDetail>(DRAWS, { id: wheel.id, pageSize: 500 })).body.data.records
      .records;
    const perDay = new Map<string, number>();
    for (const r of all)
      perDay.set(
        `${r.time.slice(0, 10)}${r.memberName}`,
        (perDay.get(`${r.time.slice(0, 10)}${r.memberName}`) ?? 0) + 1,
      );
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(3);

    const coke = (await c.post<ActivityDrawDetail>(DRAWS, { id: wheel.id, prizeId: 2, pageSize: 500 })).body
      .data;
    expect(coke.records.total).toBe(d.prizes[1]!.drawn);
    expect(coke.records.records.every((r) => r.reward === '可乐一瓶' && r.value === 1)).toBe(true);
    const one = all[0]!.memberName;
    const mine = (await c.post<ActivityDrawDetail>(DRAWS, { id: wheel.id, memberName: one, pageSize: 500 }))
      .body.data;
    expect(mine.records.records.every((r) => r.memberName.includes(one))).toBe(true);

    // a sign-in's records are its days signed in, the points each
    const sign = (await c.get<Page<Activity>>(LIST, { activityType: 2 })).body.data.records[0]!;
    const s = (await c.post<ActivityDrawDetail>(DRAWS, { id: sign.id })).body.data;
    expect(s.prizes).toEqual([]);
    expect(s.records.records[0]).toMatchObject({ reward: '签到 +5 积分', value: 5, prizeId: null });

    expect((await c.post(DRAWS, { id: 999_999 })).body).toMatchObject({
      code: 400,
      msg: '数据不存在或已被删除',
    });
  });

  it('a hotel has its own, and detail answers one with its figures', async () => {
    const c = await hotel();
    const rows = (await c.get<Page<Activity>>(LIST)).body.data.records;
    expect(rows.map((a) => a.activityName)).toContain('住客幸运大转盘');
    const bonus = rows.find((a) => a.activityType === 3)!;
    const detail = (await c.post<Activity>(`${ACTIVITY_BASE}/detail`, { id: bonus.id })).body.data;
    expect(detail).toMatchObject({
      activityName: '储值卡充500送80',
      rechargeAmount: 500,
      giftAmount: 80,
      joins: bonus.joins,
    });
    const r = (await c.post<ActivityDrawDetail>(DRAWS, { id: bonus.id })).body.data.records.records[0]!;
    expect(r.amount).toBeGreaterThanOrEqual(500);
    expect(r.reward).toBe(`充值 ¥${r.amount} 送 ¥80`);
  });

  it('enableActive switches one off and on: while off, its members take no part', async () => {
    const c = await cafe();
    const wheel = (await c.get<Page<Activity>>(LIST, { activityName: '周末开黑' })).body.data.records[0]!;
    expect((await c.post(`${ACTIVITY_BASE}/enableActive`, { id: wheel.id, status: 0 })).body).toMatchObject({
      code: 200,
      msg: '更新成功',
    });
    setClock(() => SEED_NOW + 6 * HOUR);
    const off = (await c.get<Page<Activity>>(LIST, { activityName: '周末开黑' })).body.data.records[0]!;
    expect([off.status, off.joins]).toEqual([0, wheel.joins]);
    await c.post(`${ACTIVITY_BASE}/enableActive`, { id: wheel.id, status: 1 });
    setClock(() => SEED_NOW + 12 * HOUR);
    const on = (await c.get<Page<Activity>>(LIST, { activityName: '周末开黑' })).body.data.records[0]!;
    expect(on.status).toBe(1);
    expect(on.joins).toBeGreaterThan(wheel.joins);
    // nothing was written for the hours it was off
    const recs = (await c.post<ActivityDrawDetail>(DRAWS, { id: wheel.id, pageSize: 500 })).body.data.records
      .records;
    const offFrom = new Date(SEED_NOW).getTime();
    const inGap = recs.filter((r) => {
      const t = Date.parse(`${r.time.replace(' ', 'T')}+08:00`);
      return t > offFrom && t <= offFrom + 6 * HOUR;
    });
    expect(inGap).toEqual([]);
    expect((await c.post(`${ACTIVITY_BASE}/enableActive`, { id: wheel.id, status: 3 })).body).toMatchObject({
      code: 400,
      msg: '状态值不正确',
    });
  });

  it("add and edit check a turntable's chances add up to exactly 100 %, naming the prize that is off", async () => {
    const c = await cafe();
    const ADD = `${ACTIVITY_BASE}/add`;
    expect((await c.post(ADD, turntable({ prizes: prizes(20, 30, 40) }), RSA)).body).toEqual(
      fieldError('prizes', '各奖品中奖概率之和须为100%，当前为90%：「谢谢参与」应为50%'),
    );
    expect((await c.post(ADD, turntable({ prizes: prizes(60, 50, 10) }), RSA)).body).toEqual(
      fieldError('prizes', '各奖品中奖概率之和须为100%，当前为120%：请调低「10积分」的中奖概率'),
    );
    expect((await c.post(ADD, turntable({ prizes: prizes(20.005, 29.995, 50) }), RSA)).body).toEqual(
      fieldError('prizes', '奖品「10积分」的中奖概率须在0.01-100之间，最多两位小数'),
    );
    expect((await c.post(ADD, turntable({ prizes: prizes(100) }), RSA)).body).toEqual(
      fieldError('prizes', '大转盘至少设置两个奖品'),
    );
    const twice = prizes(50, 50).map((p) => ({ ...p, prizeName: '谢谢参与' }));
    expect((await c.post(ADD, turntable({ prizes: twice }), RSA)).body).toEqual(
      fieldError('prizes', '奖品「谢谢参与」重复'),
    );
    expect((await c.post(ADD, turntable({ drawsPerDay: '' }), RSA)).body).toEqual(
      fieldError('drawsPerDay', '每人每日抽奖次数须为1-99之间的整数'),
    );
    expect((await c.post(ADD, turntable({ endTime: '2026-10-01 00:00:00' }), RSA)).body).toEqual(
      fieldError('endTime', '结束时间须晚于开始时间'),
    );
    expect(
      (await c.post(ADD, { ...turntable(), activityType: 3, rechargeAmount: 100, giftAmount: 100 }, RSA))
        .body,
    ).toEqual(fieldError('giftAmount', '赠送金额须小于充值金额'));
    expect((await c.post(ADD, { ...turntable(), activityType: 2 }, RSA)).body).toEqual(
      fieldError('signPoints', '每日签到积分须为1-9999之间的整数'),
    );

    // 100 % to the cent: stored with its prizes' ids; a sign-in keeps no prizes
    const good = turntable({ prizes: prizes(33.33, 33.33, 33.34).map(({ prizeId: _id, ...p }) => p) });
    const added = (await c.post<{ id: number }>(ADD, good, RSA)).body;
    expect(added).toMatchObject({ code: 200, msg: '新增成功' });
    const stored = (await c.post<Activity>(`${ACTIVITY_BASE}/detail`, { id: added.data.id })).body.data;
    expect(stored.prizes.map((p) => [p.prizeId, p.chance])).toEqual([
      [1, 33.33],
      [2, 33.33],
      [3, 33.34],
    ]);
    expect([stored.status, stored.joins]).toEqual([1, 0]);
    expect(
      (await c.post(`${ACTIVITY_BASE}/edit`, { ...good, id: added.data.id, prizes: prizes(50, 40) }, RSA))
        .body,
    ).toEqual(fieldError('prizes', '各奖品中奖概率之和须为100%，当前为90%：「谢谢参与」应为50%'));
    expect(
      (
        await c.post(
          `${ACTIVITY_BASE}/edit`,
          { ...good, id: added.data.id, activityType: 2, signPoints: 8 },
          RSA,
        )
      ).body,
    ).toMatchObject({ code: 200, msg: '更新成功' });
    const sign = (await c.post<Activity>(`${ACTIVITY_BASE}/detail`, { id: added.data.id })).body.data;
    expect([sign.activityType, sign.signPoints, sign.prizes]).toEqual([2, 8, []]);
  });

  it('add and edit take only an RSA body (§7): an AES one is refused and stores nothing', async () => {
    const c = await cafe();
    const before = (await c.get<Page<Activity>>(LIST)).body.data;
    const badParam = { code: 400, msg: expect.any(String) as string };
    expect((await c.post(`${ACTIVITY_BASE}/add`, turntable())).body).toMatchObject(badParam);
    const wheel = before.records.find((a) => a.activityName === '周末开黑大转盘')!;
    const renamed = { ...turntable(), id: wheel.id, activityName: '周末大转盘' };
    expect((await c.post(`${ACTIVITY_BASE}/edit`, renamed)).body).toMatchObject(badParam);
    const after = (await c.get<Page<Activity>>(LIST)).body.data;
    expect([after.total, after.records.map((a) => a.activityName)]).toEqual([
      before.total,
      before.records.map((a) => a.activityName),
    ]);
    // the other calls stay AES
    expect((await c.post(`${ACTIVITY_BASE}/detail`, { id: wheel.id }, RSA)).body.code).toBe(400);
    expect((await c.post(`${ACTIVITY_BASE}/detail`, { id: wheel.id })).body.code).toBe(200);
  });

  it('keep the kind of an activity members took part in, and refuse deleting a running one', async () => {
    const c = await cafe();
    const rows = (await c.get<Page<Activity>>(LIST)).body.data.records;
    const wheel = rows.find((a) => a.activityName === '周末开黑大转盘')!;
    const { participants: _p, joins: _j, prizesGiven: _g, phase: _ph, ...stored } = wheel;
    expect(
      (await c.post(`${ACTIVITY_BASE}/edit`, { ...stored, activityType: 2, signPoints: 5 }, RSA)).body,
    ).toEqual(fieldError('activityType', '已有会员参与的活动不能更改活动类型'));
    // the same kind with its prizes changed is fine; a prize's id is kept, a new one gets the next
    const prizesNow = [
      ...wheel.prizes.slice(0, 4),
      { prizeName: '雪碧一瓶', prizeKind: 3, prizeValue: 1, quantity: 50, chance: 10 },
      { ...wheel.prizes[4]!, chance: 20 },
    ];
    expect((await c.post(`${ACTIVITY_BASE}/edit`, { ...stored, prizes: prizesNow }, RSA)).body).toMatchObject(
      { code: 200, msg: '更新成功' },
    );
    const edited = (await c.post<Activity>(`${ACTIVITY_BASE}/detail`, { id: wheel.id })).body.data;
    expect(edited.prizes.map((p) => [p.prizeId, p.prizeName])).toEqual([
      [1, '2小时网费券'],
      [2, '可乐一瓶'],
      [3, '50积分'],
      [4, '10积分'],
      [6, '雪碧一瓶'],
      [5, '谢谢参与'],
    ]);

    expect((await c.post(`${ACTIVITY_BASE}/delete`, { id: wheel.id })).body).toEqual({
      code: 400,
      msg: '活动进行中，请先停用再删除',
      data: null,
    });
    await c.post(`${ACTIVITY_BASE}/enableActive`, { id: wheel.id, status: 0 });
    expect((await c.post(`${ACTIVITY_BASE}/delete`, { id: wheel.id })).body).toMatchObject({ code: 200 });
  });

  it('delete takes the records with it', async () => {
    const c = await cafe();
    const bonus = (await c.get<Page<Activity>>(LIST, { activityType: 3 })).body.data.records[0]!;
    expect(bonus.joins).toBeGreaterThan(0);
    expect((await c.post(`${ACTIVITY_BASE}/delete`, { id: bonus.id })).body).toMatchObject({
      code: 200,
      msg: '删除成功',
    });
    expect((await c.post(DRAWS, { id: bonus.id })).body.msg).toBe('数据不存在或已被删除');
    expect((await c.get<Page<Activity>>(LIST)).body.data.total).toBe(3);
  });

  it('staff read but neither switch nor write; another place sees none of them', async () => {
    const staff = await as(DEMO_USERS.staff, 1001);
    const rows = (await staff.get<Page<Activity>>(LIST)).body.data.records;
    expect(rows.length).toBeGreaterThan(0);
    expect((await staff.post(DRAWS, { id: rows[0]!.id })).body.code).toBe(200);
    const refused = { code: 403, msg: '没有该操作的权限', data: null };
    expect((await staff.post(`${ACTIVITY_BASE}/enableActive`, { id: rows[0]!.id, status: 0 })).body).toEqual(
      refused,
    );
    expect((await staff.post(`${ACTIVITY_BASE}/add`, turntable(), RSA)).body).toEqual(refused);
    expect(
      (await staff.post(`${ACTIVITY_BASE}/edit`, { ...turntable(), id: rows[0]!.id }, RSA)).body,
    ).toEqual(refused);
    expect((await staff.post(`${ACTIVITY_BASE}/delete`, { id: rows[0]!.id })).body).toEqual(refused);

    const c = await cafe();
    expect((await c.post(DRAWS, { id: rows[0]!.id })).body.msg).toBe('数据不存在或已被删除');
  });
});
