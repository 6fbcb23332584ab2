/**
 * Coupons (优惠券, /business-member/coupon list, add, edit, delete; issue 22 item 5), served from their declaration
 * (src/domain/coupons.ts `couponEntity`, with the kinds' rules of `couponProblem`), and the coupons members hold
 * (`memberCoupon`: given by a recharge strategy, an activity or the desk; used on a bill). Every place starts with
 * a few coupons and the ones its members were given, written the first time its coupons are read (`couponsAt`,
 * what a recharge strategy's coupon ids name). `issueCoupon` is the one way a member gets a coupon: it keeps the
 * total and the limit per member. docs/members.md "Coupons and goods discounts", docs/api-contract.md "Coupons".
 */
import { chinaToday, type Day } from '../../../src/domain/calendar';
import {
  APPLY_TO,
  COUPON_TYPE,
  couponEntity,
  couponGivable,
  couponProblem,
  couponWindow,
  normalCoupon,
  VALID_TYPE,
  type ApplyTo,
  type CouponType,
  type ValidType,
} from '../../../src/domain/coupons';
import { crud, rowsAt, type CrudContext, type MockRoute } from '../../contract';
import { defineTable, formatTime, type Db, type PlaceRow, type StampedRow, type StoredRow } from '../../db';
import { zhText } from '../../messages';
import { fakerFor } from '../fake';
import { GOODS } from '../goods/tables';
import { ROOMS } from '../rooms/tables';
import { at, day, firstSeeding, type SeededRow } from '../seed-kit';
import { strategiesAt } from './recharge-strategies';
import { membersAt } from './seed';
import type { MemberRow } from './tables';

/** The menu's keys (mocks/menus.ts 2405 优惠券): a coupon is switched on and off by edit. */
export const COUPON_PERMS = 'member:coupon';

/** A coupon as stored (the declaration's fields; what was given and used is counted from `memberCoupon`). */
export interface CouponRow extends StampedRow {
  placeId: number;
  couponName: string;
  couponType: CouponType;
  amount: number | null;
  threshold: number;
  discount: number | null;
  maxDiscount: number | null;
  validType: ValidType;
  startDate: Day | '';
  endDate: Day | '';
  validDays: number | null;
  totalQuantity: number;
  perMemberLimit: number;
  applyTo: ApplyTo;
  scopeIds: number[];
  status: 0 | 1;
  remark: string;
}

/** How a member got a coupon: 1 a recharge (its strategy), 2 an activity's prize, 3 given at the desk. */
export type CouponSource = 1 | 2 | 3;

/**
 * A coupon a member holds: the days it may be used (fixed when it is given), and whether it was used (status 1,
 * with the bill's order number); an unused one past `validTo` has expired.
 */
export interface MemberCouponRow extends StoredRow {
  placeId: number;
  couponId: number;
  memberId: number;
  source: CouponSource;
  receiveTime: string;
  validFrom: Day;
  validTo: Day;
  /** 0 unused, 1 used */
  status: 0 | 1;
  useTime: string;
  orderNo: string;
}

export const COUPON_TABLES = {
  coupon: defineTable<CouponRow>('coupon'),
  memberCoupon: defineTable<MemberCouponRow>('memberCoupon'),
  seeded: defineTable<SeededRow>('couponSeeded'),
};

type Seed = Omit<CouponRow, 'id' | 'placeId' | 'createTime' | 'updateTime' | 'scopeIds'> & {
  /** the room types (by their place order) or goods categories (by name) it applies to */
  rooms?: number[];
  categories?: string[];
  /** members given it, and how many of those used it */
  given: number;
  usedShare: number;
};

const none = {
  amount: null,
  threshold: 0,
  discount: null,
  maxDiscount: null,
  startDate: '',
  endDate: '',
  validDays: null,
  status: 1,
  remark: '',
} as const;
/** Valid on the seed days `from` to `to` (as `day`). */
const fixedDays = (from: number, to: number) =>
  ({ validType: VALID_TYPE.fixed, startDate: day(from), endDate: day(to) }) as const;
/** Valid for `validDays` days from the day a member receives it. */
const afterReceipt = (validDays: number) => ({ validType: VALID_TYPE.afterReceipt, validDays });

/** A hotel's (or inn's) coupons: a room voucher, a new member's discount, a shop voucher, an ended sale, one off. */
function hotelSeeds(): Seed[] {
  return [
    {
      ...none,
      couponName: '满300减30房费券',
      couponType: COUPON_TYPE.amountOff,
      amount: 30,
      threshold: 300,
      ...fixedDays(-30, 60),
      totalQuantity: 500,
      perMemberLimit: 2,
      applyTo: APPLY_TO.rooms,
      rooms: [0, 1],
      remark: '仅限房费，不与协议价同享，前台结账时出示',
      given: 14,
      usedShare: 0.4,
    },
    {
      ...none,
      couponName: '新会员9折券',
      couponType: COUPON_TYPE.discount,
      discount: 90,
      maxDiscount: 50,
      ...afterReceipt(30),
      totalQuantity: 1000,
      perMemberLimit: 1,
      applyTo: APPLY_TO.all,
      remark: '注册会员即送，全场通用，最高减50元',
      given: 20,
      usedShare: 0.5,
    },
    {
      ...none,
      couponName: '小超市10元无门槛券',
      couponType: COUPON_TYPE.amountOff,
      amount: 10,
      ...afterReceipt(15),
      totalQuantity: 300,
      perMemberLimit: 1,
      applyTo: APPLY_TO.goods,
      categories: ['饮料', '零食', '方便速食'],
      remark: '前台小超市购买饮料零食可用',
      given: 9,
      usedShare: 0.3,
    },
    {
      ...none,
      couponName: '双十一满500减80',
      couponType: COUPON_TYPE.amountOff,
      amount: 80,
      threshold: 500,
      ...fixedDays(-21, -10),
      totalQuantity: 200,
      perMemberLimit: 1,
      applyTo: APPLY_TO.all,
      remark: '活动已结束',
      given: 11,
      usedShare: 0.6,
    },
    {
      ...none,
      couponName: '生日月85折券',
      couponType: COUPON_TYPE.discount,
      discount: 85,
      maxDiscount: 100,
      ...afterReceipt(30),
      totalQuantity: 100,
      perMemberLimit: 1,
      applyTo: APPLY_TO.rooms,
      rooms: [0, 1, 2],
      status: 0,
      remark: '生日当月入住可用，筹备中',
      given: 0,
      usedShare: 0,
    },
  ];
}

/** An internet cafe's coupons: time online from an amount, a drinks discount, a newcomer's voucher, one off. */
function cafeSeeds(): Seed[] {
  return [
    {
      ...none,
      couponName: '网费满50减5',
      couponType: COUPON_TYPE.amountOff,
      amount: 5,
      threshold: 50,
      ...fixedDays(-20, 40),
      totalQuantity: 2000,
      perMemberLimit: 3,
      applyTo: APPLY_TO.all,
      remark: '充值上网、吧台消费均可使用',
      given: 22,
      usedShare: 0.5,
    },
    {
      ...none,
      couponName: '饮料85折券',
      couponType: COUPON_TYPE.discount,
      discount: 85,
      ...afterReceipt(7),
      totalQuantity: 1000,
      perMemberLimit: 2,
      applyTo: APPLY_TO.goods,
      categories: ['饮料'],
      remark: '吧台购买饮料可用',
      given: 16,
      usedShare: 0.4,
    },
    {
      ...none,
      couponName: '新人3元无门槛券',
      couponType: COUPON_TYPE.amountOff,
      amount: 3,
      ...afterReceipt(7),
      totalQuantity: 500,
      perMemberLimit: 1,
      applyTo: APPLY_TO.all,
      remark: '',
      given: 12,
      usedShare: 0.6,
    },
    {
      ...none,
      couponName: '包夜满60减10',
      couponType: COUPON_TYPE.amountOff,
      amount: 10,
      threshold: 60,
      ...fixedDays(5, 35),
      totalQuantity: 300,
      perMemberLimit: 1,
      applyTo: APPLY_TO.all,
      status: 0,
      remark: '寒假包夜专享，未上线',
      given: 0,
      usedShare: 0,
    },
  ];
}

/**
 * The place's coupons, written first (with the ones its members were given) if this is the first read: what every
 * coupon call, and whatever names a coupon (a recharge strategy's `couponIds`), reads first.
 */
export function couponsAt(db: Db, place: PlaceRow, now: number): CouponRow[] {
  if (firstSeeding(db, COUPON_TABLES.seeded, place.id)) seedCoupons(db, place, now);
  return rowsAt(db, COUPON_TABLES.coupon, place.id);
}

function seedCoupons(db: Db, place: PlaceRow, now: number) {
  const rooms = rowsAt(db, ROOMS.model, place.id);
  const categories = rowsAt(db, GOODS.category, place.id);
  const members = membersAt(db, place, now).filter((m) => m.status === 1);
  const f = fakerFor(`coupons/${place.id}`);
  const seeds = place.placeType === 50 ? cafeSeeds() : hotelSeeds();
  for (const [i, s] of seeds.entries()) {
    const { rooms: roomAt, categories: names, given, usedShare, ...fields } = s;
    const scopeIds =
      s.applyTo === APPLY_TO.rooms
        ? (roomAt ?? []).map((n) => rooms[n]?.id).filter((id): id is number => id !== undefined)
        : s.applyTo === APPLY_TO.goods
          ? categories.filter((c) => names?.includes(c.categoryName)).map((c) => c.id)
          : [];
    // a place without the rooms or categories named applies it everywhere
    const applyTo = s.applyTo !== APPLY_TO.all && scopeIds.length === 0 ? APPLY_TO.all : s.applyTo;
    const created = at(-45 + i, '10:00:00');
    const coupon = db.insert(COUPON_TABLES.coupon, {
      ...fields,
      applyTo,
      scopeIds,
      placeId: place.id,
      createTime: created,
      updateTime: created,
    });
    // given to members on days of its window before today, some used a day or two later
    const first = s.validType === VALID_TYPE.fixed ? Math.max(-40, dayOffset(s.startDate)) : -40;
    const last = s.validType === VALID_TYPE.fixed ? Math.min(-1, dayOffset(s.endDate)) : -1;
    const takers = f.helpers.arrayElements(members, Math.min(given, members.length));
    for (const m of takers) {
      const received = f.number.int({ min: first, max: Math.max(first, last) });
      const window = couponWindow(coupon, day(received));
      const used = f.datatype.boolean(usedShare) && window.to > day(received);
      const usedOn = Math.min(received + f.number.int({ min: 0, max: 3 }), -1, dayOffset(window.to));
      db.insert(COUPON_TABLES.memberCoupon, {
        placeId: place.id,
        couponId: coupon.id,
        memberId: m.id,
        source: f.helpers.arrayElement([1, 2, 3] as const),
        receiveTime: at(received, `${String(f.number.int({ min: 9, max: 21 })).padStart(2, '0')}:15:00`),
        validFrom: window.from,
        validTo: window.to,
        status: used ? 1 : 0,
        useTime: used ? at(usedOn, '20:30:00') : '',
        orderNo: used
          ? `XF${day(usedOn).replaceAll('-', '')}${String(place.id).slice(-2)}${m.id % 10_000}`
          : '',
      });
    }
  }
}

/** The seed's day offset of a day (0 = BILLING_SEED_DAY). */
function dayOffset(d: Day | ''): number {
  if (!d) return 0;
  return Math.round((Date.parse(`${d}T00:00:00Z`) - Date.parse(`${day(0)}T00:00:00Z`)) / 86_400_000);
}

/** The coupons members were given of one coupon. */
export const givenOf = (db: Db, placeId: number, couponId: number) =>
  rowsAt(db, COUPON_TABLES.memberCoupon, placeId).filter((r) => r.couponId === couponId);

/** Why a coupon could not be given: a locale key of `coupons` with its values. */
export interface IssueRefusal {
  key: 'coupons.notGivable' | 'coupons.soldOut' | 'coupons.limitReached';
  params: Record<string, unknown>;
}

/**
 * Give a member one of a coupon (a recharge strategy's, an activity's prize, the desk's): refused when it is
 * switched off or past its last day, all given, or the member holds as many as one member may. The coupon's days
 * are fixed now (its dates, or `validDays` from today). The one way a member gets a coupon.
 * @example const r = issueCoupon(db, place, member, couponId, ctx.now, 1); if ('refused' in r) … zhText(r.refused)
 */
export function issueCoupon(
  db: Db,
  place: PlaceRow,
  member: MemberRow,
  couponId: number,
  now: number,
  source: CouponSource,
): { given: MemberCouponRow } | { refused: IssueRefusal } {
  const coupon = couponsAt(db, place, now).find((c) => c.id === couponId);
  const today = chinaToday(now);
  const name = coupon?.couponName ?? String(couponId);
  if (!coupon || !couponGivable(coupon, today))
    return { refused: { key: 'coupons.notGivable', params: { name } } };
  const given = givenOf(db, place.id, coupon.id);
  if (given.length >= coupon.totalQuantity) return { refused: { key: 'coupons.soldOut', params: { name } } };
  const held = given.filter((g) => g.memberId === member.id).length;
  if (held >= coupon.perMemberLimit)
    return { refused: { key: 'coupons.limitReached', params: { name, count: held } } };
  const window = couponWindow(coupon, today);
  return {
    given: db.insert(COUPON_TABLES.memberCoupon, {
      placeId: place.id,
      couponId: coupon.id,
      memberId: member.id,
      source,
      receiveTime: formatTime(now),
      validFrom: window.from < today ? today : window.from,
      validTo: window.to,
      status: 0,
      useTime: '',
      orderNo: '',
    }),
  };
}

/** The names of a coupon's room types or goods categories (a row deleted since is left out). */
function scopeNames(db: Db, c: CouponRow): string[] {
  if (c.applyTo === APPLY_TO.rooms) {
    const rows = rowsAt(db, ROOMS.model, c.placeId);
    return c.scopeIds.flatMap((id) => rows.filter((r) => r.id === id).map((r) => r.modelName));
  }
  if (c.applyTo === APPLY_TO.goods) {
    const rows = rowsAt(db, GOODS.category, c.placeId);
    return c.scopeIds.flatMap((id) => rows.filter((r) => r.id === id).map((r) => r.categoryName));
  }
  return [];
}

function present(c: CouponRow, ctx: CrudContext) {
  const given = givenOf(ctx.db, c.placeId, c.id);
  return {
    ...c,
    issued: given.length,
    used: given.filter((g) => g.status === 1).length,
    scopeNames: scopeNames(ctx.db, c),
  };
}

const prepare = (ctx: CrudContext) => void couponsAt(ctx.db, ctx.place!, ctx.now);

export const couponHandlers: MockRoute[] = [
  ...crud<CouponRow>(couponEntity, {
    table: COUPON_TABLES.coupon,
    ops: ['list', 'add', 'edit', 'delete', 'detail'],
    perms: { add: `${COUPON_PERMS}:add`, edit: `${COUPON_PERMS}:edit`, delete: `${COUPON_PERMS}:delete` },
    prepare,
    // the kinds' rules; then the scope's rows of the place, and a total not below what was given
    validate: ({ row, ctx }) => {
      const problem = couponProblem(row);
      if (problem) return { field: problem.field, msg: zhText(problem) };
      Object.assign(row, normalCoupon(row));
      if (row.applyTo !== APPLY_TO.all) {
        const rows =
          row.applyTo === APPLY_TO.rooms
            ? rowsAt(ctx.db, ROOMS.model, row.placeId)
            : rowsAt(ctx.db, GOODS.category, row.placeId);
        const held = new Set(rows.map((r) => r.id));
        if (!row.scopeIds.every((id) => held.has(id)))
          return {
            field: 'scopeIds',
            msg: zhText({
              key: row.applyTo === APPLY_TO.rooms ? 'coupons.roomTypeMissing' : 'coupons.categoryMissing',
            }),
          };
        row.scopeIds = [...new Set(row.scopeIds)];
      }
      const issued = row.id ? givenOf(ctx.db, row.placeId, row.id).length : 0;
      if (row.totalQuantity < issued)
        return {
          field: 'totalQuantity',
          msg: zhText({ key: 'coupons.quantityBelowIssued', params: { issued } }),
        };
      return null;
    },
    // a coupon members hold, or a recharge strategy gives, stays (switch it off instead)
    beforeDelete: (row, ctx) => {
      const count = givenOf(ctx.db, row.placeId, row.id).length;
      if (count > 0) return zhText({ key: 'coupons.inUseIssued', params: { count } });
      const names = strategiesAt(ctx.db, row.placeId)
        .filter((s) => s.couponIds.includes(row.id))
        .map((s) => s.strategyName);
      return names.length
        ? zhText({ key: 'coupons.inUseStrategy', params: { names: names.join('、') } })
        : null;
    },
    present,
    filters: { couponType: 'equals', applyTo: 'equals', status: 'equals', validType: 'equals' },
  }),
];
