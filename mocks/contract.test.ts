import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  atField,
  byId,
  compareRows,
  crud,
  CRUD_OPS,
  CONTRACT_MSG,
  matchesQuery,
  ok,
  route,
  routesHandler,
  servicePaths,
  type CrudOptions,
} from './contract';
import type { EntityRow } from './db';
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
      routesHandler([
        route.post(
          '/business-merchant/test/rsaEcho',
          { auth: false, index: false, encrypt: 'rsa' },
          ({ body }) => ok(body),
        ),
      ]),
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
      routesHandler(
        crud(PREFIX, {
          defaults: () => ({ status: 1 }),
          validate: ({ row, siblings }) =>
            !row.thingName
              ? '请输入名称'
              : siblings.some((s) => s.thingName === row.thingName)
                ? '名称已存在'
                : null,
        }),
      ),
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

describe('crud factory: lists, batch delete, field errors', () => {
  const PREFIX = '/business-merchant/testGadget';
  const TABLE = 'testGadget';
  type Gadget = { id: number; name: string; price: number; kind: string; status: number; tags: string[] };
  type PageOf<T> = { records: T[]; total: number; pageNumber: number; pageSize: number };

  /** Rows put straight into the table: the list behaviour is tested apart from add. */
  function seed(rows: Array<Omit<Gadget, 'id'> & { placeId?: number }>): number[] {
    const table = mockDb().table(TABLE);
    return rows.map((r) => {
      const id = mockDb().nextId(TABLE);
      table.push({ placeId: 1001, createTime: 't', updateTime: 't', ...r, id });
      return id;
    });
  }

  const GADGETS = [
    { name: '键盘Alpha', price: 199, kind: 'keyboard', status: 1, tags: ['rgb'] },
    { name: '鼠标Beta', price: 89.5, kind: 'mouse', status: 1, tags: ['wireless', 'rgb'] },
    { name: '耳机Gamma', price: 359, kind: 'headset', status: 0, tags: [] },
    { name: '显示器Delta', price: 1299, kind: 'monitor', status: 1, tags: ['144hz'] },
    { name: 'alpha键帽', price: 59, kind: 'keyboard', status: 1, tags: [] },
  ];

  function serve(options: CrudOptions = {}) {
    server.use(
      routesHandler(
        crud(PREFIX, {
          ops: [...CRUD_OPS, 'deleteBatch'],
          fields: { name: 'text', price: 'number', kind: 'text', tags: 'list' },
          defaults: () => ({ status: 1, tags: [] }),
          validate: ({ row, siblings }) =>
            atField('name', row.name ? null : '请输入名称') ??
            atField('name', siblings.some((s) => s.name === row.name) ? '名称已存在' : null) ??
            (typeof row.price === 'number' && row.price > 0 ? null : '价格不正确'),
          ...options,
        }),
      ),
    );
  }

  async function owner(placeId = 1001) {
    const c = new TestClient();
    await c.login(DEMO_USERS.owner);
    return c.enter(placeId);
  }

  const list = (c: TestClient, q: Record<string, string | number> = {}) =>
    c.get<PageOf<Gadget>>(`${PREFIX}/list`, { pageSize: 50, ...q });
  const names = async (c: TestClient, q: Record<string, string | number> = {}) =>
    (await list(c, q)).body.data.records.map((r) => r.name);

  it('filters: text contains (case-insensitive), numbers and ids equal, arrays hold the value', async () => {
    serve();
    const ids = seed(GADGETS);
    const c = await owner();
    expect(await names(c, { name: 'ALPHA' })).toEqual(['alpha键帽', '键盘Alpha']);
    expect(await names(c, { kind: 'key' })).toEqual(['alpha键帽', '键盘Alpha']);
    expect(await names(c, { status: 0 })).toEqual(['耳机Gamma']);
    expect(await names(c, { price: '89.50' })).toEqual(['鼠标Beta']);
    expect(await names(c, { id: ids[3]! })).toEqual(['显示器Delta']);
    expect(await names(c, { tags: 'rgb' })).toEqual(['鼠标Beta', '键盘Alpha']);
    // empty values, paging keys and keys the rows do not have are no filters
    expect(await names(c, { name: '', nothing: 'x', placeId: 1 })).toHaveLength(5);
    expect(await names(c, { name: 'alpha', status: 1, kind: 'keyboard' })).toEqual([
      'alpha键帽',
      '键盘Alpha',
    ]);
  });

  it('filters by declared kinds, including a predicate', async () => {
    serve({ filters: { kind: 'equals', minPrice: (v, row) => Number(row.price) >= Number(v) } });
    seed(GADGETS);
    const c = await owner();
    expect(await names(c, { kind: 'key' })).toEqual([]);
    expect(await names(c, { kind: 'keyboard' })).toEqual(['alpha键帽', '键盘Alpha']);
    expect(await names(c, { minPrice: 300 })).toEqual(['显示器Delta', '耳机Gamma']);
  });

  it('sorts by sortField/sortOrder: numbers numerically, text by zh-CN; default newest first', async () => {
    serve();
    seed(GADGETS);
    const c = await owner();
    expect(await names(c)).toEqual(['alpha键帽', '显示器Delta', '耳机Gamma', '鼠标Beta', '键盘Alpha']);
    const prices = async (order: string) =>
      (await list(c, { sortField: 'price', sortOrder: order })).body.data.records.map((r) => r.price);
    expect(await prices('asc')).toEqual([59, 89.5, 199, 359, 1299]);
    expect(await prices('desc')).toEqual([1299, 359, 199, 89.5, 59]);
    // zh-CN collation (ICU): Chinese by pinyin (耳 er, 键 jian, 鼠 shu, 显 xian), then Latin
    const byPinyin = ['耳机Gamma', '键盘Alpha', '鼠标Beta', '显示器Delta', 'alpha键帽'];
    expect(await names(c, { sortField: 'name', sortOrder: 'asc' })).toEqual(byPinyin);
    expect(await names(c, { sortField: 'name', sortOrder: 'desc' })).toEqual([...byPinyin].reverse());
    // order defaults to asc; ties go newest first
    expect(await names(c, { sortField: 'kind' })).toEqual([
      '耳机Gamma',
      'alpha键帽',
      '键盘Alpha',
      '显示器Delta',
      '鼠标Beta',
    ]);
    expect((await list(c, { sortField: 'price', sortOrder: 'up' })).body).toEqual({
      code: 400,
      msg: '排序方式不正确',
      data: null,
    });
    expect((await list(c, { sortField: 'nope' })).body.msg).toBe('排序字段不正确');
  });

  it('uses defaultSort, and sorts and filters on the presented row', async () => {
    serve({
      defaultSort: { field: 'price', order: 'asc' },
      present: (row) => ({
        id: row.id,
        name: row.name,
        price: row.price,
        label: `${String(row.kind)}-${row.id}`,
      }),
    });
    seed(GADGETS);
    const c = await owner();
    expect(await names(c)).toEqual(['alpha键帽', '鼠标Beta', '键盘Alpha', '耳机Gamma', '显示器Delta']);
    expect(await names(c, { label: 'mouse' })).toEqual(['鼠标Beta']);
    const rows = (await list(c, { sortField: 'label', sortOrder: 'desc' })).body.data.records;
    expect(Object.keys(rows[0]!)).toEqual(['id', 'name', 'price', 'label']);
    expect(rows[0]!.name).toBe('鼠标Beta');
  });

  it('pages with pageNumber/pageSize after filtering and sorting', async () => {
    serve();
    seed(GADGETS);
    const c = await owner();
    const q = { sortField: 'price', sortOrder: 'asc', pageSize: 2 };
    const page = async (n: number) =>
      (await c.get<PageOf<Gadget>>(`${PREFIX}/list`, { ...q, pageNumber: n })).body;
    expect((await page(1)).data).toMatchObject({ total: 5, pageNumber: 1, pageSize: 2 });
    expect((await page(1)).data.records.map((r) => r.price)).toEqual([59, 89.5]);
    expect((await page(2)).data.records.map((r) => r.price)).toEqual([199, 359]);
    expect((await page(3)).data.records.map((r) => r.price)).toEqual([1299]);
    expect((await page(4)).data.records).toEqual([]);
    expect((await page(1)).msg).toBe('获取成功');
    const filtered = await c.get<PageOf<Gadget>>(`${PREFIX}/list`, { status: 1, pageSize: 3, pageNumber: 2 });
    expect(filtered.body.data).toMatchObject({ total: 4, pageNumber: 2 });
    expect(filtered.body.data.records).toHaveLength(1);
  });

  it('adds, edits, changes status, reads and deletes with the §8 messages', async () => {
    serve();
    const c = await owner();
    const added = await c.post<{ id: number }>(`${PREFIX}/add`, {
      name: ' 手柄 ',
      price: '129.00',
      roomCount: 9,
    });
    expect(added.body).toMatchObject({ code: 200, msg: '新增成功' });
    const id = added.body.data.id;
    const detail = async () => (await c.post<Record<string, unknown>>(`${PREFIX}/detail`, { id })).body;
    // declared fields only, read by kind; defaults fill what the body left out
    expect((await detail()).data).toMatchObject({
      id,
      name: '手柄',
      price: 129,
      kind: '',
      tags: [],
      status: 1,
    });
    expect((await detail()).data).not.toHaveProperty('roomCount');
    expect((await detail()).msg).toBe('获取成功');

    // edit changes what the body names and nothing else (status is not a declared field)
    expect((await c.post(`${PREFIX}/edit`, { id, kind: 'pad', status: 0 })).body).toEqual({
      code: 200,
      msg: '更新成功',
      data: null,
    });
    expect((await detail()).data).toMatchObject({ name: '手柄', price: 129, kind: 'pad', status: 1 });

    expect((await c.post(`${PREFIX}/changeStatus`, { id, status: 0 })).body.msg).toBe('更新成功');
    expect((await detail()).data.status).toBe(0);
    for (const status of [2, -1, 'x', null]) {
      expect((await c.post(`${PREFIX}/changeStatus`, { id, status })).body.msg).toBe('状态值不正确');
    }

    expect((await c.post(`${PREFIX}/delete`, { id })).body).toEqual({
      code: 200,
      msg: '删除成功',
      data: null,
    });
    for (const path of ['detail', 'edit', 'delete', 'changeStatus']) {
      expect((await c.post(`${PREFIX}/${path}`, { id, status: 1 })).body, path).toEqual({
        code: 400,
        msg: '数据不存在或已被删除',
        data: null,
      });
    }
  });

  it('answers field errors as code 400 with data.fields, plain messages with data null', async () => {
    serve();
    seed([GADGETS[0]!]);
    const c = await owner();
    expect((await c.post(`${PREFIX}/add`, { price: 10 })).body).toEqual({
      code: 400,
      msg: '请输入名称',
      data: { fields: { name: '请输入名称' } },
    });
    expect((await c.post(`${PREFIX}/add`, { name: '键盘Alpha', price: 10 })).body).toEqual({
      code: 400,
      msg: '名称已存在',
      data: { fields: { name: '名称已存在' } },
    });
    expect((await c.post(`${PREFIX}/add`, { name: '新品', price: 'abc' })).body).toEqual({
      code: 400,
      msg: '价格不正确',
      data: null,
    });
    // edit checks the row against its siblings, not against itself
    const [id] = seed([{ ...GADGETS[1]! }]);
    expect((await c.post(`${PREFIX}/edit`, { id, name: '鼠标Beta', price: 99 })).body.code).toBe(200);
    expect((await c.post(`${PREFIX}/edit`, { id, name: '键盘Alpha' })).body.data).toEqual({
      fields: { name: '名称已存在' },
    });
    // uniqueness is per place: another place may use the name
    const other = await owner(1002);
    expect((await other.post(`${PREFIX}/add`, { name: '键盘Alpha', price: 10 })).body.msg).toBe('新增成功');
  });

  it('deletes in batches: all or nothing, only rows of the place, beforeDelete can refuse', async () => {
    serve({ beforeDelete: (row) => (row.kind === 'monitor' ? '显示器还在使用中' : null) });
    const ids = seed(GADGETS);
    const [foreign] = seed([{ ...GADGETS[0]!, placeId: 1002 }]);
    const c = await owner();
    const batch = (body: Record<string, unknown>) =>
      c.post<{ count: number } | null>(`${PREFIX}/deleteBatch`, body);
    const total = async () => (await list(c)).body.data.total;

    for (const body of [{}, { ids: [] }, { ids: 'x' }]) {
      expect((await batch(body)).body).toEqual({ code: 400, msg: '请选择要删除的数据', data: null });
    }
    expect((await batch({ ids: [ids[0], foreign] })).body.msg).toBe('数据不存在或已被删除');
    expect((await batch({ ids: [ids[0], 999999] })).body.msg).toBe('数据不存在或已被删除');
    expect((await batch({ ids: [ids[0], ids[3]] })).body.msg).toBe('显示器还在使用中');
    expect(await total()).toBe(5);

    expect((await batch({ ids: [ids[0], ids[1], ids[1], String(ids[2])] })).body).toEqual({
      code: 200,
      msg: '删除成功',
      data: { count: 3 },
    });
    expect(await names(c)).toEqual(['alpha键帽', '显示器Delta']);
    expect((await c.post(`${PREFIX}/delete`, { id: ids[3] })).body.msg).toBe('显示器还在使用中');
    // the other place's row is still there
    expect(
      mockDb()
        .table(TABLE)
        .some((r) => r.id === foreign),
    ).toBe(true);
  });

  it('calls afterChange after each stored change (after afterStatus), never for a refused call', async () => {
    const calls: string[] = [];
    serve({
      ops: [...CRUD_OPS, 'deleteBatch'],
      beforeDelete: (row) => (row.kind === 'monitor' ? '显示器还在使用中' : null),
      afterStatus: (row) => void calls.push(`status ${row.id}`),
      afterChange: ({ op, ids }, ctx) => void calls.push(`${op} ${ids.join(',')} @${ctx.place!.id}`),
    });
    const ids = seed(GADGETS);
    const c = await owner();
    const added = await c.post<{ id: number }>(`${PREFIX}/add`, { name: '手柄', price: 129 });
    const id = added.body.data.id;
    await c.post(`${PREFIX}/add`, { name: '手柄', price: 129 }); // refused: 名称已存在
    await c.post(`${PREFIX}/edit`, { id, kind: 'pad' });
    await c.post(`${PREFIX}/edit`, { id, price: 0 }); // refused
    await c.post(`${PREFIX}/changeStatus`, { id, status: 0 });
    await c.post(`${PREFIX}/changeStatus`, { id, status: 7 }); // refused
    await c.post(`${PREFIX}/delete`, { id: ids[3] }); // refused by beforeDelete
    await c.post(`${PREFIX}/delete`, { id });
    await c.post(`${PREFIX}/deleteBatch`, { ids: [ids[0], ids[1]] });
    await c.get(`${PREFIX}/list`);
    await c.post(`${PREFIX}/detail`, { id: ids[2] });
    expect(calls).toEqual([
      `add ${id} @1001`,
      `edit ${id} @1001`,
      `status ${id}`,
      `changeStatus ${id} @1001`,
      `delete ${id} @1001`,
      `deleteBatch ${ids[0]},${ids[1]} @1001`,
    ]);
  });

  it('orders by defaultCompare without a sortField, and by sortField when one is sent', async () => {
    // kinds on a shelf: monitors first, then keyboards …; by name within a kind
    const shelf = ['monitor', 'keyboard', 'mouse', 'headset'];
    serve({
      defaultSort: { field: 'price', order: 'desc' },
      defaultCompare: () => (a, b) =>
        shelf.indexOf(String(a.kind)) - shelf.indexOf(String(b.kind)) ||
        String(a.name).localeCompare(String(b.name)),
    });
    seed(GADGETS);
    const c = await owner();
    expect(await names(c)).toEqual(['显示器Delta', 'alpha键帽', '键盘Alpha', '鼠标Beta', '耳机Gamma']);
    expect(await names(c, { sortField: 'price', sortOrder: 'asc' })).toEqual([
      'alpha键帽',
      '鼠标Beta',
      '键盘Alpha',
      '耳机Gamma',
      '显示器Delta',
    ]);
  });

  it("keeps another place's rows invisible to every call", async () => {
    serve();
    const [foreign] = seed([{ ...GADGETS[0]!, placeId: 1002 }]);
    seed([GADGETS[1]!]);
    const c = await owner();
    expect(await names(c)).toEqual(['鼠标Beta']);
    expect(await names(c, { id: foreign! })).toEqual([]);
    for (const path of ['detail', 'edit', 'delete', 'changeStatus']) {
      expect((await c.post(`${PREFIX}/${path}`, { id: foreign, status: 0, name: 'x' })).body.code, path).toBe(
        400,
      );
    }
    expect(
      mockDb()
        .table(TABLE)
        .find((r) => r.id === foreign),
    ).toMatchObject({ name: '键盘Alpha', status: 1 });
    // a place of someone else is refused before any row is looked at
    expect((await c.enter(1013).get(`${PREFIX}/list`)).body).toEqual({
      code: 403,
      msg: '无权访问该场所',
      data: null,
    });
  });

  it('runs the contract checks: token, index, encrypted body', async () => {
    serve();
    const c = await owner();
    const noToken = await c.get(`${PREFIX}/list`, {}, { token: null });
    expect(noToken.status).toBe(401);
    expect(noToken.body).toEqual({ code: 401, msg: '请先登录', data: null });
    expect((await c.post(`${PREFIX}/add`, { name: 'x', price: 1 }, { token: null })).status).toBe(401);
    expect((await c.post(`${PREFIX}/deleteBatch`, { ids: [1] }, { token: 'mat.forged' })).status).toBe(401);
    expect((await c.get(`${PREFIX}/list`, {}, { index: null })).body.code).toBe(403);
    expect((await c.post(`${PREFIX}/add`, { name: 'x', price: 1 }, { encrypt: false })).status).toBe(400);
    // list is GET only; deleteBatch only where opted in
    expect((await c.post(`${PREFIX}/list`)).status).toBe(405);
    server.resetHandlers();
    server.use(routesHandler(crud('/business-merchant/testPlain')));
    expect((await c.post('/business-merchant/testPlain/deleteBatch', { ids: [1] })).status).toBe(404);
  });
});

describe('crud helpers', () => {
  it('matchesQuery skips paging and sorting keys', () => {
    const row = { id: 1, roomNo: 'A801', floor: 8 };
    expect(
      matchesQuery(row, { roomNo: 'a8', floor: '8', pageNumber: '2', sortField: 'x', sortOrder: 'y' }),
    ).toBe(true);
    expect(matchesQuery(row, { floor: '80' })).toBe(false);
    expect(matchesQuery(row, { roomNo: 'A8' }, { roomNo: 'equals' })).toBe(false);
  });

  it('compareRows puts digit runs in number order and empty cells last both ways', () => {
    const rows: EntityRow[] = [
      { id: 1, placeId: 1, roomNo: '1001' },
      { id: 2, placeId: 1, roomNo: '' },
      { id: 3, placeId: 1, roomNo: '801' },
      { id: 4, placeId: 1, roomNo: 'A801' },
    ];
    const asc = [...rows].sort(compareRows([{ field: 'roomNo', order: 'asc' }]));
    expect(asc.map((r) => r.id)).toEqual([3, 1, 4, 2]);
    const desc = [...rows].sort(compareRows([{ field: 'roomNo', order: 'desc' }]));
    expect(desc.map((r) => r.id)).toEqual([4, 1, 3, 2]);
  });

  it('byId finds the row of an id read from a body, and nothing for another value', () => {
    const rows = [
      { id: 1, placeId: 1 },
      { id: 2, placeId: 1 },
    ];
    expect(byId(rows, 2)).toBe(rows[1]);
    expect(byId(rows, '2')).toBeUndefined();
    expect(byId(rows, null)).toBeUndefined();
  });

  it('servicePaths puts every name under the base', () => {
    expect(servicePaths('/business-erppro', { goods: 'goodsInfo', unit: 'goodsUnit' })).toEqual({
      goods: '/business-erppro/goodsInfo',
      unit: '/business-erppro/goodsUnit',
    });
  });
});

describe('routesHandler', () => {
  it('refuses a call defined twice', () => {
    const echo = () => ok(null);
    const once = route.post('/business-merchant/testTwice/add', { auth: false, index: false }, echo);
    const again = route.post('/business-merchant/testTwice/add', { auth: false, index: false }, echo);
    expect(() => routesHandler([once, again])).toThrow(
      'POST /business-merchant/testTwice/add is defined twice',
    );
    expect(() => routesHandler([once])).not.toThrow();
  });
});
