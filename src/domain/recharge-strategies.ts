/**
 * Recharge strategies (充值策略, §7 Members and points, /member/recharge; issue 22): what a member earns on top of
 * a recharge — bonus stored value, points, coupons — by amount, member level and date. The wire shape and the
 * rules shared by the page (src/features/members/recharge-strategy-*.tsx), the mock
 * (mocks/domains/members/recharge-strategies.ts) and the member recharge (mocks/domains/members/members.ts):
 * `pickStrategy` is the one rule of which strategy applies, `strategyOverlap` the one rule of which two may not
 * stand together. docs/members.md "Member types and recharge strategies".
 */
import { isDay, type Day } from './calendar';
import { entity, field, type EntityInput } from './entity';

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
  /** derived: their names, in the same order */
  couponNames: string[];
  /** the first day it applies, 'YYYY-MM-DD' */
  startDate: Day;
  /** the last day it applies (included), '' for no end */
  endDate: Day | '';
  status: 0 | 1;
  remark: string;
  createTime: string;
}

/** The most coupons a strategy gives. */
export const COUPONS_MAX = 5;

const dayCheck = (v: unknown) => (isDay(v) ? null : 'memberTypes.dateInvalid');
/** A form's picker value (anything with `format`) as the day it sends. */
const asDay = (v: unknown): unknown =>
  v && typeof (v as { format?: unknown }).format === 'function'
    ? (v as { format: (f: string) => string }).format('YYYY-MM-DD')
    : v;
const num = (v: unknown) => (typeof v === 'number' ? v : null);

/**
 * What rechargeStrategy add and edit send, with its rules. The status is a form field (the backend has no
 * changeStatus for strategies). What needs other rows is the mock's (`tableRule`): the member type is the place's
 * (or 0, every level), the coupons are the place's, and an enabled strategy may not overlap another
 * (`strategyOverlap`, answered on `amountFrom`, naming the other).
 */
export const rechargeStrategyEntity = entity(
  {
    strategyName: field.name('memberTypes.strategyNameRequired', 'memberTypes.strategyNameTaken', 'Offer'),
    memberTypeId: field.int({
      required: 'memberTypes.strategyLevelRequired',
      min: 0,
      range: 'memberTypes.strategyLevelMissing',
      initial: ALL_LEVELS,
      tableRule: 'a member type of the place, or 0 for every level',
      example: ALL_LEVELS,
    }),
    amountFrom: field.money({
      required: 'memberTypes.amountFromRequired',
      tableRule: 'no other enabled strategy of the level whose amounts and dates overlap',
      // below the seed's 充200送10: a suite's row sent enabled (a blank status) overlaps none of them
      example: 50,
    }),
    amountTo: field.money({
      cross: (v, row) => {
        const from = num(row.amountFrom);
        return typeof v === 'number' && from !== null && v <= from ? 'memberTypes.amountToAboveFrom' : null;
      },
      dependsOn: ['amountFrom'],
      example: 100,
    }),
    bonus: field.money({
      required: 'memberTypes.bonusRequired',
      min: 0,
      initial: 0,
      // a strategy gives something: bonus, points or a coupon
      cross: (v, row) =>
        v === 0 &&
        !((num(row.points) ?? 0) > 0) &&
        !(Array.isArray(row.couponIds) && row.couponIds.length > 0)
          ? 'memberTypes.givesNothing'
          : null,
      dependsOn: ['points', 'couponIds'],
      example: 5,
    }),
    points: field.count({ max: 999_999, range: 'memberTypes.pointsRange', initial: 0, example: 0 }),
    couponIds: field.list({
      maxItems: COUPONS_MAX,
      tooMany: 'memberTypes.couponsTooMany',
      initial: [],
      checks: [
        (v) =>
          (v as unknown[]).every((id) => Number.isInteger(id) && (id as number) > 0)
            ? null
            : 'memberTypes.couponMissing',
        (v) => (new Set(v as unknown[]).size === (v as unknown[]).length ? null : 'memberTypes.couponTwice'),
      ],
      tableRule: 'coupons of the place',
      example: [],
      bad: [['abc'], [1, 1]],
    }),
    startDate: field.text({
      required: 'memberTypes.startDateRequired',
      checks: [dayCheck],
      example: '2026-01-01',
      bad: ['2026-02-30'],
    }),
    endDate: field.text({
      checks: [dayCheck],
      cross: (end, row) => {
        const start = asDay(row.startDate);
        return typeof end === 'string' && end && typeof start === 'string' && start && end < start
          ? 'memberTypes.endBeforeStart'
          : null;
      },
      dependsOn: ['startDate'],
      example: '',
      bad: ['2026-02-30'],
    }),
    // the suite's rows are drafts: an enabled one would overlap the seed's and each other (checked in the mock's tests)
    status: field.int({ min: 0, max: 1, range: 'memberTypes.statusValue', initial: 1, example: 0 }),
    remark: field.remark(50),
    memberTypeName: field.derived('text'),
    couponNames: field.derived('list'),
  },
  { base: RECHARGE_STRATEGY_BASE },
);
export type RechargeStrategyInput = EntityInput<typeof rechargeStrategyEntity>;

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
