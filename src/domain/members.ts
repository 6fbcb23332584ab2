/**
 * Members (§7 Members and points, /business-member; issue 22): a place's regulars, their level (member type), their
 * stored value kept as principal (本金, what they paid) and bonus (赠送, what the place gave), their points, and the
 * records of what they recharged and spent. The wire shapes and the rules shared by the pages (src/features/members)
 * and the mock (mocks/domains/members). docs/members.md, docs/api-contract.md "Members".
 */
import { isDay } from './calendar';
import { entity, field, type EntityInput, type EntityRow } from './entity';
import { maskIdNumber, maskPhone } from './orders';
import { round2 } from './money';

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
  /** the level's colour on cards and lists, '#RRGGBB' ('' when the type is gone) */
  memberTypeColor: string;
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

/** Who a record of a member's money or points is of, as the records answer it. */
export interface RecordMember {
  memberId: number;
  memberName: string;
  /** masked: 139****5678 */
  phone: string;
  cardNo: string;
}

/** One recharge of a member's stored value (rechargeRecordForMerchant). */
export interface RechargeRecord extends RecordMember {
  id: number;
  orderNo: string;
  /** paid, yuan: becomes principal */
  amount: number;
  /** given on top by the strategy that matched, yuan: becomes bonus */
  bonus: number;
  /** points it gave: the earn rule's per yuan recharged and the strategy's (none while points are off) */
  points: number;
  /** the recharge strategy that matched, null when none did */
  strategyId: number | null;
  strategyName: string;
  /** the names of the coupons the strategy gave with it ([] none) */
  couponNames: string[];
  payType: PayType;
  operator: string;
  /** the member's principal and bonus after it */
  principalAfter: number;
  bonusAfter: number;
  createTime: string;
  remark: string;
}

/** One payment with a member's stored value or card (getConsumeRecordsForMerchant). */
export interface ConsumeRecord extends RecordMember {
  id: number;
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

/* ------------------------------------------------------------------ the calls of the member list (H1) */

export const MEMBER_LIST = `${MEMBER_BASE}/memberListForMerchant`;
export const MEMBER_DETAIL = `${MEMBER_BASE}/detail`;
export const MEMBER_PICK = `${MEMBER_BASE}/getPage`;
export const MEMBER_ADD = `${MEMBER_BASE}/add`;
export const MEMBER_EDIT = `${MEMBER_BASE}/edit`;
export const MEMBER_RECHARGE = `${MEMBER_BASE}/recharge`;

/** A member as a picker lists it (getPage): enough to tell two 张伟 apart, phone masked. */
export interface MemberPick {
  id: number;
  memberName: string;
  /** masked */
  phone: string;
  cardNo: string;
  memberTypeId: number;
  memberTypeName: string;
  /** 1 正常, 0 冻结 */
  status: 0 | 1;
}

/** A birthday: a real day of the calendar from 1900 (not after today: the server's table rule). */
const birthdayCheck = (v: unknown) => (isDay(v) && v >= '1900-01-01' ? null : 'members.birthdayInvalid');

/**
 * What member/add and member/edit send (and the rules both sides check). The phone is the member's key at the
 * desk: required, once per place; the ID number is optional, once per place too. The answers mask both, so an
 * edit that leaves `phone` or `idCard` out (or blank) keeps the number on file; a member type must be one of the
 * place's (a table rule: the server's memberType rows); a birthday not after today (a table rule: the server's
 * clock). Balance, points, card number, status and source are the server's.
 */
export const memberEntity = entity(
  {
    memberName: field.personName('members.nameRequired'),
    phone: field.mobile('members.phoneRequired', 'members.phoneTaken'),
    idCard: { ...field.idCard(undefined, 'members.idCardTaken'), example: '' },
    memberTypeId: field.int({
      required: 'members.typeRequired',
      tableRule: 'a member type of the place (memberType)',
    }),
    gender: field.oneOf([1, 2], 'members.genderRequired'),
    birthday: field.text({ checks: [birthdayCheck], tableRule: 'not after today (China time)', example: '' }),
    remark: field.remark(100),
  },
  { base: MEMBER_BASE },
);
export type MemberInput = EntityInput<typeof memberEntity>;

/**
 * The place's blacklist (黑名单, /member/blacklist): guests the desk must not check in or open a seat for, found
 * by their ID number at check-in. A plain entity served from this declaration alone (docs/crud-engine.md, the
 * measured example of issue 15): an entry is lifted (status 0) rather than deleted, so the history stays.
 */
export const blacklistEntity = entity(
  {
    guestName: field.personName('members.blacklist.nameRequired', 'Zhang Wei'),
    idCard: field.idCard('members.blacklist.idRequired', 'members.blacklist.idTaken'),
    phone: field.mobile(),
    reason: field.text({
      required: 'members.blacklist.reasonRequired',
      maxLength: 100,
      example: 'Unpaid bill',
    }),
    status: field.status(),
  },
  {
    base: '/business-member/memberBlacklist',
    serve: {
      perms: 'member:blacklist',
      menu: { menuId: 2407, parent: 2400, path: '/member/blacklist', title: 'members.blacklist.title' },
    },
  },
);
export type BlacklistEntry = EntityRow<typeof blacklistEntity>;

/** The most one recharge may be, yuan (a slip of the keyboard, 50000 for 500, is refused before money moves). */
export const RECHARGE_MAX = 50_000;

/**
 * What member/recharge sends besides the member's id and the request id: the amount paid (yuan, becomes
 * principal), how it was paid, a remark. What it earns on top is the recharge strategy's (src/domain/
 * recharge-strategies.ts `pickStrategy`), decided by the server as it takes the money.
 */
export const rechargeEntity = entity({
  amount: field.money({
    required: 'members.amountRequired',
    min: 1,
    max: RECHARGE_MAX,
    range: 'members.amountRange',
    example: 500,
  }),
  payType: field.oneOf(PAY_TYPES, 'members.payTypeRequired'),
  remark: field.remark(50),
});
export type RechargeInput = EntityInput<typeof rechargeEntity> & {
  memberId: number;
  /** made by the dialog when it opens: the same id sent twice is one recharge (the first answer again) */
  requestId: string;
};

/** What member/recharge answers: the record written and the member after it. */
export interface RechargeResult {
  record: RechargeRecord;
  member: Member;
}
