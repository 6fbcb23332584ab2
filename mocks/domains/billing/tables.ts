/**
 * The tables of the billing domain (§7 Billing, mocks/domains/billing/routes.ts) and the rows they store: a rule
 * of the pricing module (src/domain/pricing.ts) or a declaration's fields (src/domain/billing.ts) with its place
 * and times. The rows answered as stored are the shapes of src/domain/billing.ts (order edits, price records) with
 * their place.
 */
import type {
  chargeConfigEntity,
  OrderEditRow as OrderEdit,
  PriceRecordRow as PriceRecord,
  ProtocolRow,
} from '../../../src/domain/billing';
import type {
  BasePriceRule,
  HourRoomRule,
  MemberPriceRule,
  PromotionRule,
} from '../../../src/domain/pricing';
import { defineTable, type StampedRow, type StoredRow } from '../../table';
import type { SeededRow } from '../seed-kit';

/**
 * Billing rules (§7 Billing); getInitStatus (mocks/domains/place-setup/routes.ts) counts a row
 * `{placeId, roomModelId, basePrice > 0, status: 1}` whose room type belongs to the place as a base price.
 */
export const BILLING_RULES_TABLE = 'businessBillingRules';

/** The tables of mocks/domains/billing/routes.ts, by name (rows carry placeId). */
export const BILLING_TABLES = {
  rule: BILLING_RULES_TABLE,
  memberType: 'memberType',
  memberTypeSeeded: 'memberTypeSeeded',
  member: 'businessMemberPrice',
  protocol: 'businessProtocolPrice',
  hourRoom: 'businessHourRoom',
  promotion: 'businessPromotionPrice',
  reduce: 'businessReduceRoomPrice',
  orderEdit: 'orderEdit',
  record: 'priceRecord',
  otherConfig: 'businessOtherConfig',
} as const;

import type { DeclaredValues } from '../../contract/declared';
export type { DeclaredValues };

/** The base rule of a room type (one per type, made by its first edit): its prices, deposit and check times. */
export interface BillingRuleRow extends StampedRow, BasePriceRule {
  placeId: number;
  /** taken at check-in, yuan */
  deposit: number;
  /** 'HH:mm' */
  checkInTime: string;
  checkOutTime: string;
}

/**
 * A member type of a place (普通会员 … 钻石会员): the declaration's fields (src/domain/member-types.ts
 * memberTypeEntity), kept with the member prices that refer to it. Its level (1 lowest) is its place in the order
 * of `sort` (then id), answered, not stored.
 */
export interface MemberTypeRow extends StampedRow {
  placeId: number;
  typeName: string;
  /** tenths of a 折, 1–100 (100: no discount) */
  discount: number;
  /** total recharged to reach it, yuan */
  upgradeThreshold: number;
  /** '#RRGGBB' */
  color: string;
  sort: number;
  remark: string;
}

/** The price (mode 1) or discount (mode 2) one member type pays for one room type; the unused one is 0. */
export interface MemberPriceRuleRow extends StoredRow, MemberPriceRule {
  placeId: number;
  updateTime: string;
}

/** An agreed price of a protocol: the room type and its price (no name; the list answers it). */
export interface ProtocolPrice {
  roomModelId: number;
  price: number;
}

/** A corporate protocol (the declaration's fields, src/domain/billing.ts protocolEntity) and its agreed prices. */
export interface ProtocolPriceRow extends StoredRow, Omit<ProtocolRow, 'prices'> {
  placeId: number;
  prices: ProtocolPrice[];
  updateTime: string;
}

/** The hour-room rule of a room type (one per type, made by its first edit). */
export interface HourRoomRuleRow extends StoredRow, HourRoomRule {
  placeId: number;
  updateTime: string;
}

/** A promotion: its room types, its price or discount and its §3 schedule; status 1 on the shelf. */
export interface PromotionPriceRow extends StampedRow, PromotionRule {
  placeId: number;
}

/** A standing reduction of one room's price (one per room; none is no row). */
export interface ReduceRoomPriceRow extends StoredRow {
  placeId: number;
  roomId: number;
  /** yuan off every night, more than 0 */
  reduceAmount: number;
  reason: string;
  updateTime: string;
}

/** A price change on an order asked for by the front desk, waiting for a manager's check (0) or decided. */
export interface OrderEditRow extends StoredRow, OrderEdit {
  placeId: number;
}

/** One price change: what it concerns (a room type, room, protocol …) and what changed, in words. */
export interface PriceRecordRow extends StoredRow, PriceRecord {
  placeId: number;
}

/** The charge settings a place saved (chargeConfigEntity's fields). */
export type ChargeConfig = DeclaredValues<typeof chargeConfigEntity>;

/** A place's other settings: so far its charge settings. */
export interface OtherConfigRow extends StampedRow {
  placeId: number;
  chargePrice: ChargeConfig;
}

/** The billing domain's tables with their row types: `db.table(BILLING.promotion)` is a PromotionPriceRow[]. */
export const BILLING = {
  rule: defineTable<BillingRuleRow>(BILLING_TABLES.rule),
  memberType: defineTable<MemberTypeRow>(BILLING_TABLES.memberType),
  /** a place whose member types were given their defaults (memberTypesOf) */
  memberTypeSeeded: defineTable<SeededRow>(BILLING_TABLES.memberTypeSeeded),
  member: defineTable<MemberPriceRuleRow>(BILLING_TABLES.member),
  protocol: defineTable<ProtocolPriceRow>(BILLING_TABLES.protocol),
  hourRoom: defineTable<HourRoomRuleRow>(BILLING_TABLES.hourRoom),
  promotion: defineTable<PromotionPriceRow>(BILLING_TABLES.promotion),
  reduce: defineTable<ReduceRoomPriceRow>(BILLING_TABLES.reduce),
  orderEdit: defineTable<OrderEditRow>(BILLING_TABLES.orderEdit),
  record: defineTable<PriceRecordRow>(BILLING_TABLES.record),
  otherConfig: defineTable<OtherConfigRow>(BILLING_TABLES.otherConfig),
};
