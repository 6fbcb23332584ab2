/**
 * Coupons (优惠券, §7 Members and points: /business-member/coupon list, add, edit, delete; issue 22 item 5): what a
 * place hands its members — given by a recharge strategy (its `couponIds`), an activity or at the desk — and what
 * a coupon takes off a bill. Declared once here: the page (src/features/members/coupon-*.tsx) and the mock
 * (mocks/domains/members/coupons.ts) check the same rules with the same messages; what a coupon takes off is
 * src/domain/member-pricing.ts's. docs/members.md "Coupons and goods discounts", docs/api-contract.md "Coupons".
 */
import { addDays, isDay, type Day } from './calendar';
import { entity, field, type EntityInput, type EntityRow, type RuleMessage } from './entity';

export const COUPON_BASE = '/business-member/coupon';

/** 1 满减 (an amount off, from a threshold), 2 折扣 (a discount in tenths of a 折: 85 = 8.5折). */
export const COUPON_TYPE = { amountOff: 1, discount: 2 } as const;
export type CouponType = (typeof COUPON_TYPE)[keyof typeof COUPON_TYPE];
export const COUPON_TYPES: readonly CouponType[] = [1, 2];

/** 1 固定日期 (from one day to another), 2 领取后N天 (N days from the day a member receives it, that day included). */
export const VALID_TYPE = { fixed: 1, afterReceipt: 2 } as const;
export type ValidType = (typeof VALID_TYPE)[keyof typeof VALID_TYPE];
export const VALID_TYPES: readonly ValidType[] = [1, 2];

/** 1 全场通用 (every bill), 2 指定房型 (the room types of `scopeIds`), 3 指定商品分类 (the goods categories of `scopeIds`). */
export const APPLY_TO = { all: 1, rooms: 2, goods: 3 } as const;
export type ApplyTo = (typeof APPLY_TO)[keyof typeof APPLY_TO];
export const APPLY_TOS: readonly ApplyTo[] = [1, 2, 3];

/** The bounds: yuan off, the threshold, the coupons of one kind, how many one member may hold, days valid. */
export const COUPON_AMOUNT_MAX = 9_999.99;
export const COUPON_THRESHOLD_MAX = 99_999.99;
export const COUPON_QUANTITY_MAX = 999_999;
export const PER_MEMBER_MAX = 99;
export const VALID_DAYS_MAX = 365;
export const SCOPE_MAX = 50;

const dayCheck = (v: unknown) => (isDay(v) ? null : 'coupons.dateInvalid');
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export const couponEntity = entity(
  {
    couponName: field.name('coupons.nameRequired', 'coupons.nameTaken', 'Coupon'),
    couponType: field.oneOf(COUPON_TYPES, 'coupons.typeRequired'),
    // an amount-off coupon's yuan off
    amount: field.money({
      max: COUPON_AMOUNT_MAX,
      range: 'coupons.amountRange',
      tableRule: 'required for an amount-off coupon (couponProblem)',
      example: 20,
    }),
    // 满 X 可用: the bill (what the coupon applies to, after the member's discounts) must come to this; 0 无门槛
    threshold: field.money({
      min: 0,
      max: COUPON_THRESHOLD_MAX,
      range: 'coupons.thresholdRange',
      initial: 0,
      cross: (v, row) =>
        row.couponType === COUPON_TYPE.amountOff && isNum(v) && v > 0 && isNum(row.amount) && v <= row.amount
          ? 'coupons.thresholdBelowAmount'
          : null,
      dependsOn: ['amount', 'couponType'],
      example: 100,
    }),
    // a discount coupon's: tenths of a 折 (85 = 8.5折), and the most it takes off (null: no cap)
    discount: field.int({
      min: 1,
      max: 99,
      range: 'coupons.discountRange',
      tableRule: 'required for a discount coupon (couponProblem)',
      example: null,
    }),
    maxDiscount: field.money({ max: COUPON_AMOUNT_MAX, range: 'coupons.maxDiscountRange', example: null }),
    validType: field.oneOf(VALID_TYPES, 'coupons.validTypeRequired'),
    startDate: field.text({
      checks: [dayCheck],
      tableRule: 'required for fixed dates (couponProblem)',
      example: '2026-01-01',
    }),
    endDate: field.text({
      checks: [dayCheck],
      cross: (v, row) =>
        isDay(v) && isDay(row.startDate) && v < row.startDate ? 'coupons.endBeforeStart' : null,
      dependsOn: ['startDate'],
      tableRule: 'required for fixed dates (couponProblem)',
      example: '2099-12-31',
    }),
    validDays: field.int({
      min: 1,
      max: VALID_DAYS_MAX,
      range: 'coupons.validDaysRange',
      tableRule: 'required for days after receipt (couponProblem)',
      example: null,
    }),
    totalQuantity: field.count({
      required: 'coupons.quantityRequired',
      min: 1,
      max: COUPON_QUANTITY_MAX,
      range: 'coupons.quantityRange',
      tableRule: 'not below the coupons already given (the mock)',
      example: 500,
    }),
    perMemberLimit: field.int({
      min: 1,
      max: PER_MEMBER_MAX,
      range: 'coupons.perMemberRange',
      initial: 1,
      cross: (v, row) =>
        isNum(v) && isNum(row.totalQuantity) && v > row.totalQuantity ? 'coupons.perMemberOverTotal' : null,
      dependsOn: ['totalQuantity'],
      example: 2,
    }),
    applyTo: field.oneOf(APPLY_TOS, 'coupons.applyToRequired'),
    // room type ids (指定房型) or goods category ids (指定商品分类); none for 全场通用
    scopeIds: field.list({
      maxItems: SCOPE_MAX,
      tooMany: 'coupons.scopeTooMany',
      checks: [
        (v) =>
          (v as unknown[]).every((x) => Number.isInteger(x) && (x as number) > 0) ? null : 'coupons.scopeBad',
      ],
      initial: [],
      tableRule:
        'needed unless it applies to everything, each a room type or goods category of the place (couponProblem, the mock)',
      example: [],
      bad: [['x']],
    }),
    // 1 启用 (may be given and used), 0 停用 — switched through edit: the backend has no changeStatus for coupons
    status: field.flag(1, 'coupons.statusBad'),
    remark: field.remark(100),
    // the server's: how many were given to members, how many used, and the names of the scope's rows
    issued: field.derived('int'),
    used: field.derived('int'),
    scopeNames: field.derived('list'),
  },
  { base: COUPON_BASE },
);

/** A coupon as list and detail answer it. */
export type Coupon = Omit<
  EntityRow<typeof couponEntity>,
  | 'couponType'
  | 'validType'
  | 'applyTo'
  | 'status'
  | 'amount'
  | 'discount'
  | 'maxDiscount'
  | 'validDays'
  | 'scopeIds'
  | 'scopeNames'
> & {
  couponType: CouponType;
  validType: ValidType;
  applyTo: ApplyTo;
  status: 0 | 1;
  /** an amount-off coupon's yuan off, else null */
  amount: number | null;
  /** a discount coupon's tenths, else null */
  discount: number | null;
  maxDiscount: number | null;
  /** an after-receipt coupon's days, else null */
  validDays: number | null;
  scopeIds: number[];
  scopeNames: string[];
};
export type CouponInput = EntityInput<typeof couponEntity>;

/** A field-named problem of a whole coupon: the rules that hang on its kinds. */
export interface CouponProblem extends RuleMessage {
  field: 'amount' | 'discount' | 'startDate' | 'endDate' | 'validDays' | 'scopeIds';
}

const blank = (v: unknown) => v === null || v === undefined || v === '';

/**
 * The rules of a coupon that hang on its kinds, the first broken with its field, or null (the declared field
 * rules come first: `couponEntity.firstProblem`): an amount-off coupon needs its amount, a discount coupon its
 * discount; fixed dates need both days, days after receipt their number; a coupon for room types or goods
 * categories needs at least one of them (that they are the place's is the server's check).
 * @example couponProblem({ couponType: 2, validType: 1, applyTo: 1, startDate: '2026-12-01', endDate: '2026-12-31' })
 * // { field: 'discount', key: 'coupons.discountRequired' }
 */
export function couponProblem(row: Partial<Record<keyof CouponInput, unknown>>): CouponProblem | null {
  if (row.couponType === COUPON_TYPE.amountOff && blank(row.amount))
    return { field: 'amount', key: 'coupons.amountRequired' };
  if (row.couponType === COUPON_TYPE.discount && blank(row.discount))
    return { field: 'discount', key: 'coupons.discountRequired' };
  if (row.validType === VALID_TYPE.fixed) {
    if (blank(row.startDate)) return { field: 'startDate', key: 'coupons.startRequired' };
    if (blank(row.endDate)) return { field: 'endDate', key: 'coupons.endRequired' };
  }
  if (row.validType === VALID_TYPE.afterReceipt && blank(row.validDays))
    return { field: 'validDays', key: 'coupons.validDaysRequired' };
  if (
    (row.applyTo === APPLY_TO.rooms || row.applyTo === APPLY_TO.goods) &&
    (!Array.isArray(row.scopeIds) || row.scopeIds.length === 0)
  )
    return {
      field: 'scopeIds',
      key: row.applyTo === APPLY_TO.rooms ? 'coupons.roomsRequired' : 'coupons.goodsRequired',
    };
  return null;
}

/**
 * A coupon as stored, once `couponProblem` passed: what its kinds do not use is cleared (an amount-off coupon has
 * no discount, a coupon of fixed dates no day count, a coupon for every bill no scope).
 */
export function normalCoupon<R extends Partial<Record<keyof CouponInput, unknown>>>(row: R): R {
  const out: Record<string, unknown> = { ...row };
  if (row.couponType === COUPON_TYPE.amountOff) Object.assign(out, { discount: null, maxDiscount: null });
  if (row.couponType === COUPON_TYPE.discount) out.amount = null;
  if (row.validType === VALID_TYPE.fixed) out.validDays = null;
  if (row.validType === VALID_TYPE.afterReceipt) Object.assign(out, { startDate: '', endDate: '' });
  if (row.applyTo === APPLY_TO.all) out.scopeIds = [];
  return out as R;
}

/** What the validity of a coupon reads. */
export type CouponValidity = Pick<Coupon, 'validType' | 'startDate' | 'endDate' | 'validDays'>;

/**
 * The days a coupon received on `received` may be used, both included: its fixed dates, or `validDays` days from
 * the day it was received.
 * @example couponWindow({ validType: 2, validDays: 30, startDate: '', endDate: '' }, '2026-11-21') // { from: '2026-11-21', to: '2026-12-20' }
 */
export function couponWindow(c: CouponValidity, received: Day): { from: Day; to: Day } {
  if (c.validType === VALID_TYPE.fixed) return { from: c.startDate, to: c.endDate };
  return { from: received, to: addDays(received, Math.max(1, c.validDays ?? 1) - 1) };
}

/**
 * Whether a coupon may still be given on `day`: switched on, and (fixed dates) not past its last day. A coupon
 * valid for days after receipt may always be given.
 */
export const couponGivable = (c: CouponValidity & Pick<Coupon, 'status'>, day: Day): boolean =>
  c.status === 1 && (c.validType !== VALID_TYPE.fixed || day <= c.endDate);
