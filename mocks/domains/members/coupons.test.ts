import { describe, expect, it } from 'vitest';
import { COUPON_BASE, type Coupon } from '../../../src/domain/coupons';
import { rowsAt } from '../../contract';
import { mockDb } from '../../node';
import { DEMO_USERS } from '../../seed';
import { as, atSeedTime, fieldError, hotelOwner as owner, SEED_NOW, type Page } from '../../test-kit';
import { GOODS } from '../goods/tables';
import { ROOMS } from '../rooms/tables';
import { COUPON_TABLES, couponsAt, issueCoupon } from './coupons';
import { strategiesAt } from './recharge-strategies';
import { membersAt } from './seed';

atSeedTime();

const list = async (c: Awaited<ReturnType<typeof owner>>, q: Record<string, unknown> = {}) =>
  (await c.get<Page<Coupon>>(`${COUPON_BASE}/list`, { pageNumber: 1, pageSize: 50, ...q })).body.data;
const byName = (rows: Coupon[], name: string) => rows.find((r) => r.couponName === name)!;

/** A valid amount-off coupon for every bill, valid for fixed dates. */
const body = (extra: Record<string, unknown> = {}) => ({
  couponName: '周末满100减15',
  couponType: 1,
  amount: 15,
  threshold: 100,
  validType: 1,
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  totalQuantity: 200,
  perMemberLimit: 2,
  applyTo: 1,
  scopeIds: [],
  remark: '',
  ...extra,
});

describe('coupons (issue 22 item 5)', () => {
  it("lists a hotel's coupons with what was given and used, the scope by name, and finds them by kind", async () => {
    const c = await owner();
    const page = await list(c);
    expect(page.records.map((r) => r.couponName).sort()).toEqual(
      ['满300减30房费券', '新会员9折券', '小超市10元无门槛券', '双十一满500减80', '生日月85折券'].sort(),
    );
    const rooms = rowsAt(mockDb(), ROOMS.model, 1001);
    const voucher = byName(page.records, '满300减30房费券');
    expect(voucher).toMatchObject({
      couponType: 1,
      amount: 30,
      threshold: 300,
      discount: null,
      applyTo: 2,
      scopeIds: [rooms[0]!.id, rooms[1]!.id],
      scopeNames: [rooms[0]!.modelName, rooms[1]!.modelName],
      issued: 14,
      status: 1,
    });
    expect(voucher.used).toBeGreaterThan(0);
    expect(voucher.used).toBeLessThan(14);
    expect(byName(page.records, '小超市10元无门槛券').scopeNames).toEqual(['饮料', '零食', '方便速食']);
    expect(byName(page.records, '新会员9折券')).toMatchObject({
      discount: 90,
      maxDiscount: 50,
      validDays: 30,
    });
    const discounts = await list(c, { couponType: 2 });
    expect(discounts.records.map((r) => r.couponName).sort()).toEqual(['新会员9折券', '生日月85折券'].sort());
    // an internet cafe's are its own
    const cafe = await as(DEMO_USERS.netbarOwner, 1014);
    expect((await list(cafe)).records.map((r) => r.couponName)).toContain('饮料85折券');
  });

  it('refuses what a kind needs, with its field, and stores only what the kinds use', async () => {
    const c = await owner();
    const add = (extra: Record<string, unknown>) => c.post(`${COUPON_BASE}/add`, body(extra));
    expect((await add({ couponType: 2, amount: null })).body).toEqual(fieldError('discount', '请输入折扣'));
    expect((await add({ amount: null })).body).toEqual(fieldError('amount', '请输入减免金额'));
    expect((await add({ startDate: '' })).body).toEqual(fieldError('startDate', '请选择开始日期'));
    expect((await add({ endDate: '2026-11-30' })).body).toEqual(
      fieldError('endDate', '结束日期不能早于开始日期'),
    );
    expect((await add({ validType: 2 })).body).toEqual(fieldError('validDays', '请输入领取后的有效天数'));
    expect((await add({ threshold: 15 })).body).toEqual(
      fieldError('threshold', '使用门槛须大于减免金额（或设为0无门槛）'),
    );
    expect((await add({ perMemberLimit: 3, totalQuantity: 2 })).body).toEqual(
      fieldError('perMemberLimit', '每人限领不能超过发放总量'),
    );
    expect((await add({ applyTo: 2 })).body).toEqual(fieldError('scopeIds', '请选择适用的房型'));
    // a goods category is not a room type, nor is another place's room type
    const category = rowsAt(mockDb(), GOODS.category, 1001)[0]!.id;
    const otherRoom = rowsAt(mockDb(), ROOMS.model, 1002)[0]!.id;
    expect((await add({ applyTo: 2, scopeIds: [otherRoom] })).body).toEqual(
      fieldError('scopeIds', '房型不存在'),
    );
    expect((await add({ applyTo: 3, scopeIds: [category, category] })).body.code).toBe(200);

    // a discount coupon valid 7 days after receipt: the amount and the dates it was sent with are dropped
    const res = await add({
      couponName: '饮料9折券',
      couponType: 2,
      discount: 90,
      maxDiscount: 20,
      validType: 2,
      validDays: 7,
    });
    expect(res.body).toMatchObject({ code: 200, msg: '新增成功' });
    const stored = byName((await list(c)).records, '饮料9折券');
    expect(stored).toMatchObject({
      amount: null,
      discount: 90,
      maxDiscount: 20,
      startDate: '',
      endDate: '',
      validDays: 7,
      status: 1,
      issued: 0,
      used: 0,
    });
    expect(byName((await list(c)).records, '周末满100减15')).toMatchObject({
      applyTo: 3,
      scopeIds: [category],
    });
  });

  it('switches a coupon off by edit, keeps its total above what was given, and deletes only an unused one', async () => {
    const c = await owner();
    const voucher = byName((await list(c)).records, '满300减30房费券');
    expect((await c.post(`${COUPON_BASE}/edit`, { id: voucher.id, status: 0 })).body).toMatchObject({
      code: 200,
      msg: '更新成功',
    });
    expect(byName((await list(c)).records, '满300减30房费券')).toMatchObject({ status: 0, amount: 30 });
    expect((await c.post(`${COUPON_BASE}/edit`, { id: voucher.id, totalQuantity: 13 })).body).toEqual(
      fieldError('totalQuantity', '发放总量不能少于已发放的14张'),
    );
    expect((await c.post(`${COUPON_BASE}/delete`, { id: voucher.id })).body).toMatchObject({
      code: 400,
      msg: '该优惠券已发放14张，不能删除，可停用',
    });

    // one a recharge strategy gives stays until the strategy no longer names it
    const idle = byName((await list(c)).records, '生日月85折券');
    const strategy = strategiesAt(mockDb(), 1001).find((s) => s.strategyName === '充500送50')!;
    strategy.couponIds = [idle.id];
    expect((await c.post(`${COUPON_BASE}/delete`, { id: idle.id })).body).toMatchObject({
      code: 400,
      msg: '充值策略「充500送50」赠送该优惠券，请先修改充值策略',
    });
    strategy.couponIds = [];
    expect((await c.post(`${COUPON_BASE}/delete`, { id: idle.id })).body).toMatchObject({
      code: 200,
      msg: '删除成功',
    });

    // the desk's staff see the coupons but change none
    const staff = await as(DEMO_USERS.staff, 1001);
    expect((await staff.get(`${COUPON_BASE}/list`)).body.code).toBe(200);
    expect((await staff.post(`${COUPON_BASE}/add`, body())).body.code).toBe(403);
    expect((await staff.post(`${COUPON_BASE}/edit`, { id: voucher.id, status: 1 })).body.code).toBe(403);
  });

  it('gives a member a coupon within its total and the limit per member, for its days', async () => {
    const db = mockDb();
    const place = db.placeById(1001)!;
    const member = membersAt(db, place, SEED_NOW).find((m) => m.memberName === '林晓雨')!;
    const coupons = couponsAt(db, place, SEED_NOW);
    // what the seed gave this member is taken back: the test counts from none
    const held = db.table(COUPON_TABLES.memberCoupon);
    held.splice(0, held.length, ...held.filter((r) => r.memberId !== member.id));
    const welcome = coupons.find((x) => x.couponName === '新会员9折券')!;
    expect(issueCoupon(db, place, member, welcome.id, SEED_NOW, 1)).toMatchObject({
      given: { validFrom: '2026-11-21', validTo: '2026-12-20', status: 0, source: 1, memberId: member.id },
    });
    // one a member
    expect(issueCoupon(db, place, member, welcome.id, SEED_NOW, 1)).toEqual({
      refused: { key: 'coupons.limitReached', params: { name: '新会员9折券', count: 1 } },
    });
    // all given
    welcome.perMemberLimit = 5;
    welcome.totalQuantity = held.filter((r) => r.couponId === welcome.id).length;
    expect(issueCoupon(db, place, member, welcome.id, SEED_NOW, 1)).toMatchObject({
      refused: { key: 'coupons.soldOut' },
    });
    // past its last day, or switched off
    const ended = coupons.find((x) => x.couponName === '双十一满500减80')!;
    const off = coupons.find((x) => x.couponName === '生日月85折券')!;
    for (const c of [ended, off])
      expect(issueCoupon(db, place, member, c.id, SEED_NOW, 2)).toMatchObject({
        refused: { key: 'coupons.notGivable' },
      });
    // a fixed-date coupon is valid from today to its last day
    const voucher = coupons.find((x) => x.couponName === '满300减30房费券')!;
    expect(issueCoupon(db, place, member, voucher.id, SEED_NOW, 3)).toMatchObject({
      given: { validFrom: '2026-11-21', validTo: voucher.endDate },
    });
    // the list counts it
    const c = await owner();
    expect(byName((await list(c)).records, '满300减30房费券').issued).toBe(
      held.filter((r) => r.couponId === voucher.id).length,
    );
  });
});
