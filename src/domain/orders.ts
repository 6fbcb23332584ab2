/**
 * Room orders (§4 Other, §7 Orders and statistics: merchantOrder): what travels and what the page and the mock
 * agree on. DOM-free: imported by the orders page and by the mock backend (mocks/domains/orders).
 *
 * A stay is one guest's order for one room from an arrival day to a departure day (the nights between), or an
 * hour room within one day. Orders are listed by stage, each stage its own call. docs/orders.md says how the
 * mock derives them from the room board, so that the board, the orders and the home figures agree.
 */
import type { Day } from './calendar';
import type { PriceRule } from './pricing';
import { round2 } from './money';

/** The stages orders are listed by, in the order of the page's tabs, with the call that lists each. */
export const ORDER_STAGES = {
  reserve: 'reserveOrderListMerchant',
  live: 'liveOrderListMerchant',
  preRetire: 'preRetireOrderListMerchant',
  serve: 'serveOrderListMerchant',
  damage: 'damageOrderListMerchant',
  history: 'historyOrderListMerchant',
} as const;
export type OrderStage = keyof typeof ORDER_STAGES;
export const ORDER_BASE = '/business-merchant/merchantOrder';

/** Where an order came from (the 渠道 filter). */
export const ORDER_CHANNEL = {
  walkIn: 1,
  phone: 2,
  ctrip: 3,
  meituan: 4,
  fliggy: 5,
  member: 6,
  protocol: 7,
} as const;
export type OrderChannel = (typeof ORDER_CHANNEL)[keyof typeof ORDER_CHANNEL];
/** The channels whose guests pay the OTA in advance (their payment line is 平台预付). */
export const OTA_CHANNELS: readonly OrderChannel[] = [
  ORDER_CHANNEL.ctrip,
  ORDER_CHANNEL.meituan,
  ORDER_CHANNEL.fliggy,
];

/** Where an order is in its life. */
export const ORDER_STATUS = { reserved: 1, inHouse: 2, checkedOut: 3, cancelled: 4, noShow: 5 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** 1 a night stay (全天房), 2 an hour room (钟点房). */
export type StayKind = 1 | 2;

/** How money was taken. */
export type PayMethod = 'cash' | 'wechat' | 'alipay' | 'card' | 'ota' | 'balance';
export const PAY_METHODS: readonly PayMethod[] = ['cash', 'wechat', 'alipay', 'card', 'ota', 'balance'];

export interface PaymentLine {
  method: PayMethod;
  amount: number;
  /** 'YYYY-MM-DD HH:mm:ss' */
  time: string;
  /** 押金 (refunded at check-out) rather than a charge */
  deposit: boolean;
}

/** One night of a stay at the price the place's rules gave it (src/domain/pricing.ts). */
export interface NightPrice {
  day: Day;
  price: number;
  rule: PriceRule;
}

/** A front-desk service asked for by an in-house guest (the 服务 tab). */
export type ServiceKind = 'clean' | 'delivery' | 'repair' | 'wakeUp';

/** A row of every stage's list. Phone and ID number travel masked: the console never holds them whole. */
export interface Order {
  id: number;
  orderNo: string;
  status: OrderStatus;
  channel: OrderChannel;
  stayKind: StayKind;
  guestName: string;
  /** 138****6721 */
  guestPhone: string;
  /** 3301**********123X */
  idNumber: string;
  guests: number;
  roomId: number;
  roomNo: string;
  buildingName: string;
  roomModelId: number;
  modelName: string;
  arrivalDate: Day;
  departureDate: Day;
  nights: number;
  /** 'YYYY-MM-DD HH:mm:ss', null before check-in */
  checkInTime: string | null;
  /** null until checked out */
  checkOutTime: string | null;
  nightly: NightPrice[];
  roomAmount: number;
  goodsAmount: number;
  damageAmount: number;
  /** room + goods + damage */
  totalAmount: number;
  deposit: number;
  /** what was paid, deposits apart */
  paidAmount: number;
  /** totalAmount − paidAmount: what the guest still owes (negative: owed to the guest) */
  balance: number;
  payments: PaymentLine[];
  /** the open service request (服务 tab) */
  service: { kind: ServiceKind; time: string; note: string } | null;
  /** what was damaged (损坏 tab) */
  damage: { item: string; amount: number; time: string } | null;
  memberTypeName: string;
  companyName: string;
  remark: string;
  operator: string;
  createTime: string;
}

/** A child order (getChildOrders): goods, an extension of the stay, a room change. */
export interface ChildOrder {
  id: number;
  orderId: number;
  kind: 'goods' | 'extend' | 'change';
  /** what it was: goods and quantity, the new departure day, from room → to room */
  title: string;
  amount: number;
  time: string;
  operator: string;
}

/** What an order's money adds up to, from its nights, goods, damage and payments. */
export function orderTotals(o: Pick<Order, 'nightly' | 'goodsAmount' | 'damageAmount' | 'payments'>) {
  const roomAmount = round2(o.nightly.reduce((s, n) => s + n.price, 0));
  const totalAmount = round2(roomAmount + o.goodsAmount + o.damageAmount);
  const paidAmount = round2(o.payments.filter((p) => !p.deposit).reduce((s, p) => s + p.amount, 0));
  const deposit = round2(o.payments.filter((p) => p.deposit).reduce((s, p) => s + p.amount, 0));
  return { roomAmount, totalAmount, paidAmount, deposit, balance: round2(totalAmount - paidAmount) };
}

/**
 * A mainland mobile number as an order shows it.
 * @example maskPhone('13812346721') // '138****6721'
 */
export const maskPhone = (phone: string): string =>
  phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;

/**
 * A resident ID number as an order shows it: the first four and last four characters.
 * @example maskIdNumber('33010619900307123X') // '3301**********123X'
 */
export const maskIdNumber = (id: string): string =>
  id.length > 8 ? `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}` : id;

/** The ISO 7064 MOD 11-2 check character of the first 17 digits of a resident ID number. */
export function idCheckChar(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return '10X98765432'[sum % 11]!;
}

/** One step of an order's life, as the detail's timeline shows it. */
export interface TimelineStep {
  time: string;
  /** a locale key under orders.timeline */
  what:
    | 'created'
    | 'checkIn'
    | 'goods'
    | 'extend'
    | 'change'
    | 'service'
    | 'damage'
    | 'checkOut'
    | 'cancelled';
  /** what it concerns (goods, rooms, amount), already in words */
  detail: string;
}

/** The steps of an order from its own times and its child orders, oldest first. */
export function orderTimeline(order: Order, children: readonly ChildOrder[]): TimelineStep[] {
  const steps: TimelineStep[] = [{ time: order.createTime, what: 'created', detail: '' }];
  if (order.checkInTime) steps.push({ time: order.checkInTime, what: 'checkIn', detail: order.roomNo });
  for (const c of children) steps.push({ time: c.time, what: c.kind, detail: c.title });
  if (order.service) steps.push({ time: order.service.time, what: 'service', detail: order.service.note });
  if (order.damage) steps.push({ time: order.damage.time, what: 'damage', detail: order.damage.item });
  if (order.checkOutTime) steps.push({ time: order.checkOutTime, what: 'checkOut', detail: '' });
  if (order.status === ORDER_STATUS.cancelled || order.status === ORDER_STATUS.noShow)
    steps.push({ time: order.createTime, what: 'cancelled', detail: '' });
  return steps.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}
