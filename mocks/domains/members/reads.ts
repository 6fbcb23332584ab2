/**
 * How the member calls (./members.ts) and the points calls (./points.ts) read and show a place's members: by id,
 * filtered by a query's name, phone and card number, with their level's name, and who a row is of (the phone
 * masked, src/domain/members.ts `maskMemberPhone`).
 */
import { maskMemberPhone, type MemberPick } from '../../../src/domain/members';
import { contains } from '../../contract';
import type { Db, PlaceRow } from '../../db';
import { memberTypesOf } from '../billing/routes';
import type { MemberTypeRow } from '../billing/tables';
import { membersAt } from './seed';
import type { MemberRow } from './tables';

/** phone (any part of the full number), name, card number: each given one must match. */
export const memberMatches = (m: MemberRow, q: Record<string, string>) =>
  (!q.phone || m.phone.includes(q.phone.trim())) &&
  (!q.memberName || contains(m.memberName, q.memberName.trim())) &&
  (!q.cardNo || contains(m.cardNo, q.cardNo.trim()));

/** A place's members by id (written with their history first, if this is the first read). */
export const membersById = (db: Db, place: PlaceRow, now: number) =>
  new Map(membersAt(db, place, now).map((m) => [m.id, m]));

/** The place's member types by id: what a member's level is called and its colour. */
export type TypesById = ReadonlyMap<number, Pick<MemberTypeRow, 'typeName' | 'color'>>;
export const typesById = (types: MemberTypeRow[]): TypesById => new Map(types.map((t) => [t.id, t]));
export const typeNames = (db: Db, place: PlaceRow, now: number) =>
  typesById(memberTypesOf(db, place.id, now));

/** Who a record is of, as the records answer it (the phone masked). */
export const whose = (memberId: number, m: MemberRow | undefined) => ({
  memberId,
  memberName: m?.memberName ?? '',
  phone: m ? maskMemberPhone(m.phone) : '',
  cardNo: m?.cardNo ?? '',
});

/** A member as a picker lists it, and as the points members' list begins one: name, phone masked, card, level. */
export const memberPick = (m: MemberRow, types: TypesById): MemberPick => ({
  id: m.id,
  memberName: m.memberName,
  phone: maskMemberPhone(m.phone),
  cardNo: m.cardNo,
  memberTypeId: m.memberTypeId,
  memberTypeName: types.get(m.memberTypeId)?.typeName ?? '',
  status: m.status,
});
