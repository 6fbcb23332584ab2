import { afterEach, describe, expect, it } from 'vitest';
import { mockDb, setClock } from '../../node';
import { DEMO_USERS, GOODS_TABLES } from '../../seed';
import { TestClient } from '../../test-client';
import { GOODS_MSG, sellGoods } from '../goods/routes';
import {
  GOODS_BASE as GOODS,
  GOODS_CATEGORY_BASE as CATEGORY,
  GOODS_UNIT_BASE as UNIT,
  STOCK_CHANGE_BASE as STOCK,
  goodsCategoryEntity,
  goodsEntity,
  goodsUnitEntity,
} from '../../../src/domain/goods';
import {
  allRows,
  as,
  expectFieldRefusals,
  expectKeys,
  fieldError,
  postControl,
  rowKeys,
  socketAt,
  type FieldRefusals,
  type Page,
  type Row,
} from '../../test-kit';

const owner = (placeId = 1001) => as(DEMO_USERS.owner, placeId, placeId === 1005 || placeId === 1008);

/** Every row of the list call of `base`. */
const all = (c: TestClient, base: string, q: Record<string, string | number> = {}) =>
  allRows(c, `${base}/list`, q);
const names = async (c: TestClient, q: Record<string, string | number> = {}) =>
  (await all(c, GOODS, q)).map((g) => g.goodsName);

/** The keys of the shapes in src/api/services/goods.ts: the declared rows', and the stock changes' (no declaration). */
const GOODS_KEYS = rowKeys(goodsEntity);
const CATEGORY_KEYS = rowKeys(goodsCategoryEntity);
const STOCK_KEYS = [
  'id',
  'goodsId',
  'goodsName',
  'specs',
  'changeType',
  'num',
  'beforeStock',
  'afterStock',
  'operator',
  'remark',
  'createTime',
];
const UNIT_KEYS = rowKeys(goodsUnitEntity);

/** 1001's seed: categories 1–6, units 1–8, goods 1–17 (3 红牛 and 7 卫龙 short, 10 自嗨锅 off sale). */
const DRINKS = 1;
const LIQUOR = 6;
const BOTTLE = 1;
const STICK = 7;
const REDBULL = 3;
const LATIAO = 7;
const NOODLES = 8;
const ZIHAIGUO = 10;
const TOOTHBRUSH = 12;

/** A valid new goods of 1001. */
const NEW_GOODS = {
  goodsName: '怡宝纯净水',
  categoryId: DRINKS,
  unitId: BOTTLE,
  specs: '555ml',
  barcode: '6901285991219',
  salePrice: 3,
  costPrice: 1.1,
  stock: 48,
  stockWarning: 12,
  remark: '',
};

/** Frames pushed to a place, caught by a socket of the owner there. */
const sockets: Array<{ close(): void }> = [];
function listen(placeId: number) {
  const socket = socketAt<{ businessType?: number; data?: unknown }>(placeId);
  sockets.push(socket);
  return socket.frames;
}
afterEach(() => {
  sockets.splice(0).forEach((s) => s.close());
});

const sell = (body: unknown) => postControl('/__mock/goods/sell', body);

describe('goods: the seed and the list', () => {
  it('seeds 17 goods in shelf order with derived names, and the exact keys of each shape', async () => {
    const c = await owner();
    const goods = await all(c, GOODS);
    expect(goods).toHaveLength(17);
    for (const g of goods) expectKeys(g, GOODS_KEYS);
    // category sort (饮料 1 … 数码配件 5), then the name by pinyin
    expect(goods.slice(0, 4).map((g) => g.goodsName)).toEqual([
      '东方树叶茉莉花茶',
      '红牛维生素功能饮料',
      '可口可乐',
      '农夫山泉饮用天然水',
    ]);
    expect(goods.map((g) => g.categoryName)).toEqual([
      ...Array<string>(4).fill('饮料'),
      ...Array<string>(3).fill('零食'),
      ...Array<string>(3).fill('方便速食'),
      ...Array<string>(5).fill('日用品'),
      ...Array<string>(2).fill('数码配件'),
    ]);
    expect(goods.find((g) => g.id === 1)).toEqual({
      id: 1,
      goodsName: '农夫山泉饮用天然水',
      categoryId: DRINKS,
      categoryName: '饮料',
      unitId: BOTTLE,
      unitName: '瓶',
      specs: '550ml',
      barcode: '6921168509256',
      salePrice: 3,
      costPrice: 1.2,
      stock: 120,
      stockWarning: 24,
      remark: '',
      status: 1,
      createTime: '2024-03-26 10:05:00',
      // its last stock change: the 进货入库 that brought it to 120
      updateTime: '2026-11-13 09:35:00',
    });
    // some goods have no barcode, specs or cost price
    expect(goods.find((g) => g.goodsName === '一次性牙刷套装')).toMatchObject({ specs: '', barcode: '' });
    expect(goods.find((g) => g.goodsName === '一次性医用口罩')).toMatchObject({
      costPrice: null,
      barcode: '',
    });
    expect(goods.find((g) => g.id === ZIHAIGUO)).toMatchObject({ status: 0, remark: '供应商断货，暂停销售' });

    const categories = await all(c, CATEGORY);
    for (const r of categories) expectKeys(r, CATEGORY_KEYS);
    expect(categories.map((r) => [r.categoryName, r.sort, r.goodsCount])).toEqual([
      ['饮料', 1, 4],
      ['零食', 2, 3],
      ['方便速食', 3, 3],
      ['日用品', 4, 5],
      ['数码配件', 5, 2],
      ['酒类', 6, 0],
    ]);
    const units = await all(c, UNIT);
    for (const r of units) expectKeys(r, UNIT_KEYS);
    expect(units.map((r) => r.unitName)).toEqual(['瓶', '罐', '包', '盒', '桶', '个', '根', '支']);
    expect(units.find((u) => u.id === STICK)!.goodsCount).toBe(3);
  });

  it('seeds the internet cafes their own goods and leaves the fresh inn empty', async () => {
    const cafe = await owner(1005);
    const goods = await all(cafe, GOODS);
    expect(goods).toHaveLength(16);
    expect((await all(cafe, CATEGORY)).map((r) => r.categoryName)).toEqual([
      '饮料',
      '零食',
      '泡面速食',
      '外设配件',
      '上机套餐',
    ]);
    expect(goods.filter((g) => g.categoryName === '外设配件').map((g) => g.goodsName)).toEqual([
      '罗技 G102 游戏鼠标',
      '一次性耳机套',
      '游戏鼠标垫',
    ]);
    expect(goods.map((g) => g.goodsName)).toEqual(
      expect.arrayContaining(['康师傅冰红茶', '脉动维生素饮料 青柠味']),
    );
    const inn = await as(DEMO_USERS.innOwner, 1013);
    expect(await all(inn, GOODS)).toEqual([]);
    expect(await all(inn, CATEGORY)).toEqual([]);
  });

  it('filters by name or barcode, category, unit, status and low stock', async () => {
    const c = await owner();
    expect(await names(c, { goodsName: '可乐' })).toEqual(['可口可乐']);
    expect(await names(c, { goodsName: 'type-c' })).toEqual(['Type-C 数据线']);
    // a scanned barcode, or part of one
    expect(await names(c, { goodsName: '6920202888883' })).toEqual(['红牛维生素功能饮料']);
    expect(await names(c, { goodsName: '69211685' })).toEqual(['东方树叶茉莉花茶', '农夫山泉饮用天然水']);
    expect(await names(c, { categoryId: 5 })).toEqual(['苹果快充数据线', 'Type-C 数据线']);
    expect(await names(c, { categoryId: LIQUOR })).toEqual([]);
    expect(await names(c, { unitId: STICK })).toEqual([
      '双汇王中王火腿肠',
      '苹果快充数据线',
      'Type-C 数据线',
    ]);
    expect(await names(c, { status: 0 })).toEqual(['自嗨锅麻辣牛肉自热火锅']);
    expect(await names(c, { lowStock: 1 })).toEqual(['红牛维生素功能饮料', '卫龙大面筋辣条']);
    expect(await names(c, { lowStock: 1, categoryId: DRINKS })).toEqual(['红牛维生素功能饮料']);
    // lowStock other than 1 lists all
    expect(await names(c, { lowStock: 0 })).toHaveLength(17);
    const short = (await all(c, GOODS, { lowStock: 1 })).map((g) => g.id);
    expect(short).toEqual([REDBULL, LATIAO]);
  });

  it('sorts by salePrice, stock, createTime and goodsName', async () => {
    const c = await owner();
    const prices = (await all(c, GOODS, { sortField: 'salePrice', sortOrder: 'desc' })).map(
      (g) => g.salePrice,
    );
    expect(prices.slice(0, 3)).toEqual([35, 25, 25]);
    expect(prices).toEqual([...prices].sort((a, b) => Number(b) - Number(a)));
    const stocks = (await all(c, GOODS, { sortField: 'stock', sortOrder: 'asc' })).map((g) => g.stock);
    expect(stocks.slice(0, 2)).toEqual([0, 6]);
    expect(stocks.at(-1)).toBe(200);
    const times = (await all(c, GOODS, { sortField: 'createTime', sortOrder: 'desc' })).map((g) =>
      String(g.createTime),
    );
    expect(times).toEqual([...times].sort().reverse());
    // zh-CN collation: 奥 ao, 东 dong, 红 hong …
    expect((await names(c, { sortField: 'goodsName', sortOrder: 'asc' })).slice(0, 3)).toEqual([
      '奥利奥夹心饼干 原味',
      '东方树叶茉莉花茶',
      '红牛维生素功能饮料',
    ]);
    const page = await c.get<Page<Row>>(`${GOODS}/list`, { pageNumber: 2, pageSize: 10 });
    expect(page.body.data).toMatchObject({ total: 17 });
    expect(page.body.data.records).toHaveLength(7);
  });
});

describe('goods: add, edit, status and delete', () => {
  it('names the field of each validation message', async () => {
    const c = await owner();
    const cases: FieldRefusals = [
      [{ goodsName: '' }, 'goodsName', GOODS_MSG.nameRequired],
      [{ goodsName: '水'.repeat(31) }, 'goodsName', GOODS_MSG.nameTooLong],
      [{ goodsName: '可口可乐', specs: '330ml' }, 'goodsName', GOODS_MSG.goodsTaken],
      [{ categoryId: null }, 'categoryId', GOODS_MSG.categoryRequired],
      [{ categoryId: '' }, 'categoryId', GOODS_MSG.categoryRequired],
      [{ categoryId: 999 }, 'categoryId', GOODS_MSG.categoryMissing],
      [{ unitId: undefined }, 'unitId', GOODS_MSG.unitRequired],
      [{ unitId: 999 }, 'unitId', GOODS_MSG.unitMissing],
      [{ specs: 'x'.repeat(21) }, 'specs', GOODS_MSG.specs],
      [{ barcode: '1234567' }, 'barcode', GOODS_MSG.barcode],
      [{ barcode: '123456789012345' }, 'barcode', GOODS_MSG.barcode],
      [{ barcode: '69012859912a9' }, 'barcode', GOODS_MSG.barcode],
      [{ barcode: '6921168509256' }, 'barcode', GOODS_MSG.barcodeTaken],
      [{ salePrice: null }, 'salePrice', GOODS_MSG.salePriceRequired],
      [{ salePrice: '' }, 'salePrice', GOODS_MSG.salePriceRequired],
      [{ salePrice: 0 }, 'salePrice', GOODS_MSG.salePrice],
      [{ salePrice: 100000 }, 'salePrice', GOODS_MSG.salePrice],
      [{ salePrice: 3.005 }, 'salePrice', GOODS_MSG.salePrice],
      [{ salePrice: 'abc' }, 'salePrice', GOODS_MSG.salePrice],
      [{ costPrice: -1 }, 'costPrice', GOODS_MSG.costPrice],
      [{ costPrice: 100000 }, 'costPrice', GOODS_MSG.costPrice],
      [{ costPrice: 'x' }, 'costPrice', GOODS_MSG.costPrice],
      [{ stock: -1 }, 'stock', GOODS_MSG.stock],
      [{ stock: 1.5 }, 'stock', GOODS_MSG.stock],
      [{ stock: 1000000 }, 'stock', GOODS_MSG.stock],
      [{ stockWarning: -1 }, 'stockWarning', GOODS_MSG.stockWarning],
      [{ stockWarning: 'many' }, 'stockWarning', GOODS_MSG.stockWarning],
      [{ remark: 'x'.repeat(51) }, 'remark', GOODS_MSG.remark],
    ];
    await expectFieldRefusals(c, `${GOODS}/add`, cases, NEW_GOODS);
    expect(await all(c, GOODS)).toHaveLength(17);
  });

  it('adds with defaults, keeps name + specs and barcodes unique per place', async () => {
    const c = await owner();
    const added = await c.post<{ id: number }>(`${GOODS}/add`, { ...NEW_GOODS, salePrice: '3.50' });
    expect(added.body).toMatchObject({ code: 200, msg: '新增成功' });
    const row = (await all(c, GOODS)).find((g) => g.id === added.body.data.id)!;
    expect(row).toMatchObject({
      goodsName: '怡宝纯净水',
      salePrice: 3.5,
      stock: 48,
      status: 1,
      categoryName: '饮料',
    });
    expect(row.createTime).toBe(row.updateTime);

    // blank optional fields: no cost price, stock and warning 0, empty specs and barcode
    const bare = await c.post<{ id: number }>(`${GOODS}/add`, {
      goodsName: '散装瓜子',
      categoryId: 2,
      unitId: 3,
      salePrice: 6,
      costPrice: '',
      stock: '',
      barcode: '',
    });
    expect(bare.body.msg).toBe('新增成功');
    expect((await all(c, GOODS)).find((g) => g.id === bare.body.data.id)).toMatchObject({
      specs: '',
      barcode: '',
      costPrice: null,
      stock: 0,
      stockWarning: 0,
      remark: '',
    });

    // the same name with other specs is another goods; the same name and specs is not (case-insensitive)
    expect((await c.post(`${GOODS}/add`, { ...NEW_GOODS, specs: '1.5L', barcode: '' })).body.msg).toBe(
      '新增成功',
    );
    expect(
      (await c.post(`${GOODS}/add`, { ...NEW_GOODS, goodsName: 'type-c 数据线', specs: '1m', barcode: '' }))
        .body,
    ).toEqual(fieldError('goodsName', GOODS_MSG.goodsTaken));
    // two goods without a barcode are fine; a barcode is unique
    expect((await c.post(`${GOODS}/add`, { ...NEW_GOODS, specs: '350ml' })).body).toEqual(
      fieldError('barcode', GOODS_MSG.barcodeTaken),
    );
    // another place may sell the same goods under the same barcode
    const other = await owner(1002);
    const [drinks] = (await other.get<Array<{ id: number }>>(`${CATEGORY}/getSelect`)).body.data;
    const [bottle] = (await other.get<Array<{ id: number }>>(`${UNIT}/getSelect`)).body.data;
    const theirs = { ...NEW_GOODS, categoryId: drinks!.id, unitId: bottle!.id };
    expect((await other.post(`${GOODS}/add`, theirs)).body.msg).toBe('新增成功');
  });

  it('edits what the body names but never the stock', async () => {
    const c = await owner();
    const before = (await all(c, GOODS)).find((g) => g.id === 1)!;
    const res = await c.post(`${GOODS}/edit`, {
      ...before,
      salePrice: 3.5,
      costPrice: null,
      stock: 999,
      categoryName: '零食',
      status: 0,
    });
    expect(res.body).toEqual({ code: 200, msg: '更新成功', data: null });
    const after = (await all(c, GOODS)).find((g) => g.id === 1)!;
    expect(after).toMatchObject({
      salePrice: 3.5,
      costPrice: null,
      stock: 120,
      categoryName: '饮料',
      status: 1,
    });
    expect(after.updateTime).not.toBe(before.updateTime);
    // a partial edit keeps the rest; an edit checks against the other goods, not itself
    expect((await c.post(`${GOODS}/edit`, { id: 1, remark: '冷藏' })).body.msg).toBe('更新成功');
    expect((await c.post(`${GOODS}/edit`, { id: 1, goodsName: '农夫山泉饮用天然水' })).body.code).toBe(200);
    expect((await c.post(`${GOODS}/edit`, { id: 1, barcode: '6920202888883' })).body).toEqual(
      fieldError('barcode', GOODS_MSG.barcodeTaken),
    );
    expect((await c.post(`${GOODS}/edit`, { id: 1, stockWarning: 1000000 })).body).toEqual(
      fieldError('stockWarning', GOODS_MSG.stockWarning),
    );
    expect((await all(c, GOODS)).find((g) => g.id === 1)).toMatchObject({ remark: '冷藏', stock: 120 });
  });

  it('puts goods on and off sale and deletes them', async () => {
    const c = await owner();
    expect((await c.post(`${GOODS}/changeStatus`, { id: ZIHAIGUO, status: 1 })).body.msg).toBe('更新成功');
    expect(await names(c, { status: 0 })).toEqual([]);
    expect((await c.post(`${GOODS}/changeStatus`, { id: 1, status: 2 })).body.msg).toBe('状态值不正确');
    expect((await c.post(`${GOODS}/delete`, { id: ZIHAIGUO })).body.msg).toBe('删除成功');
    expect(await all(c, GOODS)).toHaveLength(16);
    expect((await c.post(`${GOODS}/delete`, { id: ZIHAIGUO })).body.msg).toBe('数据不存在或已被删除');
    // calls the page does not use are not served
    expect((await c.post(`${GOODS}/deleteBatch`, { ids: [1] })).status).toBe(404);
  });

  it("keeps another place's goods invisible and untouchable", async () => {
    const other = await owner(1002);
    const theirs = await all(other, GOODS);
    expect(theirs).toHaveLength(17);
    expect(theirs.every((g) => g.id > 17)).toBe(true);
    for (const path of ['edit', 'delete', 'changeStatus']) {
      expect((await other.post(`${GOODS}/${path}`, { id: 1, status: 0, salePrice: 1 })).body, path).toEqual({
        code: 400,
        msg: '数据不存在或已被删除',
        data: null,
      });
    }
    // 1001's categories and units are not 1002's
    expect((await other.post(`${GOODS}/add`, { ...NEW_GOODS, categoryId: DRINKS })).body).toEqual(
      fieldError('categoryId', GOODS_MSG.categoryMissing),
    );
    const c = await owner();
    expect((await all(c, GOODS)).find((g) => g.id === 1)).toMatchObject({ status: 1, salePrice: 3 });
    // a place of someone else is refused
    expect((await c.enter(1013).get(`${GOODS}/list`)).body.code).toBe(403);
  });
});

describe('goods categories and units', () => {
  it('validates categories, orders them by sort and refuses to delete one with goods', async () => {
    const c = await owner();
    const cases: FieldRefusals = [
      [{ categoryName: ' ' }, 'categoryName', '请输入分类名称'],
      [{ categoryName: '类'.repeat(21) }, 'categoryName', '分类名称不能超过20个字符'],
      [{ categoryName: '饮料' }, 'categoryName', '分类名称已存在'],
      [{ categoryName: '水果', sort: 10000 }, 'sort', '排序须为0-9999之间的整数'],
      [{ categoryName: '水果', sort: -1 }, 'sort', '排序须为0-9999之间的整数'],
      [{ categoryName: '水果', sort: 1.5 }, 'sort', '排序须为0-9999之间的整数'],
      [{ categoryName: '水果', remark: 'x'.repeat(51) }, 'remark', GOODS_MSG.remark],
    ];
    await expectFieldRefusals(c, `${CATEGORY}/add`, cases);
    // sort defaults to 0: first in the list and in the select
    const fruit = await c.post<{ id: number }>(`${CATEGORY}/add`, { categoryName: '水果' });
    expect(fruit.body.msg).toBe('新增成功');
    expect((await c.post(`${CATEGORY}/add`, { categoryName: '冷饮', sort: 1 })).body.msg).toBe('新增成功');
    const list = await all(c, CATEGORY);
    expect(list.map((r) => r.categoryName)).toEqual([
      '水果',
      '饮料',
      '冷饮',
      '零食',
      '方便速食',
      '日用品',
      '数码配件',
      '酒类',
    ]);
    expect(list[0]).toMatchObject({ sort: 0, goodsCount: 0, remark: '' });
    const select = await c.get<Array<Record<string, unknown>>>(`${CATEGORY}/getSelect`);
    expect(select.body.code).toBe(200);
    expect(select.body.data[0]).toEqual({ id: fruit.body.data.id, categoryName: '水果' });
    expect(select.body.data.map((r) => r.categoryName)).toEqual(list.map((r) => r.categoryName));

    expect((await c.post(`${CATEGORY}/delete`, { id: DRINKS })).body).toEqual({
      code: 400,
      msg: GOODS_MSG.categoryInUse,
      data: null,
    });
    expect((await c.post(`${CATEGORY}/delete`, { id: LIQUOR })).body.msg).toBe('删除成功');
    // a renamed category shows on its goods
    expect((await c.post(`${CATEGORY}/edit`, { id: DRINKS, categoryName: '酒水饮料' })).body.msg).toBe(
      '更新成功',
    );
    expect((await all(c, GOODS, { categoryId: DRINKS }))[0]!.categoryName).toBe('酒水饮料');
    expect((await c.post(`${CATEGORY}/edit`, { id: DRINKS, categoryName: '零食' })).body).toEqual(
      fieldError('categoryName', '分类名称已存在'),
    );
  });

  it('validates units, answers them for selects and refuses to delete one in use', async () => {
    const c = await owner();
    await expectFieldRefusals(c, `${UNIT}/add`, [
      [{ unitName: '' }, 'unitName', '请输入单位名称'],
      [{ unitName: '单'.repeat(11) }, 'unitName', '单位名称不能超过10个字符'],
      [{ unitName: '瓶' }, 'unitName', '单位名称已存在'],
    ]);
    const box = await c.post<{ id: number }>(`${UNIT}/add`, { unitName: '袋' });
    expect(box.body.msg).toBe('新增成功');
    const select = await c.get<Array<Record<string, unknown>>>(`${UNIT}/getSelect`);
    expect(select.body.data.map((u) => u.unitName)).toEqual([
      '瓶',
      '罐',
      '包',
      '盒',
      '桶',
      '个',
      '根',
      '支',
      '袋',
    ]);
    expect(select.body.data.at(-1)).toEqual({ id: box.body.data.id, unitName: '袋' });
    expect((await c.post(`${UNIT}/delete`, { id: BOTTLE })).body).toEqual({
      code: 400,
      msg: GOODS_MSG.unitInUse,
      data: null,
    });
    expect((await c.post(`${UNIT}/delete`, { id: box.body.data.id })).body.msg).toBe('删除成功');
    // a renamed unit shows on its goods
    expect((await c.post(`${UNIT}/edit`, { id: STICK, unitName: '条' })).body.msg).toBe('更新成功');
    expect((await all(c, GOODS, { unitId: STICK })).every((g) => g.unitName === '条')).toBe(true);
    // another place's select has its own units
    const other = await owner(1002);
    const theirs = (await other.get<Array<{ id: number }>>(`${UNIT}/getSelect`)).body.data;
    expect(theirs).toHaveLength(8);
    expect(theirs.every((u) => u.id > 8)).toBe(true);
  });
});

describe('goods pushes and the front desk', () => {
  it('pushes 109 after every stored change, with the goodsId when it is one goods', async () => {
    const frames = listen(1001);
    const elsewhere = listen(1002);
    const c = await owner();
    await c.post(`${GOODS}/edit`, { id: 1, salePrice: 3.5 });
    expect(frames).toEqual([{ businessType: 109, data: { goodsId: 1 } }]);
    const added = await c.post<{ id: number }>(`${GOODS}/add`, NEW_GOODS);
    await c.post(`${GOODS}/changeStatus`, { id: added.body.data.id, status: 0 });
    await c.post(`${GOODS}/delete`, { id: added.body.data.id });
    await c.post(`${CATEGORY}/add`, { categoryName: '水果' });
    await c.post(`${UNIT}/edit`, { id: BOTTLE, unitName: '支装' });
    expect(frames.slice(1)).toEqual([
      { businessType: 109, data: { goodsId: added.body.data.id } },
      { businessType: 109, data: { goodsId: added.body.data.id } },
      { businessType: 109, data: { goodsId: added.body.data.id } },
      { businessType: 109, data: { goodsId: null } },
      { businessType: 109, data: { goodsId: null } },
    ]);
    // refused calls and reads push nothing
    await c.post(`${GOODS}/edit`, { id: 1, salePrice: 0 });
    await c.post(`${CATEGORY}/delete`, { id: DRINKS });
    await all(c, GOODS);
    expect(frames).toHaveLength(6);
    expect(elsewhere).toEqual([]);
  });

  it('/__mock/goods/sell lowers the stock, moves updateTime and pushes 109', async () => {
    const frames = listen(1001);
    const res = await sell({ placeId: 1001, goodsId: 1, num: 3 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 200, msg: '售出成功', data: { stock: 117, sent: 1 } });
    expect(frames).toEqual([{ businessType: 109, data: { goodsId: 1 } }]);
    // num defaults to 1
    expect(await (await sell({ placeId: 1001, goodsId: 1 })).json()).toMatchObject({ data: { stock: 116 } });
    const c = await owner();
    const row = (await all(c, GOODS)).find((g) => g.id === 1)!;
    expect(row.stock).toBe(116);
    expect(row.updateTime).not.toBe('2026-11-13 09:35:00');
    // selling the 红牛 down to its line keeps it short; selling what is not there is refused
    expect(sellGoods(1001, REDBULL, 6)).toEqual({ stock: 0, sent: 1 });
    expect(await names(c, { lowStock: 1 })).toEqual(['红牛维生素功能饮料', '卫龙大面筋辣条']);
  });

  it('/__mock/goods/sell refuses a short stock, goods off sale or of another place, and bad input', async () => {
    const frames = listen(1001);
    const refused = async (body: unknown, msg: string) => {
      const res = await sell(body);
      expect(res.status, msg).toBe(400);
      expect(await res.json(), msg).toEqual({ code: 400, msg, data: null });
    };
    await refused({ placeId: 1001, goodsId: REDBULL, num: 7 }, GOODS_MSG.stockShort);
    await refused({ placeId: 1001, goodsId: LATIAO }, GOODS_MSG.stockShort);
    await refused({ placeId: 1001, goodsId: ZIHAIGUO }, GOODS_MSG.sellOffSale);
    await refused({ placeId: 1002, goodsId: 1 }, GOODS_MSG.sellMissing);
    await refused({ placeId: 1001, goodsId: 1, num: 0 }, GOODS_MSG.sellNum);
    await refused({ placeId: 1001, goodsId: 1, num: 1.5 }, GOODS_MSG.sellNum);
    await refused({ goodsId: 1 }, GOODS_MSG.sellIds);
    await refused({ placeId: 1001 }, GOODS_MSG.sellIds);
    expect(frames).toEqual([]);
    const stored = mockDb()
      .table(GOODS_TABLES.goods)
      .find((g) => g.id === REDBULL)!;
    expect(stored.stock).toBe(6);
  });
});

describe('stock changes', () => {
  /** [goodsId, changeType, num, beforeStock, afterStock, operator] of each record. */
  const moves = (rows: Row[]) =>
    rows.map((r) => [r.goodsId, r.changeType, r.num, r.beforeStock, r.afterStock, r.operator]);
  const stockOf = async (c: TestClient, id: number) => (await all(c, GOODS)).find((g) => g.id === id)!.stock;
  /** 2026-11-21 12:00:00 in China, the seed's today. */
  const NOON = Date.parse('2026-11-21T04:00:00Z');

  it('seeds 8 records at 1001 that agree with the stock, newest first, in the exact StockChange shape', async () => {
    const c = await owner();
    const rows = await all(c, STOCK);
    for (const r of rows) expectKeys(r, STOCK_KEYS);
    expect(rows.map((r) => r.id)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(moves(rows)).toEqual([
      [4, 4, 3, 39, 36, '前台'],
      [2, 4, 2, 50, 48, '前台'],
      [REDBULL, 4, 2, 8, 6, '前台'],
      [TOOTHBRUSH, 1, 100, 100, 200, '张建国'],
      [LATIAO, 2, 3, 3, 0, '刘春梅'],
      [1, 1, 48, 72, 120, '刘春梅'],
      [1, 4, 2, 74, 72, '前台'],
      [NOODLES, 3, 60, 62, 60, '张建国'],
    ]);
    expect(rows.at(-1)).toEqual({
      id: 1,
      goodsId: NOODLES,
      goodsName: '康师傅红烧牛肉面',
      specs: '桶装 110g',
      changeType: 3,
      num: 60,
      beforeStock: 62,
      afterStock: 60,
      operator: '张建国',
      remark: '月度盘点，少2桶',
      createTime: '2026-11-11 14:10:00',
    });
    expect(rows.find((r) => r.changeType === 2)!.remark).toBe('过期报损');
    expect(rows[0]!.createTime).toBe('2026-11-20 21:06:33');
    // the 卫龙 written off to 0 moved on that day
    expect((await all(c, GOODS)).find((g) => g.id === LATIAO)!.updateTime).toBe('2026-11-15 11:05:00');
  });

  it('seeds every goods place a few records whose before/after chain ends at the stock', () => {
    const db = mockDb();
    const goods = db.table(GOODS_TABLES.goods);
    const records = db.table(GOODS_TABLES.stockChange);
    const places = [...new Set(goods.map((g) => g.placeId))];
    expect(places).toHaveLength(13);
    for (const placeId of places) {
      const mine = records.filter((r) => r.placeId === placeId);
      expect(mine.length, `${placeId}`).toBeGreaterThanOrEqual(4);
      expect(mine.length, `${placeId}`).toBeLessThanOrEqual(8);
      expect(new Set(mine.map((r) => r.changeType)), `${placeId}`).toEqual(new Set([1, 2, 3, 4]));
      for (const g of goods.filter((r) => r.placeId === placeId)) {
        const chain = mine.filter((r) => r.goodsId === g.id).sort((a, b) => a.id - b.id);
        if (chain.length === 0) continue;
        chain.forEach((r, i) => {
          if (i > 0)
            expect(r.beforeStock, `${placeId} ${String(g.goodsName)}`).toBe(chain[i - 1]!.afterStock);
          expect(String(r.createTime) > String(chain[i - 1]?.createTime ?? '')).toBe(true);
        });
        expect(chain.at(-1)!.afterStock, `${placeId} ${String(g.goodsName)}`).toBe(g.stock);
        expect(g.updateTime).toBe(chain.at(-1)!.createTime);
        expect(chain.every((r) => r.goodsName === g.goodsName && r.specs === g.specs)).toBe(true);
      }
    }
    // 陈思远 counts at his own internet cafe
    expect(records.filter((r) => r.placeId === 1014).map((r) => r.operator)).toContain('陈思远');
    expect(records.filter((r) => r.placeId === 1014).map((r) => r.operator)).not.toContain('张建国');
  });

  it('filters by goods name, goods and type, and pages', async () => {
    const c = await owner();
    const ids = async (q: Record<string, string | number>) => (await all(c, STOCK, q)).map((r) => r.id);
    expect(await ids({ goodsName: '农夫' })).toEqual([3, 2]);
    expect(await ids({ goodsName: '不存在的商品' })).toEqual([]);
    expect(await ids({ goodsId: 1 })).toEqual([3, 2]);
    expect(await ids({ goodsId: REDBULL })).toEqual([6]);
    expect(await ids({ changeType: 4 })).toEqual([8, 7, 6, 2]);
    expect(await ids({ changeType: 1 })).toEqual([5, 3]);
    expect(await ids({ changeType: 4, goodsId: 1 })).toEqual([2]);
    expect(await ids({ changeType: 3, goodsName: '牛肉面' })).toEqual([1]);
    // the name filter is on the name the goods has now
    await c.post(`${GOODS}/edit`, { id: 1, goodsName: '农夫山泉 天然水' });
    expect(await ids({ goodsName: '天然水' })).toEqual([3, 2]);
    const page = await c.get<Page<Row>>(`${STOCK}/list`, { pageNumber: 2, pageSize: 5 });
    expect(page.body.data).toMatchObject({ total: 8 });
    expect(page.body.data.records.map((r) => r.id)).toEqual([3, 2, 1]);
    // a later change comes first
    setClock(() => NOON);
    const added = await c.post<Row>(`${STOCK}/add`, { goodsId: 2, changeType: 1, num: 24, remark: '' });
    expect((await ids({}))[0]).toBe(added.body.data.id);
  });

  it('names the field of each validation message and stores nothing', async () => {
    const frames = listen(1001);
    const c = await owner();
    const ok1 = { goodsId: 1, changeType: 1, num: 10, remark: '' };
    const cases: FieldRefusals = [
      [{ goodsId: undefined }, 'goodsId', GOODS_MSG.goodsRequired],
      [{ goodsId: '' }, 'goodsId', GOODS_MSG.goodsRequired],
      [{ goodsId: 999 }, 'goodsId', GOODS_MSG.goodsMissing],
      [{ changeType: undefined }, 'changeType', GOODS_MSG.changeType],
      [{ changeType: 0 }, 'changeType', GOODS_MSG.changeType],
      [{ changeType: 5 }, 'changeType', GOODS_MSG.changeType],
      [{ changeType: 'in' }, 'changeType', GOODS_MSG.changeType],
      [{ num: undefined }, 'num', GOODS_MSG.changeNum],
      [{ num: 0 }, 'num', GOODS_MSG.changeNum],
      [{ num: -1 }, 'num', GOODS_MSG.changeNum],
      [{ num: 1.5 }, 'num', GOODS_MSG.changeNum],
      [{ num: 1000000 }, 'num', GOODS_MSG.changeNum],
      [{ changeType: 2, num: 0 }, 'num', GOODS_MSG.changeNum],
      [{ changeType: 3, num: -1 }, 'num', GOODS_MSG.countNum],
      [{ changeType: 3, num: 2.5 }, 'num', GOODS_MSG.countNum],
      [{ changeType: 3, num: 1000000 }, 'num', GOODS_MSG.countNum],
      [{ changeType: 3, num: '' }, 'num', GOODS_MSG.countNum],
      [{ changeType: 2, num: 121 }, 'num', GOODS_MSG.writeOffShort],
      [{ goodsId: LATIAO, changeType: 2, num: 1 }, 'num', GOODS_MSG.writeOffShort],
      [{ changeType: 1, num: 999880 }, 'num', GOODS_MSG.stockInOver],
      [{ remark: 'x'.repeat(51) }, 'remark', GOODS_MSG.remark],
    ];
    await expectFieldRefusals(c, `${STOCK}/add`, cases, ok1);
    expect(await all(c, STOCK)).toHaveLength(8);
    expect(await stockOf(c, 1)).toBe(120);
    expect(frames).toEqual([]);
  });

  it('moves the stock by each of the three kinds and keeps before, after and the operator', async () => {
    setClock(() => NOON);
    const c = await owner();
    const frames = listen(1001);
    const add = (body: Record<string, unknown>) => c.post<Row>(`${STOCK}/add`, body);

    // 进货入库 +num, the remark trimmed; the answer is the record as the list shows it
    const stockIn = await add({ goodsId: REDBULL, changeType: 1, num: '24', remark: ' 供应商送货 ' });
    expect(stockIn.body).toEqual({
      code: 200,
      msg: '调整成功',
      data: {
        // ids run on after the 104 seeded records (13 places × 8)
        id: 105,
        goodsId: REDBULL,
        goodsName: '红牛维生素功能饮料',
        specs: '250ml',
        changeType: 1,
        num: 24,
        beforeStock: 6,
        afterStock: 30,
        operator: '张建国',
        remark: '供应商送货',
        createTime: '2026-11-21 12:00:00',
      },
    });
    expect((await all(c, STOCK))[0]).toEqual(stockIn.body.data);
    const redbull = (await all(c, GOODS)).find((g) => g.id === REDBULL)!;
    expect(redbull).toMatchObject({ stock: 30, updateTime: '2026-11-21 12:00:00' });

    // 报损出库 −num, all of it is fine
    const writeOff = await add({ goodsId: REDBULL, changeType: 2, num: 30, remark: '包装破损' });
    expect(writeOff.body.data).toMatchObject({ changeType: 2, num: 30, beforeStock: 30, afterStock: 0 });
    expect(await stockOf(c, REDBULL)).toBe(0);

    // 盘点 sets the stock to num, 0 too
    const count = await add({ goodsId: 1, changeType: 3, num: 118 });
    expect(count.body.data).toMatchObject({
      changeType: 3,
      num: 118,
      beforeStock: 120,
      afterStock: 118,
      remark: '',
    });
    expect((await add({ goodsId: 1, changeType: 3, num: 0 })).body.data).toMatchObject({
      beforeStock: 118,
      afterStock: 0,
    });
    // a stock-in up to 999999 exactly; a goods off sale takes changes too
    expect((await add({ goodsId: 1, changeType: 1, num: 999999 })).body.data).toMatchObject({
      afterStock: 999999,
    });
    expect((await add({ goodsId: ZIHAIGUO, changeType: 1, num: 6 })).body.data).toMatchObject({
      beforeStock: 12,
      afterStock: 18,
    });
    expect(await stockOf(c, 1)).toBe(999999);

    // the operator is the caller: 王磊, staff of 1001
    const staff = await as(DEMO_USERS.staff, 1001);
    const byStaff = await staff.post<Row>(`${STOCK}/add`, {
      goodsId: 2,
      changeType: 2,
      num: 1,
      remark: '过期报损',
    });
    expect(byStaff.body.data).toMatchObject({ operator: '王磊', beforeStock: 48, afterStock: 47 });

    // 109 with the goodsId after every stored change
    expect(frames).toEqual(
      [REDBULL, REDBULL, 1, 1, 1, ZIHAIGUO, 2].map((goodsId) => ({ businessType: 109, data: { goodsId } })),
    );
    expect(await all(c, STOCK)).toHaveLength(15);
  });

  it('refuses 4 (the front desk sells) and serves no edit or delete', async () => {
    const c = await owner();
    expect((await c.post(`${STOCK}/add`, { goodsId: 1, changeType: 4, num: 1, remark: '' })).body).toEqual(
      fieldError('changeType', GOODS_MSG.changeType),
    );
    for (const path of ['edit', 'delete', 'changeStatus', 'detail']) {
      expect((await c.post(`${STOCK}/${path}`, { id: 1 })).status, path).toBe(404);
    }
    expect(await all(c, STOCK)).toHaveLength(8);
  });

  it('stores a 前台销售 record for every sale', async () => {
    setClock(() => NOON);
    expect(await (await sell({ placeId: 1001, goodsId: 1, num: 3 })).json()).toMatchObject({
      data: { stock: 117 },
    });
    expect(sellGoods(1001, REDBULL, 2)).toEqual({ stock: 4, sent: 0 });
    const c = await owner();
    const [redbull, water] = await all(c, STOCK, { changeType: 4 });
    expect(water).toMatchObject({
      goodsId: 1,
      goodsName: '农夫山泉饮用天然水',
      changeType: 4,
      num: 3,
      beforeStock: 120,
      afterStock: 117,
      operator: '前台',
      remark: '',
      createTime: '2026-11-21 12:00:00',
    });
    expect(redbull).toMatchObject({
      goodsId: REDBULL,
      num: 2,
      beforeStock: 6,
      afterStock: 4,
      operator: '前台',
    });
    // a refused sale stores nothing
    await sell({ placeId: 1001, goodsId: LATIAO });
    expect(await all(c, STOCK)).toHaveLength(10);
  });

  it('keeps the records of a deleted goods under the name it had', async () => {
    const c = await owner();
    await c.post(`${GOODS}/edit`, { id: 1, goodsName: '农夫山泉 天然水', specs: '380ml' });
    expect((await all(c, STOCK, { goodsId: 1 })).map((r) => [r.goodsName, r.specs])).toEqual([
      ['农夫山泉 天然水', '380ml'],
      ['农夫山泉 天然水', '380ml'],
    ]);
    expect((await c.post(`${GOODS}/delete`, { id: LATIAO })).body.msg).toBe('删除成功');
    const kept = await all(c, STOCK, { goodsId: LATIAO });
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ goodsName: '卫龙大面筋辣条', specs: '106g', remark: '过期报损' });
    expect(await all(c, STOCK, { goodsName: '卫龙' })).toHaveLength(1);
    // it can take no new change
    expect((await c.post(`${STOCK}/add`, { goodsId: LATIAO, changeType: 1, num: 10 })).body).toEqual(
      fieldError('goodsId', GOODS_MSG.goodsMissing),
    );
  });

  it("keeps another place's records and goods apart", async () => {
    const frames = listen(1001);
    const other = await owner(1002);
    const theirs = await all(other, STOCK);
    expect(theirs).toHaveLength(8);
    expect(theirs.every((r) => r.id > 8 && Number(r.goodsId) > 17)).toBe(true);
    expect((await all(other, STOCK, { goodsId: 1 })).length).toBe(0);
    // 1001's goods are unknown at 1002
    expect((await other.post(`${STOCK}/add`, { goodsId: 1, changeType: 1, num: 5 })).body).toEqual(
      fieldError('goodsId', GOODS_MSG.goodsMissing),
    );
    const mine = theirs.find((r) => r.changeType === 1)!;
    const res = await other.post<Row>(`${STOCK}/add`, { goodsId: mine.goodsId, changeType: 1, num: 5 });
    expect(res.body.msg).toBe('调整成功');
    const c = await owner();
    expect(await all(c, STOCK)).toHaveLength(8);
    expect(await stockOf(c, 1)).toBe(120);
    expect(frames).toEqual([]);
    // a place of someone else is refused
    expect((await c.enter(1013).get(`${STOCK}/list`)).body.code).toBe(403);
  });
});
