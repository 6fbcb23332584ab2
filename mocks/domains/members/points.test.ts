import { afterEach, describe, expect, it } from 'vitest';
import {
  EARN_RULE_BASE,
  POINTS_MEMBER_BASE,
  POINTS_RECORD_BASE,
  POINTS_SETTINGS_GET,
  POINTS_SETTINGS_SAVE,
  POINTS_SHOP_BASE,
  POINTS_SYNC_BASE,
  SIGN_CONFIG_BASE,
  type EarnRule,
  type PointsMember,
  type PointsRecord,
  type PointsSettings,
  type PointsSyncRecord,
  type ShopItem,
  type SignConfig,
} from '../../../src/domain/points';
import { getDb, setClock } from '../../db';
import { DEMO_USERS } from '../../seed';
import {
  as,
  cafeOwner as cafe,
  fieldError,
  hotelDesk as staff,
  hotelOwner as hotel,
  SEED_NOW,
  type Page,
} from '../../test-kit';
import type { TestClient } from '../../test-client';
import { MEMBER_TABLES } from './tables';

/* The points calls (integralConfig, signConfig, integralShop, integralRecord, integralMember, integralSyncRecord;
 * businessPlaceConfig getIntegralConfig/upIntegralConfig), at the demo hotel and the demo cafe. */

const NO_KEY = { code: 403, msg: '没有该操作的权限', data: null };
const HOUR = 3600_000;

const data = async <T>(c: TestClient, path: string, q: Record<string, string | number> = {}) =>
  (await c.get<T>(path, q)).body.data;
const members = async (c: TestClient, q: Record<string, string | number> = {}) =>
  (await data<Page<PointsMember>>(c, `${POINTS_MEMBER_BASE}/list`, { pageSize: 100, ...q })).records;
const records = async (c: TestClient, q: Record<string, string | number> = {}) =>
  (await data<Page<PointsRecord>>(c, `${POINTS_RECORD_BASE}/list`, { pageSize: 500, ...q })).records;
const zhou = async (c: TestClient) => (await members(c, { phone: '13912345678' }))[0]!;

afterEach(() => setClock());

describe('the points settings (getIntegralConfig, upIntegralConfig)', () => {
  it('answer the defaults until saved, then what was saved; refusals on their field', async () => {
    const c = await hotel();
    const get = async () => (await c.post<PointsSettings>(POINTS_SETTINGS_GET, {})).body.data;
    expect(await get()).toEqual({ enabled: 1, valuePer100: 1, expireMonths: 12, maxPayRate: 50 });
    const saved = { enabled: 1, valuePer100: 0.5, expireMonths: 0, maxPayRate: 30 };
    expect((await c.post(POINTS_SETTINGS_SAVE, saved)).body).toMatchObject({ code: 200, msg: '更新成功' });
    expect(await get()).toEqual(saved);
    expect((await c.post(POINTS_SETTINGS_SAVE, { ...saved, valuePer100: 0 })).body).toEqual(
      fieldError('valuePer100', '抵扣金额须在0.01-100元之间，最多两位小数'),
    );
    expect((await c.post(POINTS_SETTINGS_SAVE, { ...saved, maxPayRate: 101 })).body).toEqual(
      fieldError('maxPayRate', '单笔最多抵扣须为1-100之间的整数（%）'),
    );
    // another place keeps its own
    expect(
      (await (await as(DEMO_USERS.owner, 1002)).post<PointsSettings>(POINTS_SETTINGS_GET, {})).body.data,
    ).toMatchObject({ valuePer100: 1 });
    // the desk may read them, not change them
    const desk = await staff();
    expect((await desk.post(POINTS_SETTINGS_GET, {})).body.code).toBe(200);
    expect((await desk.post(POINTS_SETTINGS_SAVE, saved)).body).toEqual(NO_KEY);
  });
});

describe('the earn rules (integralConfig list, edit)', () => {
  it('are a hotel’s and a cafe’s own ways of earning, each edited alone', async () => {
    const c = await hotel();
    const list = async (client: TestClient) =>
      (await data<Page<EarnRule>>(client, `${EARN_RULE_BASE}/list`)).records;
    const rules = await list(c);
    expect(rules.map((r) => [r.ruleType, r.points, r.dailyCap, r.status])).toEqual([
      [1, 1, 0, 1],
      [2, 20, 100, 1],
      [3, 1, 0, 1],
      [4, 200, 200, 1],
    ]);
    expect((await list(await cafe())).map((r) => r.ruleType)).toEqual([1, 5, 3, 4]);

    const night = rules[1]!;
    const edit = (body: Record<string, unknown>) => c.post(`${EARN_RULE_BASE}/edit`, body);
    expect((await edit({ id: night.id, points: 30, dailyCap: 90, status: 0 })).body).toMatchObject({
      code: 200,
      msg: '更新成功',
    });
    expect((await list(c))[1]).toMatchObject({ ruleType: 2, points: 30, dailyCap: 90, status: 0 });
    expect((await edit({ id: night.id, points: 30, dailyCap: 20, status: 1 })).body).toEqual(
      fieldError('dailyCap', '每日上限不能小于单次获得的积分'),
    );
    expect((await edit({ id: night.id, points: 0, dailyCap: 0, status: 1 })).body).toEqual(
      fieldError('points', '获得积分须为1-9999之间的整数'),
    );
    // the cafe's rule is not the hotel's to edit
    const theirs = (await list(await cafe()))[0]!;
    expect((await edit({ id: theirs.id, points: 5, dailyCap: 0, status: 1 })).body).toMatchObject({
      code: 400,
      msg: '数据不存在或已被删除',
    });
    expect((await (await staff()).post(`${EARN_RULE_BASE}/edit`, { id: night.id, points: 1 })).body).toEqual(
      NO_KEY,
    );
  });
});

describe('the sign-in rewards (signConfig list, edit)', () => {
  it('are one object: seven days and what follows; a sign-in that gives nothing is refused', async () => {
    const c = await hotel();
    const get = async (client: TestClient) => data<SignConfig>(client, `${SIGN_CONFIG_BASE}/list`);
    expect(await get(c)).toEqual({
      enabled: 1,
      day1: 5,
      day2: 5,
      day3: 10,
      day4: 10,
      day5: 15,
      day6: 15,
      day7: 30,
      afterSeventh: 1,
    });
    expect(await get(await cafe())).toMatchObject({ day7: 10, afterSeventh: 2 });
    const next = {
      enabled: 1,
      day1: 1,
      day2: 2,
      day3: 3,
      day4: 4,
      day5: 5,
      day6: 6,
      day7: 50,
      afterSeventh: 2,
    };
    expect((await c.post(`${SIGN_CONFIG_BASE}/edit`, next)).body).toMatchObject({
      code: 200,
      msg: '更新成功',
    });
    expect(await get(c)).toEqual(next);
    const none = { ...next, day1: 0, day2: 0, day3: 0, day4: 0, day5: 0, day6: 0, day7: 0 };
    expect((await c.post(`${SIGN_CONFIG_BASE}/edit`, none)).body).toEqual(
      fieldError('day7', '启用签到时至少有一天的积分大于0'),
    );
    expect((await c.post(`${SIGN_CONFIG_BASE}/edit`, { ...none, enabled: 0 })).body.code).toBe(200);
    expect((await c.post(`${SIGN_CONFIG_BASE}/edit`, { ...next, day3: -1 })).body).toEqual(
      fieldError('day3', '签到积分须为0-9999之间的整数'),
    );
  });
});

describe('the points shop (integralShop)', () => {
  it('starts with a hotel’s or a cafe’s items in shop order; its CRUD is the contract suite’s', async () => {
    const shop = async (client: TestClient) =>
      (await data<Page<ShopItem>>(client, `${POINTS_SHOP_BASE}/list`, { pageSize: 50 })).records;
    const items = await shop(await hotel());
    expect(items.map((i) => i.itemName)).toEqual([
      '农夫山泉24瓶装',
      '双人早餐券',
      '延迟退房2小时券',
      '房型免费升级券',
      '品牌保温杯',
      '洗护旅行套装',
    ]);
    expect(items[5]).toMatchObject({ stock: 0, status: 0 });
    expect(items.every((i) => i.images.length === 1 && i.images[0]!.startsWith('data:image/svg'))).toBe(true);
    expect((await shop(await cafe())).map((i) => i.itemName)).toContain('1小时网费');
  });
});

describe("members' points (integralMember list, adjust) and the ledger (integralRecord list)", () => {
  it('answers each member’s points with what they earned and spent: the ledger’s sums', async () => {
    const c = await hotel();
    const all = await members(c);
    expect(all.length).toBe(36);
    const ledger = await records(c);
    for (const m of all) {
      const mine = ledger.filter((r) => r.memberId === m.id);
      const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
      expect(m.earned).toBe(sum(mine.filter((r) => r.change > 0).map((r) => r.change)));
      expect(m.spent).toBe(sum(mine.filter((r) => r.change < 0).map((r) => -r.change)));
      expect(m.points).toBe(m.earned - m.spent);
      expect(m.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    }
    // by default the most points first; found by the last four digits, the card, the name
    expect(all.map((m) => m.points)).toEqual([...all.map((m) => m.points)].sort((a, b) => b - a));
    const z = await zhou(c);
    expect(z).toMatchObject({
      memberName: '周子轩',
      phone: '139****5678',
      cardNo: 'M10010001',
      memberTypeName: '金卡会员',
    });
    expect((await members(c, { phone: '5678' })).map((m) => m.id)).toContain(z.id);
    expect((await members(c, { cardNo: 'M10010002' })).map((m) => m.memberName)).toEqual(['林晓雨']);
    const byEarned = await members(c, { sortField: 'earned', sortOrder: 'asc' });
    expect(byEarned[0]!.earned).toBeLessThanOrEqual(byEarned[1]!.earned);
  });

  it('adjusts by hand through the ledger (kind 5), never below 0, only with the key', async () => {
    const c = await hotel();
    const before = await zhou(c);
    const adjust = (body: Record<string, unknown>) => c.post(`${POINTS_MEMBER_BASE}/adjust`, body);
    const added = (await adjust({ memberId: before.id, change: 500, remark: '投诉补偿' })).body;
    expect(added).toMatchObject({ code: 200, msg: '调整成功', data: { points: before.points + 500 } });
    const after = await zhou(c);
    expect(after).toMatchObject({ points: before.points + 500, earned: before.earned + 500 });
    const [row] = await records(c, { memberId: before.id, kind: 5 });
    expect(row).toMatchObject({
      change: 500,
      balanceAfter: before.points + 500,
      remark: '投诉补偿',
      operator: '张建国',
      kind: 5,
      phone: '139****5678',
    });

    expect((await adjust({ memberId: before.id, change: -(after.points + 1), remark: '更正' })).body).toEqual(
      fieldError('change', `调整后积分不能小于0（当前${after.points}积分）`),
    );
    expect((await adjust({ memberId: before.id, change: 0, remark: '更正' })).body).toEqual(
      fieldError('change', '调整数量不能为0'),
    );
    expect((await adjust({ memberId: before.id, change: 10, remark: ' ' })).body).toEqual(
      fieldError('remark', '请输入调整原因'),
    );
    // every point may go, not one more
    const taken = (await adjust({ memberId: before.id, change: -after.points, remark: '录入错误更正' })).body;
    expect(taken).toMatchObject({ code: 200, data: { points: 0 } });
    expect((await zhou(c)).spent).toBe(after.spent + after.points);

    // another place's member, and the desk without the key
    const theirs = (await members(await as(DEMO_USERS.owner, 1002)))[0]!;
    expect((await adjust({ memberId: theirs.id, change: 10, remark: '补偿' })).body).toEqual(
      fieldError('memberId', '会员不存在'),
    );
    expect(
      (
        await (
          await staff()
        ).post(`${POINTS_MEMBER_BASE}/adjust`, { memberId: before.id, change: 1, remark: 'x' })
      ).body,
    ).toEqual(NO_KEY);
    expect((await (await staff()).get(`${POINTS_RECORD_BASE}/list`)).body.code).toBe(200);
  });

  it('finds ledger rows by name, phone, kind and dates, newest first', async () => {
    const c = await hotel();
    const all = await records(c);
    expect(all.length).toBe(
      getDb()
        .table(MEMBER_TABLES.points)
        .filter((r) => r.placeId === 1001).length,
    );
    const times = all.map((r) => r.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect((await records(c, { memberName: '周子轩' })).every((r) => r.memberName === '周子轩')).toBe(true);
    expect((await records(c, { phone: '13687654321' })).every((r) => r.memberName === '林晓雨')).toBe(true);
    const recharges = await records(c, { kind: 2 });
    expect(recharges.length).toBeGreaterThan(0);
    expect(recharges.every((r) => r.kind === 2 && r.change > 0 && r.remark.startsWith('CZ'))).toBe(true);
    const day = all[0]!.createTime.slice(0, 10);
    const thatDay = await records(c, { startDate: day, endDate: day });
    expect(thatDay.length).toBeGreaterThan(0);
    expect(thatDay.every((r) => r.createTime.startsWith(day))).toBe(true);
  });
});

describe('the sync records (integralSyncRecord list)', () => {
  it('send the ledger’s changes nightly: a failed batch goes again with the next', async () => {
    setClock(() => SEED_NOW);
    const c = await hotel();
    const page = await data<Page<PointsSyncRecord>>(c, `${POINTS_SYNC_BASE}/list`, { pageSize: 500 });
    const batches = page.records.slice().reverse();
    expect(batches.length).toBeGreaterThan(3);
    // an owner of twelve places syncs to the chain's head office; the inn's owner to the platform
    expect(batches.every((b) => b.target === 1 && b.syncTime.slice(11, 16) === '02:00')).toBe(true);
    expect(batches.some((b) => b.result === 0)).toBe(true);
    const ledger = getDb()
      .table(MEMBER_TABLES.points)
      .filter((r) => r.placeId === 1001);
    const first = batches[0]!;
    let from = '';
    for (const b of batches) {
      const until = `${b.syncTime.slice(0, 10)} 02:00:00`;
      const carried = ledger.filter((r) => r.createTime < until && (from === '' || r.createTime >= from));
      if (b !== first) expect(b.points, b.batchNo).toBe(carried.reduce((s, r) => s + r.change, 0));
      if (b !== first) expect(b.recordCount).toBe(carried.length);
      if (b.result === 1) from = until;
    }

    // an adjustment goes out with the next night's batch
    const z = await zhou(c);
    await c.post(`${POINTS_MEMBER_BASE}/adjust`, { memberId: z.id, change: 66, remark: '生日补发' });
    setClock(() => SEED_NOW + 18 * HOUR); // 04:00 the next day: past its 02:00 batch
    const next = (await data<Page<PointsSyncRecord>>(c, `${POINTS_SYNC_BASE}/list`, { pageSize: 1 }))
      .records[0]!;
    expect(next.syncTime.slice(0, 10)).toBe('2026-11-22');
    expect(next.points).toBeGreaterThanOrEqual(66);
    const inn = await data<Page<PointsSyncRecord>>(
      await as(DEMO_USERS.innOwner, 1013),
      `${POINTS_SYNC_BASE}/list`,
    );
    expect(inn.records.every((b) => b.target === 2)).toBe(true);
    // filtered by result and dates
    const failed = await data<Page<PointsSyncRecord>>(c, `${POINTS_SYNC_BASE}/list`, { result: 0 });
    expect(failed.records.every((b) => b.result === 0 && b.message.includes('超时'))).toBe(true);
  });
});
