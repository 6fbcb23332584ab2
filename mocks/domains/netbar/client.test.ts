import { afterEach, describe, expect, it } from 'vitest';
import {
  CLIENT_OFFERS_LIST,
  CLIENT_OFFERS_SET,
  NETBAR_SHELVES_BASE,
  offerBonus,
  type ClientOffer,
  type ShelfGoods,
} from '../../../src/domain/netbar-client';
import { currentPermissionSource, setPermissionSource } from '../../contract';
import { setClock } from '../../node';
import { DEMO_USERS } from '../../seed';
import { as, cafeOwner as owner, SEED_NOW, type Page } from '../../test-kit';
import { rechargeBonus } from './books';

type Client = Awaited<ReturnType<typeof owner>>;
const offers = async (c: Client) => (await c.get<Page<ClientOffer>>(CLIENT_OFFERS_LIST)).body.data.records;
const SHELVES = `${NETBAR_SHELVES_BASE}/getOnShelvesConfigByPlace`;
const SAVE = `${NETBAR_SHELVES_BASE}/onShelves`;
const shelves = async (c: Client) => (await c.get<ShelfGoods[]>(SHELVES)).body.data;

const original = currentPermissionSource()!;
afterEach(() => setPermissionSource(original));
/** the menu's keys but the seat client's edit key: a role that may only look */
const readOnly = () =>
  setPermissionSource(
    (db, place, role, now, userId) =>
      new Set([...original(db, place, role, now, userId)].filter((k) => k !== 'netbar:client:edit')),
  );
const refused = { code: 403, msg: '没有该操作的权限', data: null };

describe('the recharge offers the seat client shows (listClientOffers, setClientUse)', () => {
  it('are the offers the books give, all shown until the cafe hides one', async () => {
    setClock(() => SEED_NOW);
    const c = await owner();
    expect((await offers(c)).map((o) => [o.amount, o.bonus, o.clientUse, o.updateTime])).toEqual([
      [100, 10, 1, ''],
      [200, 30, 1, ''],
      [300, 50, 1, ''],
      [500, 100, 1, ''],
    ]);
    // the books' bonus is the offers' (充100送10 … 充500送100), a temporary card none
    expect([50, 100, 250, 300, 499, 500, 800].map(offerBonus)).toEqual([0, 10, 30, 50, 50, 100, 100]);
    expect(rechargeBonus(300, '临时卡 0001')).toBe(0);

    expect((await c.post(CLIENT_OFFERS_SET, { id: 3, clientUse: 0 })).body).toMatchObject({
      code: 200,
      msg: '更新成功',
    });
    expect((await offers(c)).find((o) => o.id === 3)).toMatchObject({
      clientUse: 0,
      updateTime: '2026-11-21 10:00:00',
    });
    expect((await c.post(CLIENT_OFFERS_SET, { id: 3, clientUse: 1 })).body.code).toBe(200);
    expect((await offers(c)).every((o) => o.clientUse === 1)).toBe(true);
    // another cafe keeps its own
    await c.post(CLIENT_OFFERS_SET, { id: 1, clientUse: 0 });
    expect((await offers(await as(DEMO_USERS.owner, 1005))).every((o) => o.clientUse === 1)).toBe(true);
  });

  it('refuses an offer it does not have, a state it does not know, and a role without the key', async () => {
    const c = await owner();
    expect((await c.post(CLIENT_OFFERS_SET, { id: 9, clientUse: 0 })).body.msg).toBe('数据不存在或已被删除');
    expect((await c.post(CLIENT_OFFERS_SET, { id: 1, clientUse: 2 })).body.msg).toBe('状态值不正确');
    expect((await c.post(CLIENT_OFFERS_SET, { id: 1 })).body.msg).toBe('状态值不正确');
    expect((await c.get(CLIENT_OFFERS_LIST, { sortField: 'bonus' })).body.msg).toBe('排序字段不正确');
    readOnly();
    expect((await offers(c)).length).toBe(4);
    expect((await c.post(CLIENT_OFFERS_SET, { id: 1, clientUse: 0 })).body).toEqual(refused);
    const hotel = await as(DEMO_USERS.owner, 1001);
    expect((await hotel.get(CLIENT_OFFERS_LIST)).body.code).toBe(403);
  });
});

describe('the goods on the seat client’s shelves (getOnShelvesConfigByPlace, onShelves)', () => {
  it('start with the drinks, snacks and noodles on sale and the ear covers, then the rest off', async () => {
    const goods = await shelves(await owner());
    expect(goods).toHaveLength(16);
    const on = goods.filter((g) => g.onShelves === 1);
    expect(on.map((g) => g.goodsName)).toEqual([
      '康师傅冰红茶',
      '脉动维生素饮料 青柠味',
      '红牛维生素功能饮料',
      '东鹏特饮',
      '百事可乐',
      '农夫山泉饮用天然水',
      '乐事薯片 美国经典原味',
      '卫龙大面筋辣条',
      '旺旺雪饼',
      '康师傅红烧牛肉面',
      '统一老坛酸菜牛肉面',
      '双汇王中王火腿肠',
      '一次性耳机套',
    ]);
    expect(on.map((g) => g.sort)).toEqual(on.map((_, i) => (i + 1) * 10));
    expect(goods.slice(on.length).map((g) => [g.goodsName, g.onShelves, g.sort])).toEqual([
      ['卤蛋', 0, 0],
      ['游戏鼠标垫', 0, 0],
      ['罗技 G102 游戏鼠标', 0, 0],
    ]);
    expect(goods.find((g) => g.goodsName === '卤蛋')).toMatchObject({
      goodsStatus: 0,
      categoryName: '泡面速食',
    });
    expect(goods[0]).toMatchObject({ salePrice: 4, specs: '500ml', stock: 96, goodsStatus: 1 });
  });

  it('saves the set whole: the goods listed in their order, every other one off', async () => {
    const c = await owner();
    const byName = new Map((await shelves(c)).map((g) => [g.goodsName, g.id]));
    const items = [
      { goodsId: byName.get('东鹏特饮'), sort: 2 },
      { goodsId: byName.get('康师傅红烧牛肉面'), sort: 1 },
      { goodsId: byName.get('罗技 G102 游戏鼠标'), sort: 3 },
    ];
    expect((await c.post(SAVE, { items })).body).toMatchObject({ code: 200, msg: '更新成功' });
    const after = await shelves(c);
    expect(after.filter((g) => g.onShelves === 1).map((g) => [g.goodsName, g.sort])).toEqual([
      ['康师傅红烧牛肉面', 1],
      ['东鹏特饮', 2],
      ['罗技 G102 游戏鼠标', 3],
    ]);
    expect(after).toHaveLength(16);
    // an empty set takes everything off
    expect((await c.post(SAVE, { items: [] })).body.code).toBe(200);
    expect((await shelves(c)).every((g) => g.onShelves === 0)).toBe(true);
    // a sort left out is 1
    await c.post(SAVE, { items: [{ goodsId: byName.get('百事可乐') }] });
    expect((await shelves(c)).find((g) => g.onShelves === 1)).toMatchObject({
      goodsName: '百事可乐',
      sort: 1,
    });
  });

  it('refuses what is not a goods of the cafe, a bad sort, a goods twice and a role without the key', async () => {
    const c = await owner();
    const before = await shelves(c);
    const tea = before.find((g) => g.goodsName === '康师傅冰红茶')!.id;
    const save = async (items: unknown) => (await c.post(SAVE, { items })).body.msg;
    expect(await save('all')).toBe('上架商品格式不正确');
    expect(await save([5])).toBe('上架商品格式不正确');
    expect(await save([{ sort: 1 }])).toBe('请选择商品');
    expect(await save([{ goodsId: 999_999, sort: 1 }])).toBe('商品不存在或已被删除');
    // a goods of the hotel 1001
    expect(await save([{ goodsId: 1, sort: 1 }])).toBe('商品不存在或已被删除');
    expect(await save([{ goodsId: tea, sort: 10_000 }])).toBe('康师傅冰红茶：排序须为0-9999之间的整数');
    expect(await save([{ goodsId: tea, sort: 1.5 }])).toBe('康师傅冰红茶：排序须为0-9999之间的整数');
    expect(
      await save([
        { goodsId: tea, sort: 1 },
        { goodsId: tea, sort: 2 },
      ]),
    ).toBe('康师傅冰红茶：同一商品只能上架一次');
    expect(await shelves(c)).toEqual(before);

    readOnly();
    expect((await shelves(c)).length).toBe(16);
    expect((await c.post(SAVE, { items: [] })).body).toEqual(refused);
    expect(await shelves(c)).toEqual(before);
    const hotel = await as(DEMO_USERS.owner, 1001);
    expect((await hotel.get(SHELVES)).body.code).toBe(403);
  });
});
