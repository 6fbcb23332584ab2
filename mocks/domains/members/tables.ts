/**
 * The members domain's stored rows (issue 22): members, their recharges and their consumptions. Member types stay
 * in the billing tables (BILLING.memberType), which the member prices refer to. What the wire answers is in
 * src/domain/members.ts; the stored rows keep the full phone and ID number, which the routes mask.
 */
import { defineTable, type StoredRow } from '../../db';
import type { ConsumeRecord, Member, RechargeRecord } from '../../../src/domain/members';
import type { PointsRecord } from '../../../src/domain/points';
import type { SeededRow } from '../seed-kit';

/**
 * A member as stored: the wire's member (src/domain/members.ts) without what the server derives when it answers
 * (the level's name and colour, the balance), with the full phone and ID number, which the routes mask.
 */
export interface MemberRow
  extends StoredRow, Omit<Member, 'id' | 'memberTypeName' | 'memberTypeColor' | 'balance'> {
  placeId: number;
}

/** A recharge as stored: the wire's record without the member's name, phone and card, the offer's name and coupons. */
export interface RechargeRecordRow
  extends
    StoredRow,
    Omit<RechargeRecord, 'id' | 'memberName' | 'phone' | 'cardNo' | 'strategyName' | 'couponNames'> {
  placeId: number;
}

/** A consumption as stored: the wire's record without the member's name, phone and card. */
export interface ConsumeRecordRow
  extends StoredRow, Omit<ConsumeRecord, 'id' | 'memberName' | 'phone' | 'cardNo'> {
  placeId: number;
}

/**
 * One change of a member's points as stored (积分明细, /business-wy/integralRecord): the wire's record
 * (src/domain/points.ts `PointsRecord`, `change` signed) without the member's name, phone and card.
 */
export interface PointsRecordRow
  extends StoredRow, Omit<PointsRecord, 'id' | 'memberName' | 'phone' | 'cardNo'> {
  placeId: number;
}

export const MEMBER_TABLES = {
  member: defineTable<MemberRow>('member'),
  recharge: defineTable<RechargeRecordRow>('memberRechargeRecord'),
  consume: defineTable<ConsumeRecordRow>('memberConsumeRecord'),
  points: defineTable<PointsRecordRow>('integralRecord'),
  seeded: defineTable<SeededRow>('memberSeeded'),
};
