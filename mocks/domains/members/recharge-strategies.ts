/**
 * /business-member/rechargeStrategy (充值策略, /member/recharge; issue 22): what a recharge earns on top. The
 * rules of which strategy applies and which may not stand together are src/domain/recharge-strategies.ts's;
 * `strategiesAt` is how every route (the member recharge too) reads a place's strategies — every place starts
 * with three, written the first time they are read.
 */
import { ALL_LEVELS, type RechargeStrategy } from '../../../src/domain/recharge-strategies';
import type { MockRoute } from '../../contract';
import { rowsAt } from '../../contract';
import { defineTable, type Db, type StoredRow } from '../../db';
import { at, day } from '../seed-kit';

/** A strategy as stored: the wire's fields without the derived type name. */
export interface RechargeStrategyRow extends StoredRow, Omit<RechargeStrategy, 'memberTypeName'> {
  placeId: number;
  updateTime: string;
}

/** A place whose strategies were written (the seed runs the first time they are read; deleting all keeps none). */
export interface StrategiesSeededRow extends StoredRow {
  placeId: number;
}

export const STRATEGY_TABLES = {
  strategy: defineTable<RechargeStrategyRow>('rechargeStrategy'),
  seeded: defineTable<StrategiesSeededRow>('rechargeStrategySeeded'),
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
  if (rowsAt(db, STRATEGY_TABLES.seeded, placeId).length === 0) {
    db.insert(STRATEGY_TABLES.seeded, { placeId });
    const t = at(-120, '10:00:00');
    for (const s of SEED_STRATEGIES) {
      db.insert(STRATEGY_TABLES.strategy, {
        placeId,
        ...s,
        memberTypeId: ALL_LEVELS,
        couponIds: [],
        startDate: day(-120),
        endDate: '',
        status: 1,
        createTime: t,
        updateTime: t,
      });
    }
  }
  return rowsAt(db, STRATEGY_TABLES.strategy, placeId);
}

/** Being built (issue 22). */
export const rechargeStrategyHandlers: MockRoute[] = [];
