import { describe, expect, it } from 'vitest';
import { MEMBER_TYPE_BASE as T, type MemberType } from '../../../src/domain/member-types';
import {
  pickStrategy,
  RECHARGE_STRATEGY_BASE as S,
  type RechargeStrategy,
} from '../../../src/domain/recharge-strategies';
import { mockDb } from '../../node';
import { DEMO_USERS } from '../../seed';
import { as, fieldError, hotelOwner as hotel, SEED_NOW, type Page } from '../../test-kit';
import type { TestClient } from '../../test-client';
import { couponsAt } from './coupons';
import { strategiesAt } from './recharge-strategies';

/* Recharge strategies (rechargeStrategy list/add/edit/delete): the seed, the overlap rule, the references. */

const strategies = async (c: TestClient, q: Record<string, unknown> = {}) =>
  (await c.get<Page<RechargeStrategy>>(`${S}/list`, { pageSize: 100, ...q })).body.data.records;
const typeId = async (c: TestClient, name: string) =>
  (await c.get<Page<MemberType>>(`${T}/list`, { pageSize: 100 })).body.data.records.find(
    (t) => t.typeName === name,
  )!.id;
/** An offer for every level from ¥300 to ¥600, from Nov 2026 on, enabled. */
const offer = (o: Record<string, unknown> = {}) => ({
  strategyName: '充300送30',
  memberTypeId: 0,
  amountFrom: 300,
  amountTo: 600,
  bonus: 30,
  points: 0,
  couponIds: [],
  startDate: '2026-11-01',
  endDate: '',
  status: 1,
  remark: '',
  ...o,
});
const overlap = (name: string) =>
  fieldError('amountFrom', `与充值策略「${name}」的金额区间和有效期重叠，同一会员等级只能有一条生效`);

describe('recharge strategies', () => {
  it('every place starts with 充200送10, 充500送50 and 充1000送150 + 1000 points, for all levels', async () => {
    for (const c of [await hotel(), await as(DEMO_USERS.netbarOwner, 1014)]) {
      const rows = await strategies(c);
      expect(rows.map((r) => [r.strategyName, r.amountFrom, r.amountTo, r.bonus, r.points])).toEqual([
        ['充200送10', 200, 500, 10, 0],
        ['充500送50', 500, 1000, 50, 0],
        ['充1000送150', 1000, null, 150, 1000],
      ]);
      for (const r of rows) {
        expect(r).toMatchObject({
          memberTypeId: 0,
          memberTypeName: '',
          status: 1,
          endDate: '',
          couponIds: [],
        });
      }
    }
  });

  it('refuses an enabled offer whose amounts and dates overlap another of the same level, naming it', async () => {
    const c = await hotel();
    expect((await c.post(`${S}/add`, offer())).body).toEqual(overlap('充200送10'));
    // above every range but open-ended: it meets 充1000送150
    expect((await c.post(`${S}/add`, offer({ amountFrom: 5000, amountTo: null }))).body).toEqual(
      overlap('充1000送150'),
    );
    // before the seed's offers start, or disabled: no clash
    const before = offer({ startDate: '2024-01-01', endDate: '2024-03-17' });
    expect((await c.post(`${S}/add`, before)).body).toMatchObject({ code: 200, msg: '新增成功' });
    expect((await c.post(`${S}/add`, offer({ strategyName: '草稿', status: 0 }))).body.code).toBe(200);
    const draft = (await strategies(c)).find((r) => r.strategyName === '草稿')!;
    expect((await c.post(`${S}/edit`, { ...draft, status: 1 })).body).toEqual(overlap('充200送10'));
  });

  it("a level's own offers overlap only each other; pickStrategy takes the level's before all levels", async () => {
    const c = await hotel();
    const gold = await typeId(c, '金卡会员');
    const mine = offer({ strategyName: '金卡充300送60', memberTypeId: gold, bonus: 60 });
    expect((await c.post(`${S}/add`, mine)).body.code).toBe(200);
    expect(
      (
        await c.post(
          `${S}/add`,
          offer({ strategyName: '金卡充500送120', memberTypeId: gold, amountFrom: 500 }),
        )
      ).body,
    ).toEqual(overlap('金卡充300送60'));
    const listed = (await strategies(c, { memberTypeId: gold }))[0]!;
    expect(listed).toMatchObject({ strategyName: '金卡充300送60', memberTypeName: '金卡会员' });

    const all = strategiesAt(mockDb(), 1001);
    const day = '2026-11-21';
    expect(pickStrategy(all, { amount: 400, memberTypeId: gold, day })?.strategyName).toBe('金卡充300送60');
    expect(pickStrategy(all, { amount: 400, memberTypeId: gold + 1, day })?.strategyName).toBe('充200送10');
    expect(pickStrategy(all, { amount: 700, memberTypeId: gold, day })?.strategyName).toBe('充500送50');
    expect(pickStrategy(all, { amount: 100, memberTypeId: gold, day })).toBeNull();
  });

  it("an edit does not clash with itself; the level and coupons must be the place's", async () => {
    const c = await hotel();
    const row = (await strategies(c)).find((r) => r.strategyName === '充500送50')!;
    expect((await c.post(`${S}/edit`, { ...row, bonus: 60 })).body).toMatchObject({ code: 200 });
    expect((await strategies(c)).find((r) => r.id === row.id)!.bonus).toBe(60);

    const otherPlace = mockDb()
      .table('memberType')
      .find((t) => t.placeId === 1002)!.id;
    expect(
      (
        await c.post(
          `${S}/add`,
          offer({ memberTypeId: otherPlace, startDate: '2020-01-01', endDate: '2020-12-31' }),
        )
      ).body,
    ).toEqual(fieldError('memberTypeId', '会员等级不存在或已被删除'));
    const free = { amountFrom: 50, amountTo: 100 };
    expect((await c.post(`${S}/add`, offer({ ...free, couponIds: [999999] }))).body).toEqual(
      fieldError('couponIds', '优惠券不存在或已被删除'),
    );
    const db = mockDb();
    const { id: coupon, couponName } = couponsAt(db, db.placeById(1001)!, SEED_NOW)[0]!;
    expect((await c.post(`${S}/add`, offer({ ...free, couponIds: [coupon, coupon] }))).body).toEqual(
      fieldError('couponIds', '同一种优惠券只能选一次'),
    );
    expect((await c.post(`${S}/add`, offer({ ...free, couponIds: [coupon] }))).body.code).toBe(200);
    expect((await strategies(c)).find((r) => r.amountFrom === 50)).toMatchObject({
      couponIds: [coupon],
      couponNames: [couponName],
    });
  });

  it('deleted all, a place has none: the seed does not come back', async () => {
    const c = await hotel();
    for (const r of await strategies(c)) {
      expect((await c.post(`${S}/delete`, { id: r.id })).body).toMatchObject({ code: 200, msg: '删除成功' });
    }
    expect(await strategies(c)).toEqual([]);
    expect(strategiesAt(mockDb(), 1001)).toEqual([]);
  });

  it('the desk lists them; the writes need the keys', async () => {
    const staff = await as(DEMO_USERS.staff, 1001);
    expect((await strategies(staff)).length).toBe(3);
    expect((await staff.post(`${S}/add`, offer({ amountFrom: 50, amountTo: 100 }))).body).toMatchObject({
      code: 403,
    });
  });
});
