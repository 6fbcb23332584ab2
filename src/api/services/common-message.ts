import { request } from '../client';

/** /common-message: SMS verify codes (§7). */
export type VerifyScene = 'register' | 'forget' | 'updatePhone';

const anonymous = { auth: false, index: false, placeId: false, silent: true } as const;

export const commonMessage = {
  sendVerifyCode: (phone: string, scene: VerifyScene) =>
    request<{ expireSeconds: number }>({
      method: 'post',
      url: '/common-message/msg/verifyCode',
      data: { phone, scene },
      meta: anonymous,
    }),
  checkVerifyCode: (phone: string, code: string, scene: VerifyScene) =>
    request<null>({
      method: 'post',
      url: '/common-message/verifyCode/checkVerifyCode',
      data: { phone, code, scene },
      meta: anonymous,
    }),
};
