/**
 * /business-member/member, memberRechargeRecord and memberConsumeRecord (§7 Members and points; issue 22): the
 * place's members and their records, as the member list (/member/list) and the pickers of other pages use them.
 * Every answer masks the phone and the ID number (src/domain/members.ts `maskMemberPhone`, `maskMemberIdCard`);
 * members are read through `membersAt` (written with their history the first time). docs/members.md "Members",
 * docs/api-contract.md "Members".
 *
 * Calls: memberListForMerchant (GET, paged: phone — any part of the full number, a desk asks for the last four —,
 * name, card number, member type, status), detail (GET ?id), getPage (GET, a picker: keyword over name, phone and
 * card number; open to anyone at the place, as other pages pick members), add and edit (the declaration
 * `memberEntity`: an edit that leaves the phone or ID number out or blank keeps the number on file), recharge
 * (below), rechargeRecordForMerchant and getConsumeRecordsForMerchant (GET, paged: memberId, phone, name, card
 * number, dates).
 *
 * recharge {memberId, amount, payType, remark, requestId}: the amount becomes principal; the place's recharge strategy
 * that applies today (src/domain/recharge-strategies.ts `pickStrategy`, for the member's level before the recharge)
 * gives its bonus (the member's bonus balance) and its coupons (./coupons.ts `issueCoupon`, one of each: a coupon
 * switched off, all given or held to its limit is left out); while the place's points programme is on, the earn rule
 * per yuan recharged (./points.ts, within its daily cap) and the strategy's points go on the ledger as one row
 * (`addPoints`, kind 2), the record's `points`. The total recharged counts toward the level (the highest member type
 * whose upgrade threshold it reaches, never a lower one). A requestId seen before at the place answers the first
 * result again and writes nothing: money is never taken twice. A frozen member is refused.
 */
import { chinaToday } from '../../../src/domain/calendar';
import {
  CONSUME_RECORD_LIST,
  MEMBER_ACTIVE,
  MEMBER_ADD,
  MEMBER_DETAIL,
  MEMBER_EDIT,
  MEMBER_FROZEN,
  MEMBER_LIST,
  MEMBER_PICK,
  MEMBER_RECHARGE,
  PAY_TYPES,
  RECHARGE_RECORD_LIST,
  blacklistEntity,
  maskMemberIdCard,
  maskMemberPhone,
  memberEntity,
  rechargeEntity,
  type ConsumeRecord,
  type Member,
  type MemberPick,
  type RechargeRecord,
  type RechargeResult,
} from '../../../src/domain/members';
import { levelReached } from '../../../src/domain/member-types';
import { EARN_RULE, earnedPoints } from '../../../src/domain/points';
import { pickStrategy } from '../../../src/domain/recharge-strategies';
import {
  bodyValues,
  contains,
  CRUD_MSG,
  declaredTable,
  equalsNumber,
  inDays,
  invalid,
  invalidField,
  ok,
  parseBody,
  PLACE_READ,
  placeWrite,
  route,
  rowsAt,
  sortedPage,
  type MockRoute,
} from '../../contract';
import { defineTable, formatTime, type Db, type PlaceRow, type StoredRow, type UserRow } from '../../db';
import { zhTextsUnder } from '../../messages';
import { int, text } from '../../validate';
import { memberTypesOf } from '../billing/routes';
import type { MemberTypeRow } from '../billing/tables';
import { couponsAt, issueCoupon } from './coupons';
import { earnRulesOf, pointsSettingsOf } from './points';
import { strategiesAt } from './recharge-strategies';
import { addPoints, membersAt } from './seed';
import { memberMatches, memberPick, membersById, typeNames, typesById, whose, type TypesById } from './reads';
import { MEMBER_TABLES, type ConsumeRecordRow, type MemberRow, type RechargeRecordRow } from './tables';
import { round2 } from '../../../src/domain/money';

/**
 * One recharge made through member/recharge: its request id (the same id again answers this recharge) and what
 * the strategy gave as it stood then (its name and coupons: the strategy may be renamed or deleted later).
 */
export interface RechargeRequestRow extends StoredRow {
  placeId: number;
  requestId: string;
  recordId: number;
  memberId: number;
  /** the day it was made, for the daily cap of the points per yuan recharged */
  day: string;
  strategyName: string;
  /** the coupons given (a coupon switched off, given out or held to its limit is not) */
  couponNames: string[];
  /** of the record's points, those of the earn rule per yuan recharged (the rest are the strategy's) */
  rulePoints: number;
}

export const MEMBER_REQUESTS = defineTable<RechargeRequestRow>('memberRechargeRequest');

const said = zhTextsUnder('members');

const READ = { ...PLACE_READ, perm: 'member:info:list' } as const;

/* ------------------------------------------------------------------ how rows go out */

/** A member as every call answers it: phone and ID number masked, the type's name, the balance summed. */
export function presentMember(m: MemberRow, types: TypesById): Member {
  return {
    id: m.id,
    memberName: m.memberName,
    phone: maskMemberPhone(m.phone),
    idCard: maskMemberIdCard(m.idCard),
    cardNo: m.cardNo,
    memberTypeId: m.memberTypeId,
    memberTypeName: types.get(m.memberTypeId)?.typeName ?? '',
    memberTypeColor: types.get(m.memberTypeId)?.color ?? '',
    gender: m.gender,
    principal: m.principal,
    bonus: m.bonus,
    balance: round2(m.principal + m.bonus),
    points: m.points,
    totalRecharge: m.totalRecharge,
    totalConsume: m.totalConsume,
    status: m.status,
    source: m.source,
    birthday: m.birthday,
    createTime: m.createTime,
    lastVisitTime: m.lastVisitTime,
    remark: m.remark,
  };
}

function presentRecharge(db: Db, r: RechargeRecordRow, m: MemberRow | undefined): RechargeRecord {
  const made = db.table(MEMBER_REQUESTS).find((q) => q.placeId === r.placeId && q.recordId === r.id);
  const strategy =
    r.strategyId === null ? undefined : strategiesAt(db, r.placeId).find((s) => s.id === r.strategyId);
  const { placeId: _place, ...row } = r;
  return {
    ...row,
    ...whose(r.memberId, m),
    strategyName: made?.strategyName ?? strategy?.strategyName ?? '',
    couponNames: made?.couponNames ?? [],
  };
}

function presentConsume(r: ConsumeRecordRow, m: MemberRow | undefined): ConsumeRecord {
  const { placeId: _place, ...row } = r;
  return { ...row, ...whose(r.memberId, m) };
}

/* ------------------------------------------------------------------ filters */

type Query = Record<string, string>;

/** A record's filters: its member (by id, or by phone, name and card number) and its day from startDate to endDate. */
function recordMatches(r: { memberId: number; createTime: string }, m: MemberRow | undefined, q: Query) {
  if (q.memberId && Number(q.memberId) !== r.memberId) return false;
  if ((q.phone || q.memberName || q.cardNo) && (!m || !memberMatches(m, q))) return false;
  return inDays(q, r.createTime);
}

const MEMBER_SORTABLE = new Set([
  'createTime',
  'balance',
  'points',
  'totalRecharge',
  'totalConsume',
  'lastVisitTime',
  'memberName',
]);
const RECORD_SORTABLE = new Set(['createTime', 'amount']);

/* ------------------------------------------------------------------ writes */

/** The member of the place a body names by `key` (id or memberId), or 数据不存在或已被删除. */
function memberOf(db: Db, place: PlaceRow, now: number, id: unknown): MemberRow {
  const n = int(id);
  return membersAt(db, place, now).find((m) => m.id === n) ?? invalid(CRUD_MSG.notFound);
}

/** The next card number of the place: M<placeId> and four digits, after the highest given. */
function nextCardNo(members: MemberRow[], placeId: number): string {
  const prefix = `M${placeId}`;
  const highest = members.reduce((n, m) => {
    const seq = m.cardNo.startsWith(prefix) ? Number(m.cardNo.slice(prefix.length)) : 0;
    return Number.isFinite(seq) && seq > n ? seq : n;
  }, 0);
  return `${prefix}${String(highest + 1).padStart(4, '0')}`;
}

/** Whether the place's blacklist holds this ID number in force (an entry lifted no longer counts). */
function blacklisted(db: Db, place: PlaceRow, idCard: string): boolean {
  const id = idCard.toUpperCase();
  return db
    .table(declaredTable(blacklistEntity))
    .some((e) => e.placeId === place.id && e.status === 1 && String(e.idCard).toUpperCase() === id);
}

/**
 * The declared values of an add or edit, with what only the server knows checked: the type is one of the place's,
 * the birthday not after today, the ID number not on the place's blacklist in force.
 */
function checkedValues(
  db: Db,
  place: PlaceRow,
  now: number,
  values: Record<string, unknown>,
  siblings: MemberRow[],
) {
  // the stored rows as plain records, for the declaration's uniqueness of phone and ID number
  const v = parseBody(
    memberEntity,
    values,
    siblings.map((m) => ({ ...m })),
  );
  if (!memberTypesOf(db, place.id, now).some((t) => t.id === v.memberTypeId))
    invalidField('memberTypeId', said('typeMissing'));
  if (v.birthday && v.birthday > chinaToday(now)) invalidField('birthday', said('birthdayFuture'));
  if (v.idCard && blacklisted(db, place, v.idCard)) invalidField('idCard', said('blacklist.memberRefused'));
  return v;
}

/**
 * The level after a recharge: the highest of the place's types (`types` in their order, lowest first) whose upgrade
 * threshold the member's total recharge reaches (src/domain/member-types.ts `levelReached`), if it is above the
 * member's own; never a lower one (a level given by hand stays).
 */
function levelAfter(types: MemberTypeRow[], member: MemberRow): number {
  const reached = levelReached(types, member.totalRecharge);
  const rank = (id: number) => types.findIndex((t) => t.id === id);
  return reached && rank(reached.id) > rank(member.memberTypeId) ? reached.id : member.memberTypeId;
}

/** The next recharge number of the place today: CZ, the day, the place's last two digits, a sequence. */
function rechargeNo(db: Db, placeId: number, now: number): string {
  const prefix = `CZ${chinaToday(now).replaceAll('-', '')}${String(placeId).slice(-2)}`;
  const today = rowsAt(db, MEMBER_TABLES.recharge, placeId).filter((r) => r.orderNo.startsWith(prefix));
  return `${prefix}${String(today.length + 1).padStart(4, '0')}`;
}

function recharge(db: Db, place: PlaceRow, user: UserRow, now: number, body: Record<string, unknown>) {
  const requestId = text(body.requestId);
  if (requestId.length < 8 || requestId.length > 64) invalid(said('requestIdInvalid'));
  if (body.memberId === undefined || body.memberId === null || body.memberId === '')
    invalidField('memberId', said('memberRequired'));
  const member = memberOf(db, place, now, body.memberId);
  const types = memberTypesOf(db, place.id, now);
  const names = typesById(types);

  // the same request again: the first answer, nothing written
  const again = db.table(MEMBER_REQUESTS).find((q) => q.placeId === place.id && q.requestId === requestId);
  if (again) {
    const record = rowsAt(db, MEMBER_TABLES.recharge, place.id).find((r) => r.id === again.recordId)!;
    const of = membersAt(db, place, now).find((m) => m.id === record.memberId);
    return ok<RechargeResult>(
      { record: presentRecharge(db, record, of), member: presentMember(of ?? member, names) },
      said('recharged'),
    );
  }

  const { amount, payType: paid, remark } = parseBody(rechargeEntity, bodyValues(rechargeEntity, body));
  const payType = PAY_TYPES.find((p) => p === paid)!;
  if (member.status === MEMBER_FROZEN) invalid(said('frozenRefused'));

  const today = chinaToday(now);
  const strategy = pickStrategy(strategiesAt(db, place.id), {
    amount,
    memberTypeId: member.memberTypeId,
    day: today,
  });
  const bonus = strategy?.bonus ?? 0;
  // points, while the place's programme is on: the earn rule per yuan recharged (within its daily cap) and the
  // strategy's
  const pointsOn = pointsSettingsOf(db, place.id).enabled === 1;
  const rule = earnRulesOf(db, place).find((r) => r.ruleType === EARN_RULE.recharge);
  const earnedToday = db
    .table(MEMBER_REQUESTS)
    .filter((q) => q.placeId === place.id && q.memberId === member.id && q.day === today)
    .reduce((sum, q) => sum + q.rulePoints, 0);
  const rulePoints = pointsOn && rule ? earnedPoints(rule, amount, earnedToday) : 0;
  const points = pointsOn ? rulePoints + (strategy?.points ?? 0) : 0;
  const time = formatTime(now);
  member.principal = round2(member.principal + amount);
  member.bonus = round2(member.bonus + bonus);
  member.totalRecharge = round2(member.totalRecharge + amount);
  member.lastVisitTime = time;
  member.memberTypeId = levelAfter(types, member);
  const record = db.insert(MEMBER_TABLES.recharge, {
    placeId: place.id,
    memberId: member.id,
    orderNo: rechargeNo(db, place.id, now),
    amount,
    bonus,
    points,
    strategyId: strategy?.id ?? null,
    payType,
    operator: user.name,
    principalAfter: member.principal,
    bonusAfter: member.bonus,
    createTime: time,
    remark,
  });
  if (points > 0) addPoints(db, member, points, 2, record.orderNo, user.name, time);
  // the strategy's coupons, one of each; one that cannot be given (off, all given, held to its limit) is left out
  const couponNames = (strategy?.couponIds ?? []).flatMap((id) => {
    const issued = issueCoupon(db, place, member, id, now, 1);
    return 'given' in issued ? [couponsAt(db, place, now).find((c) => c.id === id)!.couponName] : [];
  });
  db.insert(MEMBER_REQUESTS, {
    placeId: place.id,
    requestId,
    recordId: record.id,
    memberId: member.id,
    day: today,
    strategyName: strategy?.strategyName ?? '',
    couponNames,
    rulePoints,
  });
  return ok<RechargeResult>(
    { record: presentRecharge(db, record, member), member: presentMember(member, names) },
    said('recharged'),
  );
}

/* ------------------------------------------------------------------ the calls */

export const memberHandlers: MockRoute[] = [
  route.get(MEMBER_LIST, READ, ({ db, place, query: q, now }) => {
    const types = typeNames(db, place, now);
    const rows = membersAt(db, place, now)
      .filter(
        (m) =>
          memberMatches(m, q) &&
          equalsNumber(m.memberTypeId, q.memberTypeId) &&
          equalsNumber(m.status, q.status),
      )
      .map((m) => presentMember(m, types));
    return ok(sortedPage(rows, q, MEMBER_SORTABLE, { field: 'createTime', order: 'desc' }));
  }),

  route.get(MEMBER_DETAIL, READ, ({ db, place, query, now }) =>
    ok(presentMember(memberOf(db, place, now, query.id), typeNames(db, place, now))),
  ),

  // a picker's list: anyone working at the place may pick a member (a coupon given, points adjusted …)
  route.get(MEMBER_PICK, PLACE_READ, ({ db, place, query: q, now }) => {
    const types = typeNames(db, place, now);
    const keyword = (q.keyword ?? '').trim();
    const rows: MemberPick[] = membersAt(db, place, now)
      .filter(
        (m) =>
          !keyword ||
          contains(m.memberName, keyword) ||
          m.phone.includes(keyword) ||
          contains(m.cardNo, keyword),
      )
      .map((m) => memberPick(m, types));
    return ok(sortedPage(rows, q, new Set(['memberName', 'cardNo']), { field: 'cardNo', order: 'asc' }));
  }),

  route.post(MEMBER_ADD, placeWrite('member:info:add'), ({ db, place, body, now }) => {
    const members = membersAt(db, place, now);
    const v = checkedValues(db, place, now, bodyValues(memberEntity, body), members);
    const time = formatTime(now);
    const row = db.insert(MEMBER_TABLES.member, {
      placeId: place.id,
      ...v,
      gender: v.gender === 2 ? 2 : 1,
      cardNo: nextCardNo(members, place.id),
      principal: 0,
      bonus: 0,
      points: 0,
      totalRecharge: 0,
      totalConsume: 0,
      status: MEMBER_ACTIVE,
      source: 1,
      createTime: time,
      lastVisitTime: '',
    });
    return ok({ id: row.id }, '新增成功');
  }),

  route.post(MEMBER_EDIT, placeWrite('member:info:edit'), ({ db, place, body, now }) => {
    const member = memberOf(db, place, now, body.id);
    // the answers mask the phone and ID number: left out or blank, they stay as on file (an ID number kept is
    // not checked again: one written before the check character was checked does not block a change of name)
    const kept = (key: 'phone' | 'idCard') =>
      body[key] === undefined || body[key] === null || text(body[key]) === '';
    const sent = {
      ...body,
      phone: kept('phone') ? member.phone : body.phone,
      idCard: kept('idCard') ? '' : body.idCard,
    };
    const siblings = membersAt(db, place, now).filter((m) => m.id !== member.id);
    const v = checkedValues(db, place, now, bodyValues(memberEntity, sent), siblings);
    Object.assign(member, v, {
      gender: v.gender === 2 ? 2 : 1,
      idCard: kept('idCard') ? member.idCard : v.idCard,
    });
    return ok(null, '更新成功');
  }),

  route.post(MEMBER_RECHARGE, placeWrite('member:info:recharge'), ({ db, place, user, body, now }) =>
    recharge(db, place, user, now, body),
  ),

  route.get(RECHARGE_RECORD_LIST, READ, ({ db, place, query: q, now }) => {
    const members = membersById(db, place, now);
    const rows = rowsAt(db, MEMBER_TABLES.recharge, place.id)
      .filter((r) => recordMatches(r, members.get(r.memberId), q))
      .filter((r) => equalsNumber(r.payType, q.payType))
      .map((r) => presentRecharge(db, r, members.get(r.memberId)));
    return ok(sortedPage(rows, q, RECORD_SORTABLE, { field: 'createTime', order: 'desc' }));
  }),

  route.get(CONSUME_RECORD_LIST, READ, ({ db, place, query: q, now }) => {
    const members = membersById(db, place, now);
    const rows = rowsAt(db, MEMBER_TABLES.consume, place.id)
      .filter((r) => recordMatches(r, members.get(r.memberId), q))
      .filter((r) => equalsNumber(r.consumeType, q.consumeType))
      .map((r) => presentConsume(r, members.get(r.memberId)));
    return ok(sortedPage(rows, q, RECORD_SORTABLE, { field: 'createTime', order: 'desc' }));
  }),
];
