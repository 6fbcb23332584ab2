/**
 * /business-merchant billing (§7 Billing, /feeRule/index): base prices per room type, member and protocol prices,
 * hour rooms, promotions on §3 schedules, room reductions, order price edits awaiting a check, the price records
 * and the charge config, plus the member types of /business-member. Serves exactly the calls and shapes of
 * src/api/services/billing.ts. Prices come from the shared pure module src/domain/pricing.ts (findLastPrice is
 * `priceCalendar` over this place's rows), schedules are checked and compared with src/domain/schedule.ts. Every
 * price change writes one price record (priceRecord/list).
 */
import { isDay, minutesOf } from '../../src/domain/calendar';
import {
  DEFAULT_WEEKEND_DAYS,
  discountText,
  priceCalendar,
  type PricingData,
  type PromotionRule,
} from '../../src/domain/pricing';
import { checkSchedule, firstOverlap, splitList, type ScheduleProblem } from '../../src/domain/schedule';
import {
  atField,
  crud,
  CRUD_MSG,
  ensure,
  invalid,
  invalidField,
  ok,
  route,
  type CrudContext,
  type FieldProblem,
  type Problem,
  rowsAt,
  PLACE_READ,
  PLACE_WRITE,
  placeWrite,
} from '../contract';
import { formatTime, type Db, type EntityRow } from '../db';
import { BILLING_TABLES, DEFAULT_MEMBER_TYPES, ROOM_TABLES } from '../seed';
import { checkPhone, int, MAX_NUMBER, MSG, text } from '../validate';

const BASE = '/business-merchant';
const RULES = `${BASE}/businessBillingRules`;
const PROMOTION = `${BASE}/businessPromotionPrice`;
const REDUCE = `${BASE}/businessReduceRoomPrice`;
const ORDER_EDIT = `${BASE}/orderEdit`;
const RECORD = `${BASE}/priceRecord`;
const OTHER_CONFIG = `${BASE}/businessOtherConfig`;
const MEMBER_TYPE = '/business-member/memberType';

export const BILLING_MSG = {
  modelRequired: '请选择房型',
  modelMissing: '房型不存在或已被删除',
  money: MSG.money,
  weekendDays: '周末须为周一至周日中的一天或多天',
  time: '请输入正确的时间，如 14:00',
  noRule: '请先设置该房型的门市价',
  memberTypeMissing: '会员类型不存在或已被删除',
  items: '请提交会员价列表',
  mode: '请选择定价方式',
  discount: '折扣须为1-99之间的整数（88表示8.8折）',
  companyRequired: '请输入单位名称',
  companyLong: '单位名称最多50个字符',
  companyTaken: '该单位已有协议价',
  contactRequired: '请输入联系人',
  contactLong: '联系人最多20个字符',
  date: '请选择正确的日期',
  dateOrder: '结束日期不能早于开始日期',
  pricesRequired: '请至少设置一个房型的协议价',
  status: CRUD_MSG.badStatus,
  enabled: '开关值须为0或1',
  startHours: '起步时长须为1-12之间的整数小时',
  capHours: '封顶时长须大于起步时长且不超过24小时',
  stepMinutes: '续时单位须为15、30或60分钟',
  saleSame: '售卖开始与结束时间不能相同',
  promotionRequired: '请输入促销名称',
  promotionLong: '促销名称最多30个字符',
  promotionTaken: '促销名称已存在',
  modelsRequired: '请至少选择一个房型',
  roomRequired: '请选择房间',
  roomMissing: '房间不存在或已被删除',
  reduceAmount: '减免金额须在0-999之间，最多两位小数',
  decided: '该改价申请已处理',
  checkStatus: '请选择审核结果',
  checkRemarkRequired: '请填写驳回原因',
  startDate: '请选择正确的开始日期',
  days: '查询天数须为1-62之间的整数',
  protocolMissing: '协议单位不存在或已被删除',
  halfDayPercent: '半日房费比例须为0-100之间的整数',
  graceMinutes: '免费延时须为0-240之间的整数（分钟）',
  roundMode: '请选择取整方式',
} as const;

/** The Chinese words of a schedule problem (src/domain/schedule.ts `checkSchedule`). */
export const SCHEDULE_MSG: Record<ScheduleProblem, string> = {
  type: '请选择促销周期类型',
  startTime: '请选择开始日期',
  endTime: '请选择结束日期',
  endBeforeStart: '结束日期不能早于开始日期',
  weekDays: '请选择每周的哪几天（周一至周日）',
  monthDays: '请选择每月的哪几天（1-31日）',
  dates: '请选择指定日期',
  dateOutsidePeriod: '指定日期须在促销期间内',
  openStartTime: '请输入正确的开始时间，如 08:00',
  openEndTime: '请输入正确的结束时间，如 22:00',
  openSame: '开始时间与结束时间不能相同',
};

/** '门市价须大于0' */
export const mustBePositive = (label: string) => `${label}须大于0`;
/** '押金不能超过999999999' */
export const tooMuch = (label: string, max = MAX_NUMBER) => `${label}不能超过${max}`;
/** '「金卡会员」只能设置一次' */
export const setTwice = (name: string) => `「${name}」只能设置一次`;
/** '减免金额须低于该房型门市价（168.00元）' */
export const reduceTooMuch = (price: number) => `减免金额须低于该房型门市价（${money(price)}元）`;
/** '与促销「周末特惠」在 2026-12-05 对「电竞大床房」的时段重叠' */
export const promotionOverlap = (name: string, day: string, modelName: string) =>
  `与促销「${name}」在 ${day} 对「${modelName}」的时段重叠`;
/** A problem of one item of a list field, named: '金卡会员：折扣须为1-99…' */
const named = (name: string, msg: string | null) => (msg ? `${name}：${msg}` : null);

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
const REDUCE_MAX = 999;
const STEP_MINUTES = [15, 30, 60];
const WEEK_NAMES = ['一', '二', '三', '四', '五', '六', '日'];
const STATUS_TEXT = ['停用', '启用'];

/* ------------------------------------------------------------------ reading and words */

const byId = (rows: EntityRow[], id: unknown) => (id === null ? undefined : rows.find((r) => r.id === id));
const length = (v: unknown) => [...text(v)].length;

/** A number from JSON or numeric text, else null. */
function num(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  return typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v.trim()) : null;
}

/** An optional id: null when absent or empty, false when not an id. */
const optionalId = (v: unknown): number | null | false =>
  v === undefined || v === null || v === '' ? null : (int(v) ?? false);

const hasCents = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/**
 * A money field's problem: not a number, negative or more than two decimals; 0 when it must be positive; above
 * the maximum.
 */
function moneyProblem(v: unknown, label: string, positive: boolean, max = MAX_NUMBER): string | null {
  const n = num(v);
  if (n === null || n < 0 || !hasCents(n)) return MSG.money;
  if (positive && n <= 0) return mustBePositive(label);
  return n > max ? tooMuch(label, max) : null;
}

const checkTime = (v: unknown) => (typeof v === 'string' && minutesOf(v) !== null ? null : BILLING_MSG.time);

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

/** Write one price record (nothing when there is nothing to say). */
function record(
  db: Db,
  ctx: { place: { id: number }; user: { name: string }; now: number },
  recordType: string,
  target: string,
  content: string,
): void {
  if (!content) return;
  db.table(BILLING_TABLES.record).push({
    id: db.nextId(BILLING_TABLES.record),
    placeId: ctx.place.id,
    recordType,
    target,
    content,
    operator: ctx.user.name,
    createTime: formatTime(ctx.now),
  });
}

/* ------------------------------------------------------------------ lookups */

const modelsAt = (db: Db, placeId: number) => rowsAt(db, ROOM_TABLES.model, placeId);
const ruleOf = (db: Db, placeId: number, roomModelId: unknown) =>
  rowsAt(db, BILLING_TABLES.rule, placeId).find((r) => r.roomModelId === roomModelId);

/** The room type named by a body field, else a field error (no id, unknown, of another place). */
function modelFrom(db: Db, placeId: number, v: unknown, field = 'roomModelId'): EntityRow {
  const id = int(v);
  if (id === null) invalidField(field, BILLING_MSG.modelRequired);
  return byId(modelsAt(db, placeId), id) ?? invalidField(field, BILLING_MSG.modelMissing);
}

/** The base price a type is sold at: its rule's, else the type's own list price. */
function basePriceOf(db: Db, placeId: number, model: EntityRow): number {
  const rule = ruleOf(db, placeId, model.id);
  return typeof rule?.basePrice === 'number' ? rule.basePrice : Number(model.basePrice ?? 0);
}

/**
 * The member types of a place. A hotel or inn always has the four defaults: a place added after the seed gets
 * them on first use. Internet cafes have none.
 */
export function memberTypesOf(db: Db, placeId: number, now: number): EntityRow[] {
  const rows = rowsAt(db, BILLING_TABLES.memberType, placeId);
  const place = db.placeById(placeId);
  if (rows.length > 0 || !place || place.placeType === 50) return rows.sort((a, b) => lv(a) - lv(b));
  const t = formatTime(now);
  const created = DEFAULT_MEMBER_TYPES.map(([typeName, level]) => ({
    id: db.nextId(BILLING_TABLES.memberType),
    placeId,
    typeName,
    level,
    createTime: t,
  }));
  db.table(BILLING_TABLES.memberType).push(...created);
  return created;
}
const lv = (r: EntityRow) => Number(r.level);

/**
 * The pricing rules of a place in the shapes of src/domain/pricing.ts: the one mapping from stored rows to the
 * pure module, for findLastPrice (and the tests, which compare against `priceCalendar` of the same data).
 */
export function pricingData(db: Db, placeId: number): PricingData {
  return {
    base: rowsAt(db, BILLING_TABLES.rule, placeId).map((r) => ({
      roomModelId: r.roomModelId as number,
      basePrice: r.basePrice as number,
      weekendPrice: Number(r.weekendPrice ?? 0),
      weekendDays: (r.weekendDays as number[] | undefined) ?? DEFAULT_WEEKEND_DAYS,
      status: r.status as number,
    })),
    members: rowsAt(db, BILLING_TABLES.member, placeId).map((r) => ({
      roomModelId: r.roomModelId as number,
      memberTypeId: r.memberTypeId as number,
      mode: r.mode as 1 | 2,
      price: r.price as number,
      discount: r.discount as number,
    })),
    protocols: rowsAt(db, BILLING_TABLES.protocol, placeId).map((r) => ({
      id: r.id,
      companyName: r.companyName as string,
      startTime: r.startTime as string,
      endTime: r.endTime as string,
      status: r.status as number,
      prices: (r.prices as Array<{ roomModelId: number; price: number }>).map((p) => ({ ...p })),
    })),
    promotions: rowsAt(db, BILLING_TABLES.promotion, placeId).map(toPromotionRule),
  };
}

function toPromotionRule(r: EntityRow): PromotionRule {
  return {
    id: r.id,
    promotionName: r.promotionName as string,
    roomModelIds: [...(r.roomModelIds as number[])],
    mode: r.mode as 1 | 2,
    price: r.price as number,
    discount: r.discount as number,
    status: r.status as number,
    dataType: r.dataType as PromotionRule['dataType'],
    startTime: r.startTime as string,
    endTime: r.endTime as string,
    week: r.week as string,
    openStartTime: r.openStartTime as string,
    openEndTime: r.openEndTime as string,
  };
}

/* ------------------------------------------------------------------ base prices */

/** A room type with its base rule (BasePriceRow): prices null and status 0 until the first edit. */
function presentBase(model: EntityRow, db: Db, placeId: number) {
  const rule = ruleOf(db, placeId, model.id);
  return {
    id: model.id,
    roomModelId: model.id,
    modelName: model.modelName,
    ruleId: rule?.id ?? null,
    basePrice: (rule?.basePrice as number | undefined) ?? null,
    weekendPrice: (rule?.weekendPrice as number | undefined) ?? null,
    weekendDays: (rule?.weekendDays as number[] | undefined) ?? [...DEFAULT_WEEKEND_DAYS],
    deposit: (rule?.deposit as number | undefined) ?? 0,
    checkInTime: (rule?.checkInTime as string | undefined) ?? DEFAULT_CHECK_IN,
    checkOutTime: (rule?.checkOutTime as string | undefined) ?? DEFAULT_CHECK_OUT,
    status: (rule?.status as number | undefined) ?? 0,
    updateTime: (rule?.updateTime as string | undefined) ?? '',
  };
}

function readWeekendDays(v: unknown): number[] | FieldProblem {
  if (v === undefined || v === null) return [...DEFAULT_WEEKEND_DAYS];
  const days = Array.isArray(v) ? v.map(int) : null;
  if (!days || days.length === 0 || days.some((d) => d === null || d < 1 || d > 7))
    return { field: 'weekendDays', msg: BILLING_MSG.weekendDays };
  return [...new Set(days as number[])].sort((a, b) => a - b);
}

/** An edit's values; a field the body leaves out keeps the stored rule's value (a new rule: the defaults). */
function readBase(body: Record<string, unknown>, stored: EntityRow | undefined) {
  const pick = (k: string, fallback: unknown) => (k in body ? body[k] : (stored?.[k] ?? fallback));
  // a blank optional amount is none
  const amount = (k: string) => {
    const v = pick(k, 0);
    return v === null || v === '' ? 0 : v;
  };
  const weekendDays = readWeekendDays(pick('weekendDays', null));
  const v = {
    basePrice: pick('basePrice', undefined),
    weekendPrice: amount('weekendPrice'),
    deposit: amount('deposit'),
    checkInTime: pick('checkInTime', DEFAULT_CHECK_IN),
    checkOutTime: pick('checkOutTime', DEFAULT_CHECK_OUT),
  };
  ensure(
    atField('basePrice', moneyProblem(v.basePrice, '门市价', true)),
    atField('weekendPrice', moneyProblem(v.weekendPrice, '周末价', false)),
    Array.isArray(weekendDays) ? null : weekendDays,
    atField('deposit', moneyProblem(v.deposit, '押金', false)),
    atField('checkInTime', checkTime(v.checkInTime)),
    atField('checkOutTime', checkTime(v.checkOutTime)),
  );
  return {
    basePrice: num(v.basePrice)!,
    weekendPrice: num(v.weekendPrice)!,
    weekendDays: weekendDays as number[],
    deposit: num(v.deposit)!,
    checkInTime: v.checkInTime as string,
    checkOutTime: v.checkOutTime as string,
  };
}

/** What a base edit changed, in words. */
function describeBase(before: EntityRow | undefined, after: Record<string, unknown>): string {
  const w = (r: Record<string, unknown> | undefined) => (r ? weekText(r.weekendDays as number[]) : '未设置');
  return changes([
    ['门市价', money(before?.basePrice), money(after.basePrice)],
    ['周末价', money(before?.weekendPrice), money(after.weekendPrice)],
    ['周末', w(before), w(after)],
    ['押金', money(before?.deposit), money(after.deposit)],
    ['入住时间', String(before?.checkInTime ?? '未设置'), String(after.checkInTime)],
    ['退房时间', String(before?.checkOutTime ?? '未设置'), String(after.checkOutTime)],
  ]);
}

/* ------------------------------------------------------------------ member prices */

function presentMember(r: EntityRow, models: EntityRow[], types: EntityRow[]) {
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

/** One member price as the records write it: '8.8折' or '138.00'. */
const memberPriceText = (r: Record<string, unknown> | undefined) =>
  !r ? '未设置' : r.mode === 2 ? `${discountText(Number(r.discount))}折` : money(r.price);

/** The price-or-discount pair of a mode 1 / 2 rule; the unused one is stored as 0. */
function readPriced(
  item: Record<string, unknown>,
  label: string,
): { mode: 1 | 2; price: number; discount: number } | string {
  const mode = int(item.mode);
  if (mode !== 1 && mode !== 2) return BILLING_MSG.mode;
  if (mode === 1) {
    const p = moneyProblem(item.price, label, true);
    return p ?? { mode, price: num(item.price)!, discount: 0 };
  }
  const d = int(item.discount);
  return d === null || d < 1 || d > 99 ? BILLING_MSG.discount : { mode, price: 0, discount: d };
}

/* ------------------------------------------------------------------ protocols */

type ProtocolPrice = { roomModelId: number; price: number };

function presentProtocol(r: EntityRow, models: EntityRow[]) {
  return {
    id: r.id,
    companyName: r.companyName,
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    remark: r.remark ?? '',
    startTime: r.startTime ?? '',
    endTime: r.endTime ?? '',
    status: r.status,
    prices: (r.prices as ProtocolPrice[]).map((p) => ({
      roomModelId: p.roomModelId,
      modelName: byId(models, p.roomModelId)?.modelName ?? '',
      price: p.price,
    })),
    createTime: r.createTime,
  };
}

const pricesText = (prices: ProtocolPrice[], models: EntityRow[]) =>
  prices.map((p) => `${String(byId(models, p.roomModelId)?.modelName ?? '')} ${money(p.price)}`).join('、');
const periodText = (r: Record<string, unknown>) =>
  r.startTime || r.endTime
    ? `${String(r.startTime || '不限')} 至 ${String(r.endTime || '不限')}`
    : '长期有效';

/** The protocol a body describes (an edit merges it over the stored one) and its first problem. */
function readProtocol(
  body: Record<string, unknown>,
  stored: EntityRow | undefined,
  siblings: EntityRow[],
  models: EntityRow[],
) {
  const pick = (k: string, fallback: unknown) => (k in body ? body[k] : (stored?.[k] ?? fallback));
  const companyName = text(pick('companyName', ''));
  const contactName = text(pick('contactName', ''));
  const contactPhone = text(pick('contactPhone', ''));
  const remark = text(pick('remark', ''));
  const startTime = text(pick('startTime', ''));
  const endTime = text(pick('endTime', ''));
  const status = int(pick('status', 1));
  const raw = pick('prices', []);
  const items = Array.isArray(raw) ? (raw as unknown[]) : null;

  const seen = new Set<number>();
  const prices: ProtocolPrice[] = [];
  let priceProblem: string | null = items && items.length > 0 ? null : BILLING_MSG.pricesRequired;
  for (const item of items ?? []) {
    if (priceProblem) break;
    const it = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const model = byId(models, int(it.roomModelId));
    if (!model) {
      priceProblem = BILLING_MSG.modelMissing;
      break;
    }
    const name = String(model.modelName);
    priceProblem = seen.has(model.id) ? setTwice(name) : named(name, moneyProblem(it.price, '协议价', true));
    seen.add(model.id);
    if (!priceProblem) prices.push({ roomModelId: model.id, price: num(it.price)! });
  }

  ensure(
    atField('companyName', companyName ? null : BILLING_MSG.companyRequired),
    atField('companyName', length(companyName) > 50 ? BILLING_MSG.companyLong : null),
    atField(
      'companyName',
      siblings.some((s) => String(s.companyName).toLowerCase() === companyName.toLowerCase())
        ? BILLING_MSG.companyTaken
        : null,
    ),
    atField('contactName', contactName ? null : BILLING_MSG.contactRequired),
    atField('contactName', length(contactName) > 20 ? BILLING_MSG.contactLong : null),
    atField('contactPhone', checkPhone(contactPhone)),
    atField('startTime', startTime === '' || isDay(startTime) ? null : BILLING_MSG.date),
    atField('endTime', endTime === '' || isDay(endTime) ? null : BILLING_MSG.date),
    atField('endTime', startTime && endTime && endTime < startTime ? BILLING_MSG.dateOrder : null),
    atField('status', status === 0 || status === 1 ? null : BILLING_MSG.status),
    atField('prices', priceProblem),
    atField('remark', length(remark) > 50 ? MSG.max50 : null),
  );
  return { companyName, contactName, contactPhone, remark, startTime, endTime, status: status!, prices };
}

/* ------------------------------------------------------------------ hour rooms */

function presentHourRoom(model: EntityRow, db: Db, placeId: number) {
  const row = rowsAt(db, BILLING_TABLES.hourRoom, placeId).find((r) => r.roomModelId === model.id);
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

function readHourRoom(body: Record<string, unknown>) {
  const v = {
    enabled: int(body.enabled),
    startHours: int(body.startHours),
    startPrice: body.startPrice,
    stepMinutes: int(body.stepMinutes),
    stepPrice: body.stepPrice,
    capHours: int(body.capHours),
    saleStartTime: body.saleStartTime,
    saleEndTime: body.saleEndTime,
  };
  const start = v.startHours;
  ensure(
    atField('enabled', v.enabled === 0 || v.enabled === 1 ? null : BILLING_MSG.enabled),
    atField('startHours', start !== null && start >= 1 && start <= 12 ? null : BILLING_MSG.startHours),
    atField('startPrice', moneyProblem(v.startPrice, '起步价', true)),
    atField('stepMinutes', STEP_MINUTES.includes(v.stepMinutes ?? -1) ? null : BILLING_MSG.stepMinutes),
    atField('stepPrice', moneyProblem(v.stepPrice, '续时价', true)),
    atField(
      'capHours',
      v.capHours !== null && v.capHours > start! && v.capHours <= 24 ? null : BILLING_MSG.capHours,
    ),
    atField('saleStartTime', checkTime(v.saleStartTime)),
    atField('saleEndTime', checkTime(v.saleEndTime)),
    atField('saleEndTime', v.saleStartTime === v.saleEndTime ? BILLING_MSG.saleSame : null),
  );
  return {
    enabled: v.enabled!,
    startHours: start!,
    startPrice: num(v.startPrice)!,
    stepMinutes: v.stepMinutes!,
    stepPrice: num(v.stepPrice)!,
    capHours: v.capHours!,
    saleStartTime: v.saleStartTime as string,
    saleEndTime: v.saleEndTime as string,
  };
}

function describeHourRoom(b: Record<string, unknown>, a: Record<string, unknown>): string {
  const onOff = (r: Record<string, unknown>) => (r.enabled === 1 ? '开启' : '未开启');
  return changes([
    ['钟点房', onOff(b), onOff(a)],
    [
      '起步',
      `${String(b.startHours)}小时 ${money(b.startPrice)}`,
      `${String(a.startHours)}小时 ${money(a.startPrice)}`,
    ],
    [
      '续时',
      `每${String(b.stepMinutes)}分钟 ${money(b.stepPrice)}`,
      `每${String(a.stepMinutes)}分钟 ${money(a.stepPrice)}`,
    ],
    ['封顶', `${String(b.capHours)}小时`, `${String(a.capHours)}小时`],
    [
      '售卖时段',
      `${String(b.saleStartTime)}-${String(b.saleEndTime)}`,
      `${String(a.saleStartTime)}-${String(a.saleEndTime)}`,
    ],
  ]);
}

/* ------------------------------------------------------------------ promotions */

function presentPromotion(r: EntityRow, models: EntityRow[]) {
  const ids = r.roomModelIds as number[];
  return {
    ...toPromotionRule(r),
    modelNames: ids.map((id) => String(byId(models, id)?.modelName ?? '')),
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
function overlapProblem(p: PromotionRule, others: EntityRow[], models: EntityRow[]): Problem {
  let best: { day: string; name: string; model: string } | null = null;
  for (const o of others) {
    if (o.id === p.id || o.status !== 1) continue;
    const rule = toPromotionRule(o);
    const shared = p.roomModelIds.filter((id) => rule.roomModelIds.includes(id));
    if (shared.length === 0) continue;
    const day = firstOverlap(p, rule);
    if (day && (!best || day < best.day)) {
      best = { day, name: rule.promotionName, model: String(byId(models, shared[0])?.modelName ?? '') };
    }
  }
  return best ? { field: 'roomModelIds', msg: promotionOverlap(best.name, best.day, best.model) } : null;
}

function readPromotion(body: Record<string, unknown>, siblings: EntityRow[], models: EntityRow[]) {
  const promotionName = text(body.promotionName);
  const rawIds = body.roomModelIds;
  const ids = Array.isArray(rawIds) ? [...new Set(rawIds.map(int))] : [];
  const priced = readPriced(body, '促销价');
  const dataType = int(body.dataType);
  const schedule = {
    dataType: dataType as PromotionRule['dataType'],
    startTime: text(body.startTime),
    endTime: text(body.endTime),
    week: typeof body.week === 'string' ? body.week : '',
    openStartTime: text(body.openStartTime),
    openEndTime: text(body.openEndTime),
  };
  const problem = checkSchedule(schedule);
  ensure(
    atField('promotionName', promotionName ? null : BILLING_MSG.promotionRequired),
    atField('promotionName', length(promotionName) > 30 ? BILLING_MSG.promotionLong : null),
    atField(
      'promotionName',
      siblings.some((s) => s.promotionName === promotionName) ? BILLING_MSG.promotionTaken : null,
    ),
    atField('roomModelIds', ids.length > 0 ? null : BILLING_MSG.modelsRequired),
    atField('roomModelIds', ids.every((id) => byId(models, id)) ? null : BILLING_MSG.modelMissing),
    typeof priced === 'string'
      ? atField(priced === BILLING_MSG.mode ? 'mode' : int(body.mode) === 1 ? 'price' : 'discount', priced)
      : null,
    problem ? { field: problem.field, msg: SCHEDULE_MSG[problem.problem] } : null,
  );
  return {
    promotionName,
    roomModelIds: ids as number[],
    ...(priced as Exclude<typeof priced, string>),
    ...schedule,
    week: normalizeWeek(dataType!, schedule.week),
  };
}

const promotionPriceText = (r: Record<string, unknown>) =>
  r.mode === 2 ? `${discountText(Number(r.discount))}折` : money(r.price);

/* ------------------------------------------------------------------ reductions, order edits */

function presentReduce(room: EntityRow, db: Db, placeId: number) {
  const reduce = rowsAt(db, BILLING_TABLES.reduce, placeId).find((r) => r.roomId === room.id);
  return {
    id: room.id,
    roomId: room.id,
    roomNo: room.roomNo,
    buildingName: byId(rowsAt(db, ROOM_TABLES.building, placeId), room.buildingId)?.buildingName ?? '',
    modelName: byId(modelsAt(db, placeId), room.roomModelId)?.modelName ?? '',
    reduceAmount: (reduce?.reduceAmount as number | undefined) ?? 0,
    reason: (reduce?.reason as string | undefined) ?? '',
    updateTime: (reduce?.updateTime as string | undefined) ?? '',
  };
}

/* ------------------------------------------------------------------ charge config */

function readChargeConfig(body: Record<string, unknown>) {
  const v = {
    earlyCheckInBefore: body.earlyCheckInBefore,
    halfDayUntil: body.halfDayUntil,
    halfDayPercent: int(body.halfDayPercent),
    graceMinutes: int(body.graceMinutes),
    roundMode: int(body.roundMode),
  };
  const pct = v.halfDayPercent;
  const grace = v.graceMinutes;
  ensure(
    atField('earlyCheckInBefore', checkTime(v.earlyCheckInBefore)),
    atField('halfDayUntil', checkTime(v.halfDayUntil)),
    atField('halfDayPercent', pct !== null && pct >= 0 && pct <= 100 ? null : BILLING_MSG.halfDayPercent),
    atField('graceMinutes', grace !== null && grace >= 0 && grace <= 240 ? null : BILLING_MSG.graceMinutes),
    atField('roundMode', [0, 1, 2].includes(v.roundMode ?? -1) ? null : BILLING_MSG.roundMode),
  );
  return v;
}

/* ------------------------------------------------------------------ routes */

const asc = (field: string) => ({ field, order: 'asc' as const });
const desc = (field: string) => ({ field, order: 'desc' as const });
const placeOf = (ctx: CrudContext) => ctx.place!.id;

export const billingHandlers = [
  /* ---------- base prices: one row per room type */
  ...crud(RULES, {
    table: ROOM_TABLES.model,
    ops: ['list'],
    filters: { modelName: 'contains' },
    defaultSort: [asc('roomModelId')],
    present: (m, ctx) => presentBase(m, ctx.db, placeOf(ctx)),
  }),

  route.post(`${RULES}/findBasePrice`, PLACE_READ, ({ db, place, body }) => {
    const model = modelFrom(db, place.id, body.roomModelId);
    return ok(ruleOf(db, place.id, model.id) ? presentBase(model, db, place.id) : null);
  }),

  // upsert by room type: the first save creates the rule in use (status 1)
  route.post(`${RULES}/edit`, placeWrite('fee:rule:edit'), (ctx) => {
    const { db, place, body, now } = ctx;
    const model = modelFrom(db, place.id, body.roomModelId);
    const stored = ruleOf(db, place.id, model.id);
    const v = readBase(body, stored);
    const content = describeBase(stored, v);
    const t = formatTime(now);
    if (stored) {
      Object.assign(stored, v, { updateTime: t });
    } else {
      db.table(BILLING_TABLES.rule).push({
        id: db.nextId(BILLING_TABLES.rule),
        placeId: place.id,
        roomModelId: model.id,
        ...v,
        status: 1,
        createTime: t,
        updateTime: t,
      });
    }
    record(db, ctx, 'base', String(model.modelName), content);
    return ok(null, '更新成功');
  }),

  // id: the room type's id
  route.post(`${RULES}/changeStatus`, placeWrite('fee:rule:edit'), (ctx) => {
    const { db, place, body, now } = ctx;
    const model = byId(modelsAt(db, place.id), int(body.id)) ?? invalid(CRUD_MSG.notFound);
    const status = int(body.status);
    if (status !== 0 && status !== 1) invalid(CRUD_MSG.badStatus);
    const rule = ruleOf(db, place.id, model.id) ?? invalid(BILLING_MSG.noRule);
    const before = rule.status as number;
    rule.status = status;
    rule.updateTime = formatTime(now);
    record(
      db,
      ctx,
      'base',
      String(model.modelName),
      changes([['状态', STATUS_TEXT[before]!, STATUS_TEXT[status]!]]),
    );
    return ok(null, '更新成功');
  }),

  route.post(`${RULES}/findLastPrice`, PLACE_READ, ({ db, place, body }) => {
    const model = modelFrom(db, place.id, body.roomModelId);
    const memberTypeId = optionalId(body.memberTypeId);
    const protocolId = optionalId(body.protocolId);
    const days = int(body.days);
    const startDate = text(body.startDate);
    const known = (table: string, id: number | null | false) =>
      id === null || (id !== false && !!byId(rowsAt(db, table, place.id), id));
    ensure(
      atField(
        'memberTypeId',
        known(BILLING_TABLES.memberType, memberTypeId) ? null : BILLING_MSG.memberTypeMissing,
      ),
      atField('protocolId', known(BILLING_TABLES.protocol, protocolId) ? null : BILLING_MSG.protocolMissing),
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
  route.get(`${RULES}/listByMember`, PLACE_READ, ({ db, place, query }) => {
    const models = modelsAt(db, place.id);
    const types = rowsAt(db, BILLING_TABLES.memberType, place.id);
    const only = query.roomModelId ? int(query.roomModelId) : null;
    const level = (r: EntityRow) => Number(byId(types, r.memberTypeId)?.level ?? 0);
    const rows = rowsAt(db, BILLING_TABLES.member, place.id)
      .filter((r) => only === null || r.roomModelId === only)
      .sort((a, b) => (a.roomModelId as number) - (b.roomModelId as number) || level(a) - level(b));
    return ok(rows.map((r) => presentMember(r, models, types)));
  }),

  // replaces the member prices of one room type; a member type left out has none
  route.post(`${RULES}/editMember`, placeWrite('fee:rule:edit'), (ctx) => {
    const { db, place, body, now } = ctx;
    const model = modelFrom(db, place.id, body.roomModelId);
    const types = memberTypesOf(db, place.id, now);
    if (!Array.isArray(body.items)) invalidField('items', BILLING_MSG.items);
    const seen = new Set<number>();
    const items: Array<{ memberTypeId: number; mode: 1 | 2; price: number; discount: number }> = [];
    for (const raw of body.items as unknown[]) {
      const it = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
      const type = byId(types, int(it.memberTypeId)) ?? invalidField('items', BILLING_MSG.memberTypeMissing);
      const name = String(type.typeName);
      if (seen.has(type.id)) invalidField('items', setTwice(name));
      seen.add(type.id);
      const priced = readPriced(it, '会员价');
      if (typeof priced === 'string') invalidField('items', named(name, priced)!);
      items.push({ memberTypeId: type.id, ...priced });
    }
    const table = db.table(BILLING_TABLES.member);
    const before = table.filter((r) => r.placeId === place.id && r.roomModelId === model.id);
    const t = formatTime(now);
    const content = changes(
      types.map((type) => [
        String(type.typeName),
        memberPriceText(before.find((r) => r.memberTypeId === type.id)),
        memberPriceText(items.find((i) => i.memberTypeId === type.id)),
      ]),
    );
    for (const r of before) table.splice(table.indexOf(r), 1);
    for (const it of items) {
      const kept = before.find((r) => r.memberTypeId === it.memberTypeId);
      const same = kept && memberPriceText(kept) === memberPriceText(it);
      table.push({
        id: kept ? kept.id : db.nextId(BILLING_TABLES.member),
        placeId: place.id,
        roomModelId: model.id,
        ...it,
        updateTime: same ? kept.updateTime : t,
      });
    }
    record(db, ctx, 'member', String(model.modelName), content);
    return ok(null, '更新成功');
  }),

  route.post(`${MEMBER_TYPE}/getPlaceAndParent`, PLACE_WRITE, ({ db, place, now }) =>
    ok(memberTypesOf(db, place.id, now).map((r) => ({ id: r.id, typeName: r.typeName, level: r.level }))),
  ),

  /* ---------- protocols */
  ...crud(RULES, {
    table: BILLING_TABLES.protocol,
    ops: ['list'],
    paths: { list: 'listByProtocol' },
    filters: { companyName: 'contains', contactName: 'contains', status: 'equals' },
    present: (r, ctx) => presentProtocol(r, modelsAt(ctx.db, placeOf(ctx))),
  }),

  route.post(`${RULES}/addByProtocol`, placeWrite('fee:rule:add'), (ctx) => {
    const { db, place, body, now } = ctx;
    const models = modelsAt(db, place.id);
    const v = readProtocol(body, undefined, rowsAt(db, BILLING_TABLES.protocol, place.id), models);
    const t = formatTime(now);
    const id = db.nextId(BILLING_TABLES.protocol);
    db.table(BILLING_TABLES.protocol).push({ id, placeId: place.id, ...v, createTime: t, updateTime: t });
    record(db, ctx, 'protocol', v.companyName, `新增协议：${pricesText(v.prices, models)}`);
    return ok({ id }, '新增成功');
  }),

  route.post(`${RULES}/upByProtocol`, placeWrite('fee:rule:edit'), (ctx) => {
    const { db, place, body, now } = ctx;
    const models = modelsAt(db, place.id);
    const all = rowsAt(db, BILLING_TABLES.protocol, place.id);
    const stored = byId(all, int(body.id)) ?? invalid(CRUD_MSG.notFound);
    const v = readProtocol(
      body,
      stored,
      all.filter((r) => r.id !== stored.id),
      models,
    );
    const before = stored.prices as ProtocolPrice[];
    const name = (id: number) => String(byId(models, id)?.modelName ?? '');
    const typeIds = [...new Set([...before, ...v.prices].map((p) => p.roomModelId))];
    const content = changes([
      ['单位名称', String(stored.companyName), v.companyName],
      ...typeIds.map((id): [string, string, string] => [
        name(id),
        money(before.find((p) => p.roomModelId === id)?.price),
        money(v.prices.find((p) => p.roomModelId === id)?.price),
      ]),
      ['有效期', periodText(stored), periodText(v)],
      ['状态', STATUS_TEXT[stored.status as number]!, STATUS_TEXT[v.status]!],
    ]);
    Object.assign(stored, v, { updateTime: formatTime(now) });
    record(db, ctx, 'protocol', v.companyName, content);
    return ok(null, '更新成功');
  }),

  route.post(`${RULES}/delByProtocol`, placeWrite('fee:rule:delete'), (ctx) => {
    const { db, place, body } = ctx;
    const table = db.table(BILLING_TABLES.protocol);
    const stored =
      byId(rowsAt(db, BILLING_TABLES.protocol, place.id), int(body.id)) ?? invalid(CRUD_MSG.notFound);
    table.splice(table.indexOf(stored), 1);
    const prices = pricesText(stored.prices as ProtocolPrice[], modelsAt(db, place.id));
    record(db, ctx, 'protocol', String(stored.companyName), `删除协议（${prices}）`);
    return ok(null, '删除成功');
  }),

  /* ---------- hour rooms: one row per room type */
  route.get(`${RULES}/listByHourRoom`, PLACE_READ, ({ db, place }) =>
    ok(
      modelsAt(db, place.id)
        .sort((a, b) => a.id - b.id)
        .map((m) => presentHourRoom(m, db, place.id)),
    ),
  ),

  route.post(`${RULES}/editHourRoom`, placeWrite('fee:rule:edit'), (ctx) => {
    const { db, place, body, now } = ctx;
    const model = modelFrom(db, place.id, body.roomModelId);
    const v = readHourRoom(body);
    const before = presentHourRoom(model, db, place.id);
    const stored = rowsAt(db, BILLING_TABLES.hourRoom, place.id).find((r) => r.roomModelId === model.id);
    const t = formatTime(now);
    if (stored) Object.assign(stored, v, { updateTime: t });
    else
      db.table(BILLING_TABLES.hourRoom).push({
        id: db.nextId(BILLING_TABLES.hourRoom),
        placeId: place.id,
        roomModelId: model.id,
        ...v,
        updateTime: t,
      });
    record(db, ctx, 'hourRoom', String(model.modelName), describeHourRoom(before, v));
    return ok(null, '更新成功');
  }),

  /* ---------- promotions */
  ...crud(PROMOTION, {
    table: BILLING_TABLES.promotion,
    ops: ['list'],
    filters: { promotionName: 'contains', status: 'equals' },
    present: (r, ctx) => presentPromotion(r, modelsAt(ctx.db, placeOf(ctx))),
  }),

  // a new promotion starts on the shelf, so it may not overlap another on-shelf one
  route.post(`${PROMOTION}/add`, placeWrite('fee:rule:add'), (ctx) => {
    const { db, place, body, now } = ctx;
    const models = modelsAt(db, place.id);
    const siblings = rowsAt(db, BILLING_TABLES.promotion, place.id);
    const v = readPromotion(body, siblings, models);
    ensure(overlapProblem(toPromotionRule({ id: 0, placeId: place.id, ...v, status: 1 }), siblings, models));
    const id = db.nextId(BILLING_TABLES.promotion);
    const t = formatTime(now);
    db.table(BILLING_TABLES.promotion).push({
      id,
      placeId: place.id,
      ...v,
      status: 1,
      createTime: t,
      updateTime: t,
    });
    const names = v.roomModelIds.map((m) => String(byId(models, m)?.modelName ?? '')).join('、');
    record(db, ctx, 'promotion', v.promotionName, `新增促销并上架：${names} ${promotionPriceText(v)}`);
    return ok({ id }, '新增成功');
  }),

  route.post(`${PROMOTION}/delete`, placeWrite('fee:rule:delete'), (ctx) => {
    const { db, place, body } = ctx;
    const table = db.table(BILLING_TABLES.promotion);
    const stored =
      byId(rowsAt(db, BILLING_TABLES.promotion, place.id), int(body.id)) ?? invalid(CRUD_MSG.notFound);
    table.splice(table.indexOf(stored), 1);
    record(db, ctx, 'promotion', String(stored.promotionName), `删除促销（${promotionPriceText(stored)}）`);
    return ok(null, '删除成功');
  }),

  // explicit, not a toggle; putting one back on the shelf checks the overlap again, taking it off never fails
  route.post(`${PROMOTION}/onAndOffShelves`, placeWrite('fee:rule:edit'), (ctx) => {
    const { db, place, body, now } = ctx;
    const all = rowsAt(db, BILLING_TABLES.promotion, place.id);
    const stored = byId(all, int(body.id)) ?? invalid(CRUD_MSG.notFound);
    const status = int(body.status);
    if (status !== 0 && status !== 1) invalid(CRUD_MSG.badStatus);
    if (status === 1) ensure(overlapProblem(toPromotionRule(stored), all, modelsAt(db, place.id)));
    const shelf = ['下架', '上架'];
    const content = changes([['状态', shelf[stored.status as number]!, shelf[status]!]]);
    stored.status = status;
    stored.updateTime = formatTime(now);
    record(db, ctx, 'promotion', String(stored.promotionName), content);
    return ok(null, status === 1 ? '上架成功' : '下架成功');
  }),

  /* ---------- room reductions: one row per room */
  ...crud(REDUCE, {
    table: ROOM_TABLES.room,
    ops: ['list'],
    filters: {
      roomNo: 'contains',
      modelName: 'contains',
      // 1: rooms with a reduction, 0: without
      reduced: (v, r) => (v === '1' ? Number(r.reduceAmount) > 0 : v === '0' ? r.reduceAmount === 0 : true),
    },
    // rooms in the order they were set up: building by building, floor by floor
    defaultSort: [asc('id')],
    present: (room, ctx) => presentReduce(room, ctx.db, placeOf(ctx)),
  }),

  // upsert by room (the engine's edit sends the row's id, which is the room's); 0 removes the reduction
  route.post(`${REDUCE}/edit`, placeWrite('fee:rule:edit'), (ctx) => {
    const { db, place, body, now } = ctx;
    const roomId = int(body.roomId ?? body.id);
    if (roomId === null) invalidField('roomId', BILLING_MSG.roomRequired);
    const room =
      byId(rowsAt(db, ROOM_TABLES.room, place.id), roomId) ?? invalidField('roomId', BILLING_MSG.roomMissing);
    const model = byId(modelsAt(db, place.id), room.roomModelId);
    const basePrice = model ? basePriceOf(db, place.id, model) : 0;
    const amount = num(body.reduceAmount ?? 0);
    const reason = text(body.reason);
    ensure(
      atField(
        'reduceAmount',
        amount === null || amount < 0 || amount > REDUCE_MAX || !hasCents(amount)
          ? BILLING_MSG.reduceAmount
          : null,
      ),
      atField('reduceAmount', amount! > 0 && amount! >= basePrice ? reduceTooMuch(basePrice) : null),
      atField('reason', length(reason) > 50 ? MSG.max50 : null),
    );
    const table = db.table(BILLING_TABLES.reduce);
    const stored = table.find((r) => r.placeId === place.id && r.roomId === room.id);
    const before = (stored?.reduceAmount as number | undefined) ?? 0;
    const t = formatTime(now);
    if (amount === 0) {
      if (stored) table.splice(table.indexOf(stored), 1);
    } else if (stored) {
      Object.assign(stored, { reduceAmount: amount, reason, updateTime: t });
    } else {
      table.push({
        id: db.nextId(BILLING_TABLES.reduce),
        placeId: place.id,
        roomId: room.id,
        reduceAmount: amount,
        reason,
        updateTime: t,
      });
    }
    const why = amount! > 0 && reason ? `（${reason}）` : '';
    const content =
      before !== amount || (stored && stored.reason !== reason)
        ? `每晚减免 ${money(before)} → ${money(amount)}${why}`
        : '';
    record(db, ctx, 'reduce', `${String(room.roomNo)}（${String(model?.modelName ?? '')}）`, content);
    return ok(null, '更新成功');
  }),

  /* ---------- order price edits */
  ...crud(ORDER_EDIT, {
    table: BILLING_TABLES.orderEdit,
    ops: ['list'],
    filters: { status: 'equals', orderNo: 'contains', roomNo: 'contains', guestName: 'contains' },
    defaultSort: [desc('applyTime')],
    present: ({ placeId: _placeId, ...r }) => r,
  }),

  route.post(`${ORDER_EDIT}/check`, placeWrite('fee:rule:check'), (ctx) => {
    const { db, place, body, user, now } = ctx;
    const row =
      byId(rowsAt(db, BILLING_TABLES.orderEdit, place.id), int(body.id)) ?? invalid(CRUD_MSG.notFound);
    const status = int(body.status);
    const remark = text(body.checkRemark);
    ensure(
      atField('status', status === 1 || status === 2 ? null : BILLING_MSG.checkStatus),
      atField('checkRemark', status === 2 && !remark ? BILLING_MSG.checkRemarkRequired : null),
      atField('checkRemark', length(remark) > 50 ? MSG.max50 : null),
    );
    if (row.status !== 0) invalid(BILLING_MSG.decided);
    Object.assign(row, { status, checker: user.name, checkTime: formatTime(now), checkRemark: remark });
    const verdict = status === 1 ? '已通过' : `已驳回（${remark}）`;
    record(
      db,
      ctx,
      'orderEdit',
      `${String(row.orderNo)}（${String(row.roomNo)}）`,
      `改价 ${money(row.originalPrice)} → ${money(row.newPrice)}：${verdict}`,
    );
    return ok(null, '审核成功');
  }),

  /* ---------- price records */
  ...crud(RECORD, {
    table: BILLING_TABLES.record,
    ops: ['list'],
    filters: { recordType: 'equals', target: 'contains', operator: 'contains' },
    defaultSort: [desc('createTime')],
    present: ({ placeId: _placeId, ...r }) => r,
  }),

  /* ---------- charge config */
  route.post(`${OTHER_CONFIG}/getChargePriceConfig`, PLACE_READ, ({ db, place }) => {
    const row = rowsAt(db, BILLING_TABLES.otherConfig, place.id)[0];
    return ok({ ...DEFAULT_CHARGE_CONFIG, ...(row?.chargePrice as object | undefined) });
  }),

  route.post(
    `${OTHER_CONFIG}/updateChargePriceConfig`,
    placeWrite('fee:rule:edit'),
    ({ db, place, body, now }) => {
      const chargePrice = readChargeConfig(body);
      const t = formatTime(now);
      const row = rowsAt(db, BILLING_TABLES.otherConfig, place.id)[0];
      if (row) Object.assign(row, { chargePrice, updateTime: t });
      else
        db.table(BILLING_TABLES.otherConfig).push({
          id: db.nextId(BILLING_TABLES.otherConfig),
          placeId: place.id,
          chargePrice,
          createTime: t,
          updateTime: t,
        });
      return ok(null, '更新成功');
    },
  ),
];
