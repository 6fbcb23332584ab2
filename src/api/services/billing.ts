import type { CallMeta } from '../call-meta';
import { request } from '../client';
import { pagedList, postWrite, resource, settingsCalls } from '../resource';
import type {
  BasePriceRule,
  DayPrice,
  HourRoomRule,
  MemberPriceRule,
  PriceMode,
  PromotionRule,
} from '@/domain/pricing';
import {
  BILLING_RULES_BASE,
  ORDER_EDIT_BASE,
  OTHER_CONFIG_BASE,
  PRICE_RECORD_BASE,
  PROMOTION_PRICE_BASE,
  REDUCE_PRICE_BASE,
  type OrderEditRow,
  type OrderEditStatus,
  type PriceRecordRow,
  type PriceRecordType,
  type ProtocolInput,
  type ProtocolRow,
} from '@/domain/billing';
import { MEMBER_TYPE_BASE } from '@/domain/member-types';

/**
 * §7 Billing: the prices of the current place (/feeRule/index). The rules' shapes are those of the pure pricing
 * module (src/domain/pricing.ts), which the mock (mocks/domains/billing/routes.ts) also prices with, so the page's price
 * calendar and the server's findLastPrice agree. Money in yuan with two decimals; discounts in tenths of a 折
 * (88 = 8.8折). docs/pricing.md explains the rules.
 */

/**
 * businessBillingRules/list: one row per room type of the place, whether it has a base rule yet or not
 * (`ruleId` null and prices null until the first edit). `id` is the room type's id: base prices are per type.
 */
export interface BasePriceRow extends Omit<BasePriceRule, 'basePrice' | 'weekendPrice'> {
  /** the room type's id */
  id: number;
  roomModelId: number;
  modelName: string;
  ruleId: number | null;
  /** null until set */
  basePrice: number | null;
  weekendPrice: number | null;
  /** deposit taken at check-in, yuan */
  deposit: number;
  /** 'HH:mm' standard check-in and check-out */
  checkInTime: string;
  checkOutTime: string;
  /** 1 in use, 0 off; a type without a rule is 0 */
  status: number;
  updateTime: string;
}

export type BasePriceInput = Pick<
  BasePriceRow,
  'roomModelId' | 'weekendDays' | 'deposit' | 'checkInTime' | 'checkOutTime'
> & { basePrice: number; weekendPrice: number };

/** listByMember: the member prices of one room type (or every type), one row per type and member type set. */
export interface MemberPriceRow extends MemberPriceRule {
  id: number;
  modelName: string;
  memberTypeName: string;
  updateTime: string;
}

/** editMember: replaces the member prices of one room type; a member type left out has none. */
export interface MemberPriceInput {
  roomModelId: number;
  items: Array<{ memberTypeId: number; mode: PriceMode; price: number; discount: number }>;
}

/** A corporate protocol (协议单位) with its agreed price per room type: declared in src/domain/billing.ts. */
export type { ProtocolInput, ProtocolRow };

/** listByHourRoom: one row per room type (`id` = the type's id), defaults until edited. */
export interface HourRoomRow extends HourRoomRule {
  id: number;
  modelName: string;
  updateTime: string;
}

export type HourRoomInput = HourRoomRule;

/** businessPromotionPrice: a time-limited price for some room types, on a §3 schedule. */
export interface PromotionRow extends PromotionRule {
  /** derived: the room types' names, in roomModelIds order */
  modelNames: string[];
  createTime: string;
}

export type PromotionInput = Omit<PromotionRow, 'id' | 'modelNames' | 'createTime' | 'status'>;

/** businessReduceRoomPrice: a standing reduction of one room's price (a room by the lift, no window …). */
export interface ReducePriceRow {
  /** the room's id */
  id: number;
  roomId: number;
  roomNo: string;
  buildingName: string;
  modelName: string;
  /** yuan off every night, 0 = none */
  reduceAmount: number;
  reason: string;
  updateTime: string;
}

export type ReducePriceInput = Pick<ReducePriceRow, 'roomId' | 'reduceAmount' | 'reason'>;

/** Order price edits and price records are declared in src/domain/billing.ts. */
export type { OrderEditRow, OrderEditStatus, PriceRecordRow, PriceRecordType };

export interface OrderEditCheck {
  id: number;
  /** 1 approve, 2 refuse */
  status: 1 | 2;
  /** required when refusing */
  checkRemark: string;
}

/** businessOtherConfig charge price config: how a stay is charged around the standard times. */
export interface ChargePriceConfig {
  /** arrivals before this time ('HH:mm') count as the previous night (night audit), e.g. '06:00' */
  earlyCheckInBefore: string;
  /** leaving after the check-out time up to this time costs halfDayPercent of a night, later a full night */
  halfDayUntil: string;
  /** 0–100 */
  halfDayPercent: number;
  /** minutes of grace after the check-out time before anything is charged */
  graceMinutes: number;
  /** 0 to the cent, 1 rounded to the yuan, 2 down to the yuan */
  roundMode: 0 | 1 | 2;
}

/** /business-member/memberType: the member types of the place and of its chain parent. */
export interface MemberType {
  id: number;
  typeName: string;
  /** 1 lowest */
  level: number;
}

/** findLastPrice: the server's own price of each day (the calendar's check). */
export interface PriceAnswerQuery {
  roomModelId: number;
  memberTypeId?: number | null;
  protocolId?: number | null;
  /** 'YYYY-MM-DD' */
  startDate: string;
  /** 1–62 */
  days: number;
}

const post = <T>(url: string, data: unknown) => request<T>({ method: 'post', url, data });

export const billingApi = {
  basePrices: pagedList<BasePriceRow>(`${BILLING_RULES_BASE}/list`),
  findBasePrice: (roomModelId: number) =>
    post<BasePriceRow | null>(`${BILLING_RULES_BASE}/findBasePrice`, { roomModelId }),
  editBasePrice: (input: BasePriceInput, call?: CallMeta) =>
    postWrite(`${BILLING_RULES_BASE}/edit`, input, call),
  /** id: the room type's id */
  changeBaseStatus: (id: number, status: number) =>
    postWrite(`${BILLING_RULES_BASE}/changeStatus`, { id, status }),
  findLastPrice: (q: PriceAnswerQuery) => post<DayPrice[]>(`${BILLING_RULES_BASE}/findLastPrice`, q),

  memberPrices: (roomModelId?: number, call?: CallMeta) =>
    request<MemberPriceRow[]>({
      method: 'get',
      url: `${BILLING_RULES_BASE}/listByMember`,
      params: roomModelId ? { roomModelId } : {},
      meta: call,
    }),
  editMemberPrices: (input: MemberPriceInput, call?: CallMeta) =>
    postWrite(`${BILLING_RULES_BASE}/editMember`, input, call),

  hourRooms: (call?: CallMeta) =>
    request<HourRoomRow[]>({ method: 'get', url: `${BILLING_RULES_BASE}/listByHourRoom`, meta: call }),
  editHourRoom: (input: HourRoomInput, call?: CallMeta) =>
    postWrite(`${BILLING_RULES_BASE}/editHourRoom`, input, call),

  memberTypes: () => post<MemberType[]>(`${MEMBER_TYPE_BASE}/getPlaceAndParent`, {}),

  /** the charge settings (businessOtherConfig), read and saved whole */
  chargeConfig: settingsCalls<ChargePriceConfig>(
    { url: `${OTHER_CONFIG_BASE}/getChargePriceConfig` },
    `${OTHER_CONFIG_BASE}/updateChargePriceConfig`,
  ),

  checkOrderEdit: (input: OrderEditCheck) => postWrite(`${ORDER_EDIT_BASE}/check`, input),
};

/** Protocols on the engine: listByProtocol (GET, paged; companyName contains), add/up/delByProtocol. */
export const protocolApi = resource<ProtocolRow, ProtocolInput>({
  base: BILLING_RULES_BASE,
  paths: { list: 'listByProtocol', add: 'addByProtocol', edit: 'upByProtocol', delete: 'delByProtocol' },
});

/** Promotions on the engine: list (paged), add, delete, and the shelf toggle as the status call. */
export const promotionApi = resource<PromotionRow, PromotionInput>({
  base: PROMOTION_PRICE_BASE,
  paths: { changeStatus: 'onAndOffShelves' },
});

/** Room price reductions: list (paged, one row per room), edit (upsert by roomId; 0 removes). */
export const reducePriceApi = resource<ReducePriceRow, ReducePriceInput>({
  base: REDUCE_PRICE_BASE,
});

/** Order price edits: list (paged; status filter); `billingApi.checkOrderEdit` decides one. */
export const orderEditApi = resource<OrderEditRow>({ base: ORDER_EDIT_BASE });

/** Price change records: GET list (paged; recordType filter). */
export const priceRecordApi = resource<PriceRecordRow>({ base: PRICE_RECORD_BASE });
