/**
 * The members domain's stored rows (issue 22): members, their recharges and their consumptions. Member types stay
 * in the billing tables (BILLING.memberType), which the member prices refer to. What the wire answers is in
 * src/domain/members.ts; the stored rows keep the full phone and ID number, which the routes mask.
 */
import { defineTable, type StoredRow } from '../../db';
import type { ConsumeType, MemberSource, PayType, PointsKind } from '../../../src/domain/members';

export interface MemberRow extends StoredRow {
  placeId: number;
  memberName: string;
  /** full number; answered masked */
  phone: string;
  /** full number or ''; answered masked */
  idCard: string;
  cardNo: string;
  memberTypeId: number;
  gender: 1 | 2;
  birthday: string;
  principal: number;
  bonus: number;
  points: number;
  totalRecharge: number;
  totalConsume: number;
  status: 0 | 1;
  source: MemberSource;
  createTime: string;
  lastVisitTime: string;
  remark: string;
}

export interface RechargeRecordRow extends StoredRow {
  placeId: number;
  memberId: number;
  orderNo: string;
  amount: number;
  bonus: number;
  points: number;
  strategyId: number | null;
  payType: PayType;
  operator: string;
  principalAfter: number;
  bonusAfter: number;
  createTime: string;
  remark: string;
}

export interface ConsumeRecordRow extends StoredRow {
  placeId: number;
  memberId: number;
  orderNo: string;
  consumeType: ConsumeType;
  description: string;
  amount: number;
  principalPaid: number;
  bonusPaid: number;
  points: number;
  operator: string;
  createTime: string;
}

/**
 * One change of a member's points (积分明细, /business-wy/integralRecord): `change` signed, `balanceAfter` the
 * member's points after it. Kinds: src/domain/members.ts POINTS_KINDS.
 */
export interface PointsRecordRow extends StoredRow {
  placeId: number;
  memberId: number;
  change: number;
  balanceAfter: number;
  kind: PointsKind;
  /** what it was for, in the server's words: the order number, the item redeemed, 连续签到第3天 … */
  remark: string;
  operator: string;
  createTime: string;
}

/** A place whose members were written (the seed runs the first time a place's members are read). */
export interface MembersSeededRow extends StoredRow {
  placeId: number;
}

export const MEMBER_TABLES = {
  member: defineTable<MemberRow>('member'),
  recharge: defineTable<RechargeRecordRow>('memberRechargeRecord'),
  consume: defineTable<ConsumeRecordRow>('memberConsumeRecord'),
  points: defineTable<PointsRecordRow>('integralRecord'),
  seeded: defineTable<MembersSeededRow>('memberSeeded'),
};
