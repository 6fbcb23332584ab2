/** /common-system: image upload, the user's address book, the customer-service phone. */
import { crud, invalid, isUploadedFile, ok, route } from '../../contract';
import { text } from '../../validate';
import { addressEntity } from '../../../src/domain/address';
import { zhText } from '../../messages';
import { ADDRESS_BOOK, type AddressRow } from './tables';

export const SYSTEM_UPLOAD_MSG = {
  noFile: '请选择要上传的文件',
  tooLarge: '文件大小超出限制',
  badType: '只能上传jpg、png、jpeg格式的图片',
  noPicClass: '图片分类不能为空',
  badPlatform: '平台标识错误',
  badZip: '请上传zip格式的文件',
} as const;

export const ADDRESS_MSG = {
  notFound: '数据不存在或已被删除',
  badDefault: zhText({ key: 'address.badDefault' }),
} as const;

/** The server's own ceiling; the console's limit (§5, 500 KB) is lower and checked before sending. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** picClass `file` marks a file upload (zip, §5 File upload); every other picClass is an image class. */
export const FILE_PIC_CLASS = 'file';
export const FILE_MAX_BYTES = 20 * 1024 * 1024;
export const ZIP_TYPES: readonly string[] = ['application/zip', 'application/x-zip-compressed'];

/**
 * Browsers disagree on a zip's MIME (Windows says application/x-zip-compressed, others application/zip,
 * some send none or application/octet-stream), so a .zip name with no telling MIME counts as well.
 */
function isZip(file: { name: string; type: string }): boolean {
  if (ZIP_TYPES.includes(file.type)) return true;
  const vague = file.type === '' || file.type === 'application/octet-stream';
  return vague && /\.zip$/i.test(file.name);
}

export const BUSINESS_PHONE = { phone: '400-820-6688', serviceHours: '09:00-21:00' } as const;

/**
 * Base64 without Buffer: the handlers also run in the browser (service worker mode). Chunked so that
 * String.fromCharCode never gets more arguments than the engine allows.
 */
function base64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(bin);
}

function present(row: AddressRow) {
  const { id, consignee, phone, region, detail, isDefault, createTime, updateTime } = row;
  return { id, consignee, phone, region, detail, isDefault, createTime, updateTime };
}

export const commonSystemHandlers = [
  route.post(
    '/common-system/minio/upload',
    { auth: true, index: 'optional', encrypt: false, mutates: false },
    async ({ request, body }) => {
      const picClass = text(request.headers.get('picClass'));
      if (!picClass) invalid(SYSTEM_UPLOAD_MSG.noPicClass);
      if (text(request.headers.get('platform')) !== '1') invalid(SYSTEM_UPLOAD_MSG.badPlatform);
      const file = body.file;
      if (!isUploadedFile(file)) invalid(SYSTEM_UPLOAD_MSG.noFile);
      const asFile = picClass === FILE_PIC_CLASS;
      if (asFile ? !isZip(file) : !UPLOAD_TYPES.includes(file.type)) {
        invalid(asFile ? SYSTEM_UPLOAD_MSG.badZip : SYSTEM_UPLOAD_MSG.badType);
      }
      if (file.size > (asFile ? FILE_MAX_BYTES : UPLOAD_MAX_BYTES)) invalid(SYSTEM_UPLOAD_MSG.tooLarge);
      // No object store in the mock: the file comes back as a data: URL, which works offline and survives
      // a reload once saved (e.g. as an avatar); the 2 MB image ceiling keeps it small enough for
      // localStorage. A large zip may not fit there: the mock database then stays in memory (browser.ts).
      const type = asFile ? 'application/zip' : file.type;
      const bytes = new Uint8Array(await file.arrayBuffer());
      return ok({ url: `data:${type};base64,${base64(bytes)}` }, '上传成功');
    },
  ),

  route.get('/common-system/mgr/getBusinessPhone', { auth: true, index: 'optional' }, () =>
    ok({ ...BUSINESS_PHONE }),
  ),

  // The address book belongs to the user, not to a place (no index): the default address first, then the
  // newest; one default per user.
  ...crud('/common-system/address', {
    entity: addressEntity,
    table: ADDRESS_BOOK,
    userScoped: true,
    ops: ['list', 'add', 'edit', 'delete'],
    paths: { list: 'listByUser', delete: 'remove' },
    listMethod: 'post',
    filters: { consignee: 'contains' },
    defaultSort: [
      { field: 'isDefault', order: 'desc' },
      { field: 'id', order: 'desc' },
    ],
    present,
    afterChange: ({ op, ids }, ctx) => {
      const rows = ctx.db.table(ADDRESS_BOOK).filter((r) => r.userId === ctx.user.id);
      const made = rows.find((r) => r.id === ids[0]);
      if ((op === 'add' || op === 'edit') && made?.isDefault === 1) {
        for (const r of rows) if (r !== made) r.isDefault = 0;
      }
    },
  }),
];
