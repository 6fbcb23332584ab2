/**
 * /common-license (§7 Licences and orders) and the SMS pack calls: the activity banners, what is on sale, what
 * the place holds, ordering and paying licences, room packages and SMS packs, the order history and activation
 * codes. Serves exactly the calls and shapes of src/api/services/common-license.ts; prices, terms and end
 * dates come from the shared rules of src/domain/licence.ts (never from the client).
 *
 * Ordering: only the place's owner buys; every buy carries an idempotency key (`requestId`), and the same key
 * from the same user at the same place answers the same order. An order starts waiting (payStatus 2) with an
 * outTradeNo and the QR text to scan; nothing pays it but `simulatePayment` (the demo's control beside the QR
 * and the test endpoint POST /__mock/pay). Paying gives the place the licence (a module held in force is
 * extended from its end) and its menu; a failure keeps the order payable again (buyOrder: a new outTradeNo,
 * the old one is dead). The mock never closes an order by itself (status 4 is not produced): an unpaid order
 * waits until it is paid or cancelled, its QR code only lives PAY_COUNTDOWN_S.
 */
import { http, HttpResponse } from 'msw';
import { addDays, chinaToday, type Day } from '../../../src/domain/calendar';
import {
  AUTH_CODE_BASE,
  BUY_SMS,
  endDay,
  isPackagePlan,
  isPayChannel,
  isPermanent,
  LICENSE_BASE,
  LICENSE_ORDER_BASE,
  LICENSE_TYPE,
  PAY_CHANNELS,
  PAY_COUNTDOWN_S,
  PAY_STATUS,
  PERMANENT_DATE,
  SMS_ORDER_BASE,
  STRATEGY_BASE,
  type AuthCodeDetail,
  type LicenceSource,
  type LicenseOrder,
  type PayChannel,
  type PayOrder,
  type PayStatusAnswer,
  type PlaceLicense,
  type PlaceVersion,
  type PricePlan,
  type RoomPriceQuote,
  payOrderPush,
} from '../../../src/domain/licence';
import {
  atField,
  controlBody,
  controlRefusal,
  ensure,
  invalid,
  invalidField,
  MockError,
  ok,
  paginate,
  raise,
  route,
  rowsAt,
  PLACE_READ,
  PLACE_WRITE,
  toResponse,
  type Envelope,
  type MockContext,
} from '../../contract';
import { formatTime, now, writeOutsideCall, type Db, type MemberRole, type PlaceRow } from '../../db';
import { isNetbarType } from '../../menus';
import { pushTo } from '../../realtime';
import { checkPhone, int, MAX_NUMBER, MSG, text } from '../../validate';
import { ROOMS } from '../rooms/tables';
import {
  LICENSE_CATALOGUE,
  licenceTerms,
  NETBAR_LICENSE_IDS,
  payQrCode,
  SMS_PACKS,
  smsTerms,
  tradeNo,
  type LicenseProduct,
  type OrderTerms,
} from './catalogue';
import { LICENCES, type AuthCodeRow, type LicenceRow, type OrderRow } from './tables';

export const LICENCE_MSG = {
  ownerOnly: '仅场所所有者可以购买',
  ownerOnlyActivate: '仅场所所有者可以激活模块',
  payChannel: '请选择支付方式',
  requestId: '请求标识无效，请刷新页面后重试',
  productMissing: '该商品不存在或已下架',
  planMissing: '请选择购买方案',
  number: MSG.number,
  months: '请选择购买时长',
  contacts: '请填写收货人',
  contactsLong: '收货人最多20个字符',
  phone: MSG.phone,
  address: '请填写收货地址',
  addressLong: '收货地址最多100个字符',
  orderMissing: '订单不存在',
  orderPaid: '订单已支付',
  orderCancelled: '订单已取消',
  orderFailed: '该笔支付已失败，请重新发起支付',
  cannotCancelPaid: '订单已支付，不能取消',
  qrSuperseded: '支付二维码已失效，请重新下单',
  qrExpired: '支付二维码已过期，请重新下单',
  payResult: '请选择支付结果：success 或 fail',
  defaultFailRemark: '用户取消支付',
  codeRequired: '请输入激活码',
  codeMissing: '激活码不存在',
  codeUsed: '激活码已被使用',
  codeExpired: '激活码已过期',
  codeNotHere: '该激活码不适用于当前场所',
} as const;

/** '房间数已达上限（300间），请扩容后再添加' (code 2901: the console offers 去扩容). */
export const roomQuotaFull = (quota: number) => `房间数已达上限（${quota}间），请扩容后再添加`;
/** '房间数最少为10间' */
export const minRooms = (n: number) => `房间数最少为${n}间`;
/** '购买数量最少为2' */
export const minNum = (n: number) => `购买数量最少为${n}`;

/** The code of "the room quota is used up" (§8: 去扩容 >>). */
export const ROOM_QUOTA_CODE = 2901;
/** Rooms an edition allows before room licences: professional (license 1) and basic. */
export const ROOM_BASE_QUOTA = { professional: 300, basic: 30 } as const;
/** Months a room-monthly plan may run (the COPY_YEAR_ROOM dictionary). */
export const ROOM_MONTHS: readonly number[] = [1, 3, 6, 12];
const QR_TTL_MS = PAY_COUNTDOWN_S * 1000;

/* ------------------------------------------------------------------ wire shapes */

/* The answers the console reads too (src/domain/licence.ts); an order is a view of its row (presentOrder). */
export type {
  AuthCodeDetail,
  LicenseOrder,
  PayOrder,
  PayStatusAnswer,
  PlaceLicense,
  PlaceVersion,
  RoomPriceQuote,
};

const orders = (db: Db) => db.table(LICENCES.order);
const licencesAt = (db: Db, placeId: number) => rowsAt(db, LICENCES.placeLicense, placeId);
const ordersAt = (db: Db, placeId: number) => rowsAt(db, LICENCES.order, placeId);

const productById = (id: number) => LICENSE_CATALOGUE.find((p) => p.id === id);
const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** 'YYYY-MM-DD' days compare as text. */
const inForce = (r: LicenceRow, day: Day) => r.endTime === null || r.endTime >= day;

/* ------------------------------------------------------------------ what a place holds */

/** The products a place may buy: hotels everything, internet cafes the edition and the goods. */
export function catalogueFor(place: PlaceRow): LicenseProduct[] {
  return LICENSE_CATALOGUE.filter((p) => !isNetbarType(place.placeType) || NETBAR_LICENSE_IDS.includes(p.id));
}

/** The licence ids of the modules a place holds in force on `day` (what gates its menu). */
export function heldModules(db: Db, placeId: number, day: Day): number[] {
  return licencesAt(db, placeId)
    .filter((r) => productById(r.licenseId)?.licenseType === LICENSE_TYPE.module && inForce(r, day))
    .map((r) => r.licenseId);
}

/** The room quota of a place on `day`: the edition's base plus every room licence in force. */
export function roomQuota(
  db: Db,
  place: PlaceRow,
  day: Day,
): { quota: number; used: number; endTime: Day | null } {
  const rooms = licencesAt(db, place.id).filter(
    (r) => productById(r.licenseId)?.licenseType === LICENSE_TYPE.rooms && inForce(r, day),
  );
  const base = place.license === 1 ? ROOM_BASE_QUOTA.professional : ROOM_BASE_QUOTA.basic;
  const ends = rooms.map((r) => r.endTime!).sort();
  return {
    quota: base + rooms.reduce((n, r) => n + r.roomNum, 0),
    used: rowsAt(db, ROOMS.room, place.id).length,
    endTime: ends.at(-1) ?? null,
  };
}

/** Refuses (code 2901) adding `adding` rooms when the place's quota does not leave room for them. */
export function ensureRoomQuota(db: Db, place: PlaceRow, adding: number, at: number): void {
  const { quota, used } = roomQuota(db, place, chinaToday(at));
  if (used + adding > quota) raise(ROOM_QUOTA_CODE, roomQuotaFull(quota));
}

function presentLicence(r: LicenceRow, day: Day): PlaceLicense {
  const product = productById(r.licenseId);
  return {
    id: r.id,
    licenseId: r.licenseId,
    licenseName: product?.licenseName ?? '',
    licenseType: product?.licenseType ?? LICENSE_TYPE.module,
    startTime: r.startTime,
    endTime: r.endTime,
    num: r.num,
    roomNum: r.roomNum,
    source: r.source,
    status: inForce(r, day) ? 1 : 0,
    menuNames: [...(product?.menuNames ?? [])],
  };
}

/** What a licence brings: its months (0 permanent, null goods), rooms and quantity. */
interface Grant {
  months: number | null;
  roomNum: number;
  num: number;
}

/**
 * Give a place what a paid order or an activation code brings, starting on `day`: a module or the edition is
 * one row per licence, extended from its end while in force (permanent stays permanent), started again once
 * expired; the edition also makes the place professional; rooms are a row of their own each time (they add
 * up); goods add to their quantity.
 */
function grant(
  db: Db,
  place: PlaceRow,
  product: LicenseProduct,
  what: Grant,
  day: Day,
  source: LicenceSource,
): LicenceRow {
  const add = (row: { startTime: Day; endTime: Day | null; num: number; roomNum: number }) =>
    db.insert(LICENCES.placeLicense, { placeId: place.id, licenseId: product.id, source, ...row });
  const held = licencesAt(db, place.id).find((r) => r.licenseId === product.id);
  switch (product.licenseType) {
    case LICENSE_TYPE.rooms:
      return add({ startTime: day, endTime: endDay(day, what.months ?? 0), num: 1, roomNum: what.roomNum });
    case LICENSE_TYPE.goods:
      if (held) {
        held.num += what.num;
        return held;
      }
      return add({ startTime: day, endTime: null, num: what.num, roomNum: 0 });
    default: {
      if (product.licenseType === LICENSE_TYPE.edition) place.license = 1;
      const months = what.months ?? 0;
      if (!held) return add({ startTime: day, endTime: endDay(day, months), num: 1, roomNum: 0 });
      if (held.endTime !== null && held.endTime >= day) {
        if (!isPermanent(held.endTime))
          held.endTime = months === 0 ? PERMANENT_DATE : endDay(addDays(held.endTime, 1), months);
      } else {
        Object.assign(held, { startTime: day, endTime: endDay(day, months), source });
      }
      return held;
    }
  }
}

function addSms(db: Db, placeId: number, num: number): void {
  const row = rowsAt(db, LICENCES.smsAccount, placeId)[0];
  if (row) row.balance += num;
  else db.insert(LICENCES.smsAccount, { placeId, balance: num });
}

/* ------------------------------------------------------------------ orders */

function presentOrder(o: OrderRow): LicenseOrder {
  return {
    id: o.id,
    licenseId: o.licenseId,
    licenseName: o.licenseName,
    licenseType: o.licenseType,
    planName: o.planName,
    num: o.num,
    roomNum: o.roomNum,
    licenseYear: o.licenseYear,
    months: o.months,
    validTime: o.validTime,
    price: o.price,
    licenseMsg: o.licenseMsg,
    contacts: o.contacts,
    phone: o.phone,
    address: o.address,
    outTradeNo: o.outTradeNo,
    tradeNo: o.tradeNo,
    payChannel: o.payChannel,
    payStatus: o.payStatus,
    remark: o.remark,
    buyTime: o.buyTime,
    payTime: o.payTime,
  };
}

/** The code to pay: the order's current outTradeNo and the seconds its QR code has left. */
function payOrderOf(o: OrderRow, at: number): PayOrder {
  const left = o.payStatus === PAY_STATUS.waiting ? Math.ceil((o.qrTime + QR_TTL_MS - at) / 1000) : 0;
  return {
    id: o.id,
    outTradeNo: o.outTradeNo,
    qrCode: o.qrCode,
    payChannel: o.payChannel,
    price: o.price,
    expireSeconds: Math.min(PAY_COUNTDOWN_S, Math.max(0, left)),
  };
}

/** A fresh, unused outTradeNo: 'LO'/'SM' + yyyyMMddHHmmss (China) + a 4-digit sequence. */
function newTradeNo(db: Db, kind: OrderRow['kind'], at: number): string {
  const all = orders(db);
  for (;;) {
    const no = tradeNo(kind === 'sms' ? 'SM' : 'LO', formatTime(at), db.nextId('outTradeNo'));
    if (!all.some((o) => o.outTradeNo === no || o.oldTradeNos.includes(no))) return no;
  }
}

/** Point the order at a new payment attempt: a new outTradeNo and QR code, waiting, its clock restarted. */
function issuePayment(db: Db, o: OrderRow, channel: PayChannel, at: number): void {
  const outTradeNo = newTradeNo(db, o.kind, at);
  Object.assign(o, {
    outTradeNo,
    payChannel: channel,
    qrCode: payQrCode(channel, outTradeNo),
    qrTime: at,
    payStatus: PAY_STATUS.waiting,
  });
}

/** An order found by its outTradeNo (current or replaced), among `rows`. */
function byTradeNo(rows: OrderRow[], outTradeNo: string): { order: OrderRow; current: boolean } | null {
  if (!outTradeNo) return null;
  const current = rows.find((o) => o.outTradeNo === outTradeNo);
  if (current) return { order: current, current: true };
  const old = rows.find((o) => o.oldTradeNos.includes(outTradeNo));
  return old ? { order: old, current: false } : null;
}

type PlaceCtx = MockContext<typeof PLACE_WRITE>;

function ownerOnly(role: MemberRole, msg: string = LICENCE_MSG.ownerOnly): void {
  if (role !== 'owner') raise(500, msg);
}

const orderOf = (ctx: PlaceCtx) =>
  ordersAt(ctx.db, ctx.place.id).find((o) => o.id === int(ctx.body.id)) ??
  raise(500, LICENCE_MSG.orderMissing);

function readChannel(v: unknown): PayChannel {
  const channel = int(v);
  return isPayChannel(channel) ? channel : invalidField('payChannel', LICENCE_MSG.payChannel);
}

/** A whole number within 1..999999999 and at least `min`, else the field's message. */
function readCount(body: Record<string, unknown>, field: string, min: number, below: string): number {
  const n = int(body[field]);
  if (n === null || n < 1 || n > MAX_NUMBER) invalidField(field, LICENCE_MSG.number);
  if (n < min) invalidField(field, below);
  return n;
}

function productAt(place: PlaceRow, licenseId: unknown): LicenseProduct {
  const id = int(licenseId);
  return (
    catalogueFor(place).find((p) => p.id === id) ?? invalidField('licenseId', LICENCE_MSG.productMissing)
  );
}

function planOf(product: LicenseProduct, priceId: unknown, fits: (plan: PricePlan) => boolean): PricePlan {
  const id = int(priceId);
  const plan = product.priceList.find((p) => p.id === id);
  return plan && fits(plan) ? plan : invalidField('priceId', LICENCE_MSG.planMissing);
}

const roomProduct = (place: PlaceRow) =>
  catalogueFor(place).find((p) => p.licenseType === LICENSE_TYPE.rooms) ??
  invalid(LICENCE_MSG.productMissing);

/** rooms × months of the type-3 plan, as getRoomPrice and buyRoomNum read them. */
function readRoomChoice(plan: PricePlan, body: Record<string, unknown>) {
  const roomNum = readCount(body, 'roomNum', plan.roomNum, minRooms(plan.roomNum));
  const months = int(body.months);
  if (months === null || !ROOM_MONTHS.includes(months)) invalidField('months', LICENCE_MSG.months);
  return { roomNum, months };
}

interface NewOrder {
  terms: OrderTerms;
  kind: OrderRow['kind'];
  delivery?: { contacts: string; phone: string; address: string };
}

/**
 * A buy call: the owner only; the same requestId (same user, same place) answers the order it made before;
 * else the channel and the body (`make`) are checked and a waiting order is made.
 */
function placeOrder(ctx: PlaceCtx, make: () => NewOrder) {
  const { db, place, user, body, role, now: at } = ctx;
  ownerOnly(role);
  const requestId = typeof body.requestId === 'string' ? body.requestId.trim() : '';
  if (requestId.length < 8 || requestId.length > 64) invalid(LICENCE_MSG.requestId);
  const again = ordersAt(db, place.id).find((o) => o.userId === user.id && o.requestId === requestId);
  if (again) return ok(payOrderOf(again, at), '下单成功');
  const channel = readChannel(body.payChannel);
  const order = addOrder(db, { placeId: place.id, userId: user.id, requestId, channel, made: make(), at });
  return ok(payOrderOf(order, at), '下单成功');
}

/** Store a new waiting order with its first payment attempt. */
function addOrder(
  db: Db,
  a: { placeId: number; userId: number; requestId: string; channel: PayChannel; made: NewOrder; at: number },
): OrderRow {
  const { terms, kind, delivery } = a.made;
  const order: OrderRow = {
    id: db.nextId(LICENCES.order),
    placeId: a.placeId,
    ...terms,
    validTime: null,
    contacts: delivery?.contacts ?? '',
    phone: delivery?.phone ?? '',
    address: delivery?.address ?? '',
    outTradeNo: '',
    tradeNo: '',
    payChannel: a.channel,
    payStatus: PAY_STATUS.waiting,
    remark: '',
    buyTime: formatTime(a.at),
    payTime: '',
    userId: a.userId,
    requestId: a.requestId,
    kind,
    qrCode: '',
    qrTime: a.at,
    oldTradeNos: [],
  };
  issuePayment(db, order, a.channel, a.at);
  orders(db).push(order);
  return order;
}

/**
 * An order the platform prepares for a place (a renewal its account manager set up), pushed to the place's
 * consoles as a pay-order notice (§4: businessType 9) that the owner pays or cancels. Answers the order and how
 * many consoles it reached; the first term plan of the product unless a plan is named.
 * @example pushPayOrder(1006, 1) // OTA直连 1年, waiting
 */
export function pushPayOrder(placeId: number, licenseId: number, priceId?: number) {
  const order = writeOutsideCall((db) => {
    const place = db.placeById(placeId) ?? raise(500, LICENCE_MSG.orderMissing);
    const product = productAt(place, licenseId);
    const plan = product.priceList.find((p) => (priceId === undefined ? p.type === 1 : p.id === priceId));
    if (!plan) raise(500, LICENCE_MSG.orderMissing);
    const at = now();
    return addOrder(db, {
      placeId,
      userId: place.ownerId ?? 0,
      requestId: `platform-${db.nextId('platformOrder')}`,
      channel: PAY_CHANNELS.alipay,
      made: { terms: licenceTerms(product, plan)!, kind: 'licence' },
      at,
    });
  });
  const sent = pushTo(placeId, payOrderPush(order));
  return { order: presentOrder(order), sent };
}

/** Contacts, an 11-digit mobile and an address: required for physical goods. */
function readDelivery(body: Record<string, unknown>) {
  const contacts = text(body.contacts);
  const phone = text(body.phone);
  const address = text(body.address);
  ensure(
    atField('contacts', contacts ? null : LICENCE_MSG.contacts),
    atField('contacts', [...contacts].length > 20 ? LICENCE_MSG.contactsLong : null),
    atField('phone', checkPhone(phone)),
    atField('address', address ? null : LICENCE_MSG.address),
    atField('address', [...address].length > 100 ? LICENCE_MSG.addressLong : null),
  );
  return { contacts, phone, address };
}

function payStatusOf(ctx: PlaceCtx): PayStatusAnswer {
  const found = byTradeNo(ordersAt(ctx.db, ctx.place.id), text(ctx.body.outTradeNo));
  if (!found) raise(500, LICENCE_MSG.orderMissing);
  if (!found.current) raise(500, LICENCE_MSG.qrSuperseded);
  if (found.order.payStatus === PAY_STATUS.cancelled) raise(500, LICENCE_MSG.orderCancelled);
  return { status: found.order.payStatus, remark: found.order.remark };
}

/* ------------------------------------------------------------------ paying (mock only) */

/**
 * Settle the payment of `outTradeNo` in `db` at `at`: success pays the order and gives the place what it
 * bought; fail marks it failed with the remark. Throws a MockError (code 500) when the outTradeNo is unknown,
 * replaced, its QR code expired, the order cancelled or the payment already settled.
 */
function settle(
  db: Db,
  outTradeNo: string,
  result: 'success' | 'fail',
  remark: string,
  at: number,
): OrderRow {
  const found = byTradeNo(orders(db), outTradeNo);
  if (!found) raise(500, LICENCE_MSG.orderMissing);
  const { order } = found;
  if (!found.current) raise(500, LICENCE_MSG.qrSuperseded);
  if (order.payStatus === PAY_STATUS.cancelled) raise(500, LICENCE_MSG.orderCancelled);
  if (order.payStatus === PAY_STATUS.paid) raise(500, LICENCE_MSG.orderPaid);
  if (order.payStatus === PAY_STATUS.failed) raise(500, LICENCE_MSG.orderFailed);
  if (order.payStatus !== PAY_STATUS.waiting || at - order.qrTime > QR_TTL_MS)
    raise(500, LICENCE_MSG.qrExpired);
  if (result === 'fail') {
    Object.assign(order, { payStatus: PAY_STATUS.failed, remark: remark || LICENCE_MSG.defaultFailRemark });
    return order;
  }
  const day = chinaToday(at);
  const place = db.placeById(order.placeId);
  if (!place) raise(500, LICENCE_MSG.orderMissing);
  let validTime: Day | null = null;
  if (order.kind === 'sms') {
    addSms(db, place.id, order.num);
  } else {
    const product = productById(order.licenseId);
    if (!product) raise(500, LICENCE_MSG.productMissing);
    const row = grant(
      db,
      place,
      product,
      { months: order.months, roomNum: order.roomNum, num: order.num },
      day,
      'buy',
    );
    validTime = row.endTime;
  }
  Object.assign(order, {
    payStatus: PAY_STATUS.paid,
    tradeNo: `4200${order.outTradeNo.slice(2)}`,
    payTime: formatTime(at),
    validTime,
    remark: '',
  });
  return order;
}

/**
 * Pay or fail an order as the customer's phone would (demo control, e2e and unit tests): on the live mock
 * database at the mock clock, persisted like any write. Answers an envelope: code 200 with the order, or
 * code 500 with why the payment was refused.
 * @example simulatePayment(order.outTradeNo, 'success') // {code: 200, msg: '支付成功', data: {payStatus: 1, …}}
 */
export function simulatePayment(
  outTradeNo: string,
  result: 'success' | 'fail',
  remark?: string,
): Envelope<LicenseOrder | null> {
  try {
    const order = writeOutsideCall((db) =>
      settle(db, outTradeNo.trim(), result, remark?.trim() ?? '', now()),
    );
    return { code: 200, msg: result === 'success' ? '支付成功' : '支付失败', data: presentOrder(order) };
  } catch (e) {
    if (e instanceof MockError) return e.reply.body as Envelope<null>;
    throw e;
  }
}

/** POST /__mock/pay {outTradeNo, result: 'success' | 'fail', remark?}: no contract checks (test hook). */
export const licenceControlHandlers = [
  http.post('*/__mock/pay', async ({ request }) => {
    const body = await controlBody(request);
    const result = body?.result;
    if (result !== 'success' && result !== 'fail') return controlRefusal(LICENCE_MSG.payResult);
    return HttpResponse.json(simulatePayment(text(body?.outTradeNo), result, text(body?.remark)));
  }),
  // an order prepared by the platform and pushed to the place as a pay-order notice
  http.post('*/__mock/payOrder', async ({ request }) => {
    const body = await controlBody(request);
    const placeId = int(body?.placeId);
    const licenseId = int(body?.licenseId) ?? 1;
    if (placeId === null) return controlRefusal(LICENCE_MSG.orderMissing);
    try {
      return toResponse(ok(pushPayOrder(placeId, licenseId, int(body?.priceId) ?? undefined)));
    } catch (e) {
      return controlRefusal(e instanceof Error ? e.message : String(e));
    }
  }),
];

/* ------------------------------------------------------------------ activation codes */

const normalCode = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() : '');

function codeOf(db: Db, v: unknown): AuthCodeRow {
  const code = normalCode(v);
  if (!code) invalidField('authCode', LICENCE_MSG.codeRequired);
  const row = db.table(LICENCES.authCode).find((r) => r.authCode === code);
  return row ?? raise(500, LICENCE_MSG.codeMissing);
}

function codeStatus(db: Db, row: AuthCodeRow, day: Day): AuthCodeDetail['status'] {
  if (db.table(LICENCES.authCodeUse).some((u) => u.authCode === row.authCode)) return 1;
  return row.expireTime < day ? 2 : 0;
}

/* ------------------------------------------------------------------ the banners */

/** An activity strategy (§3) as the banner carousel shows it. */
export interface OpenStrategy {
  id: number;
  imgUrl: string;
  title: string;
  link: string;
}

/** Images live in public/mock-assets so the demo build shows them offline. */
export const OPEN_STRATEGIES: readonly OpenStrategy[] = [
  { id: 1, imgUrl: '/mock-assets/banner-spring.svg', title: '春季房费立减活动', link: '/netBar/addActivity' },
  {
    id: 2,
    imgUrl: '/mock-assets/banner-upgrade.svg',
    title: '专业版限时8折升级',
    link: '/application/index',
  },
  {
    id: 3,
    imgUrl: '/mock-assets/banner-guide.svg',
    title: '新手指南：三步开通酒店管理',
    link: 'https://help.example.com/merchant/quick-start.html',
  },
];

/* ------------------------------------------------------------------ handlers */

export const commonLicenseHandlers = [
  route.post(`${STRATEGY_BASE}/getOpenStrategyList`, { auth: true, index: true, mutates: false }, () =>
    ok(OPEN_STRATEGIES.map((s) => ({ ...s }))),
  ),

  /* ---------- on sale, and what the place has */
  route.get(`${LICENSE_BASE}/list`, PLACE_READ, ({ place }) => ok(copy(catalogueFor(place)))),

  route.get(`${LICENSE_BASE}/selectVersion`, PLACE_READ, ({ db, place, now: at }) => {
    const { quota, used, endTime } = roomQuota(db, place, chinaToday(at));
    const version: PlaceVersion = {
      license: place.license,
      versionName: place.license === 1 ? '专业版' : '基础版',
      roomQuota: quota,
      roomUsed: used,
      roomEndTime: endTime,
    };
    return ok(version);
  }),

  route.get(`${LICENSE_BASE}/checkPlaceBoss`, PLACE_READ, ({ role }) => ok({ boss: role === 'owner' })),

  route.post(`${LICENSE_BASE}/listByPlace`, PLACE_READ, ({ db, place, now: at }) => {
    const day = chinaToday(at);
    return ok(licencesAt(db, place.id).map((r) => presentLicence(r, day)));
  }),

  route.post(`${LICENSE_BASE}/getRoomPrice`, PLACE_READ, ({ db, place, body, now: at }) => {
    const product = roomProduct(place);
    const plan = product.priceList.find((p) => p.type === 3) ?? invalid(LICENCE_MSG.productMissing);
    const { roomNum, months } = readRoomChoice(plan, body);
    const quote: RoomPriceQuote = {
      priceId: plan.id,
      roomPrice: plan.roomPrice,
      roomNum,
      months,
      discount: plan.discount,
      total: licenceTerms(product, plan, { roomNum, months })!.price,
      roomQuota: roomQuota(db, place, chinaToday(at)).quota,
    };
    return ok(quote);
  }),

  /* ---------- ordering */
  route.post(`${LICENSE_BASE}/buyLicense`, PLACE_WRITE, (ctx) =>
    placeOrder(ctx, () => {
      const { body, place } = ctx;
      const product = productAt(place, body.licenseId);
      // rooms are bought with buyRoomNum / buyRoomNumNew
      const plan = planOf(product, body.priceId, (p) => p.type === 1 || p.type === 2);
      const num = plan.type === 2 ? readCount(body, 'num', plan.num, minNum(plan.num)) : 1;
      const delivery = product.licenseType === LICENSE_TYPE.goods ? readDelivery(body) : undefined;
      return { terms: licenceTerms(product, plan, { num })!, kind: 'licence', delivery };
    }),
  ),

  route.post(`${LICENSE_BASE}/buyRoomNum`, PLACE_WRITE, (ctx) =>
    placeOrder(ctx, () => {
      const product = roomProduct(ctx.place);
      const plan = planOf(product, ctx.body.priceId, (p) => p.type === 3);
      const choice = readRoomChoice(plan, ctx.body);
      return { terms: licenceTerms(product, plan, choice)!, kind: 'licence' };
    }),
  ),

  route.post(`${LICENSE_BASE}/buyRoomNumNew`, PLACE_WRITE, (ctx) =>
    placeOrder(ctx, () => {
      const product = roomProduct(ctx.place);
      const plan = planOf(product, ctx.body.priceId, (p) => isPackagePlan(p.type));
      return { terms: licenceTerms(product, plan)!, kind: 'licence' };
    }),
  ),

  route.post(BUY_SMS, PLACE_WRITE, (ctx) =>
    placeOrder(ctx, () => {
      const id = int(ctx.body.priceId);
      const pack = SMS_PACKS.find((p) => p.id === id) ?? invalidField('priceId', LICENCE_MSG.planMissing);
      return { terms: smsTerms(pack), kind: 'sms' };
    }),
  ),

  // pay an unpaid (or failed) order again: a new outTradeNo, the old one is dead
  route.post(`${LICENSE_BASE}/buyOrder`, PLACE_WRITE, (ctx) => {
    ownerOnly(ctx.role);
    const order = orderOf(ctx);
    const channel = readChannel(ctx.body.payChannel);
    if (order.payStatus === PAY_STATUS.paid) raise(500, LICENCE_MSG.orderPaid);
    if (order.payStatus === PAY_STATUS.cancelled) raise(500, LICENCE_MSG.orderCancelled);
    order.oldTradeNos.push(order.outTradeNo);
    issuePayment(ctx.db, order, channel, ctx.now);
    order.remark = '';
    return ok(payOrderOf(order, ctx.now), '下单成功');
  }),

  /* ---------- payment and history */
  route.post(`${LICENSE_ORDER_BASE}/getByPayStatus`, PLACE_READ, (ctx) => ok(payStatusOf(ctx))),
  route.post(`${SMS_ORDER_BASE}/queryPayStatus`, PLACE_READ, (ctx) => ok(payStatusOf(ctx))),

  route.post(`${LICENSE_ORDER_BASE}/getBuyOrderInfo`, PLACE_READ, ({ db, place, body }) => {
    const found = byTradeNo(ordersAt(db, place.id), text(body.outTradeNo));
    return found ? ok(presentOrder(found.order)) : raise(500, LICENCE_MSG.orderMissing);
  }),

  route.post(`${LICENSE_ORDER_BASE}/list`, PLACE_READ, ({ db, place, body }) => {
    const status = int(body.payStatus);
    const rows = ordersAt(db, place.id)
      .filter((o) => status === null || o.payStatus === status)
      .sort((a, b) => b.buyTime.localeCompare(a.buyTime) || b.id - a.id)
      .map(presentOrder);
    return ok(paginate(rows, body));
  }),

  route.post(`${LICENSE_ORDER_BASE}/detail`, PLACE_READ, (ctx) => ok(presentOrder(orderOf(ctx)))),

  route.post(`${LICENSE_ORDER_BASE}/cancelOrder`, PLACE_WRITE, (ctx) => {
    ownerOnly(ctx.role);
    const order = orderOf(ctx);
    if (order.payStatus === PAY_STATUS.paid) raise(500, LICENCE_MSG.cannotCancelPaid);
    if (order.payStatus === PAY_STATUS.cancelled) raise(500, LICENCE_MSG.orderCancelled);
    order.payStatus = PAY_STATUS.cancelled;
    return ok(null, '取消成功');
  }),

  /* ---------- activation codes */
  route.post(`${AUTH_CODE_BASE}/detail`, PLACE_READ, ({ db, body, now: at }) => {
    const row = codeOf(db, body.authCode);
    const product = productById(row.licenseId);
    const detail: AuthCodeDetail = {
      authCode: row.authCode,
      licenseName: product?.licenseName ?? '',
      licenseType: product?.licenseType ?? LICENSE_TYPE.module,
      months: row.months,
      roomNum: row.roomNum,
      status: codeStatus(db, row, chinaToday(at)),
      expireTime: row.expireTime,
    };
    return ok(detail);
  }),

  route.post(`${AUTH_CODE_BASE}/checkCode`, PLACE_WRITE, ({ db, place, user, role, body, now: at }) => {
    ownerOnly(role, LICENCE_MSG.ownerOnlyActivate);
    const row = codeOf(db, body.authCode);
    const day = chinaToday(at);
    const status = codeStatus(db, row, day);
    if (status === 1) raise(500, LICENCE_MSG.codeUsed);
    if (status === 2) raise(500, LICENCE_MSG.codeExpired);
    const product =
      catalogueFor(place).find((p) => p.id === row.licenseId) ?? raise(500, LICENCE_MSG.codeNotHere);
    const licence = grant(
      db,
      place,
      product,
      { months: row.months, roomNum: row.roomNum, num: 1 },
      day,
      'code',
    );
    db.insert(LICENCES.authCodeUse, {
      placeId: place.id,
      authCode: row.authCode,
      userId: user.id,
      useTime: formatTime(at),
    });
    return ok(presentLicence(licence, day), '激活成功');
  }),

  /* ---------- SMS packs */
  route.post(`${SMS_ORDER_BASE}/getBasePrice`, PLACE_READ, () => ok(copy(SMS_PACKS))),
];
