import { describe, expect, it } from 'vitest';
import { mockDb } from '../../node';
import { DEMO_USERS, UNBOUND_NETBARS } from '../../seed';
import { TestClient } from '../../test-client';
import { as, postControl } from '../../test-kit';
import { PLACE_PATH } from './routes';

interface Place {
  id: number;
  placeName: string;
  placeType: number;
  license: number;
  address: string;
  contacts: string;
  phone: string;
  placeCount: number;
}
const { ownList: LIST, add: ADD } = PLACE_PATH;

describe('places', () => {
  it('lists the places of each demo user', async () => {
    const owner = await (await as(DEMO_USERS.owner)).post<Place[]>(LIST);
    expect(owner.body.code).toBe(200);
    const places = owner.body.data;
    expect(places).toHaveLength(12);
    expect(places[0]).toMatchObject({ placeType: 0, license: 1, placeCount: 12 });
    expect(new Set(places.map((p) => p.placeType))).toEqual(new Set([0, 2, 3, 50]));
    expect(places.filter((p) => p.placeType === 50).length).toBeGreaterThanOrEqual(2);
    for (const p of places) {
      expect(Object.keys(p)).toEqual(
        expect.arrayContaining([
          'id',
          'placeName',
          'placeType',
          'license',
          'address',
          'contacts',
          'phone',
          'placeCount',
        ]),
      );
    }
    const inn = (await (await as(DEMO_USERS.innOwner)).post<Place[]>(LIST)).body.data;
    expect(inn.map((p) => p.placeType)).toEqual([2]);
    const staff = (await (await as(DEMO_USERS.staff)).post<Place[]>(LIST)).body.data;
    expect(staff.map((p) => p.id)).toEqual([places[0]!.id]);
    const netbar = (await (await as(DEMO_USERS.netbarOwner)).post<Place[]>(LIST)).body.data;
    expect(netbar.map((p) => p.placeType)).toEqual([50]);
  });

  it('pages the places with listByUser', async () => {
    const c = await as(DEMO_USERS.owner);
    const res = await c.get<{ records: Place[]; total: number; pageNumber: number; pageSize: number }>(
      '/business-merchant/businessPlace/listByUser',
      { pageNumber: 2, pageSize: 10 },
    );
    expect(res.body.data).toMatchObject({ total: 12, pageNumber: 2, pageSize: 10 });
    expect(res.body.data.records).toHaveLength(2);
  });

  it('validates a new place field by field', async () => {
    const c = await as(DEMO_USERS.innOwner);
    const good = {
      placeName: '梅子客栈二店',
      placeType: 2,
      address: '浙江省杭州市拱墅区小河路18号',
      contacts: '李晓梅',
      phone: '13800138001',
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ placeName: '' }, '请输入中文、英文、数字、横线、下划线或括号'],
      [{ placeName: '梅子客栈 二店' }, '请输入中文、英文、数字、横线、下划线或括号'],
      [{ placeName: 'a'.repeat(31) }, '请输入中文、英文、数字、横线、下划线或括号'],
      [{ placeType: 1 }, '请选择场所类型'],
      [{ placeType: undefined }, '请选择场所类型'],
      [{ address: '' }, '输入不可以为空'],
      [{ address: '杭'.repeat(51) }, '所输入内容最多为50个字符'],
      [{ phone: '1380013800' }, '请输入正确的手机号'],
      [{ placeName: '梅子客栈' }, '场所名称已存在'],
    ];
    for (const [patch, msg] of cases) {
      const res = await c.post(ADD, { ...good, ...patch });
      expect(res.body, JSON.stringify(patch)).toEqual({ code: 400, msg, data: null });
    }
    const res = await c.post<{ id: number }>(ADD, { ...good, placeName: 'Mei_Zi-2', placeType: '3' });
    expect(res.body.msg).toBe('新增成功');
    const list = (await c.post<Place[]>(LIST)).body.data;
    expect(list.map((p) => p.id)).toContain(res.body.data.id);
    expect(list.find((p) => p.id === res.body.data.id)).toMatchObject({
      placeType: 3,
      license: 5,
      placeCount: 2,
    });
    // the creator owns it: place-scoped calls are allowed there
    const info = await c.enter(res.body.data.id).post<{ roles: string[] }>('/api/getUserInfo');
    expect(info.body.data.roles).toEqual(['owner']);
  });
});

describe('bind internet cafe', () => {
  const BIND = '/api/system/bindNetbar';
  it('binds a seeded cafe once, with the right codes only', async () => {
    const c = await as(DEMO_USERS.innOwner);
    const [a, b] = UNBOUND_NETBARS;
    expect((await c.post(BIND, { placeCode: a.placeCode, bindCode: b.bindCode })).body).toEqual({
      code: 400,
      msg: '场所编码或绑定码错误',
      data: null,
    });
    expect((await c.post(BIND, { placeCode: 'NB000', bindCode: a.bindCode })).body.msg).toBe(
      '场所编码或绑定码错误',
    );
    const ok = await c.post<{ id: number }>(BIND, { placeCode: a.placeCode, bindCode: a.bindCode });
    expect(ok.body.msg).toBe('绑定成功');
    const place = mockDb().placeById(ok.body.data.id)!;
    expect(place.placeName).toBe('星际网咖(文三路店)');
    const list = (await c.post<Place[]>(LIST)).body.data;
    expect(list.map((p) => p.placeName)).toContain('星际网咖(文三路店)');
    const other = await as(DEMO_USERS.owner);
    expect((await other.post(BIND, { placeCode: a.placeCode, bindCode: a.bindCode })).body.msg).toBe(
      '该场所已被绑定',
    );
    expect((await other.post(BIND, { placeCode: b.placeCode, bindCode: b.bindCode })).body.code).toBe(200);
  });
});

describe('dictionary', () => {
  it('returns the requested groups', async () => {
    const c = await as(DEMO_USERS.owner);
    const res = await c
      .enter(1001)
      .get<Record<string, Array<{ dictId: number; value: string; label: string; description: string }>>>(
        '/api/dict/listByTypes',
        { types: 'PAY_SCAN_CODE,COPY_YEAR,COPY_YEAR_ROOM,HELP_DOCUMENT,NOPE' },
      );
    expect(res.body.code).toBe(200);
    const d = res.body.data;
    expect(d.PAY_SCAN_CODE!.map((e) => [e.value, e.label])).toEqual([
      ['10000', '支付宝'],
      ['10010', '微信支付'],
    ]);
    expect(d.COPY_YEAR!.map((e) => e.label)).toEqual(['1年', '2年', '3年', '永久']);
    expect(d.COPY_YEAR_ROOM!.map((e) => e.label)).toContain('按月');
    expect(d.HELP_DOCUMENT!.length).toBeGreaterThan(0);
    expect(d.NOPE).toEqual([]);
    // without a place too (index optional)
    expect((await c.enter(null).get('/api/dict/listByTypes', { types: 'COPY_YEAR' })).body.code).toBe(200);
    expect((await c.get('/api/dict/listByTypes')).body.code).toBe(400);
  });
});

describe('POST /__mock/session (e2e tests start signed in with it)', () => {
  const start = (account: string) => postControl('/__mock/session', { account });

  it('starts a session a login would, with the places the account may enter', async () => {
    const res = await start(DEMO_USERS.owner);
    const body = (await res.json()) as {
      code: number;
      data: { a_token: string; r_token: string; places: Place[] };
    };
    expect(body.code).toBe(200);
    expect(body.data.a_token).toMatch(/^mat\./);
    expect(body.data.r_token).toMatch(/^mrt\./);
    expect(body.data.places).toHaveLength(12);
    // the token works on the contract's calls as a login's does
    const c = new TestClient();
    c.token = body.data.a_token;
    const list = await c.post<Place[]>(LIST);
    expect(list.body.code).toBe(200);
    expect(list.body.data.map((p) => p.id)).toEqual(body.data.places.map((p) => p.id));
  });

  it('refuses an unknown account and a disabled one', async () => {
    expect((await start('13900000000')).status).toBe(400);
    mockDb().userByAccount(DEMO_USERS.staff)!.status = 0;
    expect((await start(DEMO_USERS.staff)).status).toBe(400);
  });
});
