import { request } from '../client';
import type { Address, AddressInput } from '@/domain/address';
import { postWrite, type Page } from '../resource';

/** /common-system: image upload, the customer-service phone, the user's address book (§7). */
export interface BusinessPhone {
  phone: string;
  /** e.g. '09:00-21:00' */
  serviceHours: string;
}

/** The picClass of a file (zip) upload; any other picClass is an image class. */
export const FILE_PIC_CLASS = 'file';

export const commonSystem = {
  businessPhone: () => request<BusinessPhone>({ method: 'get', url: '/common-system/mgr/getBusinessPhone' }),
  /**
   * Upload one image (§7 Upload): multipart with the field `file`, headers picClass and platform 1. Not
   * encrypted: the FormData travels as is (the wire adds placeId). A failure shows the server message (§8).
   *
   * @example const { url } = await commonSystem.uploadImage(file, 'avatar');
   */
  uploadImage: (file: File, picClass: string) => {
    const formData = new FormData();
    formData.append('file', file);
    return request<{ url: string }>({
      method: 'post',
      url: '/common-system/minio/upload',
      data: formData,
      headers: { picClass, platform: '1' },
      meta: { encrypt: false },
    });
  },
  /**
   * Upload one zip file (§5 File upload) through the same endpoint: picClass `file` tells the server it is a
   * file, not an image (zip rules and a 20 MB ceiling instead of the image ones).
   *
   * @example const { url } = await commonSystem.uploadFile(zip);
   */
  uploadFile: (file: File) => commonSystem.uploadImage(file, FILE_PIC_CLASS),
};

/** An address of the user's book: declared in src/domain/address.ts. */
export type { Address, AddressInput };

// user-level: the book is the same whichever place is current, so no placeId in the body
const userLevel = { placeId: false, silent: true } as const;

/** The address book (§7 /common-system/address). Mutations resolve with the server's message (新增成功 …). */
export const addressApi = {
  list: (q: { page: number; size: number; consignee?: string }) =>
    request<Page<Address>>({
      method: 'post',
      url: '/common-system/address/listByUser',
      data: { pageNumber: q.page, pageSize: q.size, ...(q.consignee ? { consignee: q.consignee } : {}) },
      meta: { placeId: false },
    }),
  add: (input: AddressInput) => postWrite('/common-system/address/add', input, userLevel),
  edit: (input: Partial<AddressInput> & { id: number }) =>
    postWrite('/common-system/address/edit', input, userLevel),
  remove: (id: number) => postWrite('/common-system/address/remove', { id }, userLevel),
};
