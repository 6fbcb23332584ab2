/** /api/authService (login, register, logout, scan-code login), /api/getUserInfo and the two menu calls. */
import { checkPassword, formatTime, type Db, type MemberRole, type UserRow } from '../../db';
import { ensure, invalid, issueTokens, ok, raise, revokeTokens, route } from '../../contract';
import { MAX_UNLOCK_FAILURES } from '../../../src/domain/session';
import { isNetbarType } from '../../menus';
import { DEMO_USERS } from '../../seed';
import { checkName, checkPassword as checkPasswordRule, checkPhone, text } from '../../validate';
import { placeMenus } from '../staff/roles';
import { consumeVerifyCode, VERIFY_MSG } from '../message/routes';
import { logSignIn } from '../logs/routes';

export const AUTH_MSG = {
  noAccount: '请输入账号',
  badLogin: '账号或密码错误',
  disabled: '账号已被禁用，请联系管理员',
  noName: '请输入姓名',
  qrUnknown: '二维码不存在',
  qrExpired: '二维码已失效，请刷新二维码',
  qrUnconfirmed: '请先在手机上确认登录',
  badProduct: '产品标识错误',
  netbarPlace: '该场所为网吧，请使用网吧菜单',
  hotelPlace: '该场所不是网吧，请使用酒店菜单',
  wrongPassword: '密码错误',
  tooManyUnlocks: '密码错误次数过多，已退出登录，请重新登录',
} as const;

/** Role ids as the role table of a later issue will number them. */
export const ROLE_IDS: Record<MemberRole, number> = { owner: 1, staff: 2 };

/** A user's role where no place is named: owner if they own anything (or nothing at all yet), else staff. */
export function globalRole(db: Db, user: UserRow): MemberRole {
  const roles = db.placesOfUser(user.id).map((p) => p.role);
  return roles.length === 0 || roles.includes('owner') ? 'owner' : 'staff';
}

/** Scan-code polls: the 3rd and 4th say "scanned", the 5th and later "confirmed" (spec of this mock). */
const SCANNED_AT_POLL = 3;
const CONFIRMED_AT_POLL = 5;

function randomId(): string {
  const buf = new Uint8Array(16);
  globalThis.crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const authHandlers = [
  route.post('/api/authService/login', { auth: false, index: false }, ({ db, body, request, now }) => {
    const account = text(body.account);
    if (!account) invalid(AUTH_MSG.noAccount);
    ensure(checkPasswordRule(body.password));
    const user = db.userByAccount(account);
    if (!user) invalid(AUTH_MSG.badLogin);
    // an attempt on an existing account is logged, refused or not: the owner sees who tried
    const refuse = (message: string) => {
      logSignIn(db, request, now, { user, way: 'password', success: false, message });
      return invalid(message);
    };
    if (!checkPassword(user, String(body.password))) refuse(AUTH_MSG.badLogin);
    if (user.status !== 1) refuse(AUTH_MSG.disabled);
    logSignIn(db, request, now, { user, way: 'password', success: true, message: '登录成功' });
    return ok(issueTokens(db, user.id), '登录成功');
  }),

  route.post('/api/authService/register', { auth: false, index: false }, ({ db, body, now, request }) => {
    const phone = text(body.phone);
    const name = text(body.name);
    ensure(checkPhone(phone), name ? checkName(name) : AUTH_MSG.noName, checkPasswordRule(body.password));
    if (db.userByPhone(phone)) invalid(VERIFY_MSG.registered);
    consumeVerifyCode(db, phone, body.code, 'register');
    const user = db.addUser(phone, name, String(body.password), formatTime(now));
    logSignIn(db, request, now, { user, way: 'register', success: true, message: '注册成功' });
    return ok(issueTokens(db, user.id), '注册成功');
  }),

  route.post('/api/authService/logout', { auth: true, index: false, whileLocked: true }, ({ db, token }) => {
    // the refresh token lives in the same row, so it dies with the access token
    revokeTokens(db, { accessToken: token.accessToken });
    return ok(null, '退出成功');
  }),

  // The lock screen (§4), held here (docs/api-contract.md "Lock screen"): a locked session's token opens
  // nothing but unlock and logout, so neither a forged flag in the browser nor the stored token gets past it.
  route.post('/api/authService/lock', { auth: true, index: false, whileLocked: true }, ({ token }) => {
    token.locked = true;
    token.unlockFailures = 0;
    return ok(null, '已锁屏');
  }),

  // Unlock proves the person at the keyboard knows the account password: the locked token is revoked and a
  // fresh pair answered; the fifth wrong password ends the session.
  route.post(
    '/api/authService/unlock',
    { auth: true, index: false, whileLocked: true },
    ({ db, user, token, body, request, now }) => {
      if (typeof body.password !== 'string' || !checkPassword(user, body.password)) {
        logSignIn(db, request, now, { user, way: 'unlock', success: false, message: AUTH_MSG.wrongPassword });
        token.unlockFailures = (token.unlockFailures ?? 0) + 1;
        if (token.unlockFailures >= MAX_UNLOCK_FAILURES) {
          revokeTokens(db, { accessToken: token.accessToken });
          raise(401, AUTH_MSG.tooManyUnlocks, 401);
        }
        invalid(AUTH_MSG.wrongPassword);
      }
      revokeTokens(db, { accessToken: token.accessToken });
      logSignIn(db, request, now, { user, way: 'unlock', success: true, message: '解锁成功' });
      return ok(issueTokens(db, user.id), '解锁成功');
    },
  ),

  route.post('/api/authService/scanCodeLoginGetCode', { auth: false, index: false }, ({ db, now }) => {
    const ttl = db.settings.scanCodeTtlMs;
    db.data.scanCodes = db.data.scanCodes.filter((r) => r.expiresAt + 600_000 > now);
    const codeId = randomId();
    db.data.scanCodes.push({
      codeId,
      createdAt: now,
      expiresAt: now + ttl,
      polls: 0,
      status: 0,
      userId: null,
      consumed: false,
    });
    return ok({
      codeId,
      qrContent: `https://m.example.com/merchant/scan-login?codeId=${codeId}`,
      expireSeconds: Math.round(ttl / 1000),
    });
  }),

  route.post('/api/authService/checkScanCodeResult', { auth: false, index: false }, ({ db, body, now }) => {
    const row = db.data.scanCodes.find((r) => r.codeId === text(body.codeId));
    if (!row) invalid(AUTH_MSG.qrUnknown);
    if (row.consumed || now >= row.expiresAt) {
      row.status = 3;
    } else {
      row.polls += 1;
      if (row.polls >= CONFIRMED_AT_POLL) {
        row.status = 2;
        // the demo phone app always confirms as the demo owner
        row.userId = db.userByAccount(DEMO_USERS.owner)?.id ?? db.data.users[0]?.id ?? null;
      } else if (row.polls >= SCANNED_AT_POLL) {
        row.status = 1;
      }
    }
    return ok({ status: row.status });
  }),

  route.post(
    '/api/authService/scanCodeLogin',
    { auth: false, index: false },
    ({ db, body, now, request }) => {
      const row = db.data.scanCodes.find((r) => r.codeId === text(body.codeId));
      if (!row) invalid(AUTH_MSG.qrUnknown);
      if (row.consumed || now >= row.expiresAt) invalid(AUTH_MSG.qrExpired);
      if (row.status !== 2 || row.userId === null) invalid(AUTH_MSG.qrUnconfirmed);
      row.consumed = true;
      const user = db.data.users.find((u) => u.id === row.userId);
      if (user) logSignIn(db, request, now, { user, way: 'scan', success: true, message: '登录成功' });
      return ok(issueTokens(db, row.userId), '登录成功');
    },
  ),

  route.post('/api/getUserInfo', { auth: true, index: 'optional', mutates: false }, ({ db, user, role }) => {
    const r = role ?? globalRole(db, user);
    return ok({
      id: user.id,
      name: user.name,
      avatar: user.avatar,
      account: user.account,
      phone: user.phone,
      roleIds: [ROLE_IDS[r]],
      roles: [r],
    });
  }),

  route.get('/api/merchantMenus', { auth: true, index: true }, ({ db, query, place, role, now, user }) => {
    if (query.product !== 'merchant') invalid(AUTH_MSG.badProduct);
    if (isNetbarType(place.placeType)) invalid(AUTH_MSG.netbarPlace);
    return ok(placeMenus(db, place, role, now, user.id));
  }),

  route.get('/api/netbarMenus', { auth: true, index: true }, ({ db, query, place, role, now, user }) => {
    if (query.product !== 'netbarMerchant') invalid(AUTH_MSG.badProduct);
    if (!isNetbarType(place.placeType)) invalid(AUTH_MSG.hotelPlace);
    return ok(placeMenus(db, place, role, now, user.id));
  }),
];
