import { describe, expect, it } from 'vitest';
import { GOODS_DISCOUNT_BASE, type GoodsDiscount } from '../../../src/domain/goods-discounts';
import { rowsAt } from '../../contract';
import { mockDb } from '../../node';
import { DEMO_USERS } from '../../seed';
import { as, atSeedTime, fieldError, hotelOwner as owner, SEED_NOW, type Page } from '../../test-kit';
import { memberTypesOf } from '../billing/routes';
import { GOODS } from '../goods/tables';

atSeedTime();

const RSA = { encrypt: 'rsa' } as const;
type Client = Awaited<ReturnType<typeof owner>>;
const list = async (c: Client, q: Record<string, unknown> = {}) =>
  (await c.get<Page<GoodsDiscount>>(`${GOODS_DISCOUNT_BASE}/list`, { pageNumber: 1, pageSize: 50, ...q }))
    .body.data;
const typeId = (name: string, place = 1001) =>
  memberTypesOf(mockDb(), place, SEED_NOW).find((t) => t.typeName === name)!.id;
const categoryId = (name: string, place = 1001) =>
  rowsAt(mockDb(), GOODS.category, place).find((c) => c.categoryName === name)!.id;

describe('goods discounts (issue 22 item 7)', () => {
  it("lists a place's discounts per member type and category, with the names and the type's own discount", async () => {
    const c = await owner();
    const page = await list(c);
    expect(page.records.map((r) => [r.memberTypeName, r.categoryName, r.discount, r.status])).toEqual(
      expect.arrayContaining([
        ['金卡会员', '饮料', 85, 1],
        ['钻石会员', '饮料', 80, 1],
        ['钻石会员', '零食', 85, 1],
        ['银卡会员', '日用品', 90, 0],
      ]),
    );
    expect(page.total).toBe(4);
    const diamond = await list(c, { memberTypeId: typeId('钻石会员') });
    expect(diamond.records.map((r) => r.categoryName).sort()).toEqual(['零食', '饮料'].sort());
    // the type's own discount (8 折), which the goods discount replaces for those goods
    expect(diamond.records.map((r) => r.typeDiscount)).toEqual([80, 80]);
    // the cafe's are its own
    const cafe = await as(DEMO_USERS.netbarOwner, 1014);
    expect((await list(cafe)).records.map((r) => r.categoryName)).toContain('泡面速食');
  });

  it('takes add and edit RSA-encrypted only, and one row per member type and category', async () => {
    const c = await owner();
    const body = {
      memberTypeId: typeId('金卡会员'),
      categoryId: categoryId('零食'),
      discount: 88,
      status: 1,
    };
    // the AES param every other call takes is refused here, and nothing is stored
    const aes = await c.post(`${GOODS_DISCOUNT_BASE}/add`, body);
    expect([aes.status, aes.body.code, aes.body.msg]).toEqual([400, 400, '请求参数解析失败']);
    expect((await list(c)).total).toBe(4);

    const added = await c.post<{ id: number }>(`${GOODS_DISCOUNT_BASE}/add`, body, RSA);
    expect(added.body).toMatchObject({ code: 200, msg: '新增成功' });
    const id = added.body.data.id;
    expect((await c.post(`${GOODS_DISCOUNT_BASE}/add`, { ...body, discount: 70 }, RSA)).body).toEqual(
      fieldError('categoryId', '「金卡会员」的「零食」已设置折扣，请直接修改'),
    );
    expect((await c.post(`${GOODS_DISCOUNT_BASE}/add`, { ...body, discount: 100 }, RSA)).body).toEqual(
      fieldError('discount', '折扣须为0.1-9.9之间，最多一位小数'),
    );

    // the list's switch: edit {id, status}, RSA too; an edit onto another row's pair is refused
    expect((await c.post(`${GOODS_DISCOUNT_BASE}/edit`, { id, status: 0 })).status).toBe(400);
    expect((await c.post(`${GOODS_DISCOUNT_BASE}/edit`, { id, status: 0 }, RSA)).body).toMatchObject({
      code: 200,
      msg: '更新成功',
    });
    expect(
      (await c.post(`${GOODS_DISCOUNT_BASE}/edit`, { id, categoryId: categoryId('饮料') }, RSA)).body,
    ).toEqual(fieldError('categoryId', '「金卡会员」的「饮料」已设置折扣，请直接修改'));
    // detail and delete take the AES param
    const detail = await c.post<GoodsDiscount>(`${GOODS_DISCOUNT_BASE}/detail`, { id });
    expect(detail.body.data).toMatchObject({
      memberTypeName: '金卡会员',
      categoryName: '零食',
      discount: 88,
      status: 0,
    });
    expect((await c.post(`${GOODS_DISCOUNT_BASE}/delete`, { id })).body).toMatchObject({
      code: 200,
      msg: '删除成功',
    });

    // staff see the discounts and change none
    const staff = await as(DEMO_USERS.staff, 1001);
    expect((await staff.get(`${GOODS_DISCOUNT_BASE}/list`)).body.code).toBe(200);
    expect((await staff.post(`${GOODS_DISCOUNT_BASE}/add`, body, RSA)).body.code).toBe(403);
  });

  it('drops a discount whose goods category is gone', async () => {
    const c = await owner();
    await list(c);
    const snacks = categoryId('零食');
    const categories = mockDb().table(GOODS.category);
    categories.splice(
      categories.findIndex((r) => r.id === snacks),
      1,
    );
    expect((await list(c)).records.map((r) => r.categoryName).sort()).toEqual(
      ['日用品', '饮料', '饮料'].sort(),
    );
  });
});
