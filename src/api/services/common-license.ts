import { request, requestEnvelope } from '../client';
import type { CallMeta } from '../call-meta';
import type { Page } from '../resource';
import type { LicenseType, PayChannel, PayStatus } from '@/domain/licence';
import type {
  AuthCodeDetail,
  LicenseProduct,
  PayOrder,
  PayStatusAnswer,
  PlaceLicense,
  PlaceVersion,
  RoomPriceQuote,
  SmsPack,
} from '@/domain/licence-wire';

/**
 * /common-license (§7 Licences and orders) and the SMS pack calls: what is on sale, what the place holds, the
 * orders and their payment, activation codes. The rules (plan totals, end dates, "permanent") are in
 * src/domain/licence.ts, the shapes the mock answers too in src/domain/licence-wire.ts; docs/licences.md tells
 * the whole flow.
 */
const LICENSE = '/common-license/license';
const ORDER = '/common-license/licenseOrder';
const AUTH_CODE = '/common-license/authCode';

export type * from '@/domain/licence-wire';

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

/** A licence order (§3 Order) as list, detail and getBuyOrderInfo answer it. */
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
  /** the end date it gives, 'YYYY-MM-DD' (2099-12-31 permanent), null until paid or for goods */
  validTime: string | null;
  price: number;
  /** JSON text: { type, licensePrice: { price, discount, roomPrice, roomNum, validTime } } (§3) */
  licenseMsg: string;
  contacts: string;
  phone: string;
  address: string;
  outTradeNo: string;
  /** the payment provider's trade number once paid */
  tradeNo: string;
  payChannel: PayChannel;
  payStatus: PayStatus;
  remark: string;
  /** when it was ordered, 'YYYY-MM-DD HH:mm:ss' */
  buyTime: string;
  /** when it was paid, '' before */
  payTime: string;
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
  openStrategies: () => post<OpenStrategy[]>('/common-license/strategy/getOpenStrategyList', {}),

  /* on sale, and what the place has */
  catalogue: () => get<LicenseProduct[]>(`${LICENSE}/list`),
  version: () => get<PlaceVersion>(`${LICENSE}/selectVersion`),
  /** whether the signed-in user owns the current place (only the owner buys) */
  checkPlaceBoss: () => get<{ boss: boolean }>(`${LICENSE}/checkPlaceBoss`),
  placeLicenses: () => post<PlaceLicense[]>(`${LICENSE}/listByPlace`, {}),
  roomPrice: (q: { roomNum: number; months: number }) => post<RoomPriceQuote>(`${LICENSE}/getRoomPrice`, q),

  /* ordering: each answers the order to pay; `silent` so the order dialog shows the refusal itself */
  buyLicense: (input: BuyLicenseInput) => post<PayOrder>(`${LICENSE}/buyLicense`, input, { silent: true }),
  buyRoomNum: (input: BuyRoomNumInput) => post<PayOrder>(`${LICENSE}/buyRoomNum`, input, { silent: true }),
  buyRoomPackage: (input: BuyRoomPackageInput) =>
    post<PayOrder>(`${LICENSE}/buyRoomNumNew`, input, { silent: true }),
  /** pay an unpaid order again (another channel, or from the history): a new outTradeNo for the same order */
  buyOrder: (input: { id: number; payChannel: PayChannel }) =>
    post<PayOrder>(`${LICENSE}/buyOrder`, input, { silent: true }),

  /* the order's payment and history; the poll is silent: the QR dialog says what went wrong */
  payStatus: (outTradeNo: string) =>
    post<PayStatusAnswer>(`${ORDER}/getByPayStatus`, { outTradeNo }, { silent: true }),
  buyOrderInfo: (outTradeNo: string) => post<LicenseOrder>(`${ORDER}/getBuyOrderInfo`, { outTradeNo }),
  orders: (q: OrderQuery) =>
    post<Page<LicenseOrder>>(`${ORDER}/list`, {
      pageNumber: q.page,
      pageSize: q.size,
      ...(q.payStatus === undefined ? {} : { payStatus: q.payStatus }),
    }),
  orderDetail: (id: number) => post<LicenseOrder>(`${ORDER}/detail`, { id }),
  cancelOrder: async (id: number) =>
    (await requestEnvelope({ method: 'post', url: `${ORDER}/cancelOrder`, data: { id } })).msg,

  /* activation codes */
  codeDetail: (authCode: string) =>
    post<AuthCodeDetail>(`${AUTH_CODE}/detail`, { authCode }, { silent: true }),
  /** activates the code for the current place */
  checkCode: (authCode: string) =>
    post<PlaceLicense>(`${AUTH_CODE}/checkCode`, { authCode }, { silent: true }),

  /* SMS packs: priced by /common-message, ordered through /business-merchant/message */
  smsPacks: () => post<SmsPack[]>('/common-message/sysMsgOrder/getBasePrice', {}),
  buySms: (input: BuySmsInput) =>
    post<PayOrder>('/business-merchant/message/buySMS', input, { silent: true }),
  smsPayStatus: (outTradeNo: string) =>
    post<PayStatusAnswer>('/common-message/sysMsgOrder/queryPayStatus', { outTradeNo }, { silent: true }),
};
