/**
 * /business-member/rechargeStrategy (充值策略, /member/recharge; issue 22): what a recharge earns on top. The
 * rules of which strategy applies and which may not stand together are src/domain/recharge-strategies.ts's;
 * `strategiesAt` is how every route (the member recharge too) reads a place's strategies — every place starts
 * with three, written the first time they are read.
 */
import {
  ALL_LEVELS,
  rechargeStrategyEntity,
  strategyOverlap,
  type RechargeStrategy,
} from '../../../src/domain/recharge-strategies';
import {
  byId,
  crud,
  placeIdOf,
  rowsAt,
  type CrudContext,
  type CrudValidateArgs,
  type MockRoute,
  type Problem,
} from '../../contract';
import { defineTable, type Db, type StoredRow } from '../../db';
import { zhText } from '../../messages';
import { memberTypesOf } from '../billing/routes';
import { couponsAt } from './coupons';
import { firstSeeding, T0, type SeededRow } from '../seed-kit';

/** A strategy as stored: the wire's fields without the derived type name. */
export interface RechargeStrategyRow
  extends StoredRow, Omit<RechargeStrategy, 'memberTypeName' | 'couponNames'> {
  placeId: number;
  updateTime: string;
}

export const STRATEGY_TABLES = {
  strategy: defineTable<RechargeStrategyRow>('rechargeStrategy'),
  seeded: defineTable<SeededRow>('rechargeStrategySeeded'),
};

/** Every place's three strategies, for all levels, enabled, with no end date (充1000 gives 1000 points too). */
export const SEED_STRATEGIES = [
  { strategyName: '充200送10', amountFrom: 200, amountTo: 500, bonus: 10, points: 0, remark: '' },
  { strategyName: '充500送50', amountFrom: 500, amountTo: 1000, bonus: 50, points: 0, remark: '' },
  {
    strategyName: '充1000送150',
    amountFrom: 1000,
    amountTo: null,
    bonus: 150,
    points: 1000,
    remark: '另赠1000积分',
  },
] as const;

/** The place's recharge strategies, the seed's three written first if this is the first read. */
export function strategiesAt(db: Db, placeId: number): RechargeStrategyRow[] {
  if (firstSeeding(db, STRATEGY_TABLES.seeded, placeId)) {
    // from when the demo places were made: in force whatever today the demo runs on
    const t = T0;
    for (const s of SEED_STRATEGIES) {
      db.insert(STRATEGY_TABLES.strategy, {
        placeId,
        ...s,
        memberTypeId: ALL_LEVELS,
        couponIds: [],
        startDate: T0.slice(0, 10),
        endDate: '',
        status: 1,
        createTime: t,
        updateTime: t,
      });
    }
  }
  return rowsAt(db, STRATEGY_TABLES.strategy, placeId);
}

/** A strategy as it goes out: the stored row but its place and update time, with the derived names. */
const present = (row: RechargeStrategyRow, ctx: CrudContext) => {
  const type = byId(memberTypesOf(ctx.db, placeIdOf(ctx), ctx.now), row.memberTypeId);
  const coupons = couponsAt(ctx.db, ctx.place!, ctx.now);
  const { placeId: _place, updateTime: _updated, ...stored } = row;
  return {
    ...stored,
    memberTypeName: type?.typeName ?? '',
    amountTo: row.amountTo ?? null,
    couponNames: row.couponIds.map((id) => String(byId(coupons, id)?.couponName ?? id)),
    remark: row.remark ?? '',
  } satisfies RechargeStrategy;
};

/** What a strategy needs of other rows: its level, its coupons, and no overlap with another enabled one. */
function validate({ row, siblings, ctx }: CrudValidateArgs<RechargeStrategyRow>): Problem {
  const placeId = placeIdOf(ctx);
  if (row.memberTypeId !== ALL_LEVELS && !byId(memberTypesOf(ctx.db, placeId, ctx.now), row.memberTypeId)) {
    return { field: 'memberTypeId', msg: zhText({ key: 'memberTypes.strategyLevelMissing' }) };
  }
  const coupons = new Set(couponsAt(ctx.db, ctx.place!, ctx.now).map((c) => c.id));
  if (row.couponIds.some((id) => !coupons.has(id as number))) {
    return { field: 'couponIds', msg: zhText({ key: 'memberTypes.couponMissing' }) };
  }
  const other = strategyOverlap(row, siblings);
  return other
    ? {
        field: 'amountFrom',
        msg: zhText({ key: 'memberTypes.overlap', params: { name: other.strategyName } }),
      }
    : null;
}

export const rechargeStrategyHandlers: MockRoute[] = crud(rechargeStrategyEntity, {
  table: STRATEGY_TABLES.strategy,
  perms: 'member:strategy',
  ops: ['list', 'add', 'edit', 'delete'],
  prepare: (ctx) => void strategiesAt(ctx.db, placeIdOf(ctx)),
  present,
  validate,
  defaultSort: [
    { field: 'memberTypeId', order: 'asc' },
    { field: 'amountFrom', order: 'asc' },
  ],
  filters: { strategyName: 'contains', memberTypeId: 'equals', status: 'equals' },
});
