/**
 * The orders of a place, derived from the room board (docs/orders.md). The board's state of a room on a day
 * (`roomStateOn`, seeded by room and day) is the ground truth: a run of consecutive 在住 nights is one stay, a
 * 钟点房 day one hour-room order, a 预订 day a reservation arriving then. Each night is priced by the place's
 * own rules (`priceOn`, the module of the price calendar), guests and extras come from a seeded generator, so the
 * same place and day always give the same orders, and they follow the data: a price edited, a room added or
 * disabled shows in them at once. Nothing is stored: the orders are what the board says happened.
 */
import { addDays, dayNumber, dayOf, type Day } from '../../../src/domain/calendar';
import {
  idCheckChar,
  maskIdNumber,
  maskPhone,
  ORDER_CHANNEL,
  ORDER_STATUS,
  OTA_CHANNELS,
  orderTotals,
  type ChildOrder,
  type NightPrice,
  type Order,
  type OrderChannel,
  type OrderStage,
  type PaymentLine,
  type ServiceKind,
} from '../../../src/domain/orders';
import { hourRoomCharge, priceOn, roundPrice, type PricingData } from '../../../src/domain/pricing';
import { byId, rowsAt } from '../../contract';
import { formatTime, onDbChange, type Db } from '../../db';
import { BILLING } from '../billing/tables';
import { hourRoomTermsOf, memberTypesOf, pricingData } from '../billing/routes';
import { ROOMS, type RoomModelRow, type RoomRow } from '../rooms/tables';
import { chinaDay, random, roomStateOn } from '../statistics/routes';
import { damageByOrder, ensureDamage, withDamage, type DrawnDamage } from './damage-records';
import { round2 } from '../../../src/domain/money';

/** How far back the history reaches and how far ahead reservations are taken (days). */
export const HISTORY_DAYS = 30;
export const BOOKING_DAYS = 14;
/** A stay longer than this is split: a guest checks out and (the same or another) checks in again. */
const MAX_NIGHTS = 7;
/** An hour room is sold for four hours. */
const HOUR_ROOM_MINUTES = 240;

export const pick = <T>(next: () => number, items: readonly T[]): T =>
  items[Math.floor(next() * items.length)]!;
const between = (next: () => number, lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
export const p2 = (n: number) => String(n).padStart(2, '0');
const at = (day: Day, minutes: number) => `${day} ${p2(Math.floor(minutes / 60))}:${p2(minutes % 60)}:00`;

/** Family and given names, mobile prefixes: the guests of the orders (and the buyers of the OTA goods). */
export const FAMILY =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾萧田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN =
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍鹏辉建红志文浩宇轩子涵欣怡梓晨思雨俊博一诺佳琪嘉睿宏亮晓婷雪梅海燕春燕';
/** Region codes of resident ID numbers: Zhejiang, Jiangsu, Shanghai, Anhui, Guangdong, Sichuan, Beijing. */
const REGIONS = ['330106', '330102', '330108', '320106', '310104', '340104', '440305', '510107', '110105'];
export const MOBILE = [
  '133',
  '135',
  '136',
  '138',
  '139',
  '150',
  '151',
  '158',
  '177',
  '180',
  '186',
  '187',
  '189',
  '199',
];
const OPERATORS = ['前台-周敏', '前台-陈晓雨', '前台-刘洋', '值班经理-王磊'];
const GOODS = [
  ['农夫山泉 550ml', 3],
  ['红牛 250ml', 8],
  ['康师傅红烧牛肉面', 6],
  ['乐事薯片 原味', 9],
  ['可口可乐 330ml', 5],
  ['一次性剃须刀', 10],
  ['雪碧 330ml', 5],
  ['卫龙辣条', 6],
] as const;
const SERVICES: Array<[ServiceKind, string]> = [
  ['clean', '客人要求打扫房间'],
  ['delivery', '送两瓶矿泉水和一套洗漱用品'],
  ['repair', '空调制冷效果差，请工程部查看'],
  ['wakeUp', '明早 07:00 叫醒'],
  ['delivery', '加一床被子'],
];
const DAMAGES: Array<[string, number]> = [
  ['浴巾污损', 50],
  ['电竞键盘按键损坏', 180],
  ['烟灰烫坏床单', 120],
  ['遥控器丢失', 60],
  ['水杯破碎', 20],
];

interface Stay {
  room: RoomRow;
  kind: 1 | 2;
  arrival: number;
  /** the day number of departure (an hour room leaves the day it came) */
  departure: number;
  status: Order['status'];
}

/** The stays of one room between two day numbers, read from the board's states. */
function staysOf(room: RoomRow, from: number, to: number, today: number): Stay[] {
  const out: Stay[] = [];
  let runStart: number | null = null;
  const close = (end: number) => {
    // nights runStart … end-1; split long runs
    for (let a = runStart!; a < end; a += MAX_NIGHTS) {
      const d = Math.min(end, a + MAX_NIGHTS);
      out.push({ room, kind: 1, arrival: a, departure: d, status: stayStatus(a, d, today) });
    }
    runStart = null;
  };
  for (let day = from; day <= to; day++) {
    const { occupancy, block } = roomStateOn(room, day);
    const occupied = !block && occupancy === 'occupied';
    if (occupied && runStart === null) runStart = day;
    if (!occupied && runStart !== null) close(day);
    if (block) continue;
    if (occupancy === 'hourly')
      out.push({
        room,
        kind: 2,
        arrival: day,
        departure: day,
        status:
          day < today
            ? ORDER_STATUS.checkedOut
            : day === today
              ? ORDER_STATUS.inHouse
              : ORDER_STATUS.reserved,
      });
    else if (occupancy === 'reserved' && day >= today)
      out.push({
        room,
        kind: 1,
        arrival: day,
        departure: day + 1 + (room.id % 2),
        status: ORDER_STATUS.reserved,
      });
    else if (occupancy === 'reserved' && day < today && (room.id + day) % 4 < 2)
      // a past 预订 day whose guest never came, or cancelled before the day
      out.push({
        room,
        kind: 1,
        arrival: day,
        departure: day + 1,
        status: (room.id + day) % 4 === 0 ? ORDER_STATUS.noShow : ORDER_STATUS.cancelled,
      });
  }
  if (runStart !== null) close(to + 1);
  return out;
}

function stayStatus(arrival: number, departure: number, today: number): Order['status'] {
  if (departure <= today) return ORDER_STATUS.checkedOut;
  if (arrival <= today) return ORDER_STATUS.inHouse;
  return ORDER_STATUS.reserved;
}

interface PlaceData {
  pricing: PricingData;
  models: RoomModelRow[];
  rooms: RoomRow[];
  buildings: Map<number, string>;
  memberTypes: Array<{ id: number; typeName: string }>;
  protocols: Array<{ id: number; companyName: string }>;
  db: Db;
  placeId: number;
}

function placeData(db: Db, placeId: number, now: number): PlaceData {
  return {
    pricing: pricingData(db, placeId),
    models: rowsAt(db, ROOMS.model, placeId),
    rooms: rowsAt(db, ROOMS.room, placeId),
    buildings: new Map(rowsAt(db, ROOMS.building, placeId).map((b) => [b.id, b.buildingName])),
    memberTypes: memberTypesOf(db, placeId, now).map((m) => ({ id: m.id, typeName: m.typeName })),
    protocols: rowsAt(db, BILLING.protocol, placeId)
      .filter((p) => p.status === 1)
      .map((p) => ({ id: p.id, companyName: p.companyName })),
    db,
    placeId,
  };
}

/** The order of a stay: guest, prices, payments and extras, all drawn from the stay's own key. */
function orderOf(
  stay: Stay,
  pd: PlaceData,
  today: number,
  now: number,
): DerivedOrder & { drawn: DrawnDamage | null } {
  const { room } = stay;
  // one stay per room and arrival day (a day is a night, an hour room or a reservation, never two of them)
  const id = room.id * 100_000 + (stay.arrival % 100_000);
  const next = random(room.id * 15_485_863 + stay.arrival * 32_452_843 + stay.kind);
  const arrival = dayOf(stay.arrival);
  const departure = dayOf(stay.departure);
  const model = byId(pd.models, room.roomModelId);

  // who: the channel decides how the nights are priced
  const r = next();
  let channel: OrderChannel =
    r < 0.3
      ? ORDER_CHANNEL.walkIn
      : r < 0.4
        ? ORDER_CHANNEL.phone
        : r < 0.55
          ? ORDER_CHANNEL.ctrip
          : r < 0.7
            ? ORDER_CHANNEL.meituan
            : r < 0.78
              ? ORDER_CHANNEL.fliggy
              : r < 0.93
                ? ORDER_CHANNEL.member
                : ORDER_CHANNEL.protocol;
  if (channel === ORDER_CHANNEL.member && pd.memberTypes.length === 0) channel = ORDER_CHANNEL.walkIn;
  if (channel === ORDER_CHANNEL.protocol && pd.protocols.length === 0) channel = ORDER_CHANNEL.walkIn;
  if (stay.kind === 2 && OTA_CHANNELS.includes(channel)) channel = ORDER_CHANNEL.walkIn;
  const member = channel === ORDER_CHANNEL.member ? pick(next, pd.memberTypes) : null;
  const protocol = channel === ORDER_CHANNEL.protocol ? pick(next, pd.protocols) : null;

  const given =
    GIVEN[between(next, 0, GIVEN.length - 1)]! +
    (next() < 0.6 ? GIVEN[between(next, 0, GIVEN.length - 1)]! : '');
  const guestName = FAMILY[between(next, 0, FAMILY.length - 1)]! + given;
  const phone = pick(next, MOBILE) + String(between(next, 0, 99_999_999)).padStart(8, '0');
  const born = dayOf(dayNumber('1965-01-01')! + between(next, 0, 13_000)).replaceAll('-', '');
  const first17 = `${pick(next, REGIONS)}${born}${String(between(next, 0, 999)).padStart(3, '0')}`;
  const idNumber = first17 + idCheckChar(first17);

  // the nights at the place's prices (a type without a price in use: its list price)
  const query = {
    roomModelId: room.roomModelId,
    memberTypeId: member?.id ?? null,
    protocolId: protocol?.id ?? null,
  };
  const fallback = model?.basePrice ?? 0;
  let nightly: NightPrice[];
  if (stay.kind === 1) {
    nightly = [];
    for (let d = stay.arrival; d < stay.departure; d++) {
      const p = priceOn(pd.pricing, query, dayOf(d));
      nightly.push({ day: dayOf(d), price: p.price ?? roundPrice(fallback), rule: p.rule ?? 'base' });
    }
  } else {
    const day = priceOn(pd.pricing, query, arrival);
    const dayPrice = day.price ?? roundPrice(fallback);
    const terms = model ? hourRoomTermsOf(pd.db, pd.placeId, model) : null;
    const price = terms
      ? hourRoomCharge(terms, HOUR_ROOM_MINUTES, dayPrice).price
      : roundPrice(dayPrice * 0.4);
    nightly = [{ day: arrival, price, rule: day.rule ?? 'base' }];
  }

  // when
  const inHouseOrDone = stay.status === ORDER_STATUS.inHouse || stay.status === ORDER_STATUS.checkedOut;
  const checkInMinutes = stay.kind === 2 ? between(next, 9 * 60, 17 * 60) : between(next, 13 * 60, 22 * 60);
  let checkInTime = inHouseOrDone ? at(arrival, checkInMinutes) : null;
  // a stay that began today began before now
  if (checkInTime && stay.arrival === today) {
    const nowText = formatTime(now - 20 * 60_000);
    if (checkInTime > nowText) checkInTime = nowText;
  }
  const checkOutTime =
    stay.status === ORDER_STATUS.checkedOut
      ? stay.kind === 2
        ? at(arrival, checkInMinutes + HOUR_ROOM_MINUTES)
        : at(departure, between(next, 7 * 60, 12 * 60))
      : null;
  const bookedAhead = channel === ORDER_CHANNEL.walkIn ? 0 : between(next, 1, 6);
  const createTime =
    bookedAhead === 0 && checkInTime
      ? checkInTime
      : at(dayOf(stay.arrival - Math.max(bookedAhead, 1)), between(next, 8 * 60, 23 * 60));
  const operator = pick(next, OPERATORS);

  // extras: goods, an extension, a room change, a service request, damage
  const children: ChildOrder[] = [];
  if (checkInTime && next() < 0.35) {
    const [name, price] = pick(next, GOODS);
    const qty = between(next, 1, 3);
    children.push({
      id: id * 10 + children.length + 1,
      orderId: id,
      kind: 'goods',
      title: `${name} ×${qty}`,
      amount: round2(price * qty),
      time: laterThan(checkInTime, 90),
      operator,
    });
  }
  if (checkInTime && stay.kind === 1 && stay.departure - stay.arrival >= 2 && next() < 0.25)
    children.push({
      id: id * 10 + children.length + 1,
      orderId: id,
      kind: 'extend',
      title: `续住至 ${departure}`,
      amount: nightly[nightly.length - 1]!.price,
      time: at(dayOf(stay.departure - 1), 11 * 60 + 30),
      operator,
    });
  if (checkInTime && next() < 0.06)
    children.push({
      id: id * 10 + children.length + 1,
      orderId: id,
      kind: 'change',
      title: `换房：${pick(
        next,
        pd.rooms
          .filter((x) => x.id !== room.id && x.roomModelId === room.roomModelId)
          .map((x) => x.roomNo)
          .concat(['—']),
      )} → ${room.roomNo}`,
      amount: 0,
      time: laterThan(checkInTime, 45),
      operator,
    });
  const service =
    stay.status === ORDER_STATUS.inHouse && next() < 0.18
      ? (() => {
          const [kind, note] = pick(next, SERVICES);
          return { kind, note, time: formatTime(now - between(next, 5, 120) * 60_000) };
        })()
      : null;
  const damaged = checkInTime && next() < 0.04 ? pick(next, DAMAGES) : null;
  const damage = damaged
    ? { item: damaged[0], amount: damaged[1], time: checkOutTime ?? laterThan(checkInTime!, 600) }
    : null;
  const goodsAmount = round2(children.filter((c) => c.kind === 'goods').reduce((s, c) => s + c.amount, 0));
  const damageAmount = damage?.amount ?? 0;

  // money: an OTA guest prepaid the platform; others leave a deposit and pay at the desk
  const roomAmount = round2(nightly.reduce((s, n) => s + n.price, 0));
  const method = pick(next, ['wechat', 'wechat', 'alipay', 'cash', 'card'] as const);
  const payments: PaymentLine[] = [];
  const ota = OTA_CHANNELS.includes(channel);
  if (ota) payments.push({ method: 'ota', amount: roomAmount, time: createTime, deposit: false });
  if (checkInTime) {
    const deposit =
      stay.kind === 2 ? 100 : ota ? 200 : Math.min(1000, Math.ceil((roomAmount * 0.5) / 100) * 100 || 200);
    payments.push({ method, amount: deposit, time: checkInTime, deposit: true });
    if (!ota) {
      const payNow = stay.status === ORDER_STATUS.checkedOut ? roomAmount : round2(nightly[0]!.price);
      const via = channel === ORDER_CHANNEL.member ? 'balance' : method;
      payments.push({ method: via, amount: payNow, time: checkInTime, deposit: false });
    }
    if (stay.status === ORDER_STATUS.checkedOut && goodsAmount + damageAmount > 0)
      payments.push({
        method,
        amount: round2(goodsAmount + damageAmount),
        time: checkOutTime!,
        deposit: false,
      });
  } else if (channel === ORDER_CHANNEL.phone && stay.status === ORDER_STATUS.reserved) {
    // a phone booking holds the room with a transferred deposit
    payments.push({ method: 'wechat', amount: 100, time: createTime, deposit: true });
  }

  const base = {
    nightly,
    goodsAmount,
    damageAmount,
    payments,
  };
  const order: Order = {
    id,
    orderNo: `${stay.kind === 2 ? 'H' : 'R'}${arrival.replaceAll('-', '')}${String(room.id).padStart(5, '0')}`,
    status: stay.status,
    channel,
    stayKind: stay.kind,
    guestName,
    guestPhone: maskPhone(phone),
    idNumber: maskIdNumber(idNumber),
    guests: stay.kind === 2 ? 1 : between(next, 1, Math.max(1, model?.capacity ?? 2)),
    roomId: room.id,
    roomNo: room.roomNo,
    buildingName: pd.buildings.get(room.buildingId) ?? '',
    roomModelId: room.roomModelId,
    modelName: model?.modelName ?? '',
    arrivalDate: arrival,
    departureDate: departure,
    nights: stay.kind === 2 ? 0 : stay.departure - stay.arrival,
    checkInTime,
    checkOutTime,
    ...base,
    ...orderTotals(base),
    service,
    damage,
    memberTypeName: member?.typeName ?? '',
    companyName: protocol?.companyName ?? '',
    remark: stay.kind === 2 ? '钟点房 4 小时' : '',
    operator,
    createTime,
  };
  return { order, phone, children, drawn: damage };
}

/** An order with what only the server keeps: the whole mobile number (searched by) and the child orders. */
export interface DerivedOrder {
  order: Order;
  phone: string;
  children: ChildOrder[];
}

function laterThan(time: string, minutes: number): string {
  const ms = Date.parse(`${time.replace(' ', 'T')}+08:00`) + minutes * 60_000;
  return formatTime(ms);
}

/**
 * The last derivation per place, kept while the database, its revision and the minute are the same: a page asks
 * several calls of the same orders at once (the home figures, a shift's detail, its lines and its orders).
 */
let revision = 0;
onDbChange(() => revision++);
const memo = new Map<number, { db: Db; revision: number; minute: number; orders: DerivedOrder[] }>();

/** Every order of a place around today: the last HISTORY_DAYS days and the next BOOKING_DAYS. */
export function ordersOf(db: Db, placeId: number, now: number): DerivedOrder[] {
  const minute = Math.floor(now / 60_000);
  const kept = memo.get(placeId);
  if (kept && kept.db === db && kept.revision === revision && kept.minute === minute) return kept.orders;
  const orders = deriveOrders(db, placeId, now);
  memo.set(placeId, { db, revision, minute, orders });
  return orders;
}

function deriveOrders(db: Db, placeId: number, now: number): DerivedOrder[] {
  const today = chinaDay(now);
  const pd = placeData(db, placeId, now);
  const out: Array<DerivedOrder & { drawn: DrawnDamage | null }> = [];
  for (const room of pd.rooms) {
    for (const stay of staysOf(room, today - HISTORY_DAYS - MAX_NIGHTS, today + BOOKING_DAYS, today)) {
      // history: stays that ended within the window; ahead: arrivals within it
      if (stay.departure < today - HISTORY_DAYS) continue;
      out.push(orderOf(stay, pd, today, now));
    }
  }
  // what was damaged is what the damage records say (the generator's draws become the first records)
  ensureDamage(
    db,
    placeId,
    out.map((d) => ({ order: d.order, damage: d.drawn })),
  );
  const damage = damageByOrder(db, placeId);
  return out.map(({ order, phone, children }) => ({
    order: withDamage(order, damage.get(order.orderNo)),
    phone,
    children,
  }));
}

/** Which orders each stage lists (docs/orders.md). */
export function inStage(o: Order, stage: OrderStage, today: Day): boolean {
  switch (stage) {
    case 'reserve':
      return o.status === ORDER_STATUS.reserved;
    case 'live':
      return o.status === ORDER_STATUS.inHouse;
    case 'preRetire':
      // tonight is their last night, or an hour room that ends today
      return o.status === ORDER_STATUS.inHouse && (o.stayKind === 2 || o.departureDate === addDays(today, 1));
    case 'serve':
      return o.status === ORDER_STATUS.inHouse && o.service !== null;
    case 'damage':
      return o.damage !== null;
    case 'history':
      return (
        o.status === ORDER_STATUS.checkedOut ||
        o.status === ORDER_STATUS.cancelled ||
        o.status === ORDER_STATUS.noShow
      );
  }
}
