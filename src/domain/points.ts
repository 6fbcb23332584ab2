/**
 * Points (§7 Members and points; issue 22 item 4): the place's points programme — its switch and what points are
 * worth when paying (businessPlaceConfig getIntegralConfig/upIntegralConfig), the earn rules (/business-wy
 * integralConfig), the sign-in rewards (signConfig), the points shop (integralShop), the ledger (integralRecord),
 * the members' points (integralMember, with the adjustment by hand) and the sync records (integralSyncRecord).
 * Declared once here: the page (src/features/members/points-*) and the mock (mocks/domains/members/points.ts)
 * check the same rules with the same messages. docs/members.md "Points", docs/api-contract.md "Points".
 */
import type { MemberPick, PointsKind, RecordMember } from './members';
import { entity, field, type EntityInput, type EntityRow } from './entity';

export const POINTS_CONFIG_BASE = '/business-merchant/businessPlaceConfig';
export const POINTS_SETTINGS_GET = `${POINTS_CONFIG_BASE}/getIntegralConfig`;
export const POINTS_SETTINGS_SAVE = `${POINTS_CONFIG_BASE}/upIntegralConfig`;
export const EARN_RULE_BASE = '/business-wy/integralConfig';
export const SIGN_CONFIG_BASE = '/business-wy/signConfig';
export const POINTS_SHOP_BASE = '/business-wy/integralShop';
export const POINTS_RECORD_BASE = '/business-wy/integralRecord';
export const POINTS_MEMBER_BASE = '/business-wy/integralMember';
export const POINTS_SYNC_BASE = '/business-wy/integralSyncRecord';

/** The menu's keys (mocks/menus.ts, 积分管理 2404). */
export const POINTS_PERMS = {
  list: 'member:points:list',
  /** the settings, the earn rules and the sign-in rewards */
  edit: 'member:points:edit',
  adjust: 'member:points:adjust',
  shopAdd: 'member:points:shopAdd',
  shopEdit: 'member:points:shopEdit',
  shopDelete: 'member:points:shopDelete',
} as const;

/* ------------------------------------------------------------------ settings (businessPlaceConfig) */

/**
 * The place's points programme: `enabled` 1 on (members earn and may pay with points), 0 off; `valuePer100` what
 * 100 points are worth when paying, yuan; `expireMonths` how long points last (0: they never expire); `maxPayRate`
 * the most of a bill points may pay, %.
 */
export const pointsSettingsEntity = entity({
  enabled: field.oneOf([0, 1], 'points.enabledRequired'),
  valuePer100: field.money({
    required: 'points.valuePer100Required',
    min: 0.01,
    max: 100,
    range: 'points.valuePer100Range',
    example: 1,
  }),
  expireMonths: field.int({
    required: 'points.expireMonthsRequired',
    min: 0,
    max: 120,
    range: 'points.expireMonthsRange',
    example: 12,
  }),
  maxPayRate: field.int({
    required: 'points.maxPayRateRequired',
    min: 1,
    max: 100,
    range: 'points.maxPayRateRange',
    example: 50,
  }),
});
export interface PointsSettings {
  enabled: 0 | 1;
  valuePer100: number;
  expireMonths: number;
  maxPayRate: number;
}
/** A place that never set its programme: on, 100 points = ¥1, a year, half a bill at most. */
export const DEFAULT_POINTS_SETTINGS: PointsSettings = {
  enabled: 1,
  valuePer100: 1,
  expireMonths: 12,
  maxPayRate: 50,
};

/**
 * What `points` pay of a bill, yuan, rounded down to the cent (`valuePer100` yuan a hundred points is as many cents
 * a point).
 * @example pointsValue(250, { valuePer100: 1 }) // 2.5
 */
export const pointsValue = (points: number, s: Pick<PointsSettings, 'valuePer100'>): number =>
  Math.floor(points * s.valuePer100 + 1e-6) / 100;

/**
 * The most points a member may use on a bill of `amount` yuan: worth at most `maxPayRate` % of the bill, and no
 * more than the member holds; 0 while the programme is off.
 * @example pointsForBill(300, 20000, { enabled: 1, valuePer100: 1, maxPayRate: 50 }) // 15000 (¥150.00)
 */
export function pointsForBill(
  amount: number,
  balance: number,
  s: Pick<PointsSettings, 'enabled' | 'valuePer100' | 'maxPayRate'>,
): number {
  if (s.enabled !== 1 || amount <= 0 || balance <= 0 || s.valuePer100 <= 0) return 0;
  const capCents = Math.floor(amount * s.maxPayRate + 1e-6);
  return Math.max(0, Math.min(balance, Math.floor(capCents / s.valuePer100 + 1e-6)));
}

/* ------------------------------------------------------------------ earn rules (integralConfig) */

/**
 * How points are earned: 1 per yuan spent, 2 per night stayed (hotels), 3 per yuan recharged, 4 on the birthday
 * (once), 5 per hour online (internet cafes).
 */
export const EARN_RULE = { spend: 1, night: 2, recharge: 3, birthday: 4, online: 5 } as const;
export type EarnRuleType = (typeof EARN_RULE)[keyof typeof EARN_RULE];
/** The earn rules of a place, in the order they are listed: an internet cafe's (placeType 50) or a hotel's. */
export const earnRuleTypesOf = (placeType: number): readonly EarnRuleType[] =>
  placeType === 50 ? [1, 5, 3, 4] : [1, 2, 3, 4];

/** What an earn rule's edit writes: the points a unit earns, the most a member earns by it a day (0: no cap), on. */
export const earnRuleEntity = entity({
  points: field.int({
    required: 'points.rulePointsRequired',
    min: 1,
    max: 9999,
    range: 'points.rulePointsRange',
    example: 2,
  }),
  dailyCap: field.int({
    min: 0,
    max: 999_999,
    range: 'points.dailyCapRange',
    initial: 0,
    cross: (v, row) =>
      typeof v === 'number' && v > 0 && typeof row.points === 'number' && v < row.points
        ? 'points.dailyCapBelowPoints'
        : null,
    dependsOn: ['points'],
    example: 0,
  }),
  status: field.oneOf([0, 1], 'points.statusRequired'),
});
/** An earn rule as integralConfig/list answers it. */
export interface EarnRule {
  id: number;
  ruleType: EarnRuleType;
  points: number;
  dailyCap: number;
  status: 0 | 1;
  updateTime: string;
}
export type EarnRuleInput = EntityInput<typeof earnRuleEntity> & { id: number };

/**
 * The points a rule gives for `units` (yuan, nights, hours; 1 for a birthday) when the member already earned
 * `earnedToday` by it: whole points, none while the rule is off, never past the daily cap.
 * @example earnedPoints({ points: 1, dailyCap: 0, status: 1 }, 238.5, 0) // 238
 * @example earnedPoints({ points: 20, dailyCap: 100, status: 1 }, 3, 80) // 20
 */
export function earnedPoints(
  rule: Pick<EarnRule, 'points' | 'dailyCap' | 'status'>,
  units: number,
  earnedToday = 0,
): number {
  if (rule.status !== 1 || units <= 0) return 0;
  const points = Math.floor(rule.points * units + 1e-6);
  if (rule.dailyCap <= 0) return points;
  return Math.max(0, Math.min(points, rule.dailyCap - earnedToday));
}

/* ------------------------------------------------------------------ sign-in rewards (signConfig) */

export const SIGN_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type SignDayKey = `day${(typeof SIGN_DAYS)[number]}`;
/** After the 7th day in a row: 1 every further day gives the 7th day's points, 2 the streak starts again at day 1. */
export const AFTER_SEVENTH = { repeatSeventh: 1, restart: 2 } as const;
export type AfterSeventh = (typeof AFTER_SEVENTH)[keyof typeof AFTER_SEVENTH];

const signDay = (): ReturnType<typeof field.int> =>
  field.int({
    required: 'points.signDayRequired',
    min: 0,
    max: 9999,
    range: 'points.signDayRange',
    example: 5,
  });
const SIGN_DAY_KEYS = SIGN_DAYS.map((d) => `day${d}` as SignDayKey);

/**
 * The sign-in rewards, saved as one form: on or off, the points of the 1st … 7th consecutive day, and what the days
 * after the 7th give. A programme that is on gives something on at least one day.
 */
export const signConfigEntity = entity({
  enabled: field.oneOf([0, 1], 'points.enabledRequired'),
  day1: signDay(),
  day2: signDay(),
  day3: signDay(),
  day4: signDay(),
  day5: signDay(),
  day6: signDay(),
  day7: {
    ...signDay(),
    // on as the wire says it (1) or as a form's switch holds it (true)
    cross: (_v, row) =>
      (row.enabled === 1 || row.enabled === true) && SIGN_DAY_KEYS.every((k) => row[k] === 0)
        ? 'points.signAllZero'
        : null,
    dependsOn: ['enabled', ...SIGN_DAY_KEYS.slice(0, 6)],
  },
  afterSeventh: field.oneOf([1, 2], 'points.afterSeventhRequired'),
});
export type SignConfig = { enabled: 0 | 1; afterSeventh: AfterSeventh } & Record<SignDayKey, number>;

/**
 * The points of the `streak`-th consecutive day signed in (1 the first): days 1–7 their own, after the 7th the 7th
 * day's again or the week from its start; none while sign-in is off.
 * @example signPoints({ enabled: 1, afterSeventh: 2, day1: 5, …, day7: 30 }, 9) // day2's
 */
export function signPoints(config: SignConfig, streak: number): number {
  if (config.enabled !== 1 || streak < 1) return 0;
  const day =
    streak <= 7 ? streak : config.afterSeventh === AFTER_SEVENTH.repeatSeventh ? 7 : ((streak - 1) % 7) + 1;
  return config[`day${day}` as SignDayKey];
}

/* ------------------------------------------------------------------ the points shop (integralShop) */

/** The most pictures of a shop item (the first is the main one). */
export const SHOP_IMAGES_MAX = 3;

/**
 * An item members redeem for points: its name (unique in the place), pictures, the points it costs, the stock
 * left, how many one member may redeem (0: no limit), the order of the shop, a description; on or off the shelf
 * by its status (changeStatus); `redeemed` how many were redeemed.
 */
export const shopItemEntity = entity(
  {
    itemName: field.name('points.itemNameRequired', 'points.itemNameTaken', 'Gift'),
    images: field.images(SHOP_IMAGES_MAX),
    points: field.int({
      required: 'points.itemPointsRequired',
      min: 1,
      max: 999_999,
      range: 'points.itemPointsRange',
      example: 500,
    }),
    stock: field.count({
      required: 'points.stockRequired',
      max: 999_999,
      range: 'points.stockRange',
      example: 20,
    }),
    limitPerMember: field.int({
      min: 0,
      max: 999,
      range: 'points.limitRange',
      initial: 0,
      example: 1,
    }),
    sort: field.sort(),
    description: field.text({ maxLength: 100, example: 'at the front desk' }),
    status: field.status(),
    redeemed: field.derived('int'),
  },
  { base: POINTS_SHOP_BASE },
);
export interface ShopItem extends EntityRow<typeof shopItemEntity> {
  images: string[];
  status: 0 | 1;
}
export type ShopItemInput = EntityInput<typeof shopItemEntity>;

/* ------------------------------------------------------------------ the ledger, members, adjustment, sync */

/** One change of a member's points (integralRecord/list): the ledger row with the member's name, phone and card. */
export interface PointsRecord extends RecordMember {
  id: number;
  /** signed: +238 earned, −500 spent */
  change: number;
  balanceAfter: number;
  kind: PointsKind;
  /** what it was for, in the server's words (an order number, the item redeemed, the adjustment's reason) */
  remark: string;
  operator: string;
  createTime: string;
}

/** A member with their points (integralMember/list): `id` is the member's; begins as a picker lists one. */
export interface PointsMember extends MemberPick {
  points: number;
  /** every point earned (the ledger's increases) */
  earned: number;
  /** every point spent or taken (the ledger's decreases, as a positive number) */
  spent: number;
  /** the last change, '' when none */
  lastChangeTime: string;
}

/** Points set by hand (integralMember/adjust): added (positive) or taken (negative), with the reason. */
export const pointsAdjustEntity = entity({
  memberId: field.ref('member', 'points.memberRequired', 'points.memberMissing'),
  change: field.int({
    required: 'points.changeRequired',
    min: -999_999,
    max: 999_999,
    range: 'points.changeRange',
    checks: [(v) => (v === 0 ? 'points.changeZero' : null)],
    tableRule: "the member's points after it not below 0",
    example: 100,
  }),
  remark: field.text({ required: 'points.adjustRemarkRequired', maxLength: 50, example: 'goodwill' }),
});
export type PointsAdjustInput = { memberId: number; change: number; remark: string };
/** What adjust answers: the member's points after it and the ledger row written. */
export interface PointsAdjustResult {
  points: number;
  recordId: number;
}

/** Where a batch of points goes: 1 the chain's head office, 2 the platform. */
export const SYNC_TARGETS = [1, 2] as const;
export type SyncTarget = (typeof SYNC_TARGETS)[number];
/** A batch's result: 1 synced, 0 failed (its changes go again with the next batch). */
export const SYNC_RESULTS = [1, 0] as const;
export type SyncResult = (typeof SYNC_RESULTS)[number];

/** One batch of points changes sent out (integralSyncRecord/list), read-only. */
export interface PointsSyncRecord {
  id: number;
  batchNo: string;
  syncTime: string;
  target: SyncTarget;
  /** the members whose points changed in the batch */
  memberCount: number;
  /** the ledger rows it carried */
  recordCount: number;
  /** the net change of points it carried */
  points: number;
  result: SyncResult;
  /** the answer, in the server's words */
  message: string;
}
