import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../seed';
import type { Address } from '../../../src/domain/address';
import type { UploadPart } from '../../test-client';
import { as, expectFieldRefusals, type FieldRefusals, type Page } from '../../test-kit';

const UPLOAD = '/common-system/minio/upload';
const LIST = '/common-system/address/listByUser';
const ADD = '/common-system/address/add';
const EDIT = '/common-system/address/edit';
const REMOVE = '/common-system/address/remove';

/** The 8-byte PNG signature plus padding up to `size` bytes. */
function image(size = 64, type = 'image/png', filename = 'avatar.png'): UploadPart {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { filename, type, bytes };
}

function form(file?: UploadPart): Record<string, UploadPart> {
  return file ? { file } : {};
}

const uploadHeaders = { picClass: 'avatar', platform: '1' };

describe('minio/upload', () => {
  it('answers a data: URL of the uploaded image, multipart and unencrypted', async () => {
    const c = (await as(DEMO_USERS.owner)).enter(1001);
    const res = await c.postForm<{ url: string }>(UPLOAD, form(image()), { headers: uploadHeaders });
    expect(res.body.code).toBe(200);
    expect(res.body.data.url).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const bytes = Uint8Array.from(atob(res.body.data.url.split(',')[1]!), (ch) => ch.charCodeAt(0));
    expect(bytes).toHaveLength(64);
    for (const type of ['image/jpeg', 'image/webp']) {
      const r = await c.postForm(UPLOAD, form(image(10, type, 'a')), { headers: uploadHeaders });
      expect(r.body.code, type).toBe(200);
    }
  });

  it('refuses other types, files over 2 MB, a missing file and missing headers', async () => {
    const c = (await as(DEMO_USERS.owner)).enter(1001);
    const send = (f: Record<string, UploadPart>, headers: Record<string, string> = uploadHeaders) =>
      c.postForm(UPLOAD, f, { headers }).then((r) => r.body);
    for (const type of ['image/gif', 'image/svg+xml', 'application/pdf', '']) {
      expect(await send(form(image(10, type))), type).toEqual({
        code: 400,
        msg: '只能上传jpg、png、jpeg格式的图片',
        data: null,
      });
    }
    expect((await send(form(image(2 * 1024 * 1024 + 1)))).msg).toBe('文件大小超出限制');
    expect((await send(form(image(2 * 1024 * 1024)))).code).toBe(200);
    expect((await send(form())).msg).toBe('请选择要上传的文件');
    expect((await send(form(image()), { platform: '1' })).msg).toBe('图片分类不能为空');
    expect((await send(form(image()), { picClass: 'avatar', platform: '2' })).msg).toBe('平台标识错误');
    // a JSON body has no file; an upload without a token is 401
    expect((await c.post(UPLOAD, {}, { encrypt: false, headers: uploadHeaders })).body.msg).toBe(
      '请选择要上传的文件',
    );
    expect((await c.postForm(UPLOAD, form(image()), { headers: uploadHeaders, token: null })).status).toBe(
      401,
    );
  });

  it('picClass file takes a zip (either MIME, or a .zip name without one) up to 20 MB, and nothing else', async () => {
    const c = (await as(DEMO_USERS.owner)).enter(1001);
    const fileHeaders = { picClass: 'file', platform: '1' };
    const send = (part: UploadPart) =>
      c.postForm<{ url: string }>(UPLOAD, form(part), { headers: fileHeaders });
    const zip = (size: number, type: string, filename = 'package.zip'): UploadPart => {
      const bytes = new Uint8Array(size);
      bytes.set([0x50, 0x4b, 0x03, 0x04]);
      return { filename, type, bytes };
    };
    for (const [type, name] of [
      ['application/zip', 'package.zip'],
      ['application/x-zip-compressed', 'package.zip'],
      ['application/zip', 'no-extension'],
      ['', 'PACKAGE.ZIP'],
      ['application/octet-stream', 'package.zip'],
    ] as const) {
      const res = await send(zip(16, type, name));
      expect(res.body.code, `${type} ${name}`).toBe(200);
      expect(res.body.data.url).toMatch(/^data:application\/zip;base64,UEsDBA/);
    }
    for (const part of [
      zip(16, 'application/pdf', 'a.pdf'),
      zip(16, 'image/png', 'a.zip'),
      zip(16, '', 'a.rar'),
      image(),
    ]) {
      expect((await send(part)).body, part.filename).toEqual({
        code: 400,
        msg: '请上传zip格式的文件',
        data: null,
      });
    }
    expect((await send(zip(20 * 1024 * 1024, 'application/zip'))).body.code).toBe(200);
    expect((await send(zip(20 * 1024 * 1024 + 1, 'application/zip'))).body.msg).toBe('文件大小超出限制');
    // an image class still refuses a zip
    expect(
      (await c.postForm(UPLOAD, form(zip(16, 'application/zip')), { headers: uploadHeaders })).body.msg,
    ).toBe('只能上传jpg、png、jpeg格式的图片');
  });

  it('an encrypted route never reads a multipart body', async () => {
    const c = (await as(DEMO_USERS.owner)).enter(1001);
    const res = await c.postForm('/common-system/address/add', form(image()));
    expect(res.body).toEqual({ code: 400, msg: '请求参数解析失败', data: null });
  });
});

describe('address book', () => {
  it('lists the seeded addresses of the user, default first, whatever the place', async () => {
    const c = await as(DEMO_USERS.owner);
    const res = await c.post<Page<Address>>(LIST, { pageNumber: 1, pageSize: 10 });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ total: 2, pageNumber: 1, pageSize: 10 });
    expect(res.body.data.records.map((a) => [a.consignee, a.isDefault])).toEqual([
      ['张建国', 1],
      ['周海燕', 0],
    ]);
    // per user, not per place: another place shows the same book, another user an empty one
    expect((await c.enter(1003).post<Page<Address>>(LIST, {})).body.data.total).toBe(2);
    expect((await (await as(DEMO_USERS.staff)).post<Page<Address>>(LIST, {})).body.data.total).toBe(0);
  });

  it('adds, edits, sets the default and removes, with the §5 rules', async () => {
    const c = await as(DEMO_USERS.owner);
    const good = {
      consignee: '刘春梅',
      phone: '13867403215',
      region: '浙江省杭州市上城区',
      detail: '河坊街138号悦途客栈',
    };
    // each refusal names its field, as the form shows it (the rules are src/domain/address.ts's)
    const cases: FieldRefusals = [
      [{ consignee: '' }, 'consignee', '输入不可以为空'],
      [{ consignee: '刘 春梅' }, 'consignee', '请输入中文、英文、数字、横线、下划线'],
      [{ phone: '' }, 'phone', '输入不可以为空'],
      [{ phone: '12867403215' }, 'phone', '请输入正确的手机号'],
      [{ region: '' }, 'region', '输入不可以为空'],
      [{ region: '省'.repeat(51) }, 'region', '所输入内容最多为50个字符'],
      [{ detail: '   ' }, 'detail', '输入不可以为空'],
      [{ detail: '号'.repeat(51) }, 'detail', '所输入内容最多为50个字符'],
      [{ isDefault: 2 }, 'isDefault', '默认地址标记不正确'],
    ];
    await expectFieldRefusals(c, ADD, cases, good);
    const added = await c.post<{ id: number }>(ADD, {
      ...good,
      detail: '河坊街 138 号（悦途客栈）',
      isDefault: 1,
    });
    expect(added.body.msg).toBe('新增成功');
    const id = added.body.data.id;
    let list = (await c.post<Page<Address>>(LIST, {})).body.data.records;
    // the new default cleared the old one
    expect(list.map((a) => [a.id, a.isDefault])).toEqual([
      [id, 1],
      [2, 0],
      [1, 0],
    ]);

    expect((await c.post(EDIT, { id, ...good, phone: '1386740321' })).body.msg).toBe('请输入正确的手机号');
    expect((await c.post(EDIT, { id: 1, isDefault: 1 })).body).toEqual({
      code: 200,
      msg: '更新成功',
      data: null,
    });
    list = (await c.post<Page<Address>>(LIST, {})).body.data.records;
    expect(list.filter((a) => a.isDefault === 1).map((a) => a.id)).toEqual([1]);
    expect(list.find((a) => a.id === id)).toMatchObject({ ...good, detail: '河坊街 138 号（悦途客栈）' });

    expect((await c.post(REMOVE, { id })).body).toEqual({ code: 200, msg: '删除成功', data: null });
    expect((await c.post(REMOVE, { id })).body.msg).toBe('数据不存在或已被删除');
    expect((await c.post<Page<Address>>(LIST, {})).body.data.total).toBe(2);
  });

  it('another user cannot see, edit or remove the owner’s addresses', async () => {
    const staff = await as(DEMO_USERS.staff);
    expect((await staff.post(EDIT, { id: 1, consignee: '王磊' })).body.msg).toBe('数据不存在或已被删除');
    expect((await staff.post(REMOVE, { id: 1 })).body.msg).toBe('数据不存在或已被删除');
    const owner = await as(DEMO_USERS.owner);
    expect((await owner.post<Page<Address>>(LIST, {})).body.data.records[0]).toMatchObject({
      id: 1,
      consignee: '张建国',
    });
  });

  it('pages', async () => {
    const c = await as(DEMO_USERS.owner);
    const page = (await c.post<Page<Address>>(LIST, { pageNumber: 2, pageSize: 1 })).body.data;
    expect(page).toMatchObject({ total: 2, pageNumber: 2, pageSize: 1 });
    expect(page.records.map((a) => a.consignee)).toEqual(['周海燕']);
  });
});

describe('getBusinessPhone', () => {
  it('answers the hotline and service hours', async () => {
    const c = await as(DEMO_USERS.owner);
    expect((await c.get('/common-system/mgr/getBusinessPhone')).body).toEqual({
      code: 200,
      msg: '获取成功',
      data: { phone: '400-820-6688', serviceHours: '09:00-21:00' },
    });
    expect((await c.get('/common-system/mgr/getBusinessPhone', {}, { token: null })).status).toBe(401);
  });
});
