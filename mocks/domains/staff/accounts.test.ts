import { describe, expect, it } from 'vitest';
import {
  MGR_BASE as M,
  isTempPassword,
  type AddedAccount,
  type FoundUser,
  type PlaceStaff,
  type StaffAccount,
} from '../../../src/domain/staff-accounts';
import { mockDb } from '../../node';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed';
import { TestClient } from '../../test-client';
import {
  as,
  expectFieldRefusals,
  fieldError,
  hotelOwner as owner,
  refusal,
  type FieldRefusals,
  type Page,
} from '../../test-kit';
import { ROLES } from './role-tables';

/* Staff accounts (/business-merchant/mgr): the demo owner 张建国 (10001, places 1001–1012) and his staff 王磊. */

const WANG = 10003;
const CHEN = 10004; // 陈思远, owner of the cafe 1014
const NOT_FOUND = refusal('数据不存在或已被删除');

const list = async (c: TestClient, q: Record<string, string | number> = {}) =>
  (await c.get<Page<StaffAccount>>(`${M}/list`, { pageSize: 100, ...q })).body.data.records;
const post = async <T = null>(c: TestClient, call: string, body: Record<string, unknown>) =>
  (await c.post<T>(`${M}/${call}`, body)).body;
/** A role of an owner, written straight into the table. */
const role = (ownerId: number, roleName: string, placeIds: number[], perms: string[]) => {
  const db = mockDb();
  return db.insert(ROLES.role, {
    placeId: null,
    ownerId,
    roleName,
    placeIds,
    perms,
    remark: '',
    createTime: '2026-11-01 10:00:00',
  }).id;
};
const signIn = async (account: string, password = DEMO_PASSWORD) =>
  (
    await new TestClient().post('/api/authService/login', {
      account,
      password,
      platform: 1,
      product: 'merchant',
    })
  ).body;
const menuKeys = async (c: TestClient) =>
  (await c.get<{ permissions: string[] }>('/api/merchantMenus', { product: 'merchant' })).body.data
    .permissions;
const membershipsOf = (userId: number) =>
  mockDb()
    .data.memberships.filter((m) => m.userId === userId)
    .map(({ placeId, role: r, roleIds }) => ({ placeId, role: r, roleIds }));

const NEW = { phone: '13912345678', name: '赵敏', placeIds: [1001], roleIds: [1] };

describe('staff accounts: the list and the look-ups', () => {
  it("lists the owner's staff (not the owner), with places, roles and status; searches", async () => {
    const c = await owner();
    const rows = await list(c);
    expect(rows).toEqual([
      {
        userId: WANG,
        account: DEMO_USERS.staff,
        name: '王磊',
        phone: DEMO_USERS.staff,
        status: 1,
        customerService: 0,
        placeIds: [1001],
        placeNames: ['云栖电竞酒店(西湖店)'],
        roleIds: [1],
        roleNames: ['前台接待'],
        createTime: '2024-04-02 10:05:00',
        lastLoginTime: expect.any(String) as string,
        managed: 1,
      },
    ]);
    // the same list from any of the owner's places; nothing of it at another owner's
    expect((await list(await as(DEMO_USERS.owner, 1005))).map((r) => r.userId)).toEqual([WANG]);
    expect(await list(await as(DEMO_USERS.netbarOwner, 1014))).toEqual([]);
    // a sign-in is remembered
    await signIn(DEMO_USERS.staff);
    expect((await list(c))[0]!.lastLoginTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    await post(c, 'add', { ...NEW, placeIds: [1002], roleIds: [] });
    const names = async (q: Record<string, string | number>) => (await list(c, q)).map((r) => r.name);
    expect(await names({})).toEqual(['赵敏', '王磊']); // newest first
    expect(await names({ name: '王' })).toEqual(['王磊']);
    expect(await names({ phone: '2345' })).toEqual(['赵敏']);
    expect(await names({ bindPlaceId: 1001 })).toEqual(['王磊']);
    expect(await names({ roleId: 1 })).toEqual(['王磊']);
    expect(await names({ status: 0 })).toEqual([]);
    expect(await names({ sortField: 'name', sortOrder: 'asc' })).toEqual(['王磊', '赵敏']);
    expect((await c.get(`${M}/list`, { sortField: 'passwordHash' })).body.msg).toBe('排序字段不正确');
  });

  it('getUserInfo answers one member as a list row; getUserByAccount finds an account by phone', async () => {
    const c = await owner();
    const [row] = await list(c);
    expect(await post(c, 'getUserInfo', { userId: WANG })).toMatchObject({ code: 200, data: row });
    expect(await post(c, 'getUserInfo', { userId: CHEN })).toEqual(NOT_FOUND);
    expect(await post(c, 'getUserInfo', {})).toEqual(NOT_FOUND);

    const find = async (account: unknown) => post<FoundUser | null>(c, 'getUserByAccount', { account });
    expect((await find(DEMO_USERS.staff)).data).toEqual({
      userId: WANG,
      name: '王磊',
      phone: DEMO_USERS.staff,
      bound: true,
      self: false,
    });
    expect((await find(DEMO_USERS.owner)).data).toMatchObject({ userId: 10001, bound: false, self: true });
    expect((await find(DEMO_USERS.netbarOwner)).data).toMatchObject({
      userId: CHEN,
      name: '陈思远',
      bound: false,
    });
    expect(await find('13900000000')).toMatchObject({ code: 200, data: null });
    expect(await find('')).toEqual(fieldError('account', '请输入手机号'));
  });

  it('getChildUserInfoByPlaceId answers the enabled staff of one of the owner’s places', async () => {
    const c = await owner();
    const staffAt = async (placeId: number) =>
      (await c.get<PlaceStaff[]>(`${M}/getChildUserInfoByPlaceId`, { placeId })).body;
    expect((await staffAt(1001)).data).toEqual([{ userId: WANG, name: '王磊', phone: DEMO_USERS.staff }]);
    expect((await staffAt(1002)).data).toEqual([]);
    expect(await staffAt(1014)).toEqual(refusal('所选场所不是您的场所'));
    await post(c, 'changeStatus', { userId: WANG, status: 0 });
    expect((await staffAt(1001)).data).toEqual([]);
  });
});

describe('staff accounts: add', () => {
  it('refuses what the rules refuse, each on its field', async () => {
    const c = await owner();
    const other = role(CHEN, '网管', [1014], ['netbar:seat:list']);
    const elsewhere = role(10001, '滨江前台', [1002], ['room:building:list']);
    const cases: FieldRefusals = [
      [{ phone: '' }, 'phone', '请输入手机号'],
      [{ phone: '1391234567' }, 'phone', '请输入正确的手机号'],
      [{ name: '' }, 'name', '请输入姓名'],
      [{ name: '赵 敏' }, 'name', '请输入中文、英文、数字、横线、下划线'],
      [{ placeIds: [] }, 'placeIds', '请选择所属场所'],
      [{ placeIds: [1001, 1014] }, 'placeIds', '所选场所不是您的场所'],
      [{ placeIds: ['x'] }, 'placeIds', '所选场所不是您的场所'],
      [{ roleIds: [999] }, 'roleIds', '所选角色不存在或已被删除'],
      [{ roleIds: [other] }, 'roleIds', '所选角色不存在或已被删除'],
      [{ roleIds: 'all' }, 'roleIds', '格式不正确'],
      [{ roleIds: [1, elsewhere] }, 'roleIds', '角色「滨江前台」不适用于所选场所'],
      [{ phone: DEMO_USERS.owner }, 'phone', '不能把自己添加为员工'],
      [{ phone: DEMO_USERS.staff }, 'phone', '该手机号已是您的员工「王磊」'],
    ];
    await expectFieldRefusals(c, `${M}/add`, cases, NEW);
    expect(mockDb().userByPhone(NEW.phone)).toBeUndefined();
  });

  it('creates an account with a temporary password that signs in, with the role’s menu at the place', async () => {
    const c = await owner();
    const added = await post<AddedAccount>(c, 'add', { ...NEW, placeIds: [1001, 1002, 1001] });
    expect(added).toMatchObject({ code: 200, msg: '新增成功' });
    const { userId, tempPassword } = added.data;
    expect(isTempPassword(tempPassword!)).toBe(true);
    expect(tempPassword).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8}$/);
    expect(mockDb().userById(userId)).toMatchObject({
      account: NEW.phone,
      phone: NEW.phone,
      name: '赵敏',
      status: 1,
    });
    expect(membershipsOf(userId)).toEqual([
      { placeId: 1001, role: 'staff', roleIds: [1] },
      { placeId: 1002, role: 'staff', roleIds: [1] },
    ]);
    expect((await list(c, { name: '赵敏' }))[0]).toMatchObject({
      userId,
      placeNames: ['云栖电竞酒店(西湖店)', '云栖电竞酒店(滨江店)'],
      roleNames: ['前台接待'],
      createTime: expect.stringMatching(/^\d{4}-/) as string,
      lastLoginTime: '',
      managed: 1,
    });

    const zhao = await as(NEW.phone, 1001).catch(() => null);
    expect(zhao).toBeNull(); // not with the demo password
    const signed = new TestClient();
    await signed.login(NEW.phone, tempPassword!);
    signed.enter(1001);
    // 前台接待 covers 1001 only: its keys there, none at 1002
    expect(await menuKeys(signed)).toEqual(await menuKeys(await as(DEMO_USERS.staff, 1001)));
    expect(await menuKeys(signed.enter(1002))).toEqual([]);
  });

  it('binds an existing account as it is: no password, its name kept; only its places and roles are the owner’s to change', async () => {
    const c = await owner();
    const added = await post<AddedAccount>(c, 'add', {
      phone: DEMO_USERS.netbarOwner,
      name: 'Ignored',
      placeIds: [1003],
    });
    expect(added).toEqual({ code: 200, msg: '新增成功', data: { userId: CHEN, tempPassword: null } });
    expect(mockDb().userById(CHEN)!.name).toBe('陈思远');
    expect((await list(c, { name: '陈思远' }))[0]).toMatchObject({
      placeIds: [1003],
      roleIds: [],
      managed: 0,
    });
    // he owns a cafe: not this owner's to rename, reset or disable
    const notManaged = refusal('该账号还在其他商户任职或拥有自己的场所，不能修改其姓名、密码或状态');
    expect(await post(c, 'edit', { userId: CHEN, name: '陈二' })).toEqual(notManaged);
    expect(await post(c, 'reset', { userId: CHEN })).toEqual(notManaged);
    expect(await post(c, 'changeStatus', { userId: CHEN, status: 0 })).toEqual(notManaged);
    expect(mockDb().userById(CHEN)).toMatchObject({ name: '陈思远', status: 1 });
    expect((await signIn(DEMO_USERS.netbarOwner)).code).toBe(200);
    // …but places, roles, the customer-service mark and the unbinding are
    expect(await post(c, 'setRole', { userId: CHEN, roleIds: [] })).toMatchObject({ code: 200 });
    expect(await post(c, 'customerServiceStatus', { userId: CHEN, status: 1 })).toMatchObject({ code: 200 });
    expect(await post(c, 'delete', { userId: CHEN })).toMatchObject({ code: 200, msg: '删除成功' });
    expect(membershipsOf(CHEN)).toEqual([{ placeId: 1014, role: 'owner', roleIds: undefined }]);
  });
});

describe('staff accounts: edit, places and roles', () => {
  it('edit renames a member by the name rules; another user is not found', async () => {
    const c = await owner();
    expect(await post(c, 'edit', { userId: WANG, name: '' })).toEqual(fieldError('name', '请输入姓名'));
    expect(await post(c, 'edit', { userId: WANG, name: '王!' })).toEqual(
      fieldError('name', '请输入中文、英文、数字、横线、下划线'),
    );
    expect(await post(c, 'edit', { userId: WANG, name: ' 王磊磊 ' })).toEqual({
      code: 200,
      msg: '更新成功',
      data: null,
    });
    expect(mockDb().userById(WANG)!.name).toBe('王磊磊');
    expect(await post(c, 'edit', { userId: CHEN, name: '陈二' })).toEqual(NOT_FOUND);
    expect(await post(c, 'edit', { userId: 10001, name: '张三' })).toEqual(NOT_FOUND);
    expect(await post(c, 'edit', { userId: 99999, name: '张三' })).toEqual(NOT_FOUND);
  });

  it('bindPlace makes the memberships at the owner’s places exactly these, keeping their roles and other owners’', async () => {
    const c = await owner();
    // 王磊 also works at 陈思远's cafe
    mockDb().data.memberships.push({ userId: WANG, placeId: 1014, role: 'staff', roleIds: [] });
    expect(await post(c, 'bindPlace', { userId: WANG, placeIds: [] })).toEqual(
      fieldError('placeIds', '请选择所属场所'),
    );
    expect(await post(c, 'bindPlace', { userId: WANG, placeIds: [1014] })).toEqual(
      fieldError('placeIds', '所选场所不是您的场所'),
    );
    expect(await post(c, 'bindPlace', { userId: WANG, placeIds: [1002, 1003] })).toMatchObject({
      code: 200,
      msg: '更新成功',
    });
    expect(membershipsOf(WANG)).toEqual([
      { placeId: 1014, role: 'staff', roleIds: [] },
      { placeId: 1002, role: 'staff', roleIds: [1] },
      { placeId: 1003, role: 'staff', roleIds: [1] },
    ]);
    // he is not wholly this owner's any more
    expect((await list(c))[0]!.managed).toBe(0);
    expect(await post(c, 'bindPlace', { userId: CHEN, placeIds: [1001] })).toEqual(NOT_FOUND);
    expect(membershipsOf(CHEN)).toEqual([{ placeId: 1014, role: 'owner', roleIds: undefined }]);
    // and he can no longer enter 1001
    const wang = await as(DEMO_USERS.staff, 1001);
    expect((await wang.get('/api/merchantMenus', { product: 'merchant' })).body.msg).toBe('无权访问该场所');
  });

  it("setRole writes the roles on every membership; the staff member's menu follows at the next menu call", async () => {
    const c = await owner();
    const wang = await as(DEMO_USERS.staff, 1001);
    const front = await menuKeys(wang);
    expect(front).toContain('room:building:list');
    const viewer = role(10001, '只看楼栋', [1001, 1002], ['room:building:list']);
    const theirs = role(CHEN, '网管', [1014], ['netbar:seat:list']);
    const elsewhere = role(10001, '客栈前台', [1003], ['room:building:list']);
    const refused = fieldError('roleIds', '所选角色不存在或已被删除');
    expect(await post(c, 'setRole', { userId: WANG, roleIds: [theirs] })).toEqual(refused);
    expect(await post(c, 'setRole', { userId: WANG, roleIds: [404] })).toEqual(refused);
    expect(await post(c, 'setRole', { userId: WANG })).toEqual(refused);
    expect(await post(c, 'setRole', { userId: WANG, roleIds: [elsewhere] })).toEqual(
      fieldError('roleIds', '角色「客栈前台」不适用于所选场所'),
    );
    expect(await post(c, 'setRole', { userId: CHEN, roleIds: [] })).toEqual(NOT_FOUND);

    expect(await post(c, 'setRole', { userId: WANG, roleIds: [viewer] })).toEqual({
      code: 200,
      msg: '更新成功',
      data: null,
    });
    expect(await menuKeys(wang)).toEqual(['room:building:list']);
    // a write the old role allowed is refused now
    expect((await wang.post('/business-merchant/businessBuilding/edit', { id: 1 })).body).toMatchObject({
      code: 403,
      msg: '没有该操作的权限',
    });
    expect(await post(c, 'setRole', { userId: WANG, roleIds: [] })).toMatchObject({ code: 200 });
    expect(await menuKeys(wang)).toEqual([]);
    expect((await list(c))[0]).toMatchObject({ roleIds: [], roleNames: [] });
  });

  it('customerServiceStatus marks a member as customer service', async () => {
    const c = await owner();
    expect(await post(c, 'customerServiceStatus', { userId: WANG, status: 1 })).toEqual({
      code: 200,
      msg: '更新成功',
      data: null,
    });
    expect((await list(c, { customerService: 1 })).map((r) => r.userId)).toEqual([WANG]);
    expect(await post(c, 'customerServiceStatus', { userId: WANG, status: 2 })).toEqual(
      refusal('状态值不正确'),
    );
    expect(await post(c, 'customerServiceStatus', { userId: CHEN, status: 1 })).toEqual(NOT_FOUND);
    await post(c, 'customerServiceStatus', { userId: WANG, status: 0 });
    expect((await list(c))[0]!.customerService).toBe(0);
  });
});

describe('staff accounts: status, password and delete', () => {
  it('a disabled account cannot sign in and its sessions end; enabled again it can', async () => {
    const c = await owner();
    const wang = await as(DEMO_USERS.staff, 1001);
    expect(await post(c, 'changeStatus', { userId: 10001, status: 0 })).toEqual(
      refusal('不能禁用自己的账号'),
    );
    expect(await post(c, 'changeStatus', { userId: WANG, status: 3 })).toEqual(refusal('状态值不正确'));
    expect(await post(c, 'changeStatus', { userId: CHEN, status: 0 })).toEqual(NOT_FOUND);
    expect(await post(c, 'changeStatus', { userId: WANG, status: 0 })).toEqual({
      code: 200,
      msg: '更新成功',
      data: null,
    });
    expect((await list(c))[0]!.status).toBe(0);
    expect((await wang.get('/api/merchantMenus', { product: 'merchant' })).body).toMatchObject({
      code: 401,
      msg: '登录状态已失效，请重新登录',
    });
    expect(await signIn(DEMO_USERS.staff)).toEqual(refusal('账号已被禁用，请联系管理员'));
    expect(await post(c, 'changeStatus', { userId: WANG, status: 1 })).toMatchObject({ code: 200 });
    expect((await signIn(DEMO_USERS.staff)).code).toBe(200);
  });

  it('reset answers a new temporary password once, ends the sessions, and the new password signs in', async () => {
    const c = await owner();
    const wang = await as(DEMO_USERS.staff, 1001);
    expect(await post(c, 'reset', { userId: CHEN })).toEqual(NOT_FOUND);
    const reset = await post<{ password: string }>(c, 'reset', { userId: WANG });
    expect(reset).toMatchObject({ code: 200, msg: '密码重置成功' });
    expect(isTempPassword(reset.data.password)).toBe(true);
    expect((await wang.get('/api/merchantMenus', { product: 'merchant' })).body.code).toBe(401);
    expect(await signIn(DEMO_USERS.staff)).toEqual(refusal('账号或密码错误'));
    expect((await signIn(DEMO_USERS.staff, reset.data.password)).code).toBe(200);
    // a second reset is another password
    const again = await post<{ password: string }>(c, 'reset', { userId: WANG });
    expect(again.data.password).not.toBe(reset.data.password);
  });

  it('delete unbinds a member from the owner’s places only; the account stays; the owner cannot delete themself', async () => {
    const c = await owner();
    mockDb().data.memberships.push({ userId: WANG, placeId: 1014, role: 'staff', roleIds: [] });
    expect(await post(c, 'delete', { userId: 10001 })).toEqual(refusal('不能删除自己的账号'));
    expect(await post(c, 'delete', { userId: WANG })).toEqual({ code: 200, msg: '删除成功', data: null });
    expect(await list(c)).toEqual([]);
    expect(membershipsOf(WANG)).toEqual([{ placeId: 1014, role: 'staff', roleIds: [] }]);
    expect((await signIn(DEMO_USERS.staff)).code).toBe(200);
    expect(await post(c, 'delete', { userId: WANG })).toEqual(NOT_FOUND);
    // added again, he is a new member: now, without the old mark
    expect(await post(c, 'add', { ...NEW, phone: DEMO_USERS.staff, name: '王磊' })).toMatchObject({
      code: 200,
    });
    expect((await list(c))[0]).toMatchObject({ userId: WANG, customerService: 0, placeIds: [1001] });
  });

  it('every call needs its key: the demo staff account holds none of them', async () => {
    const wang = await as(DEMO_USERS.staff, 1001);
    const denied = { code: 403, msg: '没有该操作的权限', data: null };
    expect((await wang.get(`${M}/list`)).body).toEqual(denied);
    const calls: Array<[string, Record<string, unknown>]> = [
      ['getUserInfo', { userId: WANG }],
      ['getUserByAccount', { account: DEMO_USERS.owner }],
      ['add', NEW],
      ['edit', { userId: WANG, name: '王磊' }],
      ['bindPlace', { userId: WANG, placeIds: [1001] }],
      ['setRole', { userId: WANG, roleIds: [1] }],
      ['changeStatus', { userId: WANG, status: 1 }],
      ['customerServiceStatus', { userId: WANG, status: 1 }],
      ['reset', { userId: WANG }],
      ['delete', { userId: WANG }],
    ];
    for (const [call, body] of calls) expect(await post(wang, call, body), call).toEqual(denied);
    expect(membershipsOf(WANG)).toEqual([{ placeId: 1001, role: 'staff', roleIds: [1] }]);
  });
});
