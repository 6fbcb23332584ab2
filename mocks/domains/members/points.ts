/**
 * Points (§7 Members and points; issue 22 item 4): the eight calls of the points programme, the rules of
 * src/domain/points.ts. docs/members.md "Points", docs/api-contract.md "Points".
 *
 * - businessPlaceConfig getIntegralConfig / upIntegralConfig: the place's switch, what 100 points are worth, how
 *   long points last, the most of a bill they may pay (a place that never saved answers the defaults).
 * - integralConfig list / edit: the earn rules, one per way of earning (a hotel's: spent, nights, recharged,
 *   birthday; an internet cafe's: spent, hours online, recharged, birthday), written the first time they are read.
 * - signConfig list / edit: the sign-in rewards of the 1st … 7th consecutive day and what follows, as one object.
 * - integralShop list, add, edit, delete, changeStatus: the points shop, served from its declaration (the contract
 *   suite runs it); a place's first read writes a hotel's or a cafe's items.
 * - integralRecord list: the ledger (MEMBER_TABLES.points, written only by `addPoints`) with the members' names.
 * - integralMember list / adjust: the members with their points and what they earned and spent; adjust changes a
 *   member's points by hand through `addPoints` (kind 5), never below 0.
 * - integralSyncRecord list: the batches of points changes sent to the chain's head office (an owner of several
 *   places) or the platform: one a night at 02:00 when anything changed since the last batch that went through,
 *   drawn from the ledger (a failed batch's changes go again with the next), read-only.
 *
 * Reads need `member:points:list` (the shop's list is open to the place, as the crud lists are); writes their keys.
 */
import { addDays, type Day } from '../../../src/domain/calendar';
import type { PointsKind } from '../../../src/domain/members';
import {
  DEFAULT_POINTS_SETTINGS,
  EARN_RULE,
  EARN_RULE_BASE,
  earnRuleEntity,
  earnRuleTypesOf,
  POINTS_MEMBER_BASE,
  POINTS_PERMS,
  POINTS_RECORD_BASE,
  POINTS_SETTINGS_GET,
  POINTS_SETTINGS_SAVE,
  POINTS_SYNC_BASE,
  pointsAdjustEntity,
  pointsSettingsEntity,
  shopItemEntity,
  SIGN_CONFIG_BASE,
  signConfigEntity,
  type EarnRule,
  type EarnRuleType,
  type PointsAdjustResult,
  type PointsMember,
  type PointsRecord,
  type PointsSettings,
  type PointsSyncRecord,
  type SignConfig,
  type SyncResult,
  type SyncTarget,
} from '../../../src/domain/points';
import {
  bodyValues,
  byId,
  crud,
  foundRow,
  inDays,
  invalidField,
  ok,
  paginate,
  parseBody,
  PLACE_READ,
  placeWrite,
  route,
  rowsAt,
  sortedPage,
  type CrudContext,
  type MockRoute,
} from '../../contract';
import { defineTable, formatTime, type Db, type PlaceRow, type StampedRow, type StoredRow } from '../../db';
import { zhText } from '../../messages';
import { int, text } from '../../validate';
import { fakerFor } from '../fake';
import { BILLING_SEED_DAY, firstSeeding, type SeededRow } from '../seed-kit';
import { memberMatches, memberPick, membersById, typeNames, whose } from './reads';
import { addPoints, membersAt } from './seed';
import { MEMBER_TABLES } from './tables';

/* ------------------------------------------------------------------ tables */

interface SettingsRow extends StoredRow, PointsSettings {
  placeId: number;
  updateTime: string;
}
interface EarnRuleRow extends StoredRow, Omit<EarnRule, 'id'> {
  placeId: number;
}
interface SignConfigRow extends StoredRow {
  placeId: number;
  config: SignConfig;
  updateTime: string;
}
export interface ShopItemRow extends StampedRow {
  placeId: number;
  itemName: string;
  images: string[];
  points: number;
  stock: number;
  limitPerMember: number;
  sort: number;
  description: string;
  status: 0 | 1;
  redeemed: number;
}
export const POINTS_TABLES = {
  settings: defineTable<SettingsRow>('integralSetting'),
  earnRule: defineTable<EarnRuleRow>('integralConfig'),
  sign: defineTable<SignConfigRow>('signConfig'),
  shop: defineTable<ShopItemRow>('integralShop'),
  shopSeeded: defineTable<SeededRow>('integralShopSeeded'),
};

const READ = { ...PLACE_READ, perm: POINTS_PERMS.list } as const;
const SEED_TIME = `${BILLING_SEED_DAY} 09:00:00`;

/* ------------------------------------------------------------------ settings, earn rules, sign-in */

/** The place's programme as stored, or the defaults when it never saved one. */
export function pointsSettingsOf(db: Db, placeId: number): PointsSettings {
  const row = rowsAt(db, POINTS_TABLES.settings, placeId)[0];
  if (!row) return { ...DEFAULT_POINTS_SETTINGS };
  const { enabled, valuePer100, expireMonths, maxPayRate } = row;
  return { enabled, valuePer100, expireMonths, maxPayRate };
}

/** Each way of earning as a place starts: [points a unit, daily cap (0 none), on]. */
const EARN_DEFAULTS: Record<EarnRuleType, [number, number, 0 | 1]> = {
  [EARN_RULE.spend]: [1, 0, 1],
  [EARN_RULE.night]: [20, 100, 1],
  [EARN_RULE.recharge]: [1, 0, 1],
  [EARN_RULE.birthday]: [200, 200, 1],
  [EARN_RULE.online]: [2, 20, 1],
};

/** The place's earn rules in their order, written the first time they are read. */
export function earnRulesOf(db: Db, place: PlaceRow): EarnRuleRow[] {
  const types = earnRuleTypesOf(place.placeType);
  const rows = rowsAt(db, POINTS_TABLES.earnRule, place.id);
  for (const ruleType of types) {
    if (rows.some((r) => r.ruleType === ruleType)) continue;
    const [points, dailyCap, status] = EARN_DEFAULTS[ruleType];
    rows.push(
      db.insert(POINTS_TABLES.earnRule, {
        placeId: place.id,
        ruleType,
        points,
        dailyCap,
        status,
        updateTime: SEED_TIME,
      }),
    );
  }
  return types.map((t) => rows.find((r) => r.ruleType === t)!);
}

/** The place's sign-in rewards: a hotel's week builds up to 30 and keeps it; a cafe's restarts after the 7th day. */
export function signConfigOf(db: Db, place: PlaceRow): SignConfig {
  const row = rowsAt(db, POINTS_TABLES.sign, place.id)[0];
  if (row) return { ...row.config };
  return place.placeType === 50
    ? { enabled: 1, day1: 2, day2: 2, day3: 3, day4: 3, day5: 5, day6: 5, day7: 10, afterSeventh: 2 }
    : { enabled: 1, day1: 5, day2: 5, day3: 10, day4: 10, day5: 15, day6: 15, day7: 30, afterSeventh: 1 };
}

const presentRule = ({ id, ruleType, points, dailyCap, status, updateTime }: EarnRuleRow): EarnRule => ({
  id,
  ruleType,
  points,
  dailyCap,
  status,
  updateTime,
});

/* ------------------------------------------------------------------ the shop */

/** A flat picture of a shop item as a data: URL (the scheme uploads answer with): a gift box on a colour. */
function giftPicture(background: string, box: string): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='400' height='400' viewBox='0 0 100 100'>` +
    `<rect width='100' height='100' fill='${background}'/>` +
    `<rect x='24' y='42' width='52' height='38' fill='${box}'/><rect x='20' y='32' width='60' height='12' fill='${box}'/>` +
    `<rect x='46' y='32' width='8' height='48' fill='#fff' opacity='0.8'/>` +
    `<circle cx='42' cy='28' r='6' fill='none' stroke='#fff' stroke-width='3'/>` +
    `<circle cx='58' cy='28' r='6' fill='none' stroke='#fff' stroke-width='3'/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

type ShopSeed = [
  itemName: string,
  points: number,
  stock: number,
  limitPerMember: number,
  status: 0 | 1,
  redeemed: number,
  description: string,
  colours: [string, string],
];
const HOTEL_SHOP: ShopSeed[] = [
  ['农夫山泉24瓶装', 300, 48, 0, 1, 36, '前台领取，可送至客房', ['#e0f2fe', '#0284c7']],
  ['双人早餐券', 800, 100, 2, 1, 52, '兑换后30天内使用，入住期间前台核销', ['#fef3c7', '#d97706']],
  ['延迟退房2小时券', 500, 200, 1, 1, 87, '需提前一天告知前台，视房态安排', ['#ede9fe', '#7c3aed']],
  ['房型免费升级券', 2000, 20, 1, 1, 9, '升级至上一档房型，节假日除外', ['#fce7f3', '#db2777']],
  ['品牌保温杯', 1500, 30, 1, 1, 14, '', ['#dcfce7', '#16a34a']],
  ['洗护旅行套装', 600, 0, 2, 0, 40, '已兑完，补货后上架', ['#f1f5f9', '#64748b']],
];
const CAFE_SHOP: ShopSeed[] = [
  ['1小时网费', 100, 9999, 0, 1, 412, '兑换后自动充入会员账户', ['#e0f2fe', '#0284c7']],
  ['红牛一罐', 150, 200, 0, 1, 133, '吧台领取', ['#fef3c7', '#d97706']],
  ['泡面火腿肠套餐', 200, 100, 0, 1, 96, '吧台现泡', ['#fee2e2', '#dc2626']],
  ['包间3小时券', 900, 50, 2, 1, 27, '工作日可用，需提前预约包间', ['#ede9fe', '#7c3aed']],
  ['电竞鼠标垫', 1200, 30, 1, 1, 11, '', ['#dcfce7', '#16a34a']],
  ['机械键盘', 8000, 3, 1, 1, 2, '青轴，到店领取', ['#1f2937', '#f59e0b']],
];

/** The place's shop, written the first time it is read. */
function seedShop(db: Db, place: PlaceRow): void {
  if (!firstSeeding(db, POINTS_TABLES.shopSeeded, place.id)) return;
  const seeds = place.placeType === 50 ? CAFE_SHOP : HOTEL_SHOP;
  seeds.forEach(([itemName, points, stock, limitPerMember, status, redeemed, description, colours], i) =>
    db.insert(POINTS_TABLES.shop, {
      placeId: place.id,
      itemName,
      images: [giftPicture(...colours)],
      points,
      stock,
      limitPerMember,
      sort: i + 1,
      description,
      status,
      redeemed,
      createTime: SEED_TIME,
      updateTime: SEED_TIME,
    }),
  );
}

/* ------------------------------------------------------------------ the ledger and the members */

/** The sync records' batch number holds the query's (in any case); none asked: any. */
const batchMatches = (batchNo: string, value: string) =>
  !value || batchNo.toLowerCase().includes(value.trim().toLowerCase());

const RECORD_SORTABLE = new Set(['createTime', 'change', 'balanceAfter']);
const MEMBER_SORTABLE = new Set(['points', 'earned', 'spent', 'lastChangeTime', 'memberName']);
const SYNC_SORTABLE = new Set(['syncTime', 'points', 'memberCount', 'recordCount']);

/* ------------------------------------------------------------------ sync records */

/** How many days of batches before the seed's day (or today, when earlier) the records go back. */
const SYNC_DAYS = 90;

/**
 * The place's sync batches, oldest first: at 02:00 every night up to now, the ledger's changes since the last
 * batch that went through (none changed: no batch). About one in eight fails; its changes go with the next.
 */
export function syncRecordsOf(db: Db, place: PlaceRow, now: number): PointsSyncRecord[] {
  membersAt(db, place, now);
  const ledger = rowsAt(db, MEMBER_TABLES.points, place.id)
    .map((r) => ({ memberId: r.memberId, change: r.change, time: r.createTime }))
    .sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
  const owned = db.data.places.filter((p) => p.ownerId !== null && p.ownerId === place.ownerId).length;
  const target: SyncTarget = owned > 1 ? 1 : 2;
  const nowText = formatTime(now);
  const today: Day = nowText.slice(0, 10);
  const first: Day = addDays(today < BILLING_SEED_DAY ? today : BILLING_SEED_DAY, -SYNC_DAYS);
  const f = fakerFor(`points/sync/${place.id}`);
  const out: PointsSyncRecord[] = [];
  let from = `${addDays(first, -1)} 02:00:00`;
  let retried = false;
  for (let day = first; day <= today; day = addDays(day, 1)) {
    // drawn for every day, a batch or not, so that a day's draw never shifts
    const fails = f.number.int({ min: 1, max: 8 }) === 1;
    const second = f.number.int({ min: 3, max: 58 });
    const batchTime = `${day} 02:00:00`;
    if (batchTime > nowText) break;
    const carried = ledger.filter((r) => r.time >= from && r.time < batchTime);
    if (carried.length === 0) continue;
    const result: SyncResult = fails ? 0 : 1;
    const where = target === 1 ? '连锁总部' : '平台';
    out.push({
      id: out.length + 1,
      batchNo: `JF${day.replaceAll('-', '')}${place.id}`,
      syncTime: `${day} 02:00:${String(second).padStart(2, '0')}`,
      target,
      memberCount: new Set(carried.map((r) => r.memberId)).size,
      recordCount: carried.length,
      points: carried.reduce((s, r) => s + r.change, 0),
      result,
      message: fails
        ? `${where}接口超时（30秒未响应），本批次将随下一批次重新同步`
        : retried
          ? `已同步至${where}（含上一批次未成功的变动）`
          : `已同步至${where}`,
    });
    retried = fails;
    if (!fails) from = batchTime;
  }
  return out;
}

/* ------------------------------------------------------------------ routes */

/** The member a body names, of the place, else refused on memberId (another place's member too). */
const memberOf = (db: Db, place: PlaceRow, now: number, id: unknown) =>
  byId(membersAt(db, place, now), int(id)) ??
  invalidField('memberId', zhText({ key: 'points.memberMissing' }));

export const pointsHandlers: MockRoute[] = [
  route.post(POINTS_SETTINGS_GET, READ, ({ db, place }) => ok(pointsSettingsOf(db, place.id))),

  route.post(POINTS_SETTINGS_SAVE, placeWrite(POINTS_PERMS.edit), ({ db, place, body, now }) => {
    const values = parseBody(pointsSettingsEntity, bodyValues(pointsSettingsEntity, body));
    const settings: PointsSettings = {
      enabled: values.enabled === 1 ? 1 : 0,
      valuePer100: values.valuePer100,
      expireMonths: values.expireMonths,
      maxPayRate: values.maxPayRate,
    };
    const row = rowsAt(db, POINTS_TABLES.settings, place.id)[0];
    if (row) Object.assign(row, settings, { updateTime: formatTime(now) });
    else db.insert(POINTS_TABLES.settings, { placeId: place.id, ...settings, updateTime: formatTime(now) });
    return ok(null, '更新成功');
  }),

  route.get(`${EARN_RULE_BASE}/list`, READ, ({ db, place, query }) =>
    ok(paginate(earnRulesOf(db, place).map(presentRule), query)),
  ),

  // the points a unit earns, the daily cap and the switch of one rule; its kind is the server's
  route.post(`${EARN_RULE_BASE}/edit`, placeWrite(POINTS_PERMS.edit), ({ db, place, body, now }) => {
    const rule = foundRow(earnRulesOf(db, place), body.id);
    const sent = bodyValues(earnRuleEntity, body);
    const values = parseBody(earnRuleEntity, sent);
    rule.points = values.points;
    rule.dailyCap = values.dailyCap;
    rule.status = values.status === 1 ? 1 : 0;
    rule.updateTime = formatTime(now);
    return ok(null, '更新成功');
  }),

  route.get(`${SIGN_CONFIG_BASE}/list`, READ, ({ db, place }) => ok(signConfigOf(db, place))),

  route.post(`${SIGN_CONFIG_BASE}/edit`, placeWrite(POINTS_PERMS.edit), ({ db, place, body, now }) => {
    const values = parseBody(signConfigEntity, bodyValues(signConfigEntity, body));
    const config: SignConfig = {
      enabled: values.enabled === 1 ? 1 : 0,
      day1: values.day1,
      day2: values.day2,
      day3: values.day3,
      day4: values.day4,
      day5: values.day5,
      day6: values.day6,
      day7: values.day7,
      afterSeventh: values.afterSeventh === 2 ? 2 : 1,
    };
    const row = rowsAt(db, POINTS_TABLES.sign, place.id)[0];
    if (row) Object.assign(row, { config, updateTime: formatTime(now) });
    else db.insert(POINTS_TABLES.sign, { placeId: place.id, config, updateTime: formatTime(now) });
    return ok(null, '更新成功');
  }),

  ...crud<ShopItemRow>(shopItemEntity, {
    table: POINTS_TABLES.shop,
    perms: {
      add: POINTS_PERMS.shopAdd,
      edit: POINTS_PERMS.shopEdit,
      delete: POINTS_PERMS.shopDelete,
      changeStatus: POINTS_PERMS.shopEdit,
    },
    ops: ['list', 'add', 'edit', 'delete', 'changeStatus', 'detail'],
    prepare: (ctx: CrudContext) => seedShop(ctx.db, ctx.place!),
    // a new item goes on the shelf; none redeemed yet
    defaults: () => ({ status: 1, redeemed: 0 }),
    filters: { status: 'equals' },
    defaultSort: [
      { field: 'sort', order: 'asc' },
      { field: 'id', order: 'asc' },
    ],
  }),

  route.get(`${POINTS_RECORD_BASE}/list`, READ, ({ db, place, query: q, now }) => {
    const members = membersById(db, place, now);
    const memberId = int(q.memberId);
    const kind = int(q.kind);
    const rows: PointsRecord[] = [];
    for (const r of rowsAt(db, MEMBER_TABLES.points, place.id)) {
      const m = members.get(r.memberId);
      if (!m || !memberMatches(m, q)) continue;
      if (memberId !== null && r.memberId !== memberId) continue;
      if (kind !== null && r.kind !== kind) continue;
      const day = r.createTime.slice(0, 10);
      if ((q.startDate && day < q.startDate) || (q.endDate && day > q.endDate)) continue;
      rows.push({
        id: r.id,
        ...whose(m.id, m),
        change: r.change,
        balanceAfter: r.balanceAfter,
        kind: r.kind,
        remark: r.remark,
        operator: r.operator,
        createTime: r.createTime,
      });
    }
    return ok(sortedPage(rows, q, RECORD_SORTABLE, { field: 'createTime', order: 'desc' }));
  }),

  route.get(`${POINTS_MEMBER_BASE}/list`, READ, ({ db, place, query: q, now }) => {
    const members = membersAt(db, place, now);
    const totals = new Map<number, { earned: number; spent: number; last: string }>();
    for (const r of rowsAt(db, MEMBER_TABLES.points, place.id)) {
      const t = totals.get(r.memberId) ?? { earned: 0, spent: 0, last: '' };
      if (r.change > 0) t.earned += r.change;
      else t.spent -= r.change;
      if (r.createTime > t.last) t.last = r.createTime;
      totals.set(r.memberId, t);
    }
    const types = typeNames(db, place, now);
    const typeId = int(q.memberTypeId);
    const rows: PointsMember[] = members
      .filter((m) => memberMatches(m, q) && (typeId === null || m.memberTypeId === typeId))
      .map((m) => {
        const t = totals.get(m.id);
        return {
          ...memberPick(m, types),
          points: m.points,
          earned: t?.earned ?? 0,
          spent: t?.spent ?? 0,
          lastChangeTime: t?.last ?? '',
        };
      });
    return ok(sortedPage(rows, q, MEMBER_SORTABLE, { field: 'points', order: 'desc' }));
  }),

  // points set by hand: the one way through addPoints (kind 5), the reason in the ledger, never below 0
  route.post(
    `${POINTS_MEMBER_BASE}/adjust`,
    placeWrite(POINTS_PERMS.adjust),
    ({ db, place, body, now, user }) => {
      const values = parseBody(pointsAdjustEntity, bodyValues(pointsAdjustEntity, body));
      const member = memberOf(db, place, now, values.memberId);
      if (member.points + values.change < 0)
        invalidField('change', zhText({ key: 'points.belowZero', params: { points: member.points } }));
      const kind: PointsKind = 5;
      const record = addPoints(db, member, values.change, kind, values.remark, user.name, formatTime(now));
      const result: PointsAdjustResult = { points: member.points, recordId: record.id };
      return ok(result, '调整成功');
    },
  ),

  route.get(`${POINTS_SYNC_BASE}/list`, READ, ({ db, place, query: q, now }) => {
    const target = int(q.target);
    const result = int(q.result);
    const rows = syncRecordsOf(db, place, now).filter(
      (r) =>
        (target === null || r.target === target) &&
        (result === null || r.result === result) &&
        inDays(q, r.syncTime) &&
        batchMatches(r.batchNo, text(q.batchNo)),
    );
    return ok(sortedPage(rows, q, SYNC_SORTABLE, { field: 'syncTime', order: 'desc' }));
  }),
];
