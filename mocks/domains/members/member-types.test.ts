import { afterEach, describe, expect, it } from 'vitest';
import {
  MEMBER_TYPE_BASE as T,
  type MemberType,
  type MemberTypeOption,
} from '../../../src/domain/member-types';
import { RECHARGE_STRATEGY_BASE as S } from '../../../src/domain/recharge-strategies';
import { setClock } from '../../db';
import { mockDb } from '../../node';
import { DEMO_USERS } from '../../seed';
import { as, hotelOwner as hotel, SEED_NOW, type Page } from '../../test-kit';
import type { TestClient } from '../../test-client';
import { BILLING } from '../billing/tables';
import { goodsDiscountsAt } from './goods-discounts';
import { membersAt } from './seed';
import { MEMBER_TABLES } from './tables';

/* Member types (memberType list/add/edit/delete/getSelectInfo) and the billing calls that read them. */

const types = async (c: TestClient, q: Record<string, unknown> = {}) =>
  (await c.get<Page<MemberType>>(`${T}/list`, { pageSize: 100, ...q })).body.data.records;
const typeId = async (c: TestClient, name: string) => (await types(c)).find((t) => t.typeName === name)!.id;
const 黑金 = {
  typeName: '黑金会员',
  discount: 75,
  upgradeThreshold: 20000,
  color: '#262626',
  sort: 5,
  remark: '',
};

afterEach(() => setClock());

describe('member types', () => {
  it('start as the four defaults at every place, lowest level first, with their members counted', async () => {
    const rows = await types(await hotel());
    expect(rows.map((r) => [r.typeName, r.level, r.discount, r.upgradeThreshold])).toEqual([
      ['普通会员', 1, 100, 0],
      ['银卡会员', 2, 95, 1000],
      ['金卡会员', 3, 88, 3000],
      ['钻石会员', 4, 80, 10000],
    ]);
    expect(rows.reduce((n, r) => n + r.memberCount, 0)).toBe(36);
    // an internet cafe gets them on first use
    const cafe = await types(await as(DEMO_USERS.netbarOwner, 1014));
    expect(cafe.map((r) => r.typeName)).toEqual(['普通会员', '银卡会员', '金卡会员', '钻石会员']);
    expect(cafe.reduce((n, r) => n + r.memberCount, 0)).toBe(48);
  });

  it('a type added here is a level of the billing page: its member price is saved and priced', async () => {
    const c = await hotel();
    expect((await c.post(`${T}/add`, 黑金)).body).toMatchObject({ code: 200, msg: '新增成功' });
    const id = await typeId(c, '黑金会员');
    expect((await types(c)).at(-1)).toMatchObject({ id, level: 5, memberCount: 0 });
    // the selects of the member pages and of the billing page list it, in level order
    const select = (await c.post<MemberTypeOption[]>(`${T}/getSelectInfo`, {})).body.data;
    expect(select.at(-1)).toEqual({ id, typeName: '黑金会员', level: 5, discount: 75, color: '#262626' });
    const billing = (await c.post<Array<{ id: number; level: number }>>(`${T}/getPlaceAndParent`, {})).body
      .data;
    expect(billing.map((t) => t.level)).toEqual([1, 2, 3, 4, 5]);
    expect(billing.at(-1)).toMatchObject({ id, typeName: '黑金会员' });
    // a member price for it (the member-price tab's save) and the price calendar's check of it
    const model = mockDb()
      .table('businessRoomModel')
      .find((m) => m.placeId === 1001)!;
    const RULES = '/business-merchant/businessBillingRules';
    expect(
      (
        await c.post(`${RULES}/editMember`, {
          roomModelId: model.id,
          items: [{ memberTypeId: id, mode: 1, price: 99, discount: 0 }],
        })
      ).body.code,
    ).toBe(200);
    const prices = (
      await c.get<Array<{ memberTypeId: number; memberTypeName: string }>>(`${RULES}/listByMember`, {
        roomModelId: model.id,
      })
    ).body.data;
    expect(prices.find((p) => p.memberTypeId === id)).toMatchObject({ memberTypeName: '黑金会员' });
    const days = (
      await c.post<Array<{ price: number }>>(`${RULES}/findLastPrice`, {
        roomModelId: model.id,
        memberTypeId: id,
        startDate: '2026-11-23',
        days: 1,
      })
    ).body.data;
    expect(days[0]!.price).toBe(99);
  });

  it('moves with its sort: edited to sort 0 it becomes the lowest level', async () => {
    const c = await hotel();
    const id = await typeId(c, '钻石会员');
    const row = (await types(c)).find((t) => t.id === id)!;
    expect((await c.post(`${T}/edit`, { ...row, sort: 0 })).body).toMatchObject({
      code: 200,
      msg: '更新成功',
    });
    expect((await types(c))[0]).toMatchObject({ id, level: 1 });
    const billing = (await c.post<Array<{ id: number }>>(`${T}/getPlaceAndParent`, {})).body.data;
    expect(billing[0]!.id).toBe(id);
  });

  it('is not deleted while in use: the refusal names what uses it and how many', async () => {
    const c = await hotel();
    const gold = await typeId(c, '金卡会员');
    const db = mockDb();
    const members = membersAt(db, db.placeById(1001)!, SEED_NOW).filter(
      (m) => m.memberTypeId === gold,
    ).length;
    const rooms = new Set(
      db
        .table(BILLING.member)
        .filter((r) => r.placeId === 1001 && r.memberTypeId === gold)
        .map((r) => r.roomModelId),
    ).size;
    const goods = goodsDiscountsAt(db, db.placeById(1001)!, SEED_NOW).filter(
      (r) => r.memberTypeId === gold,
    ).length;
    expect(members).toBeGreaterThan(0);
    expect(rooms).toBeGreaterThan(0);
    expect(goods).toBeGreaterThan(0);
    expect(
      (
        await c.post(`${S}/add`, {
          strategyName: '金卡充2000送400',
          memberTypeId: gold,
          amountFrom: 2000,
          bonus: 400,
          startDate: '2026-11-01',
        })
      ).body.code,
    ).toBe(200);
    expect((await c.post(`${T}/delete`, { id: gold })).body).toEqual({
      code: 400,
      msg: `「金卡会员」正在使用，不能删除：${members}名会员、${rooms}个房型的会员价、1条充值策略、${goods}个商品分类的折扣`,
      data: null,
    });
    expect(await typeId(c, '金卡会员')).toBe(gold);
    // a new type nobody uses goes
    await c.post(`${T}/add`, 黑金);
    expect((await c.post(`${T}/delete`, { id: await typeId(c, '黑金会员') })).body).toMatchObject({
      code: 200,
      msg: '删除成功',
    });
  });

  it('deleted to the last one, a place keeps none: the defaults do not come back', async () => {
    setClock(() => SEED_NOW);
    const c = await as(DEMO_USERS.innOwner, 1013);
    const db = mockDb();
    // the inn's members moved out of the way (they hold the types)
    membersAt(db, db.placeById(1013)!, SEED_NOW);
    const all = db.table(MEMBER_TABLES.member);
    all.splice(0, all.length, ...all.filter((m) => m.placeId !== 1013));
    for (const t of await types(c)) {
      expect((await c.post(`${T}/delete`, { id: t.id })).body.code).toBe(200);
    }
    expect(await types(c)).toEqual([]);
    expect((await c.post(`${T}/getPlaceAndParent`, {})).body.data).toEqual([]);
    expect((await c.post(`${T}/getSelectInfo`, {})).body.data).toEqual([]);
  });

  it('the desk lists them; adding, editing and deleting need the keys', async () => {
    const staff = await as(DEMO_USERS.staff, 1001);
    expect((await types(staff)).length).toBe(4);
    expect((await staff.post(`${T}/add`, 黑金)).body).toMatchObject({ code: 403 });
  });
});
