/** /business-merchant: token refresh, passwords, and the places of the user. */
import { PLACE_BASE } from '../../../src/domain/places';
import { LOCKED_CODE } from '../../../src/domain/session';
import { http } from 'msw';
import {
  checkPassword,
  formatTime,
  hashPassword,
  type Db,
  type MemberRole,
  type PlaceRow,
  type PlaceType,
  getDb,
  markChanged,
  now,
  syncFromPersistence,
} from '../../db';
import {
  CONTRACT_MSG,
  controlBody,
  controlRefusal,
  ensure,
  invalid,
  issueTokens,
  ok,
  paginate,
  raise,
  revokeTokens,
  route,
  servicePaths,
  toResponse,
  type TokenPair,
} from '../../contract';
import {
  checkName,
  checkPlaceName,
  checkPassword as checkPasswordRule,
  checkPhone,
  checkText,
  int,
  text,
} from '../../validate';
import { consumeVerifyCode, VERIFY_MSG } from '../message/routes';

/** The place calls of this module. */
export const PLACE_PATH = servicePaths(PLACE_BASE, {
  ownList: 'getOwnPlaceList',
  listByUser: 'listByUser',
  add: 'add',
});

export const PLACE_TYPES: readonly PlaceType[] = [0, 2, 3, 50];

export const MERCHANT_MSG = {
  wrongOldPassword: '原密码错误',
  noOldPassword: '请输入原密码',
  samePassword: '新密码不能与原密码相同',
  placeType: '请选择场所类型',
  placeNameTaken: '场所名称已存在',
} as const;

/** A place as the place list calls return it: the place's own fields, without its codes, owner and time. */
export interface PlaceOut extends Pick<
  PlaceRow,
  'id' | 'placeName' | 'placeType' | 'license' | 'address' | 'contacts' | 'phone'
> {
  /** how many places the user can enter in total (the same on every row) */
  placeCount: number;
  /** the user's role at this place */
  role: MemberRole;
}

export function placesOut(db: Db, userId: number): PlaceOut[] {
  const mine = db.placesOfUser(userId);
  return mine.map(({ place: p, role }) => ({
    id: p.id,
    placeName: p.placeName,
    placeType: p.placeType,
    license: p.license,
    address: p.address,
    contacts: p.contacts,
    phone: p.phone,
    placeCount: mine.length,
    role,
  }));
}

/** A session as a password login starts it, with the places the account may enter; null for an unknown account. */
export interface TestSession extends TokenPair {
  places: PlaceOut[];
}

/**
 * Start a session for an account without its password, as a login would, and answer the place list with it.
 * e2e tests start signed in with this (only the sign-in spec uses the login form): against the stand-alone
 * server through POST /__mock/session, for the demo build on a database made in the test process.
 */
export function startTestSession(db: Db, account: string): TestSession | null {
  const user = db.userByAccount(account);
  if (!user || user.status !== 1) return null;
  return { ...issueTokens(db, user.id), places: placesOut(db, user.id) };
}

/** Test hook, no contract checks (like /__mock/reset). */
export const sessionControlHandlers = [
  /** POST /__mock/session {account} → {a_token, r_token, expires_in, places}. */
  http.post('*/__mock/session', async ({ request }) => {
    const body = await controlBody(request);
    const started = startTestSession(getDb(), text(body?.account));
    if (!started) return controlRefusal('账号不存在');
    markChanged();
    return toResponse(ok(started));
  }),
  /** POST /__mock/session/expire {aToken}: the access token expires now (its refresh token still works). */
  http.post('*/__mock/session/expire', async ({ request }) => {
    const body = await controlBody(request);
    syncFromPersistence();
    const row = getDb().data.tokens.find((r) => r.accessToken === text(body?.aToken));
    if (!row) return controlRefusal('令牌不存在');
    row.expiresAt = now() - 1;
    markChanged();
    return toResponse(ok(null, '已过期'));
  }),
];

export const merchantHandlers = [
  route.post('/business-merchant/mgr/refreshToken', { auth: false, index: false }, ({ db, body, now }) => {
    const rToken = text(body.rToken);
    const row = rToken ? db.data.tokens.find((r) => r.refreshToken === rToken) : undefined;
    const user = row && db.userById(row.userId);
    if (!row || !user || user.status !== 1 || row.refreshExpiresAt <= now) {
      if (row) revokeTokens(db, { accessToken: row.accessToken });
      // HTTP 200, not 401: the client must not try to refresh the refresh call
      raise(401, CONTRACT_MSG.badRefresh);
    }
    // a locked session is not renewed: only unlock gives it new tokens
    if (row.locked) raise(LOCKED_CODE, CONTRACT_MSG.locked);
    // rotation: the old pair dies with this call, so a stolen refresh token works once at most
    revokeTokens(db, { accessToken: row.accessToken });
    return ok(issueTokens(db, row.userId), '刷新成功');
  }),

  route.post('/business-merchant/mgr/forgetpassword', { auth: false, index: false }, ({ db, body }) => {
    const phone = text(body.phone);
    ensure(checkPhone(phone), checkPasswordRule(body.password));
    const user = db.userByPhone(phone);
    if (!user) invalid(VERIFY_MSG.unregistered);
    consumeVerifyCode(db, phone, body.code, 'forget');
    user.passwordHash = hashPassword(String(body.password));
    // whoever knew the old password is logged out everywhere
    revokeTokens(db, { userId: user.id });
    return ok(null, '密码重置成功');
  }),

  route.post('/business-merchant/mgr/editPwd', { auth: true, index: false }, ({ user, body }) => {
    if (typeof body.oldPassword !== 'string' || body.oldPassword === '') invalid(MERCHANT_MSG.noOldPassword);
    if (!checkPassword(user, body.oldPassword)) invalid(MERCHANT_MSG.wrongOldPassword);
    ensure(checkPasswordRule(body.newPassword));
    if (body.newPassword === body.oldPassword) invalid(MERCHANT_MSG.samePassword);
    user.passwordHash = hashPassword(String(body.newPassword));
    return ok(null, '密码修改成功');
  }),

  route.post(PLACE_PATH.ownList, { auth: true, index: false, mutates: false }, ({ db, user }) =>
    ok(placesOut(db, user.id)),
  ),

  route.get(PLACE_PATH.listByUser, { auth: true, index: false }, ({ db, user, query }) => {
    const name = text(query.placeName);
    const type = int(query.placeType);
    const rows = placesOut(db, user.id).filter(
      (p) => (!name || p.placeName.includes(name)) && (type === null || p.placeType === type),
    );
    return ok(paginate(rows, query));
  }),

  route.post(PLACE_PATH.add, { auth: true, index: false }, ({ db, user, body, now }) => {
    const placeName = text(body.placeName);
    const placeType = int(body.placeType);
    ensure(
      checkPlaceName(placeName),
      placeType !== null && (PLACE_TYPES as readonly number[]).includes(placeType)
        ? null
        : MERCHANT_MSG.placeType,
      checkText(body.address, 50),
      text(body.contacts) ? checkName(body.contacts) : null,
      checkPhone(body.phone, true),
    );
    if (db.placesOfUser(user.id).some(({ place }) => place.placeName === placeName))
      invalid(MERCHANT_MSG.placeNameTaken);
    const place: PlaceRow = {
      id: db.nextId('places'),
      placeName,
      placeType: placeType as PlaceType,
      license: 5,
      address: text(body.address),
      contacts: text(body.contacts),
      phone: text(body.phone),
      placeCode: null,
      bindCode: null,
      ownerId: user.id,
      createTime: formatTime(now),
    };
    db.data.places.push(place);
    db.data.memberships.push({ userId: user.id, placeId: place.id, role: 'owner' });
    return ok({ id: place.id }, '新增成功');
  }),
];
