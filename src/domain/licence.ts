/**
 * Licences and their price plans (§3 Order, Licence / price plan; §7 Licences and orders; §9): what a plan costs
 * for a quantity or a room count, how long it runs, when an end date means "permanent", and what the
 * /common-license calls and the SMS pack calls answer. Pure: the purchase page shows these totals and the mock
 * (mocks/domains/common-license/routes.ts) charges them, from the same code; the console
 * (src/api/services/common-license.ts) and the mock read the same shapes.
 */
import { addDays, daysInMonth, dayNumber, type Day } from './calendar';
import { SMS_BASE } from './messages';

/** Where /common-license serves the licences, their orders, the activation codes and the activity strategies. */
export const LICENSE_BASE = '/common-license/license';
export const LICENSE_ORDER_BASE = '/common-license/licenseOrder';
export const AUTH_CODE_BASE = '/common-license/authCode';
export const STRATEGY_BASE = '/common-license/strategy';
/** Where /common-message prices the SMS packs and tells their payment; a pack is bought at BUY_SMS. */
export const SMS_ORDER_BASE = '/common-message/sysMsgOrder';
export const BUY_SMS = `${SMS_BASE}/buySMS`;

/** §9: an end date on or after this day is shown as permanent. */
export const PERMANENT_DATE: Day = '2099-12-31';
/** §9: a plan's validTime of 0 means permanent. */
export const PERMANENT_VALID_TIME = 0;

/** §9 pay channels. */
export const PAY_CHANNELS = { alipay: 10000, wechat: 10010 } as const;
export type PayChannel = (typeof PAY_CHANNELS)[keyof typeof PAY_CHANNELS];
export const isPayChannel = (v: unknown): v is PayChannel => v === 10000 || v === 10010;

/**
 * A pay status as getByPayStatus / queryPayStatus answer it and an order carries it. §4 names 1 (paid) and 0
 * (failed, with a remark); the others are ours: 2 waiting for the scan, 3 cancelled by the user, 4 closed
 * (its QR code ran out before it was paid).
 */
export const PAY_STATUS = { failed: 0, paid: 1, waiting: 2, cancelled: 3, closed: 4 } as const;
export type PayStatus = (typeof PAY_STATUS)[keyof typeof PAY_STATUS];

/** §9: the countdown of a QR code and the poll interval, in seconds. */
export const PAY_COUNTDOWN_S = 300;
export const PAY_POLL_S = 2;

/**
 * What a licence is (our numbering; the spec knows 2 = physical goods and has seen 5 to 8): 1 a software module
 * with a term, 2 physical goods shipped to an address, 5 rooms (the number of rooms the place may have),
 * 6 the professional edition, 7 an SMS pack.
 */
export const LICENSE_TYPE = { module: 1, goods: 2, rooms: 5, edition: 6, sms: 7 } as const;
export type LicenseType = (typeof LICENSE_TYPE)[keyof typeof LICENSE_TYPE];

/**
 * §3 plan types. 1 (ours) a term: `price` for `validTime` years (0 = permanent); 2 quantity-based: `price` per
 * unit × the quantity (`num` is the minimum); 3 room monthly: `roomPrice` per room per month × rooms × months
 * (`roomNum` is the minimum room count, the months come from the COPY_YEAR_ROOM dictionary); 4 to 8 room/time
 * packages: `price` for `roomNum` rooms during `validTime` months.
 */
export type PlanType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
export const isPackagePlan = (type: number) => type >= 4 && type <= 8;

/** One price line of a licence (§3 Licence / price plan). Money in yuan; discount in tenths of a 折 (88 = 8.8折, 100 none). */
export interface PricePlan {
  id: number;
  planName: string;
  type: PlanType;
  price: number;
  discount: number;
  /** years for type 1, months for types 4–8, 0 = permanent; unused for 2 and 3 */
  validTime: number;
  /** yuan per room per month (type 3) */
  roomPrice: number;
  /** minimum rooms (type 3) or the rooms of a package (4–8) */
  roomNum: number;
  /** minimum quantity (type 2); 1 otherwise */
  num: number;
}

/** What the buyer chose besides the plan. */
export interface PlanChoice {
  /** quantity (type 2) */
  num?: number;
  /** rooms (type 3) */
  roomNum?: number;
  /** months (type 3) */
  months?: number;
}

/** Yuan to cents, rounding half away from zero on the cent (money never goes through floats twice). */
const cents = (yuan: number) => Math.round(yuan * 100);

/** The price after the plan's discount, to the cent. */
export function discounted(price: number, discount: number): number {
  return Math.round(cents(price) * (discount / 100)) / 100;
}

/**
 * The amount an order of this plan costs, in yuan with two decimals, or null when the choice is out of the
 * plan's bounds (quantity under its minimum, rooms under the minimum, no months).
 * @example planTotal({ type: 3, roomPrice: 2, roomNum: 10, discount: 100, … }, { roomNum: 20, months: 3 }) // 120
 */
export function planTotal(plan: PricePlan, choice: PlanChoice = {}): number | null {
  const whole = (n: number | undefined, min: number) =>
    n !== undefined && Number.isInteger(n) && n >= Math.max(1, min) && n <= 999_999_999 ? n : null;
  switch (plan.type) {
    case 2: {
      const num = whole(choice.num, plan.num);
      return num === null ? null : discounted(plan.price * num, plan.discount);
    }
    case 3: {
      const rooms = whole(choice.roomNum, plan.roomNum);
      const months = whole(choice.months, 1);
      return rooms === null || months === null
        ? null
        : discounted(plan.roomPrice * rooms * months, plan.discount);
    }
    default:
      return discounted(plan.price, plan.discount);
  }
}

/** The months a plan runs (0 = permanent, null = does not expire by itself: goods). */
export function planMonths(plan: PricePlan, choice: PlanChoice = {}): number | null {
  if (plan.type === 2) return null;
  if (plan.type === 3) return choice.months ?? null;
  if (plan.type === 1) return plan.validTime === PERMANENT_VALID_TIME ? 0 : plan.validTime * 12;
  return plan.validTime === PERMANENT_VALID_TIME ? 0 : plan.validTime;
}

/**
 * The last day of a licence that starts on `start` and runs `months` (0 = permanent): the day before the same
 * date `months` later, or that month's last day when the date does not exist there (a month from 01-31 ends on 02-28).
 */
export function endDay(start: Day, months: number): Day {
  if (months === PERMANENT_VALID_TIME) return PERMANENT_DATE;
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = daysInMonth(year, month);
  const iso = (date: number) => `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
  return d > last ? iso(last) : addDays(iso(d), -1);
}

/** §3: an end date of 2099-12-31 or later means permanent (a date with a time after it counts by its day). */
export function isPermanent(endDate: string | null | undefined): boolean {
  if (!endDate) return false;
  const day = dayNumber(endDate.slice(0, 10));
  const permanent = dayNumber(PERMANENT_DATE)!;
  return day !== null && day >= permanent;
}

/* ------------------------------------------------------------------ what the calls answer */

/** How a place came by a licence: purchased, activated with a code, given, or seeded. */
export type LicenceSource = 'buy' | 'code' | 'gift' | 'seed';

/** A product on sale (license/list): a module, physical goods, rooms or the professional edition. */
export interface LicenseProduct {
  id: number;
  licenseName: string;
  licenseType: LicenseType;
  /** one line under the name */
  description: string;
  /** the help-tip popover's text (what it does, who needs it) */
  helpTip: string;
  /** what it brings, a line each */
  features: string[];
  /** the menu entries it adds to the place when bought (names in the place's language of the seed) */
  menuNames: string[];
  /** the price lines; never empty */
  priceList: PricePlan[];
}

/** selectVersion: the place's edition and its room quota. */
export interface PlaceVersion {
  /** 1 professional, 5 basic (§3 Place) */
  license: number;
  versionName: string;
  /** rooms the place may have: the edition's own plus every room licence in force */
  roomQuota: number;
  roomUsed: number;
  /** the last day of the room licence that ends last, null without one */
  roomEndTime: string | null;
}

/** listByPlace: a licence the place holds (purchased, activated with a code, or given). */
export interface PlaceLicense {
  id: number;
  licenseId: number;
  licenseName: string;
  licenseType: LicenseType;
  /** 'YYYY-MM-DD' */
  startTime: string;
  /** 'YYYY-MM-DD'; 2099-12-31 or later = permanent (§3); null for goods */
  endTime: string | null;
  /** quantity (goods, SMS) */
  num: number;
  /** rooms it adds (room licences) */
  roomNum: number;
  source: LicenceSource;
  /** 1 in force, 0 expired */
  status: 0 | 1;
  menuNames: string[];
}

/** getRoomPrice: what `roomNum` rooms for `months` cost at the place's room price. */
export interface RoomPriceQuote {
  /** the type-3 plan it priced */
  priceId: number;
  roomPrice: number;
  roomNum: number;
  months: number;
  discount: number;
  total: number;
  /** rooms the place may have now */
  roomQuota: number;
}

/**
 * What every buy call answers (§7: outTradeNo and qrCode): the order made (or found again for the same
 * requestId) and the code to scan. `qrCode` is the text the QR encodes (a pay URL).
 */
export interface PayOrder {
  id: number;
  outTradeNo: string;
  qrCode: string;
  payChannel: PayChannel;
  price: number;
  /** seconds the code is valid (the 300 s of §9) */
  expireSeconds: number;
}

/** A licence or SMS order (§3 Order) as list, detail and getBuyOrderInfo answer it. */
export interface LicenseOrder {
  id: number;
  licenseId: number;
  licenseName: string;
  licenseType: LicenseType;
  /** the plan's name, e.g. '1年' or '50间/年' */
  planName: string;
  num: number;
  roomNum: number;
  /** years of a term plan (0 permanent), null otherwise */
  licenseYear: number | null;
  /** months it runs, 0 permanent, null for goods */
  months: number | null;
  /** the end date it gives, 'YYYY-MM-DD' (2099-12-31 permanent), null until paid or for goods and SMS */
  validTime: string | null;
  price: number;
  /** JSON text: { type, licensePrice: { price, discount, roomPrice, roomNum, validTime } } (§3) */
  licenseMsg: string;
  contacts: string;
  phone: string;
  address: string;
  outTradeNo: string;
  /** the payment provider's trade number once paid, '' before */
  tradeNo: string;
  payChannel: PayChannel;
  payStatus: PayStatus;
  remark: string;
  /** when it was ordered, 'YYYY-MM-DD HH:mm:ss' */
  buyTime: string;
  /** when it was paid, '' before */
  payTime: string;
}

/**
 * The platform's pay-order notice of a licence order (§4 push 9, `businessType: 9`): the frame the server pushes
 * to the place, and the live host turns into the order's payment dialog.
 */
export const payOrderPush = (
  order: Pick<LicenseOrder, 'id' | 'outTradeNo' | 'licenseName' | 'planName' | 'price'>,
) => ({
  businessType: 9,
  data: {
    orderId: order.id,
    outTradeNo: order.outTradeNo,
    licenseName: order.licenseName,
    planName: order.planName,
    price: order.price,
  },
});

/** getByPayStatus / queryPayStatus. */
export interface PayStatusAnswer {
  status: PayStatus;
  /** why it failed (status 0) */
  remark: string;
}

/** An SMS pack on sale (sysMsgOrder/getBasePrice). */
export interface SmsPack {
  id: number;
  /** messages in the pack */
  num: number;
  price: number;
  discount: number;
}

/** An activation code as /authCode/detail shows it before it is used. */
export interface AuthCodeDetail {
  authCode: string;
  licenseName: string;
  licenseType: LicenseType;
  /** months it gives, 0 permanent */
  months: number;
  roomNum: number;
  /** 0 unused, 1 used, 2 expired */
  status: 0 | 1 | 2;
  /** last day it may be used, 'YYYY-MM-DD' */
  expireTime: string;
}
