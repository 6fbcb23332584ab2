/**
 * Member activities (§7 Members and points: /business-member/activitiesInfo list, add, edit, detail,
 * detailByTurntable, delete, enableActive; issue 22 item 6, shown by /netBar/addActivity for hotels and cafes):
 * a lucky-draw turntable, a daily sign-in or a recharge bonus, with its time window, image and switch. Declared
 * once here: the page and the mock (mocks/domains/activities) check the same rules with the same messages.
 * docs/api-contract.md "Activities".
 */
import { checks } from '../utils/validators';
import { decimals, entity, field, type EntityInput, type EntityRow, type RuleMessage } from './entity';
import { round2 } from './money';

export const ACTIVITY_BASE = '/business-member/activitiesInfo';

/** 1 大转盘 (a lucky draw), 2 签到 (points for each day signed in), 3 充值送 (a bonus on a recharge from an amount). */
export const ACTIVITY_TYPE = { turntable: 1, signIn: 2, rechargeBonus: 3 } as const;
export type ActivityType = (typeof ACTIVITY_TYPE)[keyof typeof ACTIVITY_TYPE];
export const ACTIVITY_TYPES: readonly ActivityType[] = [1, 2, 3];

/** What a turntable's prize gives: 1 points, 2 a coupon (yuan off), 3 goods (pieces), 4 谢谢参与 (nothing). */
export const PRIZE_KIND = { points: 1, coupon: 2, goods: 3, thanks: 4 } as const;
export type PrizeKind = (typeof PRIZE_KIND)[keyof typeof PRIZE_KIND];
export const PRIZE_KINDS: readonly PrizeKind[] = [1, 2, 3, 4];

/** The most prizes a turntable holds (its segments), the longest prize name, the largest stock. */
export const MAX_PRIZES = 8;
export const PRIZE_NAME_MAX = 20;
export const PRIZE_STOCK_MAX = 99_999;

/**
 * One segment of a turntable. `prizeValue`: the points given (1–99999), the coupon's yuan off (0.01–9999.99) or the
 * goods' pieces (1–99); 0 for 谢谢参与. `quantity`: the prizes in stock for the whole activity (0–99999; a prize
 * drawn out of stock gives 谢谢参与); 0 for 谢谢参与, which never runs out. `chance`: % with two decimals at most;
 * a turntable's chances add up to exactly 100.
 */
export interface ActivityPrize {
  prizeId: number;
  prizeName: string;
  prizeKind: PrizeKind;
  prizeValue: number;
  quantity: number;
  chance: number;
}

const TIME_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const IMAGE_RE = /^(data:image\/|https?:\/\/|\/)/;
const timeCheck = (v: unknown) => (typeof v === 'string' && TIME_RE.test(v) ? null : 'activity.timeFormat');

export const activityEntity = entity(
  {
    activityName: field.name('activity.nameRequired', 'activity.nameTaken', 'Lucky'),
    activityType: field.oneOf(ACTIVITY_TYPES, 'activity.typeRequired'),
    startTime: field.text({
      required: 'activity.startRequired',
      checks: [timeCheck],
      example: '2026-01-01 00:00:00',
    }),
    endTime: field.text({
      required: 'activity.endRequired',
      checks: [timeCheck],
      cross: (v, row) =>
        typeof v === 'string' && typeof row.startTime === 'string' && v <= row.startTime
          ? 'activity.endBeforeStart'
          : null,
      dependsOn: ['startTime'],
      example: '2099-12-31 23:59:59',
    }),
    imgUrl: field.text({
      checks: [(v) => (typeof v === 'string' && IMAGE_RE.test(v) ? null : 'activity.imageBad')],
      example: '/mock-assets/banner-spring.svg',
    }),
    // a turntable's: spins a member may take a day, and the points a spin costs (0: free)
    drawsPerDay: field.int({
      min: 1,
      max: 99,
      range: 'activity.drawsPerDayRange',
      tableRule: 'required for a turntable (activityProblem)',
      example: 3,
    }),
    pointsPerDraw: field.int({
      min: 0,
      max: 9999,
      range: 'activity.pointsPerDrawRange',
      initial: 0,
      example: 10,
    }),
    // a sign-in's: the points of one day signed in
    signPoints: field.int({
      min: 1,
      max: 9999,
      range: 'activity.signPointsRange',
      tableRule: 'required for a sign-in (activityProblem)',
      example: 5,
    }),
    // a recharge bonus's: from this recharge on, this much balance on top
    rechargeAmount: field.money({
      tableRule: 'required for a recharge bonus (activityProblem)',
      example: 200,
    }),
    giftAmount: field.money({
      tableRule: 'required for a recharge bonus, below the recharge (activityProblem)',
      example: 30,
    }),
    prizes: field.list({
      maxItems: MAX_PRIZES,
      tooMany: 'activity.tooManyPrizes',
      initial: [],
      tableRule: 'a turntable: each prize well-formed, chances adding up to 100 (activityProblem)',
      example: [
        { prizeId: 1, prizeName: 'Points50', prizeKind: 1, prizeValue: 50, quantity: 100, chance: 30 },
        { prizeId: 2, prizeName: 'Coupon10', prizeKind: 2, prizeValue: 10, quantity: 50, chance: 20 },
        { prizeId: 3, prizeName: 'Thanks', prizeKind: 4, prizeValue: 0, quantity: 0, chance: 50 },
      ],
    }),
    description: field.remark(200),
    status: field.status(),
    // what the members did (mocks/domains/activities): distinct members, times they took part, prizes given
    participants: field.derived('int'),
    joins: field.derived('int'),
    prizesGiven: field.derived('int'),
    /** 未开始, 进行中, 已结束 by the server's clock (the switch aside): ActivityPhase */
    phase: field.derived('text'),
  },
  { base: ACTIVITY_BASE },
);

/** An activity as list and detail answer it. */
export type Activity = Omit<
  EntityRow<typeof activityEntity>,
  'activityType' | 'prizes' | 'status' | 'phase'
> & {
  activityType: ActivityType;
  prizes: ActivityPrize[];
  status: 0 | 1;
  phase: ActivityPhase;
};
export type ActivityPhase = 'upcoming' | 'running' | 'ended';

/** What add and edit send (RSA-encoded, §7): the declared fields, a turntable's prizes as the form holds them. */
export type ActivityInput = Omit<EntityInput<typeof activityEntity>, 'prizes'> & {
  prizes?: Array<Omit<ActivityPrize, 'prizeId'> & { prizeId?: number }>;
};

/** A field-named problem of a whole activity: the rules that hang on its kind. */
export interface ActivityProblem extends RuleMessage {
  field: 'drawsPerDay' | 'signPoints' | 'rechargeAmount' | 'giftAmount' | 'prizes';
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const within = (v: unknown, min: number, max: number, places: number) =>
  isNum(v) && v >= min && v <= max && decimals(v) <= places;

/**
 * The chances of a turntable's prizes added up, to the cent (what the form shows live and the 100 % rule
 * checks); a chance not yet a number counts 0.
 * @example chanceTotal([{ chance: 33.33 }, { chance: 33.33 }, { chance: 33.34 }]) // 100
 */
export function chanceTotal(prizes: ReadonlyArray<{ chance?: unknown } | null | undefined>): number {
  return round2(prizes.reduce((s, p) => s + (isNum(p?.chance) ? p.chance : 0), 0));
}

/** The bounds of a prize's value by what it gives: [min, max, decimals]; 谢谢参与 gives nothing. */
export const PRIZE_VALUE_BOUNDS: Record<PrizeKind, readonly [number, number, number]> = {
  1: [1, 99_999, 0],
  2: [0.01, 9_999.99, 2],
  3: [1, 99, 0],
  4: [0, 0, 0],
};

/** The first problem of one prize (its name in the message), or null. */
function prizeProblem(p: unknown, index: number): ActivityProblem | null {
  const at = (key: string, params: Record<string, unknown>) => ({ field: 'prizes' as const, key, params });
  if (!isObject(p)) return at('activity.prizeBad', { index: index + 1 });
  const name = typeof p.prizeName === 'string' ? p.prizeName.trim() : '';
  if (!name || [...name].length > PRIZE_NAME_MAX || checks.name30(name))
    return at('activity.prizeNameBad', { index: index + 1, max: PRIZE_NAME_MAX });
  if (!PRIZE_KINDS.includes(p.prizeKind as PrizeKind)) return at('activity.prizeKindBad', { name });
  const [min, max, places] = PRIZE_VALUE_BOUNDS[p.prizeKind as PrizeKind];
  if (p.prizeKind !== PRIZE_KIND.thanks && !within(p.prizeValue, min, max, places))
    return at(`activity.prizeValueBad.${String(p.prizeKind)}`, { name, min, max });
  if (p.prizeKind !== PRIZE_KIND.thanks && !within(p.quantity, 0, PRIZE_STOCK_MAX, 0))
    return at('activity.prizeQuantityBad', { name, max: PRIZE_STOCK_MAX });
  if (!within(p.chance, 0.01, 100, 2)) return at('activity.prizeChanceBad', { name });
  return null;
}

/**
 * The rules of an activity that hang on its kind, the first broken with its field, or null (the declared field
 * rules come first: `activityEntity.firstProblem`). A turntable needs its daily spins and prizes, each prize
 * well-formed and named once, and chances adding up to exactly 100 %: when they do not, the message names the
 * prize that is off — the last one and the chance it would need, or, when that cannot make 100, the largest one
 * to lower. A sign-in needs its daily points; a recharge bonus its amount and a bonus below it.
 * @example activityProblem({ activityType: 1, drawsPerDay: 1, prizes: [{ … chance: 30 }, { prizeName: '谢谢参与', … chance: 60 }] })
 * // { field: 'prizes', key: 'activity.chanceTotal', params: { total: 90, name: '谢谢参与', need: 70 } }
 */
export function activityProblem(
  row: Partial<Record<'activityType' | ActivityProblem['field'], unknown>>,
): ActivityProblem | null {
  const type = row.activityType;
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  if (type === ACTIVITY_TYPE.signIn && empty(row.signPoints))
    return { field: 'signPoints', key: 'activity.signPointsRange', params: { min: 1, max: 9999 } };
  if (type === ACTIVITY_TYPE.rechargeBonus) {
    if (empty(row.rechargeAmount)) return { field: 'rechargeAmount', key: 'activity.rechargeAmountRequired' };
    if (empty(row.giftAmount)) return { field: 'giftAmount', key: 'activity.giftAmountRequired' };
    if ((row.giftAmount as number) >= (row.rechargeAmount as number))
      return { field: 'giftAmount', key: 'activity.giftTooLarge' };
  }
  if (type !== ACTIVITY_TYPE.turntable) return null;
  if (empty(row.drawsPerDay))
    return { field: 'drawsPerDay', key: 'activity.drawsPerDayRange', params: { min: 1, max: 99 } };
  const prizes = Array.isArray(row.prizes) ? (row.prizes as unknown[]) : [];
  if (prizes.length < 2) return { field: 'prizes', key: 'activity.prizesRequired' };
  const seen = new Set<string>();
  for (const [i, p] of prizes.entries()) {
    const problem = prizeProblem(p, i);
    if (problem) return problem;
    const name = ((p as ActivityPrize).prizeName ?? '').trim();
    if (seen.has(name)) return { field: 'prizes', key: 'activity.prizeNameTaken', params: { name } };
    seen.add(name);
  }
  const list = prizes as ActivityPrize[];
  const total = chanceTotal(list);
  if (total === 100) return null;
  const last = list[list.length - 1]!;
  const need = round2(last.chance + 100 - total);
  if (need > 0 && need <= 100)
    return {
      field: 'prizes',
      key: 'activity.chanceTotal',
      params: { total, name: last.prizeName.trim(), need },
    };
  const largest = list.reduce((a, p) => (p.chance > a.chance ? p : a));
  return {
    field: 'prizes',
    key: 'activity.chanceTotalOver',
    params: { total, name: largest.prizeName.trim() },
  };
}

/**
 * A turntable's prizes as stored: names trimmed, each with an id (kept when sent, else the next free one), and
 * 谢谢参与 giving nothing and never running out. Run after `activityProblem` passed.
 */
export function normalPrizes(prizes: readonly ActivityPrize[]): ActivityPrize[] {
  let next = Math.max(0, ...prizes.map((p) => (Number.isInteger(p.prizeId) ? p.prizeId : 0)));
  const used = new Set<number>();
  return prizes.map((p) => {
    let prizeId = Number.isInteger(p.prizeId) && p.prizeId > 0 && !used.has(p.prizeId) ? p.prizeId : 0;
    if (!prizeId) prizeId = ++next;
    used.add(prizeId);
    const thanks = p.prizeKind === PRIZE_KIND.thanks;
    return {
      prizeId,
      prizeName: p.prizeName.trim(),
      prizeKind: p.prizeKind,
      prizeValue: thanks ? 0 : p.prizeValue,
      quantity: thanks ? 0 : p.quantity,
      chance: p.chance,
    };
  });
}

/** A prize of a turntable with what was drawn of it (detailByTurntable). `remaining` null: never runs out. */
export interface PrizeStat extends ActivityPrize {
  drawn: number;
  remaining: number | null;
}

/**
 * One time a member took part: a spin of a turntable (the prize it gave; 谢谢参与 also when the prize drawn was out
 * of stock), a day signed in (the points), a recharge that earned the bonus (the amount recharged, the bonus).
 */
export interface ActivityRecord {
  id: number;
  activityId: number;
  memberName: string;
  /** masked: 138****8000 */
  phone: string;
  time: string;
  /** the prize's id (a turntable), else null */
  prizeId: number | null;
  /** what the member got, in words: the prize's name, 签到 +5 积分, 充值 ¥200 送 ¥30 (as the mock words them) */
  reward: string;
  prizeKind: PrizeKind | null;
  /** the recharge (a recharge bonus), else 0 */
  amount: number;
  /** the points, coupon yuan, goods pieces or bonus yuan given; 0 for 谢谢参与 */
  value: number;
}

/** detailByTurntable: the prizes (a turntable's; none for other kinds) and a page of the records. */
export interface ActivityDrawDetail {
  activityId: number;
  activityName: string;
  activityType: ActivityType;
  participants: number;
  joins: number;
  prizesGiven: number;
  prizes: PrizeStat[];
  records: { records: ActivityRecord[]; total: number; pageNumber: number; pageSize: number };
}
