/** /business-merchant: the signed-in user's own profile (name, avatar, phone) and the ERP single sign-on. */
import { ensure, invalid, ok, randomHex, route, servicePaths } from '../../contract';
import { checkName, checkPhone, text } from '../../validate';
import { consumeVerifyCode, VERIFY_MSG } from '../message/routes';

/** The calls of this module, under /business-merchant. */
export const MERCHANT_USER_PATH = servicePaths('/business-merchant', {
  edit: 'mgr/editUser',
  updatePhone: 'mgr/updatePhone',
  erpLogin: 'erp/Login',
});

export const MERCHANT_USER_MSG = {
  badAvatar: '头像地址不正确',
  erpDenied: '无权限登录进销存系统',
} as const;

/** Where the ERP answers its single sign-on tickets (a real ERP host; the demo opens it in a new tab). */
export const ERP_SSO_URL = 'https://erp.example.com/sso';

/** An avatar is empty, an uploaded image (data: URL in this mock) or an http(s) / site-relative URL. */
function checkAvatar(v: unknown): string | null {
  const s = text(v);
  return s === '' || /^(data:image\/|https?:\/\/|\/)/.test(s) ? null : MERCHANT_USER_MSG.badAvatar;
}

export const merchantUserHandlers = [
  route.post(MERCHANT_USER_PATH.edit, { auth: true, index: false }, ({ user, body }) => {
    const name = text(body.name);
    ensure(checkName(name), checkAvatar(body.avatar));
    user.name = name;
    // an edit that leaves the avatar out keeps the current one
    if (body.avatar !== undefined) user.avatar = text(body.avatar);
    return ok(null, '更新成功');
  }),

  route.post(MERCHANT_USER_PATH.updatePhone, { auth: true, index: false }, ({ db, user, body }) => {
    const phone = text(body.phone);
    ensure(checkPhone(phone));
    // the user's own current number counts as taken too: there is nothing to change to
    if (db.userByAccount(phone)) invalid(VERIFY_MSG.registered);
    consumeVerifyCode(db, phone, body.code, 'updatePhone');
    // the phone is the login name of every account this mock creates; a different login name stays
    if (user.account === user.phone) user.account = phone;
    user.phone = phone;
    return ok(null, '更新成功');
  }),

  route.post(MERCHANT_USER_PATH.erpLogin, { auth: true, index: true }, ({ role, place }) => {
    if (role !== 'owner') invalid(MERCHANT_USER_MSG.erpDenied);
    // a one-time ticket the ERP would redeem for a session of this owner at this place
    return ok({ url: `${ERP_SSO_URL}?ticket=${randomHex(16)}&placeId=${place.id}` }, '获取成功');
  }),
];
