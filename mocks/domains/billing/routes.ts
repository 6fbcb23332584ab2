/**
 * /business-merchant billing (§7 Billing, /feeRule/index): base prices per room type, member and protocol prices,
 * hour rooms, promotions on §3 schedules, room reductions, order price edits awaiting a check, the price records
 * and the charge config, plus the member types of /business-member. Serves exactly the calls and shapes of
 * src/api/services/billing.ts. Prices come from the shared pure module src/domain/pricing.ts (findLastPrice is
 * `priceCalendar` over this place's rows), schedules are checked and compared with src/domain/schedule.ts. Every
 * price change writes one price record (priceRecord/list). The field rules are the declarations' of
 * src/domain/billing.ts (the pages check with the same ones); what is here needs other tables or rows: room types
 * and member types of the place, a reduction below the type's base price, overlapping promotions.
 */
import {
  basePriceEntity,
  BILLING_RULES_BASE,
  chargeConfigEntity,
  CHECK_RESULTS,
  checkRemarkCheck,
  hourRoomEntity,
  memberPriceLine,
  ORDER_EDIT_BASE,
  orderEditCheckEntity,
  OTHER_CONFIG_BASE,
  PRICE_MODES,
  PRICE_RECORD_BASE,
  PROMOTION_PRICE_BASE,
  promotionEntity,
  protocolEntity,
  REDUCE_PRICE_BASE,
  reduceEntity,
  scheduleMessage,
  WEEK_DAYS,
  type PriceRecordType,
} from '../../../src/domain/billing';
import { isDay } from '../../../src/domain/calendar';
import type { Entity, Fields } from '../../../src/domain/entity';
import {
  DEFAULT_WEEKEND_DAYS,
  discountText,
  priceCalendar,
  type HourRoomRule,
  type MemberPriceRule,
  type PricingData,
  type PromotionRule,
} from '../../../src/domain/pricing';
import {
  checkSchedule,
  firstOverlap,
  SCHEDULE_TYPES,
  splitList,
  type Schedule,
  type ScheduleProblem,
} from '../../../src/domain/schedule';
import {
  asc,
  atField,
  byId,
  crud,
  ensure,
  foundRow,
  invalid,
  invalidField,
  ok,
  route,
  switchValue,
  type CrudChange,
  type CrudContext,
  parseBody,
  bodyValues,
  checkBody,
  type Problem,
  rowsAt,
  placeIdOf,
  PLACE_READ,
  PLACE_WRITE,
  placeWrite,
} from '../../contract';
import { formatTime, type Db, type StoredRow, type Table } from '../../db';
import { zhText } from '../../messages';
import { DEFAULT_MEMBER_TYPES, defaultMemberType } from './seed';
import { levelOrder, MEMBER_TYPE_BASE } from '../../../src/domain/member-types';
import { int, text } from '../../validate';
import { ROOMS, type RoomModelRow, type RoomRow } from '../rooms/tables';
import { firstSeeding } from '../seed-kit';
import {
  BILLING,
  type BillingRuleRow,
  type DeclaredValues,
  type MemberPriceRuleRow,
  type MemberTypeRow,
  type PromotionPriceRow,
  type ProtocolPrice,
  type ProtocolPriceRow,
} from './tables';

/** The Chinese text of a locale key: how the server words a rule of a declaration. */
const said = (key: string) => zhText({ key });
/** The message of one of a declaration's rules, by field: `rule(protocolEntity, 'companyName', 'required')` */
function rule<F extends Fields>(
  e: Entity<F>,
  key: keyof F & string,
  which: 'required' | 'range' | 'tooLong' | 'unique',
): string {
  const message = e.fields[key]?.[which];
  if (message === undefined) throw new Error(`${key} declares no ${which} message`);
  return said(message);
}

/**
 * The server's messages: its own (other tables, the price query) and, for its tests, the declarations' words
 * of the rules it answers (src/domain/billing.ts).
 */
export const BILLING_MSG = {
  modelRequired: '请选择房型',
  modelMissing: '房型不存在或已被删除',
  weekendDays: said('billingPrices.weekendDaysRange'),
  time: said('billingPrices.timeFormat'),
  priceRange: said('billingPrices.priceRange'),
  noRule: '请先设置该房型的门市价',
  memberTypeMissing: '会员类型不存在或已被删除',
  items: '请提交会员价列表',
  mode: rule(memberPriceLine, 'mode', 'required'),
  discount: rule(memberPriceLine, 'discount', 'range'),
  required: said('validation.required'),
  selectRequired: said('validation.selectRequired'),
  companyRequired: rule(protocolEntity, 'companyName', 'required'),
  companyLong: rule(protocolEntity, 'companyName', 'tooLong'),
  companyTaken: rule(protocolEntity, 'companyName', 'unique'),
  contactRequired: rule(protocolEntity, 'contactName', 'required'),
  date: said('billingPrices.dateInvalid'),
  dateOrder: said('billingPrices.endBeforeStart'),
  pricesRequired: rule(protocolEntity, 'prices', 'required'),
  typeTwice: said('billingPrices.protocolTypeTwice'),
  enabled: rule(hourRoomEntity, 'enabled', 'range'),
  startHours: rule(hourRoomEntity, 'startHours', 'range'),
  capHours: rule(hourRoomEntity, 'capHours', 'range'),
  capAfterStart: said('billingPrices.capAfterStart'),
  stepMinutes: said('billingPrices.stepMinutesValue'),
  saleSame: said('billingPrices.saleSame'),
  promotionRequired: rule(promotionEntity, 'promotionName', 'required'),
  promotionLong: rule(promotionEntity, 'promotionName', 'tooLong'),
  promotionTaken: rule(promotionEntity, 'promotionName', 'unique'),
  modelsRequired: rule(promotionEntity, 'roomModelIds', 'required'),
  roomRequired: '请选择房间',
  roomMissing: '房间不存在或已被删除',
  reduceAmount: rule(reduceEntity, 'reduceAmount', 'range'),
  decided: '该改价申请已处理',
  checkStatus: rule(orderEditCheckEntity, 'status', 'required'),
  checkRemarkRequired: said('billingOps.orderEdit.remarkRequired'),
  startDate: '请选择正确的开始日期',
  days: '查询天数须为1-62之间的整数',
  protocolMissing: '协议单位不存在或已被删除',
  halfDayPercent: rule(chargeConfigEntity, 'halfDayPercent', 'range'),
  graceMinutes: rule(chargeConfigEntity, 'graceMinutes', 'range'),
  roundMode: said('billingOps.charge.roundModeValue'),
} as const;

/** The words of a schedule problem (src/domain/schedule.ts `checkSchedule`), as the promotion form has them. */
export const SCHEDULE_MSG = Object.fromEntries(
  (
    [
      'type',
      'startTime',
      'endTime',
      'endBeforeStart',
      'weekDays',
      'monthDays',
      'dates',
      'dateOutsidePeriod',
      'openStartTime',
      'openEndTime',
      'openSame',
    ] as const
  ).map((p) => [p, said(scheduleMessage(p))]),
) as Record<ScheduleProblem, string>;

/** '「金卡会员」只能设置一次' */
export const setTwice = (name: string) => `「${name}」只能设置一次`;
/** '减免金额须低于该房型门市价（168.00元）' */
export const reduceTooMuch = (price: number) => `减免金额须低于该房型门市价（${money(price)}元）`;
/** '与促销「周末特惠」在 2026-12-05 对「电竞大床房」的时段重叠' */
export const promotionOverlap = (name: string, day: string, modelName: string) =>
  `与促销「${name}」在 ${day} 对「${modelName}」的时段重叠`;
/** A problem of one item of a list field, named: '金卡会员：折扣须为0.1-9.9…' */
const named = (name: string, msg: string) => `${name}：${msg}`;

/** A coded value the declaration has checked (a `field.oneOf`), as the code it is. */
function codeOf<T extends number>(codes: readonly T[], value: number): T {
  const code = codes.find((c) => c === value);
  if (code === undefined) throw new Error(`${value} is none of ${codes.join(', ')}`);
  return code;
}

/** An object a body nests (an item of a list) as fields; anything else has none. */
const fieldsOf = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? Object.fromEntries(Object.entries(v)) : {};

/**
 * A priced rule (a member price line, a promotion): the unused one of price and discount is stored as 0,
 * whatever was sent.
 */
function unusedAsZero(v: Record<string, unknown>): Record<string, unknown> {
  return v.mode === 1 ? { ...v, discount: 0 } : v.mode === 2 ? { ...v, price: 0 } : v;
}

/** The charge config a place answers until it saves its own. */
export const DEFAULT_CHARGE_CONFIG = {
  earlyCheckInBefore: '06:00',
  halfDayUntil: '18:00',
  halfDayPercent: 50,
  graceMinutes: 30,
  roundMode: 0,
};

/** Hour-room defaults of a type never edited; the start price is about 35 % of its base price. */
export const DEFAULT_HOUR_ROOM = {
  enabled: 0,
  startHours: 3,
  stepMinutes: 60,
  stepPrice: 20,
  capHours: 6,
  saleStartTime: '08:00',
  saleEndTime: '22:00',
};
export const HOUR_START_SHARE = 0.35;

const DEFAULT_CHECK_IN = '14:00';
const DEFAULT_CHECK_OUT = '12:00';
const WEEK_NAMES = ['一', '二', '三', '四', '五', '六', '日'];
const STATUS_TEXT = ['停用', '启用'];

/* ------------------------------------------------------------------ reading and words */

/** An optional id: null when absent or empty, false when not an id. */
const optionalId = (v: unknown): number | null | false =>
  v === undefined || v === null || v === '' ? null : (int(v) ?? false);

/** Two decimals, for the records: 200 → '200.00'; null → '未设置'. */
export function money(n: unknown): string {
  return typeof n === 'number' ? n.toFixed(2) : '未设置';
}

const weekText = (days: number[]) => days.map((d) => `周${WEEK_NAMES[d - 1]}`).join('、');

/** 'a → b' for each label whose text changed, joined by '；'. */
function changes(pairs: Array<[label: string, before: string, after: string]>): string {
  return pairs
    .filter(([, a, b]) => a !== b)
    .map(([label, a, b]) => `${label} ${a} → ${b}`)
    .join('；');
}

/** What a priced rule (a member price, a promotion) costs: a fixed price (mode 1) or a discount (mode 2). */
type PricedTerms = Pick<MemberPriceRule, 'mode' | 'price' | 'discount'>;

/** A priced rule's price as the records write it: '8.8折' or '138.00'. */
const priceText = (r: PricedTerms) => (r.mode === 2 ? `${discountText(r.discount)}折` : money(r.price));

/** Write one price record (nothing when there is nothing to say). */
function record(
  db: Db,
  ctx: { place: { id: number }; user: { name: string }; now: number },
  recordType: PriceRecordType,
  target: string,
  content: string,
): void {
  if (!content) return;
  db.insert(BILLING.record, {
    placeId: ctx.place.id,
    recordType,
    target,
    content,
    operator: ctx.user.name,
    createTime: formatTime(ctx.now),
  });
}

/* ------------------------------------------------------------------ lookups */

const modelsAt = (db: Db, placeId: number) => rowsAt(db, ROOMS.model, placeId);
const ruleOf = (db: Db, placeId: number, roomModelId: number) =>
  rowsAt(db, BILLING.rule, placeId).find((r) => r.roomModelId === roomModelId);

/** The room type named by a body field, else a field error (no id, unknown, of another place). */
function modelFrom(db: Db, placeId: number, v: unknown, field = 'roomModelId'): RoomModelRow {
  const id = int(v);
  if (id === null) invalidField(field, BILLING_MSG.modelRequired);
  return byId(modelsAt(db, placeId), id) ?? invalidField(field, BILLING_MSG.modelMissing);
}

/** The base price a type is sold at: its rule's, else the type's own list price. */
function basePriceOf(db: Db, placeId: number, model: RoomModelRow): number {
  return ruleOf(db, placeId, model.id)?.basePrice ?? model.basePrice;
}

/**
 * The member types of a place in the order of levels (sort, then id; src/domain/member-types.ts `levelOrder`).
 * Every place starts with the four defaults: a hotel or inn from the seed, an internet cafe and a place added
 * after the seed on first use (their members have levels too). Once given (a marker row), a place that deletes
 * them all has none: they do not come back.
 */
export function memberTypesOf(db: Db, placeId: number, now: number): MemberTypeRow[] {
  const rows = rowsAt(db, BILLING.memberType, placeId);
  const place = db.placeById(placeId);
  if (!place) return rows.sort(levelOrder);
  if (firstSeeding(db, BILLING.memberTypeSeeded, placeId) && rows.length === 0) {
    const t = formatTime(now);
    return DEFAULT_MEMBER_TYPES.map((d) =>
      db.insert(BILLING.memberType, { placeId, ...defaultMemberType(d, t) }),
    );
  }
  return rows.sort(levelOrder);
}

/** The place's member types as getPlaceAndParent answers them: id, name, level (1 lowest, their order). */
export const memberTypeLevels = (db: Db, placeId: number, now: number) =>
  memberTypesOf(db, placeId, now).map((r, i) => ({ id: r.id, typeName: r.typeName, level: i + 1 }));

/**
 * The pricing rules of a place in the shapes of src/domain/pricing.ts: the one mapping from stored rows to the
 * pure module, for findLastPrice (and the tests, which compare against `priceCalendar` of the same data).
 */
export function pricingData(db: Db, placeId: number): PricingData {
  return {
    base: rowsAt(db, BILLING.rule, placeId).map((r) => ({
      roomModelId: r.roomModelId,
      basePrice: r.basePrice,
      weekendPrice: r.weekendPrice,
      weekendDays: r.weekendDays,
      status: r.status,
    })),
    members: rowsAt(db, BILLING.member, placeId).map((r) => ({
      roomModelId: r.roomModelId,
      memberTypeId: r.memberTypeId,
      mode: r.mode,
      price: r.price,
      discount: r.discount,
    })),
    protocols: rowsAt(db, BILLING.protocol, placeId).map((r) => ({
      id: r.id,
      companyName: r.companyName,
      startTime: r.startTime,
      endTime: r.endTime,
      status: r.status,
      prices: r.prices.map((p) => ({ ...p })),
    })),
    promotions: rowsAt(db, BILLING.promotion, placeId).map(toPromotionRule),
  };
}

/** A stored promotion as the pure module's rule (its place and times left out). */
function toPromotionRule(r: PromotionRule): PromotionRule {
  return {
    id: r.id,
    promotionName: r.promotionName,
    roomModelIds: [...r.roomModelIds],
    mode: r.mode,
    price: r.price,
    discount: r.discount,
    status: r.status,
    dataType: r.dataType,
    startTime: r.startTime,
    endTime: r.endTime,
    week: r.week,
    openStartTime: r.openStartTime,
    openEndTime: r.openEndTime,
  };
}

/* ------------------------------------------------------------------ base prices */

/** A room type with its base rule (BasePriceRow): prices null and status 0 until the first edit. */
function presentBase(model: RoomModelRow, db: Db, placeId: number) {
  const rule = ruleOf(db, placeId, model.id);
  return {
    id: model.id,
    roomModelId: model.id,
    modelName: model.modelName,
    ruleId: rule?.id ?? null,
    basePrice: rule?.basePrice ?? null,
    weekendPrice: rule?.weekendPrice ?? null,
    weekendDays: rule?.weekendDays ?? [...DEFAULT_WEEKEND_DAYS],
    deposit: rule?.deposit ?? 0,
    checkInTime: rule?.checkInTime ?? DEFAULT_CHECK_IN,
    checkOutTime: rule?.checkOutTime ?? DEFAULT_CHECK_OUT,
    status: rule?.status ?? 0,
    updateTime: rule?.updateTime ?? '',
  };
}

/** What a base edit stores: the declaration's fields, the weekend days as numbers. */
type BaseTerms = Omit<DeclaredValues<typeof basePriceEntity>, 'weekendDays'> & { weekendDays: number[] };

/**
 * An edit's values, checked by the declaration; a field the body leaves out keeps the stored rule's value (a
 * new rule: the defaults), a blank optional amount is none. Weekend days are stored in order, each once.
 */
function readBase(body: Record<string, unknown>, stored: BillingRuleRow | undefined): BaseTerms {
  const pick = (k: keyof BaseTerms, fallback: unknown) => (k in body ? body[k] : (stored?.[k] ?? fallback));
  const amount = (k: 'weekendPrice' | 'deposit') => {
    const v = pick(k, 0);
    return v === null || v === '' ? 0 : v;
  };
  const v = parseBody(
    basePriceEntity,
    bodyValues(basePriceEntity, {
      basePrice: pick('basePrice', undefined),
      weekendPrice: amount('weekendPrice'),
      weekendDays: pick('weekendDays', null) ?? [...DEFAULT_WEEKEND_DAYS],
      deposit: amount('deposit'),
      checkInTime: pick('checkInTime', DEFAULT_CHECK_IN),
      checkOutTime: pick('checkOutTime', DEFAULT_CHECK_OUT),
    }),
  );
  // the declaration holds each day to 1–7
  return { ...v, weekendDays: WEEK_DAYS.filter((d) => v.weekendDays.includes(d)) };
}

/** What a base edit changed, in words. */
function describeBase(before: BillingRuleRow | undefined, after: BaseTerms): string {
  const w = (r: { weekendDays: number[] } | undefined) => (r ? weekText(r.weekendDays) : '未设置');
  return changes([
    ['门市价', money(before?.basePrice), money(after.basePrice)],
    ['周末价', money(before?.weekendPrice), money(after.weekendPrice)],
    ['周末', w(before), w(after)],
    ['押金', money(before?.deposit), money(after.deposit)],
    ['入住时间', before?.checkInTime ?? '未设置', after.checkInTime],
    ['退房时间', before?.checkOutTime ?? '未设置', after.checkOutTime],
  ]);
}

/* ------------------------------------------------------------------ member prices */

function presentMember(r: MemberPriceRuleRow, models: RoomModelRow[], types: MemberTypeRow[]) {
  return {
    id: r.id,
    roomModelId: r.roomModelId,
    modelName: byId(models, r.roomModelId)?.modelName ?? '',
    memberTypeId: r.memberTypeId,
    memberTypeName: byId(types, r.memberTypeId)?.typeName ?? '',
    mode: r.mode,
    price: r.price,
    discount: r.discount,
    updateTime: r.updateTime,
  };
}

/** One member price as the records write it: '8.8折', '138.00', or '未设置' for none. */
const memberPriceText = (r: PricedTerms | undefined) => (r ? priceText(r) : '未设置');

/** A member price line's price or discount by its mode, or the words of its first broken rule. */
function readPriced(item: Record<string, unknown>): PricedTerms | string {
  const checked = checkBody(memberPriceLine, unusedAsZero(bodyValues(memberPriceLine, item)));
  if ('problem' in checked) return checked.problem.msg;
  const { mode, price, discount } = checked.values;
  return { mode: codeOf(PRICE_MODES, mode), price, discount };
}

/* ------------------------------------------------------------------ protocols */

function presentProtocol(r: ProtocolPriceRow, models: RoomModelRow[]) {
  return {
    id: r.id,
    companyName: r.companyName,
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    remark: r.remark,
    startTime: r.startTime,
    endTime: r.endTime,
    status: r.status,
    prices: r.prices.map((p) => ({
      roomModelId: p.roomModelId,
      modelName: byId(models, p.roomModelId)?.modelName ?? '',
      price: p.price,
    })),
    createTime: r.createTime,
  };
}

const pricesText = (prices: ProtocolPrice[], models: RoomModelRow[]) =>
  prices.map((p) => `${byId(models, p.roomModelId)?.modelName ?? ''} ${money(p.price)}`).join('、');
const periodText = (r: Pick<ProtocolPriceRow, 'startTime' | 'endTime'>) =>
  r.startTime || r.endTime ? `${r.startTime || '不限'} 至 ${r.endTime || '不限'}` : '长期有效';

/**
 * What the declaration cannot see of a protocol's prices: each line's room type must be one of the place's.
 * The lines are stored as { roomModelId, price } whatever else they carried.
 */
function checkLines(row: ProtocolPriceRow, models: RoomModelRow[]): Problem {
  // as sent: the declaration has checked that each line has a room type and a price
  const lines: ReadonlyArray<{ roomModelId: unknown; price: unknown }> = row.prices;
  if (lines.some((l) => !byId(models, int(l.roomModelId))))
    return { field: 'prices', msg: BILLING_MSG.modelMissing };
  row.prices = lines.map((l) => ({ roomModelId: int(l.roomModelId)!, price: Number(l.price) }));
  return null;
}

/** A protocol as it was before the change being stored (seen by validate and beforeDelete), for its record. */
const protocolBefore = new WeakMap<CrudContext, ProtocolPriceRow>();

/** The record of a stored protocol change: what was added, what changed before → after, what was deleted. */
function recordProtocol(op: CrudChange['op'], id: number, ctx: CrudContext): void {
  const { db } = ctx;
  const placeId = placeIdOf(ctx);
  const models = modelsAt(db, placeId);
  const before = protocolBefore.get(ctx);
  const after = rowsAt(db, BILLING.protocol, placeId).find((r) => r.id === id);
  const company = (after ?? before)?.companyName ?? '';
  const at = { place: { id: placeId }, user: ctx.user, now: ctx.now };
  if (op === 'add' && after) {
    record(db, at, 'protocol', company, `新增协议：${pricesText(after.prices, models)}`);
  } else if (op === 'delete' && before) {
    record(db, at, 'protocol', company, `删除协议（${pricesText(before.prices, models)}）`);
  } else if (op === 'edit' && before && after) {
    const was = before.prices;
    const now = after.prices;
    const name = (m: number) => byId(models, m)?.modelName ?? '';
    const typeIds = [...new Set([...was, ...now].map((p) => p.roomModelId))];
    const content = changes([
      ['单位名称', before.companyName, company],
      ...typeIds.map((m): [string, string, string] => [
        name(m),
        money(was.find((p) => p.roomModelId === m)?.price),
        money(now.find((p) => p.roomModelId === m)?.price),
      ]),
      ['有效期', periodText(before), periodText(after)],
      ['状态', STATUS_TEXT[before.status]!, STATUS_TEXT[after.status]!],
    ]);
    record(db, at, 'protocol', company, content);
  }
}

/* ------------------------------------------------------------------ hour rooms */

/** An hour-room rule without its room type: what an edit sends and what the records compare. */
type HourRoomTerms = Omit<HourRoomRule, 'roomModelId'>;

/** The hour-room terms a room type is sold on (its rule, or the defaults before its first edit). */
export function hourRoomTermsOf(db: Db, placeId: number, model: RoomModelRow): HourRoomRule {
  // the list row without what only the list shows
  const { id: _id, modelName: _name, updateTime: _time, ...terms } = presentHourRoom(model, db, placeId);
  return terms;
}

function presentHourRoom(model: RoomModelRow, db: Db, placeId: number) {
  const row = rowsAt(db, BILLING.hourRoom, placeId).find((r) => r.roomModelId === model.id);
  const startPrice = Math.max(1, Math.round(basePriceOf(db, placeId, model) * HOUR_START_SHARE));
  const v = row ?? { ...DEFAULT_HOUR_ROOM, startPrice, updateTime: '' };
  return {
    id: model.id,
    roomModelId: model.id,
    modelName: model.modelName,
    enabled: v.enabled,
    startHours: v.startHours,
    startPrice: v.startPrice,
    stepMinutes: v.stepMinutes,
    stepPrice: v.stepPrice,
    capHours: v.capHours,
    saleStartTime: v.saleStartTime,
    saleEndTime: v.saleEndTime,
    updateTime: v.updateTime,
  };
}

/** An hour-room edit's values, checked by the declaration (a switch left out is off, its initial value). */
const readHourRoom = (body: Record<string, unknown>): HourRoomTerms =>
  parseBody(hourRoomEntity, bodyValues(hourRoomEntity, body));

function describeHourRoom(b: HourRoomTerms, a: HourRoomTerms): string {
  const onOff = (r: HourRoomTerms) => (r.enabled === 1 ? '开启' : '未开启');
  return changes([
    ['钟点房', onOff(b), onOff(a)],
    ['起步', `${b.startHours}小时 ${money(b.startPrice)}`, `${a.startHours}小时 ${money(a.startPrice)}`],
    ['续时', `每${b.stepMinutes}分钟 ${money(b.stepPrice)}`, `每${a.stepMinutes}分钟 ${money(a.stepPrice)}`],
    ['封顶', `${b.capHours}小时`, `${a.capHours}小时`],
    ['售卖时段', `${b.saleStartTime}-${b.saleEndTime}`, `${a.saleStartTime}-${a.saleEndTime}`],
  ]);
}

/* ------------------------------------------------------------------ promotions */

function presentPromotion(r: PromotionPriceRow, models: RoomModelRow[]) {
  return {
    ...toPromotionRule(r),
    modelNames: r.roomModelIds.map((id) => byId(models, id)?.modelName ?? ''),
    createTime: r.createTime,
  };
}

/** The listed week days, month days or dates of a schedule, de-duplicated and in order ('' for daily). */
function normalizeWeek(dataType: number, week: string): string {
  if (dataType === 3) return '';
  const parts = [...new Set(splitList(week))];
  return dataType === 0
    ? parts.sort().join(',')
    : parts
        .map(Number)
        .sort((a, b) => a - b)
        .join(',');
}

/**
 * The first clash of a promotion with the other on-shelf promotions of the place: the earliest day on which both
 * run in overlapping hours for a room type they share, as a field error on roomModelIds.
 */
function overlapProblem(p: PromotionRule, others: PromotionRule[], models: RoomModelRow[]): Problem {
  let best: { day: string; name: string; model: string } | null = null;
  for (const o of others) {
    if (o.id === p.id || o.status !== 1) continue;
    const shared = p.roomModelIds.filter((id) => o.roomModelIds.includes(id));
    if (shared.length === 0) continue;
    const day = firstOverlap(p, o);
    if (day && (!best || day < best.day)) {
      best = { day, name: o.promotionName, model: byId(models, shared[0])?.modelName ?? '' };
    }
  }
  return best ? { field: 'roomModelIds', msg: promotionOverlap(best.name, best.day, best.model) } : null;
}

/** The §3 schedule a body sends, checked as the form checks it (`checkSchedule`), else its first problem. */
function scheduleFrom(body: Record<string, unknown>): Schedule {
  const dataType = SCHEDULE_TYPES.find((t) => t === int(body.dataType));
  // checkSchedule's first rule, told before the others so that they know the type
  if (dataType === undefined) invalidField('dataType', SCHEDULE_MSG.type);
  const schedule = {
    dataType,
    startTime: text(body.startTime),
    endTime: text(body.endTime),
    week: typeof body.week === 'string' ? body.week : '',
    openStartTime: text(body.openStartTime),
    openEndTime: text(body.openEndTime),
  };
  const problem = checkSchedule(schedule);
  if (problem) invalidField(problem.field, SCHEDULE_MSG[problem.problem]);
  return schedule;
}

/**
 * A new promotion's values: the declaration's rules, then its room types (the place's) and its §3 schedule
 * (checkSchedule, shared with the form).
 */
function readPromotion(body: Record<string, unknown>, siblings: PromotionPriceRow[], models: RoomModelRow[]) {
  const v = parseBody(
    promotionEntity,
    unusedAsZero(bodyValues(promotionEntity, body)),
    siblings.map((s) => ({ ...s })),
  );
  const roomModelIds = [...new Set(v.roomModelIds.map(int))].map(
    (id) => byId(models, id)?.id ?? invalidField('roomModelIds', BILLING_MSG.modelMissing),
  );
  const schedule = scheduleFrom(body);
  return {
    promotionName: v.promotionName,
    roomModelIds,
    mode: codeOf(PRICE_MODES, v.mode),
    price: v.price,
    discount: v.discount,
    ...schedule,
    week: normalizeWeek(schedule.dataType, schedule.week),
  };
}

/* ------------------------------------------------------------------ reductions, order edits */

function presentReduce(room: RoomRow, db: Db, placeId: number) {
  const reduce = rowsAt(db, BILLING.reduce, placeId).find((r) => r.roomId === room.id);
  return {
    id: room.id,
    roomId: room.id,
    roomNo: room.roomNo,
    buildingName: byId(rowsAt(db, ROOMS.building, placeId), room.buildingId)?.buildingName ?? '',
    modelName: byId(modelsAt(db, placeId), room.roomModelId)?.modelName ?? '',
    reduceAmount: reduce?.reduceAmount ?? 0,
    reason: reduce?.reason ?? '',
    updateTime: reduce?.updateTime ?? '',
  };
}

/* ------------------------------------------------------------------ routes */

const desc = (field: string) => ({ field, order: 'desc' as const });

export const billingHandlers = [
  /* ---------- base prices: one row per room type */
  ...crud(BILLING_RULES_BASE, {
    table: ROOMS.model,
    ops: ['list'],
    filters: { modelName: 'contains' },
    defaultSort: [asc('roomModelId')],
    present: (m, ctx) => presentBase(m, ctx.db, placeIdOf(ctx)),
  }),

  route.post(`${BILLING_RULES_BASE}/findBasePrice`, PLACE_READ, ({ db, place, body }) => {
    const model = modelFrom(db, place.id, body.roomModelId);
    return ok(ruleOf(db, place.id, model.id) ? presentBase(model, db, place.id) : null);
  }),

  // upsert by room type: the first save creates the rule in use (status 1)
  route.post(`${BILLING_RULES_BASE}/edit`, placeWrite('fee:rule:edit'), (ctx) => {
    const { db, place, body, now } = ctx;
    const model = modelFrom(db, place.id, body.roomModelId);
    const stored = ruleOf(db, place.id, model.id);
    const v = readBase(body, stored);
    const content = describeBase(stored, v);
    const t = formatTime(now);
    if (stored) {
      Object.assign(stored, v, { updateTime: t });
    } else {
      db.insert(BILLING.rule, {
        placeId: place.id,
        roomModelId: model.id,
        ...v,
        status: 1,
        createTime: t,
        updateTime: t,
      });
    }
    record(db, ctx, 'base', model.modelName, content);
    return ok(null, '更新成功');
  }),

  // id: the room type's id
  route.post(`${BILLING_RULES_BASE}/changeStatus`, placeWrite('fee:rule:edit'), (ctx) => {
    const { db, place, body, now } = ctx;
    const model = foundRow(modelsAt(db, place.id), body.id);
    const status = switchValue(body.status);
    const rule = ruleOf(db, place.id, model.id) ?? invalid(BILLING_MSG.noRule);
    const before = rule.status;
    rule.status = status;
    rule.updateTime = formatTime(now);
    record(db, ctx, 'base', model.modelName, changes([['状态', STATUS_TEXT[before]!, STATUS_TEXT[status]!]]));
    return ok(null, '更新成功');
  }),

  route.post(`${BILLING_RULES_BASE}/findLastPrice`, PLACE_READ, ({ db, place, body }) => {
    const model = modelFrom(db, place.id, body.roomModelId);
    const memberTypeId = optionalId(body.memberTypeId);
    const protocolId = optionalId(body.protocolId);
    const days = int(body.days);
    const startDate = text(body.startDate);
    const known = <R extends StoredRow>(table: Table<R>, id: number | null | false) =>
      id === null || (id !== false && !!byId(rowsAt(db, table, place.id), id));
    ensure(
      atField('memberTypeId', known(BILLING.memberType, memberTypeId) ? null : BILLING_MSG.memberTypeMissing),
      atField('protocolId', known(BILLING.protocol, protocolId) ? null : BILLING_MSG.protocolMissing),
      atField('startDate', isDay(startDate) ? null : BILLING_MSG.startDate),
      atField('days', days !== null && days >= 1 && days <= 62 ? null : BILLING_MSG.days),
    );
    return ok(
      priceCalendar(
        pricingData(db, place.id),
        { roomModelId: model.id, memberTypeId: memberTypeId || null, protocolId: protocolId || null },
        startDate,
        days!,
      ),
    );
  }),

  /* ---------- member prices */
  route.get(`${BILLING_RULES_BASE}/listByMember`, PLACE_READ, ({ db, place, query }) => {
    const models = modelsAt(db, place.id);
    const types = rowsAt(db, BILLING.memberType, place.id).sort(levelOrder);
    const only = query.roomModelId ? int(query.roomModelId) : null;
    const level = (r: MemberPriceRuleRow) => types.findIndex((t) => t.id === r.memberTypeId);
    const rows = rowsAt(db, BILLING.member, place.id)
      .filter((r) => only === null || r.roomModelId === only)
      .sort((a, b) => a.roomModelId - b.roomModelId || level(a) - level(b));
    return ok(rows.map((r) => presentMember(r, models, types)));
  }),

  // replaces the member prices of one room type; a member type left out has none
  route.post(`${BILLING_RULES_BASE}/editMember`, placeWrite('fee:rule:edit'), (ctx) => {
    const { db, place, body, now } = ctx;
    const model = modelFrom(db, place.id, body.roomModelId);
    const types = memberTypesOf(db, place.id, now);
    const sent: unknown[] = Array.isArray(body.items) ? body.items : invalidField('items', BILLING_MSG.items);
    const seen = new Set<number>();
    const items: Array<{ memberTypeId: number } & PricedTerms> = [];
    for (const raw of sent) {
      const it = fieldsOf(raw);
      const type = byId(types, int(it.memberTypeId)) ?? invalidField('items', BILLING_MSG.memberTypeMissing);
      const name = type.typeName;
      if (seen.has(type.id)) invalidField('items', setTwice(name));
      seen.add(type.id);
      const priced = readPriced(it);
      if (typeof priced === 'string') invalidField('items', named(name, priced));
      items.push({ memberTypeId: type.id, ...priced });
    }
    const table = db.table(BILLING.member);
    const before = table.filter((r) => r.placeId === place.id && r.roomModelId === model.id);
    const t = formatTime(now);
    const content = changes(
      types.map((type) => [
        type.typeName,
        memberPriceText(before.find((r) => r.memberTypeId === type.id)),
        memberPriceText(items.find((i) => i.memberTypeId === type.id)),
      ]),
    );
    for (const r of before) table.splice(table.indexOf(r), 1);
    for (const it of items) {
      const kept = before.find((r) => r.memberTypeId === it.memberTypeId);
      const same = kept && memberPriceText(kept) === memberPriceText(it);
      table.push({
        id: kept ? kept.id : db.nextId(BILLING.member),
        placeId: place.id,
        roomModelId: model.id,
        ...it,
        updateTime: same ? kept.updateTime : t,
      });
    }
    record(db, ctx, 'member', model.modelName, content);
    return ok(null, '更新成功');
  }),

  route.post(`${MEMBER_TYPE_BASE}/getPlaceAndParent`, PLACE_WRITE, ({ db, place, now }) =>
    ok(memberTypeLevels(db, place.id, now)),
  ),

  /* ---------- protocols: a plain entity, declared (src/domain/billing.ts) */
  ...crud(BILLING_RULES_BASE, {
    entity: protocolEntity,
    table: BILLING.protocol,
    ops: ['list', 'add', 'edit', 'delete'],
    paths: { list: 'listByProtocol', add: 'addByProtocol', edit: 'upByProtocol', delete: 'delByProtocol' },
    filters: { companyName: 'contains', contactName: 'contains', status: 'equals' },
    perms: { add: 'fee:rule:add', edit: 'fee:rule:edit', delete: 'fee:rule:delete' },
    present: (r, ctx) => presentProtocol(r, modelsAt(ctx.db, placeIdOf(ctx))),
    validate: ({ row, existing, ctx }) => {
      const problem = checkLines(row, modelsAt(ctx.db, placeIdOf(ctx)));
      if (!problem && existing) protocolBefore.set(ctx, { ...existing });
      return problem;
    },
    beforeDelete: (row, ctx) => {
      protocolBefore.set(ctx, { ...row });
      return null;
    },
    afterChange: ({ op, ids }, ctx) => recordProtocol(op, ids[0]!, ctx),
  }),

  /* ---------- hour rooms: one row per room type */
  route.get(`${BILLING_RULES_BASE}/listByHourRoom`, PLACE_READ, ({ db, place }) =>
    ok(
      modelsAt(db, place.id)
        .sort((a, b) => a.id - b.id)
        .map((m) => presentHourRoom(m, db, place.id)),
    ),
  ),

  route.post(`${BILLING_RULES_BASE}/editHourRoom`, placeWrite('fee:rule:edit'), (ctx) => {
    const { db, place, body, now } = ctx;
    const model = modelFrom(db, place.id, body.roomModelId);
    const v = readHourRoom(body);
    const before = presentHourRoom(model, db, place.id);
    const stored = rowsAt(db, BILLING.hourRoom, place.id).find((r) => r.roomModelId === model.id);
    const t = formatTime(now);
    if (stored) Object.assign(stored, v, { updateTime: t });
    else db.insert(BILLING.hourRoom, { placeId: place.id, roomModelId: model.id, ...v, updateTime: t });
    record(db, ctx, 'hourRoom', model.modelName, describeHourRoom(before, v));
    return ok(null, '更新成功');
  }),

  /* ---------- promotions */
  ...crud(PROMOTION_PRICE_BASE, {
    table: BILLING.promotion,
    ops: ['list'],
    filters: { promotionName: 'contains', status: 'equals' },
    present: (r, ctx) => presentPromotion(r, modelsAt(ctx.db, placeIdOf(ctx))),
  }),

  // a new promotion starts on the shelf, so it may not overlap another on-shelf one
  route.post(`${PROMOTION_PRICE_BASE}/add`, placeWrite('fee:rule:add'), (ctx) => {
    const { db, place, body, now } = ctx;
    const models = modelsAt(db, place.id);
    const siblings = rowsAt(db, BILLING.promotion, place.id);
    const v = readPromotion(body, siblings, models);
    ensure(overlapProblem({ id: 0, ...v, status: 1 }, siblings, models));
    const t = formatTime(now);
    const { id } = db.insert(BILLING.promotion, {
      placeId: place.id,
      ...v,
      status: 1,
      createTime: t,
      updateTime: t,
    });
    const names = v.roomModelIds.map((m) => byId(models, m)?.modelName ?? '').join('、');
    record(db, ctx, 'promotion', v.promotionName, `新增促销并上架：${names} ${priceText(v)}`);
    return ok({ id }, '新增成功');
  }),

  route.post(`${PROMOTION_PRICE_BASE}/delete`, placeWrite('fee:rule:delete'), (ctx) => {
    const { db, place, body } = ctx;
    const table = db.table(BILLING.promotion);
    const stored = foundRow(rowsAt(db, BILLING.promotion, place.id), body.id);
    table.splice(table.indexOf(stored), 1);
    record(db, ctx, 'promotion', stored.promotionName, `删除促销（${priceText(stored)}）`);
    return ok(null, '删除成功');
  }),

  // explicit, not a toggle; putting one back on the shelf checks the overlap again, taking it off never fails
  route.post(`${PROMOTION_PRICE_BASE}/onAndOffShelves`, placeWrite('fee:rule:edit'), (ctx) => {
    const { db, place, body, now } = ctx;
    const all = rowsAt(db, BILLING.promotion, place.id);
    const stored = foundRow(all, body.id);
    const status = switchValue(body.status);
    if (status === 1) ensure(overlapProblem(stored, all, modelsAt(db, place.id)));
    const shelf = ['下架', '上架'];
    const content = changes([['状态', shelf[stored.status]!, shelf[status]!]]);
    stored.status = status;
    stored.updateTime = formatTime(now);
    record(db, ctx, 'promotion', stored.promotionName, content);
    return ok(null, status === 1 ? '上架成功' : '下架成功');
  }),

  /* ---------- room reductions: one row per room */
  ...crud(REDUCE_PRICE_BASE, {
    table: ROOMS.room,
    ops: ['list'],
    filters: {
      roomNo: 'contains',
      modelName: 'contains',
      // 1: rooms with a reduction, 0: without
      reduced: (v, r) => (v === '1' ? Number(r.reduceAmount) > 0 : v === '0' ? r.reduceAmount === 0 : true),
    },
    // rooms in the order they were set up: building by building, floor by floor
    defaultSort: [asc('id')],
    present: (room, ctx) => presentReduce(room, ctx.db, placeIdOf(ctx)),
  }),

  // upsert by room (the engine's edit sends the row's id, which is the room's); 0 removes the reduction
  route.post(`${REDUCE_PRICE_BASE}/edit`, placeWrite('fee:rule:edit'), (ctx) => {
    const { db, place, body, now } = ctx;
    const roomId = int(body.roomId ?? body.id);
    if (roomId === null) invalidField('roomId', BILLING_MSG.roomRequired);
    const room =
      byId(rowsAt(db, ROOMS.room, place.id), roomId) ?? invalidField('roomId', BILLING_MSG.roomMissing);
    const model = byId(modelsAt(db, place.id), room.roomModelId);
    const basePrice = model ? basePriceOf(db, place.id, model) : 0;
    // no amount is no reduction
    const { reduceAmount: amount, reason } = parseBody(
      reduceEntity,
      bodyValues(reduceEntity, { ...body, reduceAmount: body.reduceAmount ?? 0 }),
    );
    ensure(atField('reduceAmount', amount > 0 && amount >= basePrice ? reduceTooMuch(basePrice) : null));
    const table = db.table(BILLING.reduce);
    const stored = table.find((r) => r.placeId === place.id && r.roomId === room.id);
    const before = stored?.reduceAmount ?? 0;
    const t = formatTime(now);
    if (amount === 0) {
      if (stored) table.splice(table.indexOf(stored), 1);
    } else if (stored) {
      Object.assign(stored, { reduceAmount: amount, reason, updateTime: t });
    } else {
      db.insert(BILLING.reduce, {
        placeId: place.id,
        roomId: room.id,
        reduceAmount: amount,
        reason,
        updateTime: t,
      });
    }
    const why = amount > 0 && reason ? `（${reason}）` : '';
    const content =
      before !== amount || (stored && stored.reason !== reason)
        ? `每晚减免 ${money(before)} → ${money(amount)}${why}`
        : '';
    record(db, ctx, 'reduce', `${room.roomNo}（${model?.modelName ?? ''}）`, content);
    return ok(null, '更新成功');
  }),

  /* ---------- order price edits */
  ...crud(ORDER_EDIT_BASE, {
    table: BILLING.orderEdit,
    ops: ['list'],
    filters: { status: 'equals', orderNo: 'contains', roomNo: 'contains', guestName: 'contains' },
    defaultSort: [desc('applyTime')],
    present: ({ placeId: _placeId, ...r }) => r,
  }),

  route.post(`${ORDER_EDIT_BASE}/check`, placeWrite('fee:rule:check'), (ctx) => {
    const { db, place, body, user, now } = ctx;
    const row = foundRow(rowsAt(db, BILLING.orderEdit, place.id), body.id);
    const v = parseBody(orderEditCheckEntity, bodyValues(orderEditCheckEntity, body));
    const noReason = checkRemarkCheck(v);
    ensure(atField('checkRemark', noReason && said(noReason)));
    if (row.status !== 0) invalid(BILLING_MSG.decided);
    const status = codeOf(CHECK_RESULTS, v.status);
    Object.assign(row, {
      status,
      checker: user.name,
      checkTime: formatTime(now),
      checkRemark: v.checkRemark,
    });
    const verdict = status === 1 ? '已通过' : `已驳回（${v.checkRemark}）`;
    record(
      db,
      ctx,
      'orderEdit',
      `${row.orderNo}（${row.roomNo}）`,
      `改价 ${money(row.originalPrice)} → ${money(row.newPrice)}：${verdict}`,
    );
    return ok(null, '审核成功');
  }),

  /* ---------- price records */
  ...crud(PRICE_RECORD_BASE, {
    table: BILLING.record,
    ops: ['list'],
    filters: { recordType: 'equals', target: 'contains', operator: 'contains' },
    defaultSort: [desc('createTime')],
    present: ({ placeId: _placeId, ...r }) => r,
  }),

  /* ---------- charge config */
  route.post(`${OTHER_CONFIG_BASE}/getChargePriceConfig`, PLACE_READ, ({ db, place }) => {
    const row = rowsAt(db, BILLING.otherConfig, place.id)[0];
    return ok({ ...DEFAULT_CHARGE_CONFIG, ...row?.chargePrice });
  }),

  route.post(
    `${OTHER_CONFIG_BASE}/updateChargePriceConfig`,
    placeWrite('fee:rule:edit'),
    ({ db, place, body, now }) => {
      const chargePrice = parseBody(chargeConfigEntity, bodyValues(chargeConfigEntity, body));
      const t = formatTime(now);
      const row = rowsAt(db, BILLING.otherConfig, place.id)[0];
      if (row) Object.assign(row, { chargePrice, updateTime: t });
      else db.insert(BILLING.otherConfig, { placeId: place.id, chargePrice, createTime: t, updateTime: t });
      return ok(null, '更新成功');
    },
  ),
];
