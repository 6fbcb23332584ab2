/**
 * Members (§7 Members and points, /business-member; issue 22): a place's regulars, their level (member type), their
 * stored value kept as principal (本金, what they paid) and bonus (赠送, what the place gave), their points, and the
 * records of what they recharged and spent. The wire shapes and the rules shared by the pages (src/features/members)
 * and the mock (mocks/domains/members). docs/members.md, docs/api-contract.md "Members".
 */
import { maskIdNumber, maskPhone } from './orders';

export const MEMBER_BASE = '/business-member/member';
export const RECHARGE_RECORD_LIST = '/business-member/memberRechargeRecord/rechargeRecordForMerchant';
export const CONSUME_RECORD_LIST = '/business-member/memberConsumeRecord/getConsumeRecordsForMerchant';

/** A member's status: 1 正常 (may pay with the balance), 0 冻结 (frozen: the balance cannot be used). */
export const MEMBER_ACTIVE = 1;
export const MEMBER_FROZEN = 0;

/** How a recharge was paid: 1 WeChat, 2 Alipay, 3 cash, 4 bank card. */
export const PAY_TYPES = [1, 2, 3, 4] as const;
export type PayType = (typeof PAY_TYPES)[number];

/** What a consumption paid for: 1 a stay, 2 goods, 3 time online (an internet cafe's seat), 4 anything else. */
export const CONSUME_TYPES = [1, 2, 3, 4] as const;
export type ConsumeType = (typeof CONSUME_TYPES)[number];

/** Where a member joined: 1 the front desk, 2 the guest mini-program, 3 an OTA stay. */
export const MEMBER_SOURCES = [1, 2, 3] as const;
export type MemberSource = (typeof MEMBER_SOURCES)[number];

/**
 * Why a member's points changed: 1 spending (earned), 2 a recharge (earned), 3 a day signed in, 4 an item of the
 * points shop redeemed (spent), 5 set by hand (either way), 6 an activity's prize, 7 expired.
 */
export const POINTS_KINDS = [1, 2, 3, 4, 5, 6, 7] as const;
export type PointsKind = (typeof POINTS_KINDS)[number];

/** A member as the list answers it (phone and ID number masked). */
export interface Member {
  id: number;
  memberName: string;
  /** masked: 138****8000 */
  phone: string;
  /** masked: 3301**********1234; '' when none was given */
  idCard: string;
  /** the card number printed on the member card, e.g. M100100012 */
  cardNo: string;
  memberTypeId: number;
  memberTypeName: string;
  /** 1 male, 2 female */
  gender: 1 | 2;
  /** stored value the member paid, yuan */
  principal: number;
  /** stored value the place gave on top, yuan */
  bonus: number;
  /** principal + bonus */
  balance: number;
  points: number;
  /** all recharged, principal only, yuan */
  totalRecharge: number;
  /** all spent, yuan */
  totalConsume: number;
  status: 0 | 1;
  source: MemberSource;
  /** 'YYYY-MM-DD' or '' */
  birthday: string;
  createTime: string;
  /** the last recharge or consumption, '' when none */
  lastVisitTime: string;
  remark: string;
}

/** One recharge of a member's stored value (rechargeRecordForMerchant). */
export interface RechargeRecord {
  id: number;
  memberId: number;
  memberName: string;
  phone: string;
  cardNo: string;
  orderNo: string;
  /** paid, yuan: becomes principal */
  amount: number;
  /** given on top by the strategy that matched, yuan: becomes bonus */
  bonus: number;
  /** points given by the strategy */
  points: number;
  /** the recharge strategy that matched, null when none did */
  strategyId: number | null;
  strategyName: string;
  payType: PayType;
  operator: string;
  /** the member's principal and bonus after it */
  principalAfter: number;
  bonusAfter: number;
  createTime: string;
  remark: string;
}

/** One payment with a member's stored value or card (getConsumeRecordsForMerchant). */
export interface ConsumeRecord {
  id: number;
  memberId: number;
  memberName: string;
  phone: string;
  cardNo: string;
  orderNo: string;
  consumeType: ConsumeType;
  /** what was bought, in the server's words: 大床房 2晚, 可乐 x2 … */
  description: string;
  /** the whole amount, yuan */
  amount: number;
  /** how much of it came from the principal and from the bonus */
  principalPaid: number;
  bonusPaid: number;
  /** points earned by it */
  points: number;
  operator: string;
  createTime: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * How a payment with stored value is taken: from principal and bonus in proportion to what the member holds (the
 * bonus cannot be spent first and the principal refunded), to the cent, the bonus part rounded down. Null when the
 * balance does not cover the amount.
 * @example splitPayment(100, 300, 100) // { principalPaid: 75, bonusPaid: 25 }
 */
export function splitPayment(
  amount: number,
  principal: number,
  bonus: number,
): { principalPaid: number; bonusPaid: number } | null {
  const balance = round2(principal + bonus);
  if (amount <= 0 || amount > balance) return null;
  const bonusPaid = Math.min(bonus, Math.floor(((amount * bonus) / balance) * 100) / 100);
  return { principalPaid: round2(amount - bonusPaid), bonusPaid: round2(bonusPaid) };
}

/** The masks the member list answers: the same as an order's (src/domain/orders.ts). */
export const maskMemberPhone = maskPhone;
export const maskMemberIdCard = (id: string) => (id ? maskIdNumber(id) : '');
