import { afterEach, describe, expect, it, vi } from 'vitest';
import { crud, CONTRACT_MSG, ok, route } from './contract';
import { mockDb, server, setClock, setMockSettings } from './node';
import { encryptAes, TestClient } from './test-client';
import { DEMO_USERS } from './seed';

const INFO = '/api/getUserInfo';

describe('contract checks', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rejects a missing or foreign source with HTTP 400', async () => {
    const c = new TestClient();
    for (const opts of [
      { source: null },
      { source: 'hotel' },
      { rawSource: 'bm90IG91cnM=' },
      { rawSource: 'merchant' },
    ]) {
      const res = await c.post(
        '/api/authService/login',
        { account: DEMO_USERS.owner, password: 'abc123456' },
        opts,
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, msg: CONTRACT_MSG.badSource, data: null });
    }
  });

  it('accepts both identities', async () => {
    const c = new TestClient();
    for (const source of ['merchant', 'netbarMerchant']) {
      const res = await c.post(
        '/api/authService/login',
        { account: DEMO_USERS.owner, password: 'abc123456' },
        { source },
      );
      expect(res.body.code).toBe(200);
    }
  });

  it('rejects a missing, empty or undecryptable param with HTTP 400', async () => {
    const c = new TestClient();
    const bodies = [
      '',
      '{}',
      '{"param":""}',
      '{"param":"not-a-cipher"}',
      JSON.stringify({ param: encryptAes('not json') }),
      JSON.stringify({ param: encryptAes('[1,2]') }),
      JSON.stringify({ account: DEMO_USERS.owner }),
    ];
    for (const rawBody of bodies) {
      const res = await c.post('/api/authService/login', {}, { rawBody });
      expect(res.status, rawBody).toBe(400);
      expect(res.body.msg).toBe(CONTRACT_MSG.badParam);
    }
  });

  it('reads param from a form body and from RSA blocks', async () => {
    const c = new TestClient();
    const body = { account: DEMO_USERS.owner, password: 'abc123456', platform: 1, product: 'merchant' };
    expect((await c.post('/api/authService/login', body, { form: true })).body.code).toBe(200);
    // RSA on an AES route is a contract violation: the route decides the encoding
    expect((await c.post('/api/authService/login', body, { encrypt: 'rsa' })).status).toBe(400);
  });

  it('decrypts multi-block RSA params with Chinese text on an RSA route', async () => {
    server.use(
      route.post(
        '/business-merchant/test/rsaEcho',
        { auth: false, index: false, encrypt: 'rsa' },
        ({ body }) => ok(body),
      ),
    );
    const c = new TestClient();
    const body = { title: '国庆黄金周满减活动，住两晚送一晚早餐'.repeat(6), rules: [{ min: 300, off: 50 }] };
    const res = await c.post('/business-merchant/test/rsaEcho', body, { encrypt: 'rsa' });
    expect(res.body).toEqual({ code: 200, msg: '获取成功', data: body });
    expect((await c.post('/business-merchant/test/rsaEcho', body)).status).toBe(400);
    expect(
      (await c.post('/business-merchant/test/rsaEcho', {}, { rawBody: '{"param":"abc.def"}' })).status,
    ).toBe(400);
  });

  it('answers 401 请先登录 without a token', async () => {
    const res = await new TestClient().post(INFO, {}, { token: null });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, msg: '请先登录', data: null });
  });

  it('answers 401 登录状态已失效 for a forged token and after logout', async () => {
    const c = new TestClient();
    let res = await c.post(INFO, {}, { token: 'mat.forged' });
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe('登录状态已失效，请重新登录');

    await c.login(DEMO_USERS.owner);
    expect((await c.post(INFO)).body.code).toBe(200);
    expect((await c.post('/api/authService/logout')).body.msg).toBe('退出成功');
    res = await c.post(INFO);
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe('登录状态已失效，请重新登录');
  });

  it('answers 401 登录已过期 once the access token outlives its TTL (fake timers)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-01T08:00:00+08:00'));
    setMockSettings({ accessTokenTtlMs: 60_000 });
    const c = new TestClient();
    const tokens = await c.login(DEMO_USERS.owner);
    expect(tokens.expires_in).toBe(60);
    vi.setSystemTime(new Date('2025-01-01T08:00:59+08:00'));
    expect((await c.post(INFO)).body.code).toBe(200);
    vi.setSystemTime(new Date('2025-01-01T08:01:00+08:00'));
    const res = await c.post(INFO);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, msg: '登录已过期，请重新登录', data: null });
  });

  it('checks the index header on place-scoped calls (code 403, HTTP 200)', async () => {
    const c = new TestClient();
    await c.login(DEMO_USERS.innOwner);
    const ownPlace = mockDb().placesOfUser(mockDb().userByAccount(DEMO_USERS.innOwner)!.id)[0]!.place.id;
    for (const index of ['', null, 'abc', 1001, 99999]) {
      const res = await c.get('/api/merchantMenus', { product: 'merchant' }, { index });
      expect(res.status, String(index)).toBe(200);
      expect(res.body).toEqual({ code: 403, msg: '无权访问该场所', data: null });
    }
    expect((await c.get('/api/merchantMenus', { product: 'merchant' }, { index: ownPlace })).body.code).toBe(
      200,
    );
  });

  it('answers unknown backend paths with a 404 envelope and wrong methods with 405', async () => {
    const c = new TestClient();
    const missing = await c.post('/business-merchant/nothing/here');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(404);
    const wrong = await c.get('/api/authService/login');
    expect(wrong.status).toBe(405);
  });

  it('uses the injectable clock', async () => {
    let t = Date.UTC(2025, 0, 1);
    setClock(() => t);
    setMockSettings({ accessTokenTtlMs: 1000 });
    const c = new TestClient();
    await c.login(DEMO_USERS.owner);
    t += 1000;
    expect((await c.post(INFO)).body.msg).toBe('登录已过期，请重新登录');
  });
});

describe('crud factory', () => {
  const PREFIX = '/business-merchant/testThing';

  async function ownerAt(placeId: number) {
    const c = new TestClient();
    await c.login(DEMO_USERS.owner);
    return c.enter(placeId);
  }

  it('serves list/add/edit/changeStatus/detail/delete per place with the standard messages', async () => {
    server.use(
      ...crud(PREFIX, {
        defaults: () => ({ status: 1 }),
        validate: ({ row, siblings }) =>
          !row.thingName
            ? '请输入名称'
            : siblings.some((s) => s.thingName === row.thingName)
              ? '名称已存在'
              : null,
      }),
    );
    const c = await ownerAt(1001);
    expect((await c.post(`${PREFIX}/add`, {})).body).toEqual({ code: 400, msg: '请输入名称', data: null });
    const added = await c.post<{ id: number }>(`${PREFIX}/add`, { thingName: '一号楼' });
    expect(added.body.msg).toBe('新增成功');
    const id = added.body.data.id;
    await c.post(`${PREFIX}/add`, { thingName: '二号楼' });
    expect((await c.post(`${PREFIX}/add`, { thingName: '二号楼' })).body.msg).toBe('名称已存在');

    let list = await c.get<{
      records: Array<Record<string, unknown>>;
      total: number;
      pageNumber: number;
      pageSize: number;
    }>(`${PREFIX}/list`, { pageNumber: 1, pageSize: 1 });
    expect(list.body.msg).toBe('获取成功');
    expect(list.body.data).toMatchObject({ total: 2, pageNumber: 1, pageSize: 1 });
    expect(list.body.data.records).toHaveLength(1);
    list = await c.get(`${PREFIX}/list`, { thingName: '一号' });
    expect(list.body.data.records.map((r) => r.id)).toEqual([id]);

    expect((await c.post(`${PREFIX}/edit`, { id, thingName: '一号楼A' })).body.msg).toBe('更新成功');
    expect((await c.post(`${PREFIX}/changeStatus`, { id, status: 0 })).body.msg).toBe('更新成功');
    const detail = await c.post<Record<string, unknown>>(`${PREFIX}/detail`, { id });
    expect(detail.body.data).toMatchObject({ id, thingName: '一号楼A', status: 0, placeId: 1001 });

    // another place of the same owner sees nothing of place 1001
    const other = await ownerAt(1002);
    expect((await other.get<{ total: number }>(`${PREFIX}/list`)).body.data.total).toBe(0);
    expect((await other.post(`${PREFIX}/detail`, { id })).body.code).toBe(400);

    expect((await c.post(`${PREFIX}/delete`, { id })).body.msg).toBe('删除成功');
    expect((await c.post(`${PREFIX}/delete`, { id })).body.code).toBe(400);
  });
});
