/**
 * The internet cafe's books (§1 place type 50, §7 "Internet cafe (/business-netbar)"): what a shift of a cafe takes
 * in and what the page and the mock agree on. DOM-free: imported by /handOver/netbarDetail and by the mock
 * (mocks/domains/netbar).
 *
 * A cafe's money is not a room's. A guest pays at the counter (or at the seat's client, or with a group-buy
 * voucher) to **recharge** a member card, or buys a **temporary card** for the evening (押金 and a prepaid
 * balance), and buys **goods** (drinks, instant noodles) delivered to the seat. The **online fees** (上网费) are
 * then drawn from those balances minute by minute: they are the cafe's takings but no money changes hands when a
 * seat is used, so a shift counts them apart. What the drawer should hold at handover is the float plus the
 * cash that came in (recharges, goods, card deposits) less the cash paid back (deposits returned, balances
 * refunded). docs/netbar.md.
 */
import { entity, field, type EntityInput } from './entity';
import { shiftEntity, type HandoverRow } from './shifts';
import { round2 } from './money';

export const NETBAR_HANDOVER_BASE = '/business-netbar/handover';

/** How money reaches the cafe: the counter's cash and QR codes, the seat client, the group-buy platforms. */
export type NetbarChannel = 'cash' | 'wechat' | 'alipay' | 'client' | 'meituan' | 'douyin' | 'balance';
export const NETBAR_CHANNELS: readonly NetbarChannel[] = [
  'cash',
  'wechat',
  'alipay',
  'client',
  'meituan',
  'douyin',
  'balance',
];

/**
 * One movement of a shift: online fees drawn from a balance (`online`: takings, no money moves), a recharge, a
 * goods sale, a temporary card's deposit taken, or money paid back (`refund`, negative: a deposit returned or a
 * balance refunded when a card is given back).
 */
export type NetbarLineKind = 'online' | 'recharge' | 'goods' | 'deposit' | 'refund';

export interface NetbarLine {
  /** 消费单号 / 充值单号 */
  no: string;
  kind: NetbarLineKind;
  channel: NetbarChannel;
  amount: number;
  /** 'YYYY-MM-DD HH:mm:ss', China time */
  time: string;
  /** the seat (A07), or '' at the counter */
  seatNo: string;
  /** the member's name, or 临时卡 and its number */
  memberName: string;
  /** a goods line: what was sold, and how many */
  goodsName?: string;
  quantity?: number;
}

/** What came in through one channel in a shift. */
export interface ChannelTotals {
  channel: NetbarChannel;
  recharges: number;
  goods: number;
  deposits: number;
  /** negative */
  refunds: number;
  /** recharges + goods + deposits + refunds: what the channel holds more at the end */
  net: number;
}

/** The figures of a cafe's shift, from its lines. */
export interface NetbarFigures {
  /** money in, by channel (the online fees apart: drawn from balances) */
  byChannel: ChannelTotals[];
  /** online fees drawn from balances during the shift */
  onlineFees: number;
  /** the seat sessions the fees came from */
  sessionCount: number;
  rechargeTotal: number;
  rechargeCount: number;
  goodsSales: number;
  depositsTaken: number;
  /** negative: deposits returned and balances refunded */
  refunds: number;
  /** recharges + goods: the money taken in (deposits apart) */
  income: number;
  /** the float + the cash channel's net */
  cashExpected: number;
}

/** A shift's figures from its lines and the float it started with. */
export function netbarFigures(lines: readonly NetbarLine[], pettyCash: number): NetbarFigures {
  const by = new Map<NetbarChannel, ChannelTotals>();
  let onlineFees = 0;
  let rechargeCount = 0;
  const sessions = new Set<string>();
  for (const l of lines) {
    if (l.kind === 'online') {
      onlineFees = round2(onlineFees + l.amount);
      sessions.add(l.no);
      continue;
    }
    const c = by.get(l.channel) ?? {
      channel: l.channel,
      recharges: 0,
      goods: 0,
      deposits: 0,
      refunds: 0,
      net: 0,
    };
    if (l.kind === 'recharge') {
      c.recharges = round2(c.recharges + l.amount);
      rechargeCount++;
    } else if (l.kind === 'goods') c.goods = round2(c.goods + l.amount);
    else if (l.kind === 'deposit') c.deposits = round2(c.deposits + l.amount);
    else c.refunds = round2(c.refunds + l.amount);
    c.net = round2(c.recharges + c.goods + c.deposits + c.refunds);
    by.set(l.channel, c);
  }
  const byChannel = [...by.values()].sort(
    (a, b) => NETBAR_CHANNELS.indexOf(a.channel) - NETBAR_CHANNELS.indexOf(b.channel),
  );
  const sum = (f: (c: ChannelTotals) => number) => round2(byChannel.reduce((s, c) => s + f(c), 0));
  const rechargeTotal = sum((c) => c.recharges);
  const goodsSales = sum((c) => c.goods);
  return {
    byChannel,
    onlineFees,
    sessionCount: sessions.size,
    rechargeTotal,
    rechargeCount,
    goodsSales,
    depositsTaken: sum((c) => c.deposits),
    refunds: sum((c) => c.refunds),
    income: round2(rechargeTotal + goodsSales),
    cashExpected: round2(pettyCash + (by.get('cash')?.net ?? 0)),
  };
}

/**
 * What a cafe's handover sends: the hotel's handover form (who to whom, the span, the float, the cash counted),
 * to the cafe's own call. The server refuses the same things: a span overlapping another shift, an end in the
 * future, no count.
 */
export const netbarShiftEntity = entity(shiftEntity.fields, { base: NETBAR_HANDOVER_BASE });

/** A cafe's handover as the list answers it: its income is recharges and goods; the online fees apart. */
export interface NetbarShift extends HandoverRow {
  rechargeTotal: number;
  goodsSales: number;
  onlineFees: number;
  /** negative */
  refunds: number;
  sessionCount: number;
}

/** Goods sold in a shift, by name. */
export interface NetbarGoodsSold {
  name: string;
  quantity: number;
  amount: number;
}

/** handover/detail: a shift (or the current one, not yet handed over) with everything its sheet shows. */
export interface NetbarShiftDetail {
  startTime: string;
  endTime: string;
  pettyCash: number;
  figures: NetbarFigures;
  goods: NetbarGoodsSold[];
  /** seats in use when the span ended */
  seatsInUse: number;
  /** the handed-over record, null for the current shift */
  shift: NetbarShift | null;
}

export const NETBAR_COMPUTER_LOG = '/business-netbar/computerLog/list';

/** A seat session: 1 still on the seat (上机中), 2 left (已下机). */
export const SESSION_STATUS = { online: 1, ended: 2 } as const;
export type SessionStatus = (typeof SESSION_STATUS)[keyof typeof SESSION_STATUS];

/** One seat session as computerLog answers it: who sat where, from when to when, and what it cost. */
export interface ComputerLog {
  id: number;
  /** 上机单号, S + day + sequence */
  no: string;
  seatNo: string;
  /** the seat's area (placeConfig, src/domain/netbar-seats.ts) */
  areaId: number;
  /** the area as the cafe names it */
  areaName: string;
  /** the member's name, or 临时卡 and its number */
  memberName: string;
  levelName: string;
  startTime: string;
  /** '' while the guest is still on the seat */
  endTime: string;
  /** minutes on the seat so far */
  minutes: number;
  /** the fee drawn so far */
  fee: number;
  status: SessionStatus;
}

export const NETBAR_RECHARGE_BASE = '/business-netbar/recharge';

/** A member level of the cafe (getBarLevel): 0 is the temporary card; its share of the card's hourly rate. */
export interface BarLevel {
  levelId: number;
  levelName: string;
  /** 1 pays the full rate, 0.8 pays 80 % */
  discount: number;
}

/** One recharge as listRechargeByPlace answers it: a member's top-up or a temporary card's prepaid balance. */
export interface RechargeRecord {
  id: number;
  /** 充值单号 */
  no: string;
  memberName: string;
  levelId: number;
  levelName: string;
  channel: NetbarChannel;
  amount: number;
  /** balance given on top by the cafe's offer: not money in the till */
  bonus: number;
  time: string;
}

export const NETBAR_PLACE_BASE = '/business-netbar/basplace';

/** 统一社会信用代码: 18 characters, of digits and the capitals the code uses (no I, O, Z, S, V). */
const CREDIT_CODE_RE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
const creditCode = (v: unknown) =>
  typeof v === 'string' && CREDIT_CODE_RE.test(v) ? null : 'netbar.place.creditCodeBad';

/**
 * The cafe's own record (basplace detail and edit): the licence an internet cafe trades under
 * (网络文化经营许可证), its business registration, who answers for it, where it is and how many seats it has.
 * One row per place, edited whole by the owner.
 */
export const basplaceEntity = entity(
  {
    licenseNo: field.text({
      required: 'netbar.place.licenseNoRequired',
      maxLength: 40,
      example: 'ZWW-2024-1234-056',
    }),
    creditCode: field.text({
      required: 'netbar.place.creditCodeRequired',
      checks: [creditCode],
      example: '91330106MA2H3K4L5P',
    }),
    contactName: field.text({ required: 'netbar.place.contactRequired', maxLength: 20, example: 'Chen' }),
    contactPhone: field.mobile('netbar.place.phoneRequired'),
    address: field.text({ required: 'netbar.place.addressRequired', maxLength: 100, example: 'Hangzhou' }),
    seatCount: field.int({
      required: 'netbar.place.seatCountRequired',
      min: 1,
      max: 2000,
      range: 'netbar.place.seatCountRange',
      example: 72,
    }),
    remark: field.remark(200),
  },
  { base: NETBAR_PLACE_BASE },
);
export type BasplaceInput = EntityInput<typeof basplaceEntity>;
/** The record as detail answers it: the place's name beside what the owner keeps. */
export type Basplace = Omit<Required<BasplaceInput>, 'id'> & { placeName: string; updateTime: string };
