import { afterEach, describe, expect, it } from 'vitest';
import {
  CONSUME_RECORD_LIST,
  MEMBER_ADD,
  MEMBER_DETAIL,
  MEMBER_EDIT,
  MEMBER_LIST,
  MEMBER_PICK,
  MEMBER_RECHARGE,
  RECHARGE_RECORD_LIST,
  type ConsumeRecord,
  type Member,
  type MemberPick,
  type RechargeRecord,
  type RechargeResult,
} from '../../../src/domain/members';
import { currentPermissionSource, setPermissionSource } from '../../contract';
import { setClock } from '../../db';
import { mockDb } from '../../node';
import { DEMO_USERS } from '../../seed';
import {
  as,
  fieldError,
  hotelDesk as desk,
  hotelOwner as hotel,
  round2,
  SEED_NOW,
  type Page,
} from '../../test-kit';
import type { TestClient } from '../../test-client';
import { DEFAULT_POINTS_SETTINGS, EARN_RULE, POINTS_SETTINGS_SAVE } from '../../../src/domain/points';
import { memberTypesOf } from '../billing/routes';
import { couponsAt, givenOf } from './coupons';
import { earnRulesOf, pointsSettingsOf } from './points';
import { strategiesAt } from './recharge-strategies';
import { MEMBER_TABLES } from './tables';

/* The member list's calls (memberListForMerchant, detail, getPage, add, edit, recharge) and the records. */

const list = async (c: TestClient, q: Record<string, unknown> = {}) =>
  (await c.get<Page<Member>>(MEMBER_LIST, { pageSize: 100, ...q })).body.data;
const find = async (c: TestClient, name: string) =>
  (await list(c, { memberName: name })).records.find((m) => m.memberName === name)!;
const recharges = async (c: TestClient, q: Record<string, unknown>) =>
  (await c.get<Page<RechargeRecord>>(RECHARGE_RECORD_LIST, { pageSize: 100, ...q })).body.data;
const typeId = (name: string, placeId = 1001) =>
  memberTypesOf(mockDb(), placeId, SEED_NOW).find((t) => t.typeName === name)!.id;
let request = 0;
const requestId = () => `test-request-${++request}`;

const original = currentPermissionSource()!;
afterEach(() => {
  setPermissionSource(original);
  setClock();
});

describe('memberListForMerchant, detail and getPage', () => {
  it('list the place’s members paged, phone and ID number masked, found by phone (its tail too), name, card and level', async () => {
    setClock(() => SEED_NOW);
    const c = await hotel();
    const all = await list(c);
    expect(all.total).toBe(36);
    for (const m of all.records) {
      expect(m.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
      expect(m.idCard).toMatch(/^$|^\d{4}\*{10}[\dX]{4}$/);
      expect(m.balance).toBe(Math.round((m.principal + m.bonus) * 100) / 100);
    }
    // newest member first
    const joined = all.records.map((m) => m.createTime);
    expect(joined).toEqual([...joined].sort().reverse());
    const zhou = all.records.find((m) => m.memberName === '周子轩')!;
    expect(zhou).toMatchObject({
      phone: '139****5678',
      idCard: '3301**********1236',
      cardNo: 'M10010001',
      memberTypeName: '金卡会员',
      memberTypeColor: '#D4B106',
      status: 1,
    });
    expect((await list(c, { phone: '5678' })).records.map((m) => m.memberName)).toContain('周子轩');
    expect((await list(c, { phone: '13912345678' })).records.map((m) => m.memberName)).toEqual(['周子轩']);
    expect((await list(c, { cardNo: 'm10010002' })).records.map((m) => m.memberName)).toEqual(['林晓雨']);
    const gold = await list(c, { memberTypeId: typeId('金卡会员') });
    expect(gold.records.every((m) => m.memberTypeName === '金卡会员')).toBe(true);
    expect(gold.records.map((m) => m.memberName)).toContain('周子轩');
    const page = await list(c, { pageSize: 10, pageNumber: 2, sortField: 'balance', sortOrder: 'desc' });
    expect(page.records.length).toBe(10);
    const balances = page.records.map((m) => m.balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    expect((await c.get(MEMBER_LIST, { sortField: 'phone' })).body).toMatchObject({ code: 400 });

    const detail = (await c.get<Member>(MEMBER_DETAIL, { id: zhou.id })).body;
    expect(detail).toMatchObject({ code: 200, data: zhou });
    expect((await c.get(MEMBER_DETAIL, { id: 999999 })).body).toMatchObject({
      code: 400,
      msg: '数据不存在或已被删除',
    });
  });

  it('keep each place’s members to it, and the list to those who hold member:info:list', async () => {
    const cafe = await as(DEMO_USERS.netbarOwner, 1014);
    const theirs = await find(cafe, '周子轩');
    expect(theirs.cardNo).toBe('M10140001');
    const c = await hotel();
    expect((await c.get(MEMBER_DETAIL, { id: theirs.id })).body.code).toBe(400);
    setPermissionSource(() => new Set());
    expect((await c.get(MEMBER_LIST)).body).toMatchObject({ code: 403 });
    expect((await c.get(RECHARGE_RECORD_LIST)).body).toMatchObject({ code: 403 });
    // a picker is anyone's at the place
    expect((await c.get(MEMBER_PICK, { keyword: '周子轩' })).body.code).toBe(200);
  });

  it('getPage picks by name, phone or card number: id, name, masked phone, card and level', async () => {
    const c = await desk();
    const pick = async (keyword: string) =>
      (await c.get<Page<MemberPick>>(MEMBER_PICK, { keyword, pageSize: 20 })).body.data.records;
    const [zhou] = await pick('周子轩');
    expect(zhou).toEqual({
      id: expect.any(Number),
      memberName: '周子轩',
      phone: '139****5678',
      cardNo: 'M10010001',
      memberTypeId: typeId('金卡会员'),
      memberTypeName: '金卡会员',
      status: 1,
    });
    expect((await pick('13687654321')).map((m) => m.memberName)).toEqual(['林晓雨']);
    expect((await pick('M10010002')).map((m) => m.memberName)).toEqual(['林晓雨']);
    const page = (await c.get<Page<MemberPick>>(MEMBER_PICK, { pageSize: 5 })).body.data;
    expect([page.records.length, page.total]).toEqual([5, 36]);
    expect(page.records[0]!.cardNo).toBe('M10010001');
  });
});

describe('member/add and member/edit', () => {
  const newMember = (body: Record<string, unknown> = {}) => ({
    memberName: '沈嘉怡',
    phone: '13757120846',
    idCard: '',
    memberTypeId: typeId('普通会员'),
    gender: 2,
    birthday: '1995-06-18',
    remark: '喜欢高楼层',
    ...body,
  });

  it('adds a member with the next card number, nothing on the card; the phone and ID number once per place', async () => {
    setClock(() => SEED_NOW);
    const c = await desk();
    expect((await c.post(MEMBER_ADD, newMember())).body).toMatchObject({ code: 200, msg: '新增成功' });
    const added = await find(c, '沈嘉怡');
    expect(added).toMatchObject({
      phone: '137****0846',
      cardNo: 'M10010037',
      memberTypeName: '普通会员',
      gender: 2,
      birthday: '1995-06-18',
      balance: 0,
      points: 0,
      status: 1,
      source: 1,
      createTime: '2026-11-21 10:00:00',
      lastVisitTime: '',
    });
    expect((await c.post(MEMBER_ADD, newMember({ memberName: '沈嘉' }))).body).toEqual(
      fieldError('phone', '该手机号已是本店会员'),
    );
    const id = '330106199506182026';
    expect(
      (await c.post(MEMBER_ADD, newMember({ memberName: '沈嘉禾', phone: '13757120847', idCard: id }))).body
        .code,
    ).toBe(200);
    expect((await find(c, '沈嘉禾')).idCard).toBe('3301**********2026');
    expect((await c.post(MEMBER_ADD, newMember({ phone: '13757120848', idCard: id }))).body).toEqual(
      fieldError('idCard', '该身份证号已是本店会员'),
    );
    // another place may have the same member
    const cafe = await as(DEMO_USERS.netbarOwner, 1014);
    expect(
      (await cafe.post(MEMBER_ADD, newMember({ memberTypeId: typeId('普通会员', 1014) }))).body.code,
    ).toBe(200);
  });

  it('refuses what breaks the declaration or the place’s tables, on its field', async () => {
    setClock(() => SEED_NOW);
    const c = await hotel();
    expect((await c.post(MEMBER_ADD, newMember({ memberName: '' }))).body).toEqual(
      fieldError('memberName', '请输入会员姓名'),
    );
    expect((await c.post(MEMBER_ADD, newMember({ memberName: 'A1' }))).body).toEqual(
      fieldError('memberName', '姓名只能包含中文、字母、间隔号和空格'),
    );
    expect((await c.post(MEMBER_ADD, newMember({ phone: '1234' }))).body).toEqual(
      fieldError('phone', '请输入正确的手机号'),
    );
    expect((await c.post(MEMBER_ADD, newMember({ idCard: '330106199003071235' }))).body).toEqual(
      fieldError('idCard', '请输入正确的身份证号'),
    );
    expect((await c.post(MEMBER_ADD, newMember({ memberTypeId: typeId('普通会员', 1014) }))).body).toEqual(
      fieldError('memberTypeId', '会员等级不存在，请重新选择'),
    );
    expect((await c.post(MEMBER_ADD, newMember({ gender: 3 }))).body).toEqual(
      fieldError('gender', '请选择性别'),
    );
    expect((await c.post(MEMBER_ADD, newMember({ birthday: '2026-11-22' }))).body).toEqual(
      fieldError('birthday', '生日不能晚于今天'),
    );
    expect((await c.post(MEMBER_ADD, newMember({ birthday: '1995-02-30' }))).body).toEqual(
      fieldError('birthday', '请输入正确的生日'),
    );
    expect((await list(c)).total).toBe(36);
  });

  it('refuses a guest whose ID number is on the blacklist in force, and takes them once the entry is lifted', async () => {
    setClock(() => SEED_NOW);
    const c = await hotel();
    const id = '32010219750612345X';
    const listed = await c.post('/business-member/memberBlacklist/add', {
      guestName: '沈嘉怡',
      idCard: id,
      phone: '',
      reason: '逃单',
    });
    expect(listed.body).toMatchObject({ code: 200, msg: '新增成功' });
    const entry = (listed.body as { data: { id: number } }).data.id;
    // the check character in either case is the same number
    for (const idCard of [id, id.toLowerCase()])
      expect((await c.post(MEMBER_ADD, newMember({ idCard }))).body).toEqual(
        fieldError('idCard', '该身份证号在本店黑名单中，不能办理会员'),
      );
    // another place's blacklist is its own
    const cafe = await as(DEMO_USERS.netbarOwner, 1014);
    expect(
      (await cafe.post(MEMBER_ADD, newMember({ idCard: id, memberTypeId: typeId('普通会员', 1014) }))).body
        .code,
    ).toBe(200);
    expect(
      (await c.post('/business-member/memberBlacklist/changeStatus', { id: entry, status: 0 })).body.code,
    ).toBe(200);
    expect((await c.post(MEMBER_ADD, newMember({ idCard: id }))).body.code).toBe(200);
  });

  it('edits a member: a phone or ID number left blank stays as on file, a new one is checked; the desk may not edit', async () => {
    const c = await hotel();
    const lin = await find(c, '林晓雨');
    const body = {
      id: lin.id,
      memberName: '林晓雨',
      phone: '',
      memberTypeId: typeId('银卡会员'),
      gender: 2,
      birthday: '1998-03-08',
      remark: '常住商务',
    };
    expect((await c.post(MEMBER_EDIT, body)).body).toMatchObject({ code: 200, msg: '更新成功' });
    expect(await find(c, '林晓雨')).toMatchObject({
      phone: '136****4321',
      idCard: '',
      memberTypeName: '银卡会员',
      birthday: '1998-03-08',
      remark: '常住商务',
      balance: lin.balance,
    });
    const stored = () =>
      mockDb()
        .table(MEMBER_TABLES.member)
        .find((m) => m.id === lin.id)!;
    expect(stored().phone).toBe('13687654321');
    expect((await c.post(MEMBER_EDIT, { ...body, phone: '13912345678' })).body).toEqual(
      fieldError('phone', '该手机号已是本店会员'),
    );
    expect((await c.post(MEMBER_EDIT, { ...body, phone: '13687650000' })).body.code).toBe(200);
    expect(stored().phone).toBe('13687650000');
    expect((await c.post(MEMBER_EDIT, { ...body, id: 999999 })).body).toMatchObject({
      code: 400,
      msg: '数据不存在或已被删除',
    });
    expect((await (await desk()).post(MEMBER_EDIT, body)).body).toMatchObject({ code: 403 });
  });
});

describe('member/recharge', () => {
  it('takes the amount as principal and gives the strategy’s bonus, once per request id', async () => {
    setClock(() => SEED_NOW);
    const c = await desk();
    const zhou = await find(c, '周子轩');
    const before = (await recharges(c, { memberId: zhou.id })).total;
    const id = requestId();
    const body = { memberId: zhou.id, amount: 500, payType: 1, remark: '前台充值', requestId: id };
    const answer = (await c.post<RechargeResult>(MEMBER_RECHARGE, body)).body;
    expect(answer).toMatchObject({ code: 200, msg: '充值成功' });
    const { record, member } = answer.data;
    expect(record).toMatchObject({
      memberId: zhou.id,
      memberName: '周子轩',
      phone: '139****5678',
      amount: 500,
      bonus: 50,
      // 1 point a yuan recharged (the earn rule's default), none from 充500送50
      points: 500,
      strategyName: '充500送50',
      couponNames: [],
      payType: 1,
      operator: '王磊',
      principalAfter: round2(zhou.principal + 500),
      bonusAfter: round2(zhou.bonus + 50),
      createTime: '2026-11-21 10:00:00',
      remark: '前台充值',
    });
    expect(record.orderNo).toMatch(/^CZ2026112101\d{4}$/);
    expect(member).toMatchObject({
      principal: round2(zhou.principal + 500),
      bonus: round2(zhou.bonus + 50),
      balance: round2(zhou.balance + 550),
      totalRecharge: round2(zhou.totalRecharge + 500),
      lastVisitTime: '2026-11-21 10:00:00',
    });

    // the same request again (a second click, a retry after a lost answer): the first answer, nothing taken
    const again = (await c.post<RechargeResult>(MEMBER_RECHARGE, body)).body;
    expect(again).toEqual(answer);
    expect((await recharges(c, { memberId: zhou.id })).total).toBe(before + 1);
    expect((await c.get<Member>(MEMBER_DETAIL, { id: zhou.id })).body.data.balance).toBe(member.balance);
    const [first] = (await recharges(c, { memberId: zhou.id })).records;
    expect(first).toEqual(record);

    // 200 is 充200送10's (the strategy for the amount, not for the total)
    const small = (
      await c.post<RechargeResult>(MEMBER_RECHARGE, { ...body, amount: 200, requestId: requestId() })
    ).body.data.record;
    expect([small.bonus, small.strategyName, small.orderNo > record.orderNo]).toEqual([
      10,
      '充200送10',
      true,
    ]);
    // below every strategy: principal only
    const none = (
      await c.post<RechargeResult>(MEMBER_RECHARGE, { ...body, amount: 100, requestId: requestId() })
    ).body.data.record;
    expect([none.bonus, none.strategyId, none.strategyName]).toEqual([0, null, '']);
  });

  it('gives the earn rule’s and the strategy’s points in one ledger row (kind 2), and the strategy’s coupons', async () => {
    setClock(() => SEED_NOW);
    const db = mockDb();
    const place = db.placeById(1001)!;
    // 充1000送150 gives a coupon too, and one the place has switched off (not given)
    const coupons = couponsAt(db, place, SEED_NOW);
    const [on, off] = [coupons.find((k) => k.status === 1)!, coupons.find((k) => k.status === 0)];
    const strategy = strategiesAt(db, 1001).find((s) => s.strategyName === '充1000送150')!;
    strategy.couponIds = off ? [on.id, off.id] : [on.id];
    const c = await hotel();
    const lin = await find(c, '林晓雨');
    const body = { memberId: lin.id, amount: 1000, payType: 3, remark: '', requestId: requestId() };
    const { record, member } = (await c.post<RechargeResult>(MEMBER_RECHARGE, body)).body.data;
    expect(record).toMatchObject({
      bonus: 150,
      points: 2000,
      strategyName: '充1000送150',
      couponNames: [on.couponName],
    });
    expect(member.points).toBe(lin.points + 2000);
    const ledger = db.table(MEMBER_TABLES.points).filter((r) => r.memberId === lin.id);
    expect(ledger.at(-1)).toMatchObject({
      change: 2000,
      kind: 2,
      balanceAfter: lin.points + 2000,
      remark: record.orderNo,
      operator: '张建国',
    });
    expect(
      givenOf(db, 1001, on.id)
        .filter((g) => g.memberId === lin.id)
        .at(-1),
    ).toMatchObject({
      source: 1,
      receiveTime: '2026-11-21 10:00:00',
    });
    // the records keep what the strategy was called then
    strategy.strategyName = '充1000送200';
    const [first] = (await recharges(c, { memberId: lin.id })).records;
    expect([first!.strategyName, first!.couponNames]).toEqual(['充1000送150', [on.couponName]]);
  });

  it('keeps the earn rule to its daily cap, and gives no points while the place’s programme is off', async () => {
    setClock(() => SEED_NOW);
    const db = mockDb();
    const place = db.placeById(1001)!;
    const rule = earnRulesOf(db, place).find((r) => r.ruleType === EARN_RULE.recharge)!;
    rule.dailyCap = 300;
    const c = await hotel();
    const lin = await find(c, '林晓雨');
    const body = { memberId: lin.id, amount: 200, payType: 1, remark: '', requestId: '' };
    const points = async () =>
      (await c.post<RechargeResult>(MEMBER_RECHARGE, { ...body, requestId: requestId() })).body.data.record
        .points;
    expect([await points(), await points(), await points()]).toEqual([200, 100, 0]);
    expect((await c.post(POINTS_SETTINGS_SAVE, { ...DEFAULT_POINTS_SETTINGS, enabled: 0 })).body.code).toBe(
      200,
    );
    expect(pointsSettingsOf(db, 1001).enabled).toBe(0);
    const { record, member } = (
      await c.post<RechargeResult>(MEMBER_RECHARGE, { ...body, amount: 1000, requestId: requestId() })
    ).body.data;
    expect([record.points, record.bonus, member.points]).toEqual([0, 150, lin.points + 300]);
  });

  it('raises the level the total recharged reaches, never lowers it', async () => {
    setClock(() => SEED_NOW);
    const c = await hotel();
    const stored = (name: string) =>
      mockDb()
        .table(MEMBER_TABLES.member)
        .find((m) => m.placeId === 1001 && m.memberName === name)!;
    await find(c, '林晓雨');
    // 普通会员 with 900 recharged: 200 more reaches 银卡会员 (1000), not 金卡会员 (3000)
    stored('林晓雨').totalRecharge = 900;
    const recharge = async (name: string, amount: number) =>
      (
        await c.post<RechargeResult>(MEMBER_RECHARGE, {
          memberId: stored(name).id,
          amount,
          payType: 1,
          requestId: requestId(),
        })
      ).body.data.member;
    expect(await recharge('林晓雨', 200)).toMatchObject({ totalRecharge: 1100, memberTypeName: '银卡会员' });
    expect(await recharge('林晓雨', 2000)).toMatchObject({ totalRecharge: 3100, memberTypeName: '金卡会员' });
    // 周子轩 is 金卡会员 with less recharged than its threshold: he stays
    expect((await recharge('周子轩', 100)).memberTypeName).toBe('金卡会员');
  });

  it('refuses a frozen member, a bad amount or pay type and a missing request id, writing nothing', async () => {
    setClock(() => SEED_NOW);
    const c = await hotel();
    const zhou = await find(c, '周子轩');
    const body = { memberId: zhou.id, amount: 500, payType: 2, remark: '', requestId: requestId() };
    expect((await c.post(MEMBER_RECHARGE, { ...body, amount: 0 })).body).toEqual(
      fieldError('amount', '充值金额为1-50000元'),
    );
    expect((await c.post(MEMBER_RECHARGE, { ...body, amount: 50000.01 })).body).toEqual(
      fieldError('amount', '充值金额为1-50000元'),
    );
    expect((await c.post(MEMBER_RECHARGE, { ...body, amount: '' })).body).toEqual(
      fieldError('amount', '请输入充值金额'),
    );
    expect((await c.post(MEMBER_RECHARGE, { ...body, payType: 9 })).body).toEqual(
      fieldError('payType', '请选择支付方式'),
    );
    expect((await c.post(MEMBER_RECHARGE, { ...body, requestId: '' })).body).toMatchObject({
      code: 400,
      msg: '请求标识无效，请关闭后重新打开充值窗口',
    });
    expect((await c.post(MEMBER_RECHARGE, { ...body, memberId: 999999 })).body).toMatchObject({
      code: 400,
      msg: '数据不存在或已被删除',
    });
    mockDb()
      .table(MEMBER_TABLES.member)
      .find((m) => m.id === zhou.id)!.status = 0;
    expect((await c.post(MEMBER_RECHARGE, body)).body).toMatchObject({
      code: 400,
      msg: '该会员已冻结，不能充值',
    });
    expect((await recharges(c, { memberId: zhou.id })).total).toBe(
      mockDb()
        .table(MEMBER_TABLES.recharge)
        .filter((r) => r.memberId === zhou.id).length,
    );
    expect((await c.get<Member>(MEMBER_DETAIL, { id: zhou.id })).body.data.balance).toBe(zhou.balance);
    setPermissionSource(() => new Set());
    expect((await c.post(MEMBER_RECHARGE, { ...body, requestId: requestId() })).body).toMatchObject({
      code: 403,
    });
  });
});

describe('rechargeRecordForMerchant and getConsumeRecordsForMerchant', () => {
  it('page a member’s records newest first, or the place’s by phone, name and dates', async () => {
    const c = await hotel();
    const zhou = await find(c, '周子轩');
    const mine = await recharges(c, { memberId: zhou.id });
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.records.every((r) => r.memberName === '周子轩' && r.phone === '139****5678')).toBe(true);
    const times = mine.records.map((r) => r.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect((await recharges(c, { phone: '5678' })).records.every((r) => r.cardNo.length > 0)).toBe(true);
    const all = await recharges(c, { pageSize: 500 });
    const day = all.records[Math.floor(all.records.length / 2)]!.createTime.slice(0, 10);
    const that = await recharges(c, { startDate: day, endDate: day });
    expect(that.total).toBe(all.records.filter((r) => r.createTime.startsWith(day)).length);

    const spent = (
      await c.get<Page<ConsumeRecord>>(CONSUME_RECORD_LIST, { memberName: '周子轩', pageSize: 100 })
    ).body.data;
    const stored = mockDb()
      .table(MEMBER_TABLES.consume)
      .filter((r) => r.memberId === zhou.id);
    expect(spent.total).toBe(stored.length);
    for (const r of spent.records) {
      expect(r.principalPaid + r.bonusPaid).toBeCloseTo(r.amount, 2);
      expect(r.phone).toBe('139****5678');
    }
    const amounts = (
      await c.get<Page<ConsumeRecord>>(CONSUME_RECORD_LIST, { sortField: 'amount', sortOrder: 'asc' })
    ).body.data.records.map((r) => r.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });
});
