import { request } from '../client';
import type { CallMeta } from '../call-meta';
import { postWrite, type Page } from '../resource';
import {
  AUTH_CODE_BASE,
  BUY_SMS,
  LICENSE_BASE,
  LICENSE_ORDER_BASE,
  SMS_ORDER_BASE,
  STRATEGY_BASE,
  type AuthCodeDetail,
  type LicenceSource,
  type LicenseOrder,
  type LicenseProduct,
  type PayChannel,
  type PayOrder,
  type PayStatus,
  type PayStatusAnswer,
  type PlaceLicense,
  type PlaceVersion,
  type RoomPriceQuote,
  type SmsPack,
} from '@/domain/licence';

/**
 * /common-license (§7 Licences and orders) and the SMS pack calls: what is on sale, what the place holds, the
 * orders and their payment, activation codes. The rules (plan totals, end dates, "permanent") and the shapes the
 * mock answers too are in src/domain/licence.ts; docs/licences.md tells the whole flow.
 */

/** What the calls answer: declared in src/domain/licence.ts. */
export type {
  AuthCodeDetail,
  LicenceSource,
  LicenseOrder,
  LicenseProduct,
  PayOrder,
  PayStatusAnswer,
  PlaceLicense,
  PlaceVersion,
  RoomPriceQuote,
  SmsPack,
};

/** An activity strategy (§3) as the banner carousel of the top bar shows it. */
export interface OpenStrategy {
  id: number;
  imgUrl: string;
  title: string;
  /** an in-app path (/application/index) or an external https address */
  link: string;
}

/** Every buy sends an idempotency key: the same key answers the same order instead of a second one. */
interface Idempotent {
  requestId: string;
  payChannel: PayChannel;
}

export interface BuyLicenseInput extends Idempotent {
  licenseId: number;
  priceId: number;
  /** quantity (type 2), 1 otherwise */
  num: number;
  /** physical goods (licenseType 2): required */
  contacts?: string;
  phone?: string;
  address?: string;
}

/** buyRoomNum: a type-3 plan, rooms × months. */
export interface BuyRoomNumInput extends Idempotent {
  priceId: number;
  roomNum: number;
  months: number;
}

/** buyRoomNumNew: a room package (types 4–8). */
export interface BuyRoomPackageInput extends Idempotent {
  priceId: number;
}

export interface OrderQuery {
  page: number;
  size: number;
  payStatus?: PayStatus;
}

export interface BuySmsInput extends Idempotent {
  priceId: number;
}

const post = <T>(url: string, data: unknown, meta?: CallMeta) =>
  request<T>({ method: 'post', url, data, meta });
const get = <T>(url: string) => request<T>({ method: 'get', url });

export const commonLicense = {
  openStrategies: () => post<OpenStrategy[]>(`${STRATEGY_BASE}/getOpenStrategyList`, {}),

  /* on sale, and what the place has */
  catalogue: () => get<LicenseProduct[]>(`${LICENSE_BASE}/list`),
  version: () => get<PlaceVersion>(`${LICENSE_BASE}/selectVersion`),
  /** whether the signed-in user owns the current place (only the owner buys) */
  checkPlaceBoss: () => get<{ boss: boolean }>(`${LICENSE_BASE}/checkPlaceBoss`),
  placeLicenses: () => post<PlaceLicense[]>(`${LICENSE_BASE}/listByPlace`, {}),
  roomPrice: (q: { roomNum: number; months: number }) =>
    post<RoomPriceQuote>(`${LICENSE_BASE}/getRoomPrice`, q),

  /* ordering: each answers the order to pay; `silent` so the order dialog shows the refusal itself */
  buyLicense: (input: BuyLicenseInput) =>
    post<PayOrder>(`${LICENSE_BASE}/buyLicense`, input, { silent: true }),
  buyRoomNum: (input: BuyRoomNumInput) =>
    post<PayOrder>(`${LICENSE_BASE}/buyRoomNum`, input, { silent: true }),
  buyRoomPackage: (input: BuyRoomPackageInput) =>
    post<PayOrder>(`${LICENSE_BASE}/buyRoomNumNew`, input, { silent: true }),
  /** pay an unpaid order again (another channel, or from the history): a new outTradeNo for the same order */
  buyOrder: (input: { id: number; payChannel: PayChannel }) =>
    post<PayOrder>(`${LICENSE_BASE}/buyOrder`, input, { silent: true }),

  /* the order's payment and history; the poll is silent: the QR dialog says what went wrong */
  payStatus: (outTradeNo: string) =>
    post<PayStatusAnswer>(`${LICENSE_ORDER_BASE}/getByPayStatus`, { outTradeNo }, { silent: true }),
  buyOrderInfo: (outTradeNo: string) =>
    post<LicenseOrder>(`${LICENSE_ORDER_BASE}/getBuyOrderInfo`, { outTradeNo }),
  orders: (q: OrderQuery) =>
    post<Page<LicenseOrder>>(`${LICENSE_ORDER_BASE}/list`, {
      pageNumber: q.page,
      pageSize: q.size,
      ...(q.payStatus === undefined ? {} : { payStatus: q.payStatus }),
    }),
  orderDetail: (id: number) => post<LicenseOrder>(`${LICENSE_ORDER_BASE}/detail`, { id }),
  cancelOrder: (id: number) => postWrite(`${LICENSE_ORDER_BASE}/cancelOrder`, { id }),

  /* activation codes */
  codeDetail: (authCode: string) =>
    post<AuthCodeDetail>(`${AUTH_CODE_BASE}/detail`, { authCode }, { silent: true }),
  /** activates the code for the current place */
  checkCode: (authCode: string) =>
    post<PlaceLicense>(`${AUTH_CODE_BASE}/checkCode`, { authCode }, { silent: true }),

  /* SMS packs: priced by /common-message, ordered through /business-merchant/message */
  smsPacks: () => post<SmsPack[]>(`${SMS_ORDER_BASE}/getBasePrice`, {}),
  buySms: (input: BuySmsInput) => post<PayOrder>(BUY_SMS, input, { silent: true }),
  smsPayStatus: (outTradeNo: string) =>
    post<PayStatusAnswer>(`${SMS_ORDER_BASE}/queryPayStatus`, { outTradeNo }, { silent: true }),
};
