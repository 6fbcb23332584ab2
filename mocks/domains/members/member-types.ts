/**
 * /business-member/memberType (会员类型, /member/type; issue 22): list, add, edit, delete and getSelectInfo, from
 * the declaration (src/domain/member-types.ts). The rows are the billing tables' `memberType` (the member prices
 * of /feeRule/index refer to them; getPlaceAndParent, the billing page's call, stays in billing/routes.ts), read
 * through `memberTypesOf` (every place starts with four). A type that members, member prices, recharge strategies
 * or goods discounts use is not deleted: the refusal says which and how many.
 */
import {
  MEMBER_TYPE_BASE,
  memberTypeEntity,
  type MemberTypeOption,
  type MemberTypeUse,
} from '../../../src/domain/member-types';
import { crud, ok, placeIdOf, PLACE_WRITE, route, rowsAt, type CrudContext } from '../../contract';
import type { Db, PlaceRow } from '../../db';
import { zhText } from '../../messages';
import { memberTypesOf } from '../billing/routes';
import { BILLING, type MemberTypeRow } from '../billing/tables';
import { goodsDiscountsAt } from './goods-discounts';
import { strategiesAt } from './recharge-strategies';
import { membersAt } from './seed';

/** What uses a member type at a place (the place's members written first if they were not yet). */
export function memberTypeUse(db: Db, place: PlaceRow, now: number, typeId: number): MemberTypeUse {
  const of = (rows: ReadonlyArray<{ memberTypeId?: unknown }>) =>
    rows.filter((r) => r.memberTypeId === typeId).length;
  return {
    members: of(membersAt(db, place, now)),
    roomPrices: new Set(
      rowsAt(db, BILLING.member, place.id)
        .filter((r) => r.memberTypeId === typeId)
        .map((r) => r.roomModelId),
    ).size,
    strategies: of(strategiesAt(db, place.id)),
    goodsDiscounts: of(goodsDiscountsAt(db, place, now)),
  };
}

/**
 * Why a member type may not be deleted, in the server's words, or null: 「金卡会员」正在使用，不能删除：12名会员、
 * 3个房型的会员价、1条充值策略.
 */
export function inUseMessage(type: MemberTypeRow, use: MemberTypeUse): string | null {
  const parts = (Object.keys(use) as Array<keyof MemberTypeUse>)
    .filter((k) => use[k] > 0)
    .map((k) => zhText({ key: `memberTypes.use.${k}`, params: { count: use[k] } }));
  return parts.length === 0
    ? null
    : zhText({ key: 'memberTypes.inUse', params: { name: type.typeName, uses: parts.join('、') } });
}

const presentType = (row: MemberTypeRow, ctx: CrudContext) => {
  const place = ctx.place!;
  const types = memberTypesOf(ctx.db, place.id, ctx.now);
  return {
    id: row.id,
    typeName: row.typeName,
    discount: row.discount,
    upgradeThreshold: row.upgradeThreshold,
    color: row.color,
    sort: row.sort,
    remark: row.remark ?? '',
    level: types.findIndex((t) => t.id === row.id) + 1,
    memberCount: membersAt(ctx.db, place, ctx.now).filter((m) => m.memberTypeId === row.id).length,
    createTime: row.createTime,
  };
};

export const memberTypeHandlers = [
  ...crud(memberTypeEntity, {
    table: BILLING.memberType,
    perms: 'member:type',
    ops: ['list', 'add', 'edit', 'delete'],
    // the four defaults of a place that never had its types read
    prepare: (ctx) => void memberTypesOf(ctx.db, placeIdOf(ctx), ctx.now),
    present: presentType,
    // the order of levels (src/domain/member-types.ts levelOrder)
    defaultSort: [
      { field: 'sort', order: 'asc' },
      { field: 'id', order: 'asc' },
    ],
    filters: { typeName: 'contains' },
    beforeDelete: (row, ctx) => inUseMessage(row, memberTypeUse(ctx.db, ctx.place!, ctx.now, row.id)),
  }),

  // the place's types in level order, for the selects of other pages (members, strategies, goods discounts)
  route.post(`${MEMBER_TYPE_BASE}/getSelectInfo`, PLACE_WRITE, ({ db, place, now }) =>
    ok(
      memberTypesOf(db, place.id, now).map((t, i): MemberTypeOption => ({
        id: t.id,
        typeName: t.typeName,
        level: i + 1,
        discount: t.discount,
        color: t.color,
      })),
    ),
  ),
];
