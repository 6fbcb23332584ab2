import { request, requestEnvelope } from '../client';

/** /business-merchant/mgr and /erp: the signed-in user's own profile, and the ERP login link (§7). */
export interface EditUserInput {
  name: string;
  /** URL of the avatar image ('' for none), e.g. from commonSystem.uploadImage */
  avatar: string;
}

// The forms show the server's message next to their fields, so these do not toast.
const own = { placeId: false, silent: true } as const;

export const merchantUser = {
  /** Resolves with the envelope: its `msg` (更新成功) is what the page shows. */
  editUser: (input: EditUserInput) =>
    requestEnvelope<null>({ method: 'post', url: '/business-merchant/mgr/editUser', data: input, meta: own }),
  /** Needs an SMS code of scene 'updatePhone' sent to the new phone. */
  updatePhone: (phone: string, code: string) =>
    requestEnvelope<null>({
      method: 'post',
      url: '/business-merchant/mgr/updatePhone',
      data: { phone, code },
      meta: own,
    }),
  /**
   * §2: the ERP menu entry opens this link in a new window; when the server refuses (staff), its message is
   * shown by the request layer and the call rejects.
   */
  erpLogin: () => request<{ url: string }>({ method: 'post', url: '/business-merchant/erp/Login', data: {} }),
};
