import { LOCKED_CODE } from '../../../src/domain/session';
import { describe, expect, it } from 'vitest';
import { mockDb, setClock, setMockSettings } from '../../node';
import { DEMO_USERS } from '../../seed';
import { TestClient } from '../../test-client';
import type { MenuNode } from '../../menus';
import { servedEntities } from '../../declarations';
import { HOTEL_OWNER_TOP_MENU } from '../staff/owner-menu';

type Tokens = { a_token: string; r_token: string; expires_in: number };
const LOGIN = '/api/authService/login';
const REFRESH = '/business-merchant/mgr/refreshToken';
const INFO = '/api/getUserInfo';

const login = (c: TestClient, account: string, password: string) =>
  c.post<Tokens>(LOGIN, { account, password, platform: 1, product: 'merchant' }, { index: null });

describe('login', () => {
  it('returns tokens for every demo account', async () => {
    for (const account of Object.values(DEMO_USERS)) {
      const res = await login(new TestClient(), account, 'abc123456');
      expect(res.body.code, account).toBe(200);
      expect(res.body.data).toMatchObject({
        a_token: expect.any(String),
        r_token: expect.any(String),
        expires_in: 86400,
      });
    }
  });

  it('says 账号或密码错误 for a wrong password or an unknown account, and checks the password format first', async () => {
    const c = new TestClient();
    expect((await login(c, DEMO_USERS.owner, 'abc1234567')).body).toEqual({
      code: 400,
      msg: '账号或密码错误',
      data: null,
    });
    expect((await login(c, '13900000000', 'abc123456')).body.msg).toBe('账号或密码错误');
    for (const pw of ['12345', 'abcdefgh', '12345678', 'abc_12345', 'a1'.repeat(9)]) {
      expect((await login(c, DEMO_USERS.owner, pw)).body.msg, pw).toBe('密码须为6-16位字母和数字组合');
    }
  });

  it('stores a hash, not the password', () => {
    const user = mockDb().userByAccount(DEMO_USERS.owner)!;
    expect(user.passwordHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(mockDb().data)).not.toContain('abc123456');
  });
});

describe('refresh token rotation', () => {
  it('issues a new pair and kills the old access and refresh tokens', async () => {
    const c = new TestClient();
    const first = await c.login(DEMO_USERS.owner);
    const res = await c.post<Tokens>(REFRESH, { rToken: first.r_token }, { token: null, index: null });
    expect(res.body.code).toBe(200);
    const second = res.body.data;
    expect(second.a_token).not.toBe(first.a_token);
    expect(second.r_token).not.toBe(first.r_token);

    // the old access token is unknown now, the new one works
    expect((await c.post(INFO, {}, { token: first.a_token })).body.msg).toBe('登录状态已失效，请重新登录');
    expect((await c.post(INFO, {}, { token: second.a_token })).body.code).toBe(200);

    // the old refresh token was used: HTTP 200, code 401
    const reused = await c.post(REFRESH, { rToken: first.r_token }, { token: null, index: null });
    expect(reused.status).toBe(200);
    expect(reused.body).toEqual({ code: 401, msg: '登录已过期，请重新登录', data: null });
  });

  it('rejects unknown and expired refresh tokens with code 401 (HTTP 200)', async () => {
    let t = Date.UTC(2025, 5, 1);
    setClock(() => t);
    setMockSettings({ accessTokenTtlMs: 1000, refreshTokenTtlMs: 5000 });
    const c = new TestClient();
    const tokens = await c.login(DEMO_USERS.owner);
    const unknown = await c.post(REFRESH, { rToken: 'mrt.nope' }, { token: null, index: null });
    expect(unknown.body).toMatchObject({ code: 401, msg: '登录已过期，请重新登录' });
    expect((await c.post(REFRESH, {}, { token: null, index: null })).body.code).toBe(401);

    t += 2000; // access expired, refresh still valid
    expect((await c.post(INFO)).body.msg).toBe('登录已过期，请重新登录');
    const again = await c.post<Tokens>(REFRESH, { rToken: tokens.r_token }, { token: null, index: null });
    expect(again.body.code).toBe(200);

    t += 5000; // the new refresh token has expired too
    const late = await c.post(REFRESH, { rToken: again.body.data.r_token }, { token: null, index: null });
    expect(late.status).toBe(200);
    expect(late.body.code).toBe(401);
  });

  it('logout kills the refresh token too', async () => {
    const c = new TestClient();
    const tokens = await c.login(DEMO_USERS.owner);
    await c.post('/api/authService/logout');
    expect((await c.post(REFRESH, { rToken: tokens.r_token }, { token: null, index: null })).body.code).toBe(
      401,
    );
  });
});

describe('register', () => {
  const REGISTER = '/api/authService/register';
  const SEND = '/common-message/msg/verifyCode';

  it('creates an owner without places after a verify code', async () => {
    const c = new TestClient();
    const phone = '13912345678';
    expect(
      (await c.post(REGISTER, { phone, code: '123456', password: 'abc12345', name: '赵六' })).body.msg,
    ).toBe('验证码错误或已过期');
    expect((await c.post(SEND, { phone, scene: 'register' })).body.msg).toBe('验证码已发送');
    expect(
      (await c.post(REGISTER, { phone, code: '654321', password: 'abc12345', name: '赵六' })).body.msg,
    ).toBe('验证码错误或已过期');
    const ok = await c.post<Tokens>(REGISTER, { phone, code: '123456', password: 'abc12345', name: '赵六' });
    expect(ok.body.code).toBe(200);
    expect(ok.body.data.a_token).toBeTruthy();
    c.token = ok.body.data.a_token;
    const info = await c.post<{ roles: string[]; account: string }>(INFO);
    expect(info.body.data).toMatchObject({ account: phone, roles: ['owner'] });
    expect((await c.post<unknown[]>('/business-merchant/businessPlace/getOwnPlaceList')).body.data).toEqual(
      [],
    );
    // the new account logs in with its password
    expect((await login(new TestClient(), phone, 'abc12345')).body.code).toBe(200);
  });

  it('validates phone, password and an existing phone', async () => {
    const c = new TestClient();
    expect(
      (await c.post(REGISTER, { phone: '12345', code: '123456', password: 'abc12345', name: 'x' })).body.msg,
    ).toBe('请输入正确的手机号');
    expect(
      (await c.post(REGISTER, { phone: '13912345678', code: '123456', password: 'abc', name: 'x' })).body.msg,
    ).toBe('密码须为6-16位字母和数字组合');
    expect(
      (await c.post(REGISTER, { phone: DEMO_USERS.owner, code: '123456', password: 'abc12345', name: 'x' }))
        .body.msg,
    ).toBe('该手机号已注册');
  });
});

describe('scan-code login', () => {
  it('polls 0,0,1,1,2 then logs in once as the demo owner', async () => {
    const c = new TestClient();
    const code = await c.post<{ codeId: string; qrContent: string; expireSeconds: number }>(
      '/api/authService/scanCodeLoginGetCode',
    );
    expect(code.body.data.expireSeconds).toBe(120);
    expect(code.body.data.qrContent).toContain(code.body.data.codeId);
    const { codeId } = code.body.data;
    // too early
    expect((await c.post('/api/authService/scanCodeLogin', { codeId })).body.code).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await c.post<{ status: number }>('/api/authService/checkScanCodeResult', { codeId })).body.data
          .status,
      );
    }
    expect(statuses).toEqual([0, 0, 1, 1, 2, 2]);
    const res = await c.post<Tokens>('/api/authService/scanCodeLogin', { codeId });
    expect(res.body.code).toBe(200);
    c.token = res.body.data.a_token;
    expect((await c.post<{ phone: string }>(INFO)).body.data.phone).toBe(DEMO_USERS.owner);
    // once only
    expect((await c.post('/api/authService/scanCodeLogin', { codeId })).body.code).toBe(400);
  });

  it('expires after 120 s', async () => {
    let t = Date.UTC(2025, 0, 1);
    setClock(() => t);
    const c = new TestClient();
    const { codeId } = (await c.post<{ codeId: string }>('/api/authService/scanCodeLoginGetCode')).body.data;
    t += 119_999;
    expect(
      (await c.post<{ status: number }>('/api/authService/checkScanCodeResult', { codeId })).body.data.status,
    ).toBe(0);
    t += 1;
    expect(
      (await c.post<{ status: number }>('/api/authService/checkScanCodeResult', { codeId })).body.data.status,
    ).toBe(3);
    expect((await c.post('/api/authService/scanCodeLogin', { codeId })).body.code).toBe(400);
  });
});

describe('user info and menus', () => {
  // the platform's own nodes; the pages of served declarations hang after them (mocks/menus.test.ts)
  const declared = new Set(servedEntities.map((e) => e.serve.menu?.path));
  const paths = (nodes: MenuNode[]): string[] =>
    nodes.filter((n) => !declared.has(n.path)).flatMap((n) => [n.path, ...paths(n.children ?? [])]);
  type Menus = { menus: MenuNode[]; permissions: string[] };

  it('gives the owner and the staff member their roles', async () => {
    const owner = new TestClient();
    await owner.login(DEMO_USERS.owner);
    const info = await owner.post<Record<string, unknown>>(INFO);
    expect(info.body.data).toEqual({
      id: 10001,
      name: '张建国',
      avatar: '',
      account: DEMO_USERS.owner,
      phone: DEMO_USERS.owner,
      roleIds: [1],
      roles: ['owner'],
    });
    const staff = new TestClient();
    await staff.login(DEMO_USERS.staff);
    expect((await staff.post<{ roles: string[] }>(INFO)).body.data.roles).toEqual(['staff']);
    expect((await staff.enter(1001).post<{ roles: string[] }>(INFO)).body.data.roles).toEqual(['staff']);
    // index is optional here, but a foreign place is still refused
    expect((await staff.enter(1002).post(INFO)).body.code).toBe(403);
  });

  it('serves the hotel menu in the agreed order for a hotel owner', async () => {
    const c = new TestClient();
    await c.login(DEMO_USERS.owner);
    const res = await c.enter(1001).get<Menus>('/api/merchantMenus', { product: 'merchant' });
    expect(res.body.code).toBe(200);
    const { menus, permissions } = res.body.data;
    expect(menus.map((m) => m.name)).toEqual(HOTEL_OWNER_TOP_MENU);
    expect(paths(menus)).toEqual([
      '/wel/index',
      '/roomManage',
      '/roomManage/index',
      '/roomManage/roomModel',
      '/roomManage/roomInfo',
      '/roomManage/lock',
      '/roomManage/server',
      '/roomManage/manager',
      '/roomManage/computer',
      '/roomManage/statusColor',
      '/roomManage/passBox',
      '/roomManage/shelf',
      '/roomManage/otaConfig',
      '/feeRule/index',
      '/order/index',
      '/statistics/index',
      '/order/damage',
      '/admin/pay',
      '/shop/goodsManage',
      '/staff',
      '/staff/position',
      '/staff/employee',
      '/staff/account',
      '/staff/role',
      '/staff/menu',
      '/handOver/detail',
      '/member',
      '/member/list',
      '/member/type',
      '/member/recharge',
      '/member/points',
      '/member/coupon',
      '/member/goodsDiscount',
      '/netBar/addActivity',
      '/payment',
      '/application',
      '/application/index',
      '/application/myApp',
      '/info',
      '/info/index',
      '/info/setting',
      '/info/address',
      '/info/msg',
      '/info/operationLog',
      '/info/loginLog',
      '/info/helpDocument',
      '/info/activateAccount',
      '/mock-assets/operator-guide.html',
      '/shopManage/index',
      '/test/index',
    ]);
    const address = menus.find((m) => m.path === '/info')!.children!.find((m) => m.path === '/info/address')!;
    expect(address.onlyHotel).toBe(true);
    expect(permissions.length).toBeGreaterThanOrEqual(28);
    expect(permissions).toEqual(
      expect.arrayContaining([
        'room:building:list',
        'room:building:add',
        'fee:rule:edit',
        'application:buy',
        'shop:goods:add',
      ]),
    );
    // the basic inn and homestay hold no module: the same menu without the pages of the modules
    const modulePages = ['/roomManage/lock', '/roomManage/passBox', '/roomManage/otaConfig'];
    for (const type of [2, 3]) {
      const place = mockDb().data.places.find((p) => p.placeType === type && p.ownerId === 10001)!;
      expect(place.license).toBe(5);
      const other = await c.enter(place.id).get<Menus>('/api/merchantMenus', { product: 'merchant' });
      expect(paths(other.body.data.menus)).toEqual(paths(menus).filter((p) => !modulePages.includes(p)));
      expect(other.body.data.permissions.filter((p) => /^room:(lock|passBox|boxUser|ota):/.test(p))).toEqual(
        [],
      );
    }
  });

  it('serves the netbar menu for a type-50 place and refuses the wrong menu call', async () => {
    const c = new TestClient();
    await c.login(DEMO_USERS.owner);
    c.enter(1005, true);
    expect((await c.get('/api/merchantMenus', { product: 'merchant' })).body).toEqual({
      code: 400,
      msg: '该场所为网吧，请使用网吧菜单',
      data: null,
    });
    const res = await c.get<Menus>('/api/netbarMenus', { product: 'netbarMerchant' });
    const all = paths(res.body.data.menus);
    expect(res.body.data.menus[0]!.path).toBe('/handOver/netbarDetail');
    expect(res.body.data.menus.map((m) => m.path)).toEqual([
      '/handOver/netbarDetail',
      '/netBar/computerLog',
      '/netBar/recharge',
      '/netBar/placeInfo',
      '/netBar/seatConfig',
      '/netBar/consumptionAnalysis',
      '/netBar/accounts',
      '/netBar/broadcast',
      '/netBar/clientConfig',
      '/member',
      '/netBar/addActivity',
      '/shop/goodsManage',
      '/staff',
      '/admin/pay',
      '/application',
      '/info',
      '/test/index',
    ]);
    expect(all).not.toContain('/wel/index');
    expect(all).not.toContain('/info/address');
    expect(all).toEqual(expect.arrayContaining(['/application/index', '/application/myApp', '/info/msg']));
    expect((await c.enter(1001).get('/api/netbarMenus', { product: 'netbarMerchant' })).body.code).toBe(400);
    expect((await c.enter(1001).get('/api/merchantMenus', { product: 'other' })).body.code).toBe(400);
  });

  it('gives staff no purchase section, no payment account, read-only keys and room and goods keys without delete', async () => {
    const owner = new TestClient();
    await owner.login(DEMO_USERS.owner);
    const full = (await owner.enter(1001).get<Menus>('/api/merchantMenus', { product: 'merchant' })).body
      .data;
    const staff = new TestClient();
    await staff.login(DEMO_USERS.staff);
    const res = await staff.enter(1001).get<Menus>('/api/merchantMenus', { product: 'merchant' });
    const all = paths(res.body.data.menus);
    expect(all).not.toContain('/application');
    expect(all).not.toContain('/application/index');
    expect(all).not.toContain('/admin/pay');
    expect(all[0]).toBe('/wel/index');
    const perms = res.body.data.permissions;
    expect(perms.length).toBeGreaterThan(0);
    expect(perms.length).toBeLessThan(full.permissions.length);
    // room setup: everything but delete (the demo of hidden actions); every other page: read-only keys
    const roomPages = ['building', 'model', 'info', 'lock', 'server', 'manager', 'computer'];
    const writes = (b: string) => ['add', 'edit', 'status', 'export'].map((a) => `${b}:${a}`);
    const roomWrites = [
      ...roomPages.flatMap((p) => writes(`room:${p}`)),
      // key-card boxes: bind/unbind and export; their people: add and edit
      'room:passBox:edit',
      'room:passBox:export',
      'room:boxUser:add',
      'room:boxUser:edit',
      ...writes('room:shelf'),
      // OTA settings and room status colours: read-only for staff
    ];
    expect(perms.filter((p) => p.startsWith('room:') && !p.endsWith(':list'))).toEqual(roomWrites);
    expect(perms).toEqual(expect.arrayContaining(['room:ota:list', 'room:boxUser:list']));
    // goods: like a room page, everything but delete
    expect(perms.filter((p) => p.startsWith('shop:goods:'))).toEqual([
      'shop:goods:list',
      ...writes('shop:goods'),
    ]);
    // orders: the front desk works from them, so staff export and print them as the owner does; they register
    // damage and settle it, hand over and take over shifts
    expect(perms.filter((p) => p.startsWith('order:'))).toEqual([
      'order:list',
      'order:export',
      'order:print',
      'order:damage:list',
      'order:damage:add',
      'order:damage:status',
      'order:damage:export',
    ]);
    expect(perms.filter((p) => p.startsWith('handover:'))).toEqual([
      'handover:detail:list',
      'handover:detail:add',
      'handover:detail:status',
      'handover:detail:export',
      'handover:detail:print',
    ]);
    // everyone reads, exports and clears their own sign-in log
    expect(perms.filter((p) => p.startsWith('info:loginlog:'))).toEqual([
      'info:loginlog:list',
      'info:loginlog:clear',
      'info:loginlog:export',
    ]);
    expect(perms.filter((p) => p.startsWith('info:oplog:'))).toEqual([]);
    const desk = ['room:', 'shop:goods:', 'order:', 'handover:', 'info:loginlog:', 'member:info:'];
    const others = perms.filter((p) => !desk.some((d) => p.startsWith(d)));
    expect(others.every((p) => /:(list|view)$/.test(p))).toBe(true);
    const ownerOnly = [
      ...[...roomPages, 'shelf', 'boxUser'].map((p) => `room:${p}:delete`),
      'shop:goods:delete',
      'room:ota:edit',
      'application:buy',
      'order:damage:edit',
      'order:damage:delete',
      'handover:detail:edit',
      'handover:detail:delete',
    ];
    for (const key of ownerOnly) {
      expect(perms).not.toContain(key);
      expect(full.permissions).toContain(key);
    }
  });

  it('gives the single-netbar owner the netbar menu', async () => {
    const c = new TestClient();
    await c.login(DEMO_USERS.netbarOwner);
    const places = (
      await c.post<Array<{ id: number; placeType: number }>>(
        '/business-merchant/businessPlace/getOwnPlaceList',
      )
    ).body.data;
    expect(places).toHaveLength(1);
    expect(places[0]!.placeType).toBe(50);
    const res = await c
      .enter(places[0]!.id, true)
      .get<Menus>('/api/netbarMenus', { product: 'netbarMerchant' });
    expect(res.body.data.menus[0]!.path).toBe('/handOver/netbarDetail');
  });
});

describe('the lock screen, held on the server', () => {
  const LOCK = '/api/authService/lock';
  const UNLOCK = '/api/authService/unlock';

  async function lockedClient() {
    const c = new TestClient();
    await c.login(DEMO_USERS.owner);
    expect((await c.post(LOCK)).body).toEqual({ code: 200, msg: '已锁屏', data: null });
    return c;
  }

  it('while locked, the token opens nothing but unlock and logout, and cannot be refreshed', async () => {
    const c = await lockedClient();
    expect((await c.post(INFO)).body).toEqual({ code: LOCKED_CODE, msg: '屏幕已锁定，请先解锁', data: null });
    const refresh = await c.post(REFRESH, { rToken: c.rToken }, { token: null });
    expect(refresh.body).toMatchObject({ code: LOCKED_CODE });
    expect((await c.post(INFO)).body.code).toBe(LOCKED_CODE);
  });

  it('unlock with the account password answers a fresh token pair; the locked token is dead', async () => {
    const c = await lockedClient();
    const old = c.token;
    const res = await c.post<{ a_token: string; r_token: string }>(UNLOCK, { password: 'abc123456' });
    expect(res.body).toMatchObject({ code: 200, msg: '解锁成功' });
    expect(res.body.data.a_token).not.toBe(old);
    expect((await c.post(INFO, {}, { token: old })).status).toBe(401);
    c.token = res.body.data.a_token;
    expect((await c.post(INFO)).body.code).toBe(200);
  });

  it('a wrong password is 密码错误 and keeps the lock; the fifth ends the session', async () => {
    const c = await lockedClient();
    for (const password of ['abc1234567', '', undefined, 123456]) {
      expect((await c.post(UNLOCK, { password })).body, String(password)).toEqual({
        code: 400,
        msg: '密码错误',
        data: null,
      });
    }
    expect((await c.post(INFO)).body.code).toBe(LOCKED_CODE);
    const fifth = await c.post(UNLOCK, { password: 'guess' });
    expect(fifth.status).toBe(401);
    expect(fifth.body.msg).toBe('密码错误次数过多，已退出登录，请重新登录');
    // the right password comes too late: the session is over
    expect((await c.post(UNLOCK, { password: 'abc123456' })).status).toBe(401);
    expect((await c.post(UNLOCK, { password: 'abc123456' }, { token: null })).status).toBe(401);
  });
});
