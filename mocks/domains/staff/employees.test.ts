import { afterEach, describe, expect, it } from 'vitest';
import { EMPLOYEE_BASE as E, POSITION_BASE as P, type Employee } from '../../../src/domain/staff';
import { checks } from '../../../src/utils/validators';
import { currentPermissionSource, setPermissionSource } from '../../contract';
import { setClock } from '../../db';
import { DEMO_USERS } from '../../seed';
import {
  as,
  cafeOwner as cafe,
  fieldError,
  hotelOwner as hotel,
  SEED_NOW,
  type Page,
  type Row,
} from '../../test-kit';
import type { TestClient } from '../../test-client';

/* Employees (businessPlaceEmployee) and what positions receive (receiveNoticeList, setReceiveNotice). */

const employees = async (c: TestClient, q: Record<string, unknown> = {}) =>
  (await c.get<Page<Employee>>(`${E}/list`, { pageSize: 100, ...q })).body.data.records;
const positions = async (c: TestClient) =>
  (await c.get<Page<Row>>(`${P}/list`, { pageSize: 100 })).body.data.records;
const positionId = async (c: TestClient, name: string) =>
  (await positions(c)).find((p) => p.positionName === name)!.id;

const original = currentPermissionSource()!;
afterEach(() => {
  setPermissionSource(original);
  setClock();
});

/** A new hire at the demo hotel's front desk. */
const newHire = async (c: TestClient, body: Record<string, unknown> = {}) => ({
  employeeName: '陆思琪',
  phone: '13757120846',
  positionId: await positionId(c, '前台'),
  hireDate: '2026-11-02',
  idCard: '330106199803152341',
  remark: '早班',
  ...body,
});
const add = async (c: TestClient, body: Record<string, unknown> = {}) =>
  (await c.post(`${E}/add`, await newHire(c, body))).body;

describe('employees (businessPlaceEmployee)', () => {
  it("are the place's own, written once from a seeded generator: employed first, by position, ID numbers masked", async () => {
    const rows = await employees(await hotel());
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows[0]).toMatchObject({ positionName: '店长', status: 1, resignDate: '', resignReason: '' });
    const order = ['店长', '前台', '客房', '财务', '保洁'];
    const employed = rows.filter((r) => r.status === 1);
    const left = rows.filter((r) => r.status === 0);
    expect(left.length).toBeGreaterThanOrEqual(1);
    expect(rows.slice(0, employed.length)).toEqual(employed);
    const ranks = employed.map((r) => order.indexOf(r.positionName));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const r of rows) {
      expect(r.phone).toMatch(/^1[3-9]\d{9}$/);
      expect(r.hireDate <= '2026-11-15').toBe(true);
      expect(r.idCard).toMatch(/^$|^\d{4}\*{10}[\dX]{4}$/);
    }
    for (const r of left) {
      expect(r.resignDate >= r.hireDate).toBe(true);
      expect(r.resignReason).not.toBe('');
    }
    // the same on every read and every run
    expect(await employees(await hotel())).toEqual(rows);
    // a cafe's are its network admins, cashiers and cleaners
    const cafeRows = await employees(await cafe());
    expect(new Set(cafeRows.map((r) => r.positionName))).toEqual(new Set(['店长', '网管', '收银', '保洁']));
  });

  it('finds by name, phone, position and status', async () => {
    const c = await hotel();
    const all = await employees(c);
    const someone = all.find((r) => r.positionName === '客房')!;
    expect((await employees(c, { employeeName: someone.employeeName.slice(1) })).map((r) => r.id)).toContain(
      someone.id,
    );
    expect((await employees(c, { phone: someone.phone.slice(-4) })).map((r) => r.id)).toContain(someone.id);
    const rooms = await employees(c, { positionId: someone.positionId });
    expect(rooms.every((r) => r.positionId === someone.positionId)).toBe(true);
    expect((await employees(c, { status: 0 })).every((r) => r.status === 0)).toBe(true);
  });

  it('adds an employee with the declared rules and the table rules', async () => {
    setClock(() => SEED_NOW);
    const c = await hotel();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ employeeName: '' }, 'employeeName', '请输入员工姓名'],
      [{ employeeName: '王五!' }, 'employeeName', '姓名只能包含中文、字母、间隔号和空格'],
      [{ employeeName: '张'.repeat(21) }, 'employeeName', '最多输入20个字符'],
      [{ phone: '' }, 'phone', '请输入手机号'],
      [{ phone: '1375712084' }, 'phone', '请输入正确的手机号'],
      [{ positionId: '' }, 'positionId', '请选择岗位'],
      [{ positionId: 999_999 }, 'positionId', '岗位不存在'],
      [{ hireDate: '' }, 'hireDate', '请选择入职日期'],
      [{ hireDate: '2026-02-30' }, 'hireDate', '日期格式应为 YYYY-MM-DD'],
      [{ hireDate: '2026-11-22' }, 'hireDate', '入职日期不能晚于今天'],
      [{ idCard: '330106199803152345' }, 'idCard', '请输入正确的身份证号'],
      [{ remark: '备'.repeat(51) }, 'remark', '备注不能超过50个字符'],
    ];
    for (const [body, field, msg] of cases) expect(await add(c, body), msg).toEqual(fieldError(field, msg));
    // a position of another place is not this place's
    const elsewhere = await positionId(await as(DEMO_USERS.owner, 1006), '前台');
    expect(await add(c, { positionId: elsewhere })).toEqual(fieldError('positionId', '岗位不存在'));
    // an employed employee's number is theirs
    const taken = (await employees(c)).find((r) => r.status === 1)!;
    expect(await add(c, { phone: taken.phone })).toEqual(
      fieldError('phone', `该手机号已登记为在职员工「${taken.employeeName}」`),
    );
    // one who has left gives it back (a rehire)
    const left = (await employees(c, { status: 0 }))[0]!;
    expect(await add(c, { phone: left.phone, employeeName: left.employeeName })).toMatchObject({
      code: 200,
      msg: '新增成功',
    });

    const added = await add(c, { hireDate: '2026-11-21' });
    expect(added).toMatchObject({ code: 200, msg: '新增成功' });
    const id = (added.data as { id: number }).id;
    expect((await employees(c)).find((r) => r.id === id)).toEqual({
      id,
      employeeName: '陆思琪',
      phone: '13757120846',
      positionId: await positionId(c, '前台'),
      positionName: '前台',
      hireDate: '2026-11-21',
      idCard: '3301**********2341',
      remark: '早班',
      status: 1,
      resignDate: '',
      resignReason: '',
      createTime: '2026-11-21 10:00:00',
    });
    expect(checks.idCard('330106199803152341')).toBeNull();
  });

  it('edits an employed record, keeping the ID number the edit leaves out', async () => {
    const c = await hotel();
    const id = ((await add(c)).data as { id: number }).id;
    const rooms = await positionId(c, '客房');
    const edit = await c.post(`${E}/edit`, {
      id,
      employeeName: '陆思琪',
      phone: '13757120846',
      positionId: rooms,
      hireDate: '2026-11-01',
      remark: '',
    });
    expect(edit.body).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await employees(c)).find((r) => r.id === id)).toMatchObject({
      positionName: '客房',
      hireDate: '2026-11-01',
      idCard: '3301**********2341',
      remark: '',
    });
    // sent, it is replaced; sent blank, it is cleared
    await c.post(`${E}/edit`, { id, idCard: '33010619900307105X' });
    expect((await employees(c)).find((r) => r.id === id)!.idCard).toBe('3301**********105X');
    await c.post(`${E}/edit`, { id, idCard: '' });
    expect((await employees(c)).find((r) => r.id === id)!.idCard).toBe('');
    expect((await c.post(`${E}/edit`, { id: 999_999, employeeName: 'x' })).body.msg).toBe(
      '数据不存在或已被删除',
    );
  });

  it('resigns once, from the hire date up to today, and freezes the record', async () => {
    setClock(() => SEED_NOW);
    const c = await hotel();
    const id = ((await add(c, { hireDate: '2026-11-02' })).data as { id: number }).id;
    const resign = async (body: Record<string, unknown>) =>
      (await c.post(`${E}/resign`, { id, resignDate: '2026-11-20', resignReason: '回老家发展', ...body }))
        .body;
    expect(await resign({ resignDate: '' })).toEqual(fieldError('resignDate', '请选择离职日期'));
    expect(await resign({ resignDate: '2026/11/20' })).toEqual(
      fieldError('resignDate', '日期格式应为 YYYY-MM-DD'),
    );
    expect(await resign({ resignReason: ' ' })).toEqual(fieldError('resignReason', '请输入离职原因'));
    expect(await resign({ resignReason: '因'.repeat(101) })).toEqual(
      fieldError('resignReason', '最多输入100个字符'),
    );
    expect(await resign({ resignDate: '2026-11-01' })).toEqual(
      fieldError('resignDate', '离职日期不能早于入职日期（2026-11-02）'),
    );
    expect(await resign({ resignDate: '2026-11-22' })).toEqual(
      fieldError('resignDate', '离职日期不能晚于今天'),
    );
    expect(await resign({ id: 999_999 })).toMatchObject({ code: 400, msg: '数据不存在或已被删除' });
    // still employed after every refusal
    expect((await employees(c)).find((r) => r.id === id)!.status).toBe(1);

    // today is the latest last day; the first resign counts
    expect(await resign({ resignDate: '2026-11-21' })).toMatchObject({
      code: 200,
      msg: '离职成功',
      data: null,
    });
    expect((await employees(c)).find((r) => r.id === id)).toMatchObject({
      status: 0,
      resignDate: '2026-11-21',
      resignReason: '回老家发展',
    });
    expect(await resign({ resignDate: '2026-11-02' })).toMatchObject({ code: 400, msg: '该员工已离职' });
    // one way: no edit back to employed (nor any edit), no delete
    const edit = await c.post(`${E}/edit`, { id, employeeName: '陆思琪', status: 1 });
    expect(edit.body).toMatchObject({ code: 400, msg: '已离职员工的档案不能修改' });
    expect((await c.post(`${E}/delete`, { id })).body).toMatchObject({
      code: 400,
      msg: '已离职员工的档案须保留，不能删除',
    });
    expect((await employees(c)).find((r) => r.id === id)!.status).toBe(0);
  });

  it('deletes an employed record (one entered by mistake)', async () => {
    const c = await hotel();
    const id = ((await add(c)).data as { id: number }).id;
    expect((await c.post(`${E}/delete`, { id })).body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await employees(c)).some((r) => r.id === id)).toBe(false);
  });

  it('keeps a position employed employees hold, and the name of a deleted one on the records of those who left', async () => {
    setClock(() => SEED_NOW);
    const c = await hotel();
    const rows = await positions(c);
    expect(rows.find((p) => p.positionName === '保洁')).toMatchObject({ noticeCount: 2 });
    for (const p of rows)
      expect(p.employeeCount).toBe(
        (await employees(c, { status: 1 })).filter((e) => e.positionId === p.id).length,
      );

    const night = ((await c.post(`${P}/add`, { positionName: '夜审', sort: 6 })).body.data as { id: number })
      .id;
    const id = ((await add(c, { positionId: night })).data as { id: number }).id;
    expect((await positions(c)).find((p) => p.id === night)!.employeeCount).toBe(1);
    expect((await c.post(`${P}/delete`, { id: night })).body).toMatchObject({
      code: 400,
      msg: '该岗位还有在职员工，请先调整员工的岗位',
    });
    await c.post(`${E}/resign`, { id, resignDate: '2026-11-20', resignReason: '个人原因' });
    expect((await c.post(`${P}/delete`, { id: night })).body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await employees(c)).find((r) => r.id === id)).toMatchObject({ positionName: '夜审', status: 0 });
  });

  it('refuses the writes to a role without their keys', async () => {
    const owner = await hotel();
    const id = ((await add(owner)).data as { id: number }).id;
    const body = await newHire(owner);
    const refused = { code: 403, msg: '没有该操作的权限', data: null };
    // the demo staff account: the menu gives it none of the page's keys; it still reads the list
    const staff = await as(DEMO_USERS.staff, 1001);
    expect((await staff.post(`${E}/add`, { ...body, phone: '13757120999' })).body).toEqual(refused);
    expect((await staff.post(`${E}/edit`, { ...body, id })).body).toEqual(refused);
    expect((await staff.post(`${E}/delete`, { id })).body).toEqual(refused);
    const leave = { id, resignDate: '2026-11-20', resignReason: '个人原因' };
    expect((await staff.post(`${E}/resign`, leave)).body).toEqual(refused);
    expect((await employees(staff)).some((r) => r.id === id)).toBe(true);

    // an owner's role without the resign key may do all but resign
    setPermissionSource(
      (db, place, role, now, userId) =>
        new Set([...original(db, place, role, now, userId)].filter((k) => k !== 'staff:employee:resign')),
    );
    expect((await owner.post(`${E}/resign`, leave)).body).toEqual(refused);
    expect((await owner.post(`${E}/edit`, { ...body, id, remark: '晚班' })).body.code).toBe(200);
    expect((await employees(owner)).find((r) => r.id === id)).toMatchObject({ status: 1, remark: '晚班' });
  });
});

describe('what positions receive (receiveNoticeList, setReceiveNotice)', () => {
  const kinds = async (c: TestClient, id: number | string) =>
    (
      await c.get<Array<{ noticeType: number; noticeName: string; receive: number }>>(
        `${P}/receiveNoticeList`,
        {
          positionId: id,
        },
      )
    ).body;
  const received = async (c: TestClient, id: number) =>
    (await kinds(c, id)).data.filter((k) => k.receive === 1).map((k) => k.noticeName);

  it("lists the place's kinds, a seeded position receiving what its name usually does", async () => {
    const c = await hotel();
    const all = (await kinds(c, await positionId(c, '店长'))).data;
    expect(all.map((k) => [k.noticeType, k.noticeName, k.receive])).toEqual([
      [1, '新订单', 1],
      [2, '退房提醒', 1],
      [3, '交班提醒', 1],
      [4, '设备报警', 1],
      [5, '系统公告', 1],
      [7, '库存预警', 1],
    ]);
    expect(await received(c, await positionId(c, '前台'))).toEqual([
      '新订单',
      '退房提醒',
      '交班提醒',
      '系统公告',
    ]);
    expect(await received(c, await positionId(c, '保洁'))).toEqual(['退房提醒']);
    // a cafe has seat calls and no check-outs
    const bar = await cafe();
    expect(
      (await kinds(bar, await positionId(bar, '网管'))).data.map((k) => [k.noticeName, k.receive]),
    ).toEqual([
      ['新订单', 0],
      ['交班提醒', 1],
      ['设备报警', 1],
      ['系统公告', 0],
      ['呼叫网管', 1],
      ['库存预警', 0],
    ]);
    // a new position receives nothing until told
    const fresh = ((await c.post(`${P}/add`, { positionName: '工程' })).body.data as { id: number }).id;
    expect(await received(c, fresh)).toEqual([]);
  });

  it('sets the whole set a position receives, and checks it', async () => {
    const c = await hotel();
    const desk = await positionId(c, '前台');
    const set = async (body: Record<string, unknown>) =>
      (await c.post(`${P}/setReceiveNotice`, { positionId: desk, ...body })).body;
    expect(await set({ noticeTypes: [4, '1', 4] })).toMatchObject({ code: 200, msg: '更新成功' });
    expect(await received(c, desk)).toEqual(['新订单', '设备报警']);
    expect(await set({ noticeTypes: [] })).toMatchObject({ code: 200 });
    expect(await received(c, desk)).toEqual([]);

    const invalid = fieldError('noticeTypes', '通知类型不正确');
    expect(await set({ noticeTypes: [6] })).toEqual(invalid); // a seat call, at a hotel
    expect(await set({ noticeTypes: [9] })).toEqual(invalid);
    expect(await set({ noticeTypes: ['x'] })).toEqual(invalid);
    expect(await set({ noticeTypes: 1 })).toEqual(invalid);
    expect(await set({ noticeTypes: undefined })).toEqual(invalid);
    expect(await set({ positionId: undefined, noticeTypes: [1] })).toEqual(
      fieldError('positionId', '请选择岗位'),
    );
    expect(await set({ positionId: 999_999, noticeTypes: [1] })).toMatchObject({
      code: 400,
      msg: '数据不存在或已被删除',
    });
    // another place's position is not found here
    const elsewhere = await positionId(await as(DEMO_USERS.owner, 1006), '前台');
    expect(await set({ positionId: elsewhere, noticeTypes: [1] })).toMatchObject({
      msg: '数据不存在或已被删除',
    });
    expect((await kinds(c, elsewhere)).msg).toBe('数据不存在或已被删除');
    expect(await kinds(c, '')).toEqual(fieldError('positionId', '请选择岗位'));
    expect(await received(c, desk)).toEqual([]);

    // a cafe's seat call is its own
    const bar = await cafe();
    const cashier = await positionId(bar, '收银');
    expect(
      (await bar.post(`${P}/setReceiveNotice`, { positionId: cashier, noticeTypes: [6, 1] })).body.code,
    ).toBe(200);
    expect(await received(bar, cashier)).toEqual(['新订单', '呼叫网管']);
  });

  it('refuses the setting without staff:position:edit', async () => {
    const c = await hotel();
    const desk = await positionId(c, '前台');
    const refused = { code: 403, msg: '没有该操作的权限', data: null };
    const staff = await as(DEMO_USERS.staff, 1001);
    expect((await staff.post(`${P}/setReceiveNotice`, { positionId: desk, noticeTypes: [] })).body).toEqual(
      refused,
    );
    setPermissionSource(
      (db, place, role, now, userId) =>
        new Set([...original(db, place, role, now, userId)].filter((k) => k !== 'staff:position:edit')),
    );
    expect((await c.post(`${P}/setReceiveNotice`, { positionId: desk, noticeTypes: [] })).body).toEqual(
      refused,
    );
    expect(await received(c, desk)).toEqual(['新订单', '退房提醒', '交班提醒', '系统公告']);
  });
});
