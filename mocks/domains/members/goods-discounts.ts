/**
 * Goods discounts (商品折扣, /business-member/goodsDiscount list, add, edit, detail, delete; issue 22 item 7), served
 * from their declaration (src/domain/goods-discounts.ts `goodsDiscountEntity`): a member type's discount on a goods
 * category, one row per pair, switched on and off by edit. add and edit take their body RSA-encrypted only (§7:
 * "Some activity and discount bodies are JSON with RSA encoding"); an AES `param` there is refused with code 400
 * 请求参数解析失败 (HTTP 400), as any body the route cannot decrypt. Every place starts with a few, written the first time they
 * are read. docs/members.md "Coupons and goods discounts", docs/api-contract.md "Goods discounts".
 */
import { goodsDiscountEntity, type GoodsDiscount } from '../../../src/domain/goods-discounts';
import { crud, rowsAt, type CrudContext, type MockRoute } from '../../contract';
import { defineTable, formatTime, type Db, type PlaceRow, type StampedRow } from '../../db';
import { zhText } from '../../messages';
import { memberTypesOf } from '../billing/routes';
import { GOODS } from '../goods/tables';
import { firstSeeding, type SeededRow } from '../seed-kit';

/** The menu's keys (mocks/menus.ts 2406 商品折扣): a discount is switched on and off by edit. */
export const GOODS_DISCOUNT_PERMS = 'member:discount';

/** A goods discount as stored (the names and the type's own discount are answered, not stored). */
export interface GoodsDiscountRow
  extends StampedRow, Pick<GoodsDiscount, 'memberTypeId' | 'categoryId' | 'discount' | 'status'> {
  placeId: number;
}

export const GOODS_DISCOUNT_TABLES = {
  discount: defineTable<GoodsDiscountRow>('goodsDiscount'),
  seeded: defineTable<SeededRow>('goodsDiscountSeeded'),
};

/** [member type, category, discount, status]: the higher levels pay less for drinks and snacks. */
const HOTEL_SEEDS: Array<[string, string, number, 0 | 1]> = [
  ['金卡会员', '饮料', 85, 1],
  ['钻石会员', '饮料', 80, 1],
  ['钻石会员', '零食', 85, 1],
  ['银卡会员', '日用品', 90, 0],
];
const CAFE_SEEDS: Array<[string, string, number, 0 | 1]> = [
  ['金卡会员', '饮料', 85, 1],
  ['钻石会员', '饮料', 80, 1],
  ['钻石会员', '泡面速食', 85, 1],
];

/**
 * The place's goods discounts, the seed's written first if this is the first read; a row whose member type or
 * category was deleted since goes with it (what every goods-discount call reads first).
 */
export function goodsDiscountsAt(db: Db, place: PlaceRow, now: number): GoodsDiscountRow[] {
  const types = memberTypesOf(db, place.id, now);
  const categories = rowsAt(db, GOODS.category, place.id);
  if (firstSeeding(db, GOODS_DISCOUNT_TABLES.seeded, place.id)) {
    const t = formatTime(now);
    for (const [typeName, categoryName, discount, status] of place.placeType === 50
      ? CAFE_SEEDS
      : HOTEL_SEEDS) {
      const type = types.find((x) => x.typeName === typeName);
      const category = categories.find((x) => x.categoryName === categoryName);
      if (!type || !category) continue;
      db.insert(GOODS_DISCOUNT_TABLES.discount, {
        placeId: place.id,
        memberTypeId: type.id,
        categoryId: category.id,
        discount,
        status,
        createTime: t,
        updateTime: t,
      });
    }
  }
  const all = db.table(GOODS_DISCOUNT_TABLES.discount);
  const typeIds = new Set(types.map((x) => x.id));
  const categoryIds = new Set(categories.map((x) => x.id));
  const orphan = (r: GoodsDiscountRow) =>
    r.placeId === place.id && (!typeIds.has(r.memberTypeId) || !categoryIds.has(r.categoryId));
  if (all.some(orphan)) all.splice(0, all.length, ...all.filter((r) => !orphan(r)));
  return rowsAt(db, GOODS_DISCOUNT_TABLES.discount, place.id);
}

/** The member type's own discount as stored by the member types (tenths; null before they had one). */
const ownDiscount = (t: object | undefined): number | null => {
  const d: unknown = t && Reflect.get(t, 'discount');
  return typeof d === 'number' ? d : null;
};

function present(r: GoodsDiscountRow, ctx: CrudContext) {
  const type = memberTypesOf(ctx.db, r.placeId, ctx.now).find((t) => t.id === r.memberTypeId);
  const category = rowsAt(ctx.db, GOODS.category, r.placeId).find((c) => c.id === r.categoryId);
  return {
    ...r,
    memberTypeName: type?.typeName ?? '',
    categoryName: category?.categoryName ?? '',
    typeDiscount: ownDiscount(type),
  };
}

export const goodsDiscountHandlers: MockRoute[] = [
  ...crud<GoodsDiscountRow>(goodsDiscountEntity, {
    table: GOODS_DISCOUNT_TABLES.discount,
    ops: ['list', 'add', 'edit', 'detail', 'delete'],
    // the calls of GOODS_DISCOUNT_RSA (src/domain/goods-discounts.ts)
    encrypt: { add: 'rsa', edit: 'rsa' },
    perms: {
      add: `${GOODS_DISCOUNT_PERMS}:add`,
      edit: `${GOODS_DISCOUNT_PERMS}:edit`,
      delete: `${GOODS_DISCOUNT_PERMS}:delete`,
    },
    prepare: (ctx) => void goodsDiscountsAt(ctx.db, ctx.place!, ctx.now),
    // one row per member type and category: the other row is named
    validate: ({ row, siblings, ctx }) => {
      const taken = siblings.find(
        (s) => s.memberTypeId === row.memberTypeId && s.categoryId === row.categoryId,
      );
      if (!taken) return null;
      const named = present(taken, ctx);
      return {
        field: 'categoryId',
        msg: zhText({
          key: 'coupons.pairTaken',
          params: { type: named.memberTypeName, category: named.categoryName },
        }),
      };
    },
    present,
    filters: { memberTypeId: 'equals', categoryId: 'equals', status: 'equals' },
    defaultSort: [
      { field: 'memberTypeId', order: 'asc' },
      { field: 'categoryId', order: 'asc' },
    ],
  }),
];
