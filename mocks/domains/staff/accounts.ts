/**
 * /business-merchant/mgr staff accounts (§7 "Mgr staff", issue 21 item 1): the sign-in accounts of the current
 * place's owner's staff. A staff account is a user (`data.users`) with staff memberships (`MembershipRow`, role
 * 'staff', `roleIds`) at some of the owner's places (`PlaceRow.ownerId`); the owner's staff are the users with a
 * staff membership at any place the owner owns. What the owner keeps beside the memberships (customer service,
 * since when the member is their staff) is a row of `mgrStaffAccount`, per owner and user.
 *
 * Rules (docs/staff.md "Staff accounts", docs/api-contract.md "Staff accounts"):
 * - add binds an existing account as it is, or creates one (account = phone, enabled) with a temporary password
 *   answered once; never the owner themself, never one already their staff;
 * - places are the owner's (at least one); roles are the owner's, each covering one of the member's places;
 *   the roles are written on every staff membership of the member at the owner's places (a role gives keys only
 *   where it covers: ./roles.ts `roleKeys`);
 * - bindPlace makes the staff memberships at the owner's places exactly the ones named; it never touches an owner
 *   membership or another owner's places;
 * - an account that owns places or is also another owner's staff is not only this owner's: they may bind, unbind,
 *   give roles and mark it, but not rename it, reset its password or disable it (`managed` 0);
 * - disable and reset end the account's sessions; a disabled account cannot sign in (/login);
 * - the owner cannot disable or delete themself; delete removes the memberships at the owner's places only (the
 *   account stays: they may work elsewhere).
 */
import {
  ACCOUNT_DISABLED,
  ACCOUNT_ENABLED,
  MGR_BASE,
  TEMP_PASSWORD_LENGTH,
  isTempPassword,
  staffAccountEditEntity,
  staffAccountEntity,
  type AddedAccount,
  type FoundUser,
  type PlaceStaff,
  type StaffAccount,
} from '../../../src/domain/staff-accounts';
import {
  bodyValues,
  CRUD_MSG,
  invalid,
  invalidField,
  matchesQuery,
  ok,
  parseBody,
  PLACE_READ,
  placeWrite,
  revokeTokens,
  route,
  sortedPage,
  type MockContext,
} from '../../contract';
import {
  defineTable,
  formatTime,
  hashPassword,
  type Db,
  type MembershipRow,
  type PlaceRow,
  type StoredRow,
  type UserRow,
} from '../../db';
import { zhText } from '../../messages';
import { int, text } from '../../validate';
import { LOGS } from '../logs/tables';
import { ROLES, type RoleRow } from './role-tables';

/** What an owner keeps about one of their staff besides the memberships. */
export interface StaffAccountRow extends StoredRow {
  placeId: null;
  ownerId: number;
  userId: number;
  /** 1 marked as customer service */
  customerService: number;
  /** when the member became this owner's staff */
  createTime: string;
}

export const STAFF_ACCOUNTS = { account: defineTable<StaffAccountRow>('mgrStaffAccount') };

export const ACCOUNT_MSG = {
  notFound: CRUD_MSG.notFound,
  badStatus: CRUD_MSG.badStatus,
  accountRequired: zhText({ key: 'staffAccount.phoneRequired' }),
  placesRequired: zhText({ key: 'staffAccount.placesRequired' }),
  placeNotOwned: zhText({ key: 'staffAccount.placeNotOwned' }),
  roleNotOwned: zhText({ key: 'staffAccount.roleNotOwned' }),
  roleNotCovering: (name: string) => zhText({ key: 'staffAccount.roleNotCovering', params: { name } }),
  self: zhText({ key: 'staffAccount.isSelf' }),
  alreadyBound: (name: string) => zhText({ key: 'staffAccount.alreadyBound', params: { name } }),
  cannotDisableSelf: zhText({ key: 'staffAccount.cannotDisableSelf' }),
  cannotDeleteSelf: zhText({ key: 'staffAccount.cannotDeleteSelf' }),
  notManaged: zhText({ key: 'staffAccount.notManaged' }),
} as const;

/* ------------------------------------------------------------------ who is whose */

type Ctx = MockContext<{ auth: true; index: true }>;

/** The owner whose staff the call is about: the current place's. */
const ownerOf = (ctx: Ctx): number => ctx.place.ownerId ?? invalid(ACCOUNT_MSG.notFound);

/** The places an owner owns, in id order. */
const ownedPlaces = (db: Db, ownerId: number): PlaceRow[] =>
  db.data.places.filter((p) => p.ownerId === ownerId).sort((a, b) => a.id - b.id);

const ownedIds = (db: Db, ownerId: number) => new Set(ownedPlaces(db, ownerId).map((p) => p.id));

/** A user's staff memberships at the owner's places (none: not their staff). */
function staffMemberships(db: Db, ownerId: number, userId: number): MembershipRow[] {
  const owned = ownedIds(db, ownerId);
  return db.data.memberships.filter((m) => m.userId === userId && m.role === 'staff' && owned.has(m.placeId));
}

/** The owner's staff members and their memberships at the owner's places. */
function staffOf(db: Db, ownerId: number): Map<number, MembershipRow[]> {
  const owned = ownedIds(db, ownerId);
  const out = new Map<number, MembershipRow[]>();
  for (const m of db.data.memberships)
    if (m.role === 'staff' && owned.has(m.placeId)) out.set(m.userId, [...(out.get(m.userId) ?? []), m]);
  return out;
}

/** The owner's staff member a body names by `userId`, else 数据不存在或已被删除. */
function memberOf(ctx: Ctx, owner: number): { user: UserRow; memberships: MembershipRow[] } {
  const id = int(ctx.body.userId);
  const user = id === null ? undefined : ctx.db.userById(id);
  const memberships = user ? staffMemberships(ctx.db, owner, user.id) : [];
  if (!user || memberships.length === 0) invalid(ACCOUNT_MSG.notFound);
  return { user, memberships };
}

/** Whether the account is only this owner's: no places of its own, and staff of nobody else. */
function isManaged(db: Db, ownerId: number, userId: number): boolean {
  const owned = ownedIds(db, ownerId);
  return db.data.memberships
    .filter((m) => m.userId === userId)
    .every((m) => m.role === 'staff' && owned.has(m.placeId));
}

const mustManage = (db: Db, ownerId: number, userId: number) => {
  if (!isManaged(db, ownerId, userId)) invalid(ACCOUNT_MSG.notManaged);
};

/** The owner's row about a member (written on the first change). */
const infoOf = (db: Db, ownerId: number, userId: number) =>
  db.table(STAFF_ACCOUNTS.account).find((r) => r.ownerId === ownerId && r.userId === userId);

/** The owner's row about a member, written now if there is none (`since`: when they became their staff). */
function writeInfo(db: Db, ownerId: number, user: UserRow, since?: string): StaffAccountRow {
  const row =
    infoOf(db, ownerId, user.id) ??
    // a member bound before the row was written (the demo's 王磊) dates from the account
    db.insert(STAFF_ACCOUNTS.account, {
      placeId: null,
      ownerId,
      userId: user.id,
      customerService: 0,
      createTime: user.createTime,
    });
  if (since) row.createTime = since;
  return row;
}

/** The last successful sign-in of an account, from the sign-in log ('' none kept). */
function lastLogin(db: Db, userId: number): string {
  let last = '';
  for (const r of db.table(LOGS.login))
    if (r.userId === userId && r.success === 1 && r.way !== 'unlock' && r.createTime > last)
      last = r.createTime;
  return last;
}

function present(db: Db, ownerId: number, user: UserRow, memberships: MembershipRow[]): StaffAccount {
  const places = [...memberships].sort((a, b) => a.placeId - b.placeId);
  const roleIds = [...new Set(places.flatMap((m) => m.roleIds ?? []))].sort((a, b) => a - b);
  const roles = new Map(db.table(ROLES.role).map((r) => [r.id, r.roleName]));
  const info = infoOf(db, ownerId, user.id);
  return {
    userId: user.id,
    account: user.account,
    name: user.name,
    phone: user.phone,
    status: user.status === ACCOUNT_ENABLED ? 1 : 0,
    customerService: info?.customerService === 1 ? 1 : 0,
    placeIds: places.map((m) => m.placeId),
    placeNames: places.map((m) => db.placeById(m.placeId)?.placeName ?? String(m.placeId)),
    roleIds,
    roleNames: roleIds.map((id) => roles.get(id) ?? String(id)),
    createTime: info?.createTime ?? user.createTime,
    lastLoginTime: lastLogin(db, user.id),
    managed: isManaged(db, ownerId, user.id) ? 1 : 0,
  };
}

/* ------------------------------------------------------------------ places and roles sent */

/** The places a body names: at least one, every one the owner's; a set in id order. */
function placesSent(db: Db, ownerId: number, raw: unknown): number[] {
  if (!Array.isArray(raw) || raw.length === 0) invalidField('placeIds', ACCOUNT_MSG.placesRequired);
  const owned = ownedIds(db, ownerId);
  const ids = raw.map((v) => int(v));
  if (ids.some((id) => id === null || !owned.has(id))) invalidField('placeIds', ACCOUNT_MSG.placeNotOwned);
  return [...new Set(ids as number[])].sort((a, b) => a - b);
}

/** The roles a body names (absent: none): every one the owner's, each covering one of `placeIds`. */
function rolesSent(db: Db, ownerId: number, raw: unknown, placeIds: readonly number[]): number[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) invalidField('roleIds', ACCOUNT_MSG.roleNotOwned);
  const mine = new Map(
    db
      .table(ROLES.role)
      .filter((r) => r.ownerId === ownerId)
      .map((r): [number, RoleRow] => [r.id, r]),
  );
  const roles = raw.map((v) => {
    const id = int(v);
    return (id === null ? undefined : mine.get(id)) ?? invalidField('roleIds', ACCOUNT_MSG.roleNotOwned);
  });
  const idle = roles.find((r) => !r.placeIds.some((p) => placeIds.includes(p)));
  if (idle) invalidField('roleIds', ACCOUNT_MSG.roleNotCovering(idle.roleName));
  return [...new Set(roles.map((r) => r.id))].sort((a, b) => a - b);
}

/* ------------------------------------------------------------------ passwords */

// no 0/O, 1/l/I: a temporary password is read out or copied by hand
const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALPHABET = LETTERS + DIGITS;

/** A temporary password: 8 letters and digits, at least one of each (the password rule of §5). */
export function tempPassword(): string {
  const buf = new Uint32Array(TEMP_PASSWORD_LENGTH);
  for (;;) {
    globalThis.crypto.getRandomValues(buf);
    const s = Array.from(buf, (n) => ALPHABET[n % ALPHABET.length]).join('');
    if (isTempPassword(s)) return s;
  }
}

/* ------------------------------------------------------------------ the calls */

const LIST_SORTABLE = new Set(['name', 'phone', 'createTime', 'lastLoginTime']);
const READ = { ...PLACE_READ, perm: 'staff:account:list' } as const;
const readWrite = (perm: string) => ({ ...placeWrite(perm), mutates: false }) as const;
const status01 = (raw: unknown): 0 | 1 => {
  const s = int(raw);
  return s === 0 || s === 1 ? s : invalid(ACCOUNT_MSG.badStatus);
};

export const staffAccountHandlers = [
  // GET: the owner's staff (the owner is not listed), by name, phone or account, bound place (bindPlaceId: the
  // console sends every call's placeId), role, status and customer service; newest first
  route.get(`${MGR_BASE}/list`, READ, (ctx) => {
    const owner = ownerOf(ctx);
    const q = ctx.query;
    const rows = [...staffOf(ctx.db, owner)]
      .flatMap(([userId, ms]) => {
        const user = ctx.db.userById(userId);
        return user ? [present(ctx.db, owner, user, ms)] : [];
      })
      .filter(
        (r) =>
          matchesQuery(r as unknown as Record<string, unknown>, {
            name: q.name ?? '',
            status: q.status ?? '',
            customerService: q.customerService ?? '',
          }) &&
          (!q.phone || r.phone.includes(q.phone.trim()) || r.account.includes(q.phone.trim())) &&
          (!q.account || r.account.includes(q.account.trim())) &&
          (!q.bindPlaceId || r.placeIds.includes(Number(q.bindPlaceId))) &&
          (!q.roleId || r.roleIds.includes(Number(q.roleId))),
      );
    return ok(sortedPage(rows, q, LIST_SORTABLE, { field: 'createTime', order: 'desc' }));
  }),

  // {userId}: one staff member, as a list row
  route.post(`${MGR_BASE}/getUserInfo`, { ...READ, mutates: false }, (ctx) => {
    const owner = ownerOf(ctx);
    const { user, memberships } = memberOf(ctx, owner);
    return ok(present(ctx.db, owner, user, memberships));
  }),

  // {account}: the account a phone or sign-in name belongs to (null none), for the add dialog
  route.post(`${MGR_BASE}/getUserByAccount`, readWrite('staff:account:add'), (ctx) => {
    const owner = ownerOf(ctx);
    const account = text(ctx.body.account);
    if (!account) invalidField('account', ACCOUNT_MSG.accountRequired);
    const user = ctx.db.userByAccount(account);
    if (!user) return ok(null);
    const found: FoundUser = {
      userId: user.id,
      name: user.name,
      phone: user.phone,
      bound: staffMemberships(ctx.db, owner, user.id).length > 0,
      self: user.id === owner,
    };
    return ok(found);
  }),

  // {phone, name, placeIds, roleIds}: bind an existing account, or create one with a temporary password
  route.post(`${MGR_BASE}/add`, placeWrite('staff:account:add'), (ctx) => {
    const owner = ownerOf(ctx);
    const { db, body, now } = ctx;
    const { phone, name } = parseBody(staffAccountEntity, bodyValues(staffAccountEntity, body));
    const placeIds = placesSent(db, owner, body.placeIds);
    const roleIds = rolesSent(db, owner, body.roleIds, placeIds);
    let user = db.userByAccount(phone);
    if (user?.id === owner || user?.id === ctx.user.id) invalidField('phone', ACCOUNT_MSG.self);
    if (user && staffMemberships(db, owner, user.id).length > 0)
      invalidField('phone', ACCOUNT_MSG.alreadyBound(user.name));
    let password: string | null = null;
    if (!user) {
      password = tempPassword();
      user = db.addUser(phone, name, password, formatTime(now));
    }
    for (const placeId of placeIds)
      if (!db.membership(user.id, placeId))
        db.data.memberships.push({ userId: user.id, placeId, role: 'staff', roleIds: [...roleIds] });
    writeInfo(db, owner, user, formatTime(now));
    const added: AddedAccount = { userId: user.id, tempPassword: password };
    return ok(added, '新增成功');
  }),

  // {userId, name}: the account's name (only an account wholly the owner's)
  route.post(`${MGR_BASE}/edit`, placeWrite('staff:account:edit'), (ctx) => {
    const owner = ownerOf(ctx);
    const { user } = memberOf(ctx, owner);
    const { name } = parseBody(staffAccountEditEntity, bodyValues(staffAccountEditEntity, ctx.body));
    mustManage(ctx.db, owner, user.id);
    user.name = name;
    return ok(null, '更新成功');
  }),

  // {userId, placeIds}: the member's staff memberships at the owner's places become exactly these
  route.post(`${MGR_BASE}/bindPlace`, placeWrite('staff:account:edit'), (ctx) => {
    const owner = ownerOf(ctx);
    const { db } = ctx;
    const { user, memberships } = memberOf(ctx, owner);
    const placeIds = placesSent(db, owner, ctx.body.placeIds);
    const roleIds = [...new Set(memberships.flatMap((m) => m.roleIds ?? []))].sort((a, b) => a - b);
    db.data.memberships = db.data.memberships.filter(
      (m) => !(memberships.includes(m) && !placeIds.includes(m.placeId)),
    );
    for (const placeId of placeIds)
      if (!db.membership(user.id, placeId))
        db.data.memberships.push({ userId: user.id, placeId, role: 'staff', roleIds: [...roleIds] });
    return ok(null, '更新成功');
  }),

  // {userId, roleIds}: the member's roles, on every staff membership at the owner's places (next menu load)
  route.post(`${MGR_BASE}/setRole`, placeWrite('staff:account:role'), (ctx) => {
    const owner = ownerOf(ctx);
    const { memberships } = memberOf(ctx, owner);
    const raw = ctx.body.roleIds;
    if (!Array.isArray(raw)) invalidField('roleIds', ACCOUNT_MSG.roleNotOwned);
    const roleIds = rolesSent(
      ctx.db,
      owner,
      raw,
      memberships.map((m) => m.placeId),
    );
    for (const m of memberships) m.roleIds = [...roleIds];
    return ok(null, '更新成功');
  }),

  // {userId, status}: 0 disables the account (it cannot sign in, its sessions end), 1 enables it
  route.post(`${MGR_BASE}/changeStatus`, placeWrite('staff:account:status'), (ctx) => {
    const owner = ownerOf(ctx);
    const status = status01(ctx.body.status);
    const target = int(ctx.body.userId);
    if (status === ACCOUNT_DISABLED && (target === owner || target === ctx.user.id))
      invalid(ACCOUNT_MSG.cannotDisableSelf);
    const { user } = memberOf(ctx, owner);
    mustManage(ctx.db, owner, user.id);
    user.status = status;
    if (status === ACCOUNT_DISABLED) revokeTokens(ctx.db, { userId: user.id });
    return ok(null, '更新成功');
  }),

  // {userId, status}: marked as the owner's customer service (1) or not (0)
  route.post(`${MGR_BASE}/customerServiceStatus`, placeWrite('staff:account:status'), (ctx) => {
    const owner = ownerOf(ctx);
    const status = status01(ctx.body.status);
    const { user } = memberOf(ctx, owner);
    writeInfo(ctx.db, owner, user).customerService = status;
    return ok(null, '更新成功');
  }),

  // {userId}: a new temporary password, answered once; the account's sessions end
  route.post(`${MGR_BASE}/reset`, placeWrite('staff:account:reset'), (ctx) => {
    const owner = ownerOf(ctx);
    const { user } = memberOf(ctx, owner);
    mustManage(ctx.db, owner, user.id);
    const password = tempPassword();
    user.passwordHash = hashPassword(password);
    revokeTokens(ctx.db, { userId: user.id });
    return ok({ password }, '密码重置成功');
  }),

  // {userId}: no longer the owner's staff (the memberships at the owner's places go; the account stays)
  route.post(`${MGR_BASE}/delete`, placeWrite('staff:account:delete'), (ctx) => {
    const owner = ownerOf(ctx);
    const target = int(ctx.body.userId);
    if (target === owner || target === ctx.user.id) invalid(ACCOUNT_MSG.cannotDeleteSelf);
    const { user, memberships } = memberOf(ctx, owner);
    const { db } = ctx;
    db.data.memberships = db.data.memberships.filter((m) => !memberships.includes(m));
    const rows = db.table(STAFF_ACCOUNTS.account);
    const info = infoOf(db, owner, user.id);
    if (info) rows.splice(rows.indexOf(info), 1);
    return ok(null, '删除成功');
  }),

  // GET ?placeId: the enabled staff of one of the owner's places (for a picker of who did something)
  route.get(`${MGR_BASE}/getChildUserInfoByPlaceId`, PLACE_READ, (ctx) => {
    const owner = ownerOf(ctx);
    const placeId = int(ctx.query.placeId) ?? ctx.place.id;
    if (!ownedIds(ctx.db, owner).has(placeId)) invalid(ACCOUNT_MSG.placeNotOwned);
    const staff: PlaceStaff[] = ctx.db.data.memberships
      .filter((m) => m.placeId === placeId && m.role === 'staff')
      .flatMap((m) => {
        const u = ctx.db.userById(m.userId);
        return u && u.status === ACCOUNT_ENABLED ? [{ userId: u.id, name: u.name, phone: u.phone }] : [];
      })
      .sort((a, b) => a.userId - b.userId);
    return ok(staff);
  }),
];
