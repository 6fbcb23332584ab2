import type { MenuPayload } from '@/access/menu';
import type { UserInfo } from '@/session/session-store';
import { request, requestEnvelope, LOGIN_PATH } from '../client';

/** /api/authService and the user-level /api calls (§7 Auth and user). */
export interface TokenPair {
  a_token: string;
  r_token: string;
}

const anonymous = { auth: false, index: false, placeId: false } as const;

/** Web console identity sent with login (§7 "platform, product, credentials"). */
export const LOGIN_PLATFORM = 1;
export const LOGIN_PRODUCT = 'merchant';

export const authService = {
  login: (account: string, password: string) =>
    request<TokenPair>({
      method: 'post',
      url: LOGIN_PATH,
      data: { account, password, platform: LOGIN_PLATFORM, product: LOGIN_PRODUCT },
      meta: { ...anonymous, noRefresh: true, silent: true },
    }),
  register: (input: { phone: string; code: string; password: string; name: string }) =>
    request<TokenPair>({
      method: 'post',
      url: '/api/authService/register',
      data: input,
      meta: { ...anonymous, noRefresh: true, silent: true },
    }),
  logout: () =>
    request<null>({
      method: 'post',
      url: '/api/authService/logout',
      // a dead server must not hold the user on a page they asked to leave
      timeout: 5000,
      meta: { placeId: false, noRefresh: true, silent: true, whileLocked: true },
    }),
  scanGetCode: () =>
    request<{ codeId: string; qrContent: string; expireSeconds: number }>({
      method: 'post',
      url: '/api/authService/scanCodeLoginGetCode',
      data: {},
      meta: { ...anonymous, silent: true },
    }),
  scanCheck: (codeId: string) =>
    request<{ status: 0 | 1 | 2 | 3 }>({
      method: 'post',
      url: '/api/authService/checkScanCodeResult',
      data: { codeId },
      meta: { ...anonymous, silent: true },
    }),
  scanLogin: (codeId: string) =>
    request<TokenPair>({
      method: 'post',
      url: '/api/authService/scanCodeLogin',
      data: { codeId },
      meta: { ...anonymous, noRefresh: true, silent: true },
    }),
  userInfo: () =>
    request<UserInfo>({ method: 'post', url: '/api/getUserInfo', data: {}, meta: { placeId: false } }),
  menus: (netbar: boolean) =>
    request<MenuPayload>({
      method: 'get',
      url: netbar ? '/api/netbarMenus' : '/api/merchantMenus',
      params: { product: netbar ? 'netbarMerchant' : 'merchant' },
      meta: { placeId: false },
    }),
  /**
   * Lock the session on the server (an extension, docs/api-contract.md "Lock screen"): until unlock, every
   * other call of this session answers 423, so the stored token cannot get past the lock page.
   */
  lock: () =>
    request<null>({
      method: 'post',
      url: '/api/authService/lock',
      data: {},
      meta: { placeId: false, silent: true, whileLocked: true },
    }),
  /**
   * Unlock: the server checks the account password and answers a fresh token pair (the locked one is
   * revoked). The fifth wrong password ends the session (401 with the reason).
   */
  unlock: (password: string) =>
    request<TokenPair>({
      method: 'post',
      url: '/api/authService/unlock',
      data: { password },
      meta: { placeId: false, silent: true, noRefresh: true, whileLocked: true },
    }),
  editPwd: (oldPassword: string, newPassword: string) =>
    requestEnvelope<null>({
      method: 'post',
      url: '/business-merchant/mgr/editPwd',
      data: { oldPassword, newPassword },
      meta: { silent: true },
    }),
  forgetPassword: (input: { phone: string; code: string; password: string }) =>
    requestEnvelope<null>({
      method: 'post',
      url: '/business-merchant/mgr/forgetpassword',
      data: input,
      meta: { ...anonymous, silent: true },
    }),
};
