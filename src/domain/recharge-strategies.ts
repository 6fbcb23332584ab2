/**
 * Recharge strategies (充值策略, §7 Members and points, /member/recharge; issue 22): what a member earns on top of
 * a recharge — bonus stored value, points, coupons — by amount, member level and date. The wire shape and the
 * rules shared by the page (src/features/members/recharge-strategy-*.tsx), the mock
 * (mocks/domains/members/recharge-strategies.ts) and the member recharge (mocks/domains/members/members.ts):
 * `pickStrategy` is the one rule of which strategy applies, `strategyOverlap` the one rule of which two may not
 * stand together. docs/members.md "Member types and recharge strategies".
 */
import type { Day } from './calendar';

export const RECHARGE_STRATEGY_BASE = '/business-member/rechargeStrategy';

/** `memberTypeId` of a strategy for every level (全部等级). */
export const ALL_LEVELS = 0;

/** A strategy's status: 1 enabled (applies, counts for overlaps), 0 disabled (a draft: neither). */
export const STRATEGY_ENABLED = 1;
export const STRATEGY_DISABLED = 0;

/** A recharge strategy as the list answers it. */
export interface RechargeStrategy {
  id: number;
  /** e.g. 充500送50 */
  strategyName: string;
  /** the member type it is for, ALL_LEVELS (0) for every level */
  memberTypeId: number;
  /** derived: the type's name, '' for every level */
  memberTypeName: string;
  /** the smallest amount it applies to, yuan (included) */
  amountFrom: number;
  /** the amount it stops applying at, yuan (not included); null: no upper bound */
  amountTo: number | null;
  /** stored value given on top, yuan (becomes the member's bonus) */
  bonus: number;
  /** points given */
  points: number;
  /** coupons given, one of each (ids of the place's coupon table) */
  couponIds: number[];
  /** the first day it applies, 'YYYY-MM-DD' */
  startDate: Day;
  /** the last day it applies (included), '' for no end */
  endDate: Day | '';
  status: 0 | 1;
  remark: string;
  createTime: string;
}

/** What `pickStrategy` and `strategyOverlap` read of a strategy. */
export type StrategyTerms = Pick<
  RechargeStrategy,
  'id' | 'memberTypeId' | 'amountFrom' | 'amountTo' | 'startDate' | 'endDate' | 'status'
>;

/** The recharge a strategy is looked for: the amount paid, the member's level, the day ('YYYY-MM-DD'). */
export interface RechargeQuery {
  amount: number;
  memberTypeId: number;
  day: Day;
}

/** Whether the amount is inside the strategy's range: from included, to not included. */
export const amountHolds = (s: Pick<StrategyTerms, 'amountFrom' | 'amountTo'>, amount: number) =>
  amount >= s.amountFrom && (s.amountTo === null || amount < s.amountTo);

/** Whether the day is inside the strategy's dates (both included; no end date: open). */
export const dayHolds = (s: Pick<StrategyTerms, 'startDate' | 'endDate'>, day: Day) =>
  day >= s.startDate && (s.endDate === '' || day <= s.endDate);

/**
 * The strategy that applies to a recharge, or null: among the enabled ones whose amount range and dates hold,
 * those for the member's level before those for all levels; of them the one with the highest `amountFrom` (the
 * lowest id when two start at the same amount).
 * @example pickStrategy(seeded, { amount: 600, memberTypeId: 3, day: '2026-11-21' }) // 充500送50
 */
export function pickStrategy<S extends StrategyTerms>(
  strategies: readonly S[],
  { amount, memberTypeId, day }: RechargeQuery,
): S | null {
  const holding = strategies.filter(
    (s) => s.status === STRATEGY_ENABLED && amountHolds(s, amount) && dayHolds(s, day),
  );
  const best = (level: number) =>
    holding
      .filter((s) => s.memberTypeId === level)
      .reduce<S | null>(
        (a, s) =>
          !a || s.amountFrom > a.amountFrom || (s.amountFrom === a.amountFrom && s.id < a.id) ? s : a,
        null,
      );
  return (memberTypeId !== ALL_LEVELS ? best(memberTypeId) : null) ?? best(ALL_LEVELS);
}

/** Whether two amount ranges [from, to) share an amount (no `to`: no upper bound). */
export function rangesOverlap(
  a: Pick<StrategyTerms, 'amountFrom' | 'amountTo'>,
  b: Pick<StrategyTerms, 'amountFrom' | 'amountTo'>,
): boolean {
  return (
    (a.amountTo === null || b.amountFrom < a.amountTo) && (b.amountTo === null || a.amountFrom < b.amountTo)
  );
}

/** Whether two date spans share a day (both ends included; no end date: open). */
export function periodsOverlap(
  a: Pick<StrategyTerms, 'startDate' | 'endDate'>,
  b: Pick<StrategyTerms, 'startDate' | 'endDate'>,
): boolean {
  return (a.endDate === '' || b.startDate <= a.endDate) && (b.endDate === '' || a.startDate <= b.endDate);
}

/**
 * The first other enabled strategy the given one may not stand with (same level, overlapping amounts, overlapping
 * dates), or null. A disabled strategy overlaps nothing: it is checked when it is enabled. A strategy for all
 * levels and one for a level do not clash (the level's applies first, `pickStrategy`).
 */
export function strategyOverlap<S extends StrategyTerms>(
  strategy: Omit<StrategyTerms, 'id'> & { id?: number },
  others: readonly S[],
): S | null {
  if (strategy.status !== STRATEGY_ENABLED) return null;
  return (
    others.find(
      (o) =>
        o.id !== strategy.id &&
        o.status === STRATEGY_ENABLED &&
        o.memberTypeId === strategy.memberTypeId &&
        rangesOverlap(o, strategy) &&
        periodsOverlap(o, strategy),
    ) ?? null
  );
}
