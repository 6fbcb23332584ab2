/**
 * Goods discounts (商品折扣, §7 Members and points: /business-member/goodsDiscount list, add, edit, detail, delete;
 * issue 22 item 7): what a member level pays for a goods category, in tenths of a 折, replacing the level's own
 * discount for those goods (src/domain/member-pricing.ts). One row per member type and category, with an enable
 * flag switched through edit (the backend has no changeStatus here). add and edit travel RSA-encrypted (§7 "Some
 * activity and discount bodies are JSON with RSA encoding"): GOODS_DISCOUNT_RSA. Declared once here for the page
 * (src/features/members/goods-discount-*.tsx) and the mock (mocks/domains/members/goods-discounts.ts).
 * docs/members.md "Coupons and goods discounts", docs/api-contract.md "Goods discounts".
 */
import { entity, field, type EntityInput, type EntityRow } from './entity';

export const GOODS_DISCOUNT_BASE = '/business-member/goodsDiscount';

/** The calls whose body travels RSA-encrypted; the others (list is a GET) take the AES `param`. */
export const GOODS_DISCOUNT_RSA = ['add', 'edit'] as const;

/** The tables the ids name: the billing domain's member types, the goods domain's categories. */
export const MEMBER_TYPE_TABLE = 'memberType';
export const GOODS_CATEGORY_TABLE = 'goodsCategory';

export const goodsDiscountEntity = entity(
  {
    memberTypeId: field.ref(MEMBER_TYPE_TABLE, 'coupons.memberTypeRequired', 'coupons.memberTypeMissing'),
    categoryId: field.ref(GOODS_CATEGORY_TABLE, 'coupons.categoryRequired', 'coupons.categoryNotFound', {
      tableRule: 'one row per member type and category (the mock names the row there is)',
    }),
    // tenths of a 折: 85 = 8.5折
    discount: field.int({
      required: 'coupons.goodsDiscountRequired',
      min: 1,
      max: 99,
      range: 'coupons.discountRange',
      example: 90,
    }),
    // 1 启用, 0 停用: written by add and edit (the list's switch sends edit {id, status})
    status: field.oneOf([0, 1], 'coupons.enableRequired'),
    memberTypeName: field.derived('text'),
    categoryName: field.derived('text'),
    /** the member type's own discount (tenths, 100 none), for comparison */
    typeDiscount: field.derived('int'),
  },
  { base: GOODS_DISCOUNT_BASE },
);

/** A goods discount as list and detail answer it. */
export type GoodsDiscount = Omit<EntityRow<typeof goodsDiscountEntity>, 'status' | 'typeDiscount'> & {
  status: 0 | 1;
  typeDiscount: number | null;
};
export type GoodsDiscountInput = EntityInput<typeof goodsDiscountEntity>;
