import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../seed';
import { TestClient } from '../../test-client';
import { as } from '../../test-kit';
import { MERCHANT_USER_PATH } from './routes';

interface UserInfo {
  id: number;
  name: string;
  avatar: string;
  account: string;
  phone: string;
}
const INFO = '/api/getUserInfo';
const { edit: EDIT, updatePhone: UPDATE_PHONE, erpLogin: ERP } = MERCHANT_USER_PATH;
const SEND_CODE = '/common-message/msg/verifyCode';

describe('editUser', () => {
  it('updates name and avatar; getUserInfo returns them', async () => {
    const c = await as(DEMO_USERS.owner);
    const avatar = 'data:image/png;base64,iVBORw0KGgo=';
    expect((await c.post(EDIT, { name: '张建国_Boss-1', avatar })).body).toEqual({
      code: 200,
      msg: '更新成功',
      data: null,
    });
    expect((await c.post<UserInfo>(INFO)).body.data).toMatchObject({ name: '张建国_Boss-1', avatar });
    // leaving the avatar out keeps it
    await c.post(EDIT, { name: '张建国' });
    expect((await c.post<UserInfo>(INFO)).body.data).toMatchObject({ name: '张建国', avatar });
    // an empty avatar clears it
    await c.post(EDIT, { name: '张建国', avatar: '' });
    expect((await c.post<UserInfo>(INFO)).body.data.avatar).toBe('');
  });

  it('checks the name rule and the avatar URL, and needs a token', async () => {
    const c = await as(DEMO_USERS.staff);
    for (const name of ['', '王 磊', '王磊!', 'a'.repeat(31), undefined]) {
      expect((await c.post(EDIT, { name, avatar: '' })).body, String(name)).toEqual({
        code: 400,
        msg: '请输入中文、英文、数字、横线、下划线',
        data: null,
      });
    }
    expect((await c.post(EDIT, { name: '王磊', avatar: 'javascript:alert(1)' })).body.msg).toBe(
      '头像地址不正确',
    );
    expect((await c.post(EDIT, { name: 'a'.repeat(30), avatar: '/brand/hotel-logo.svg' })).body.code).toBe(
      200,
    );
    expect((await c.post(EDIT, { name: '王磊' }, { token: null })).status).toBe(401);
  });
});

describe('updatePhone', () => {
  it('needs a code of scene updatePhone for the new phone, then the new phone logs in', async () => {
    const c = await as(DEMO_USERS.innOwner);
    const next = '13900002222';
    // no code sent yet
    expect((await c.post(UPDATE_PHONE, { phone: next, code: '123456' })).body).toEqual({
      code: 400,
      msg: '验证码错误或已过期',
      data: null,
    });
    // a code of another scene does not count
    await c.post(SEND_CODE, { phone: next, scene: 'register' }, { token: null, index: null });
    expect((await c.post(UPDATE_PHONE, { phone: next, code: '123456' })).body.msg).toBe('验证码错误或已过期');

    const other = '13900003333';
    expect(
      (await c.post(SEND_CODE, { phone: other, scene: 'updatePhone' }, { token: null, index: null })).body
        .code,
    ).toBe(200);
    expect((await c.post(UPDATE_PHONE, { phone: other, code: '000000' })).body.msg).toBe(
      '验证码错误或已过期',
    );
    expect((await c.post(UPDATE_PHONE, { phone: other, code: '123456' })).body).toEqual({
      code: 200,
      msg: '更新成功',
      data: null,
    });
    expect((await c.post<UserInfo>(INFO)).body.data).toMatchObject({ phone: other, account: other });
    // the code is used up
    expect((await c.post(UPDATE_PHONE, { phone: other, code: '123456' })).body.msg).toBe('该手机号已注册');

    // the new number is the login now; the old one is free again
    await new TestClient().login(other);
    await expect(new TestClient().login(DEMO_USERS.innOwner)).rejects.toThrow('账号或密码错误');
  });

  it('refuses a bad or taken phone before looking at the code', async () => {
    const c = await as(DEMO_USERS.owner);
    expect((await c.post(UPDATE_PHONE, { phone: '1390000', code: '123456' })).body.msg).toBe(
      '请输入正确的手机号',
    );
    for (const phone of [DEMO_USERS.staff, DEMO_USERS.owner]) {
      expect((await c.post(UPDATE_PHONE, { phone, code: '123456' })).body, phone).toEqual({
        code: 400,
        msg: '该手机号已注册',
        data: null,
      });
    }
  });
});

describe('erp/Login', () => {
  it('gives an owner a single sign-on link of the place, and refuses staff', async () => {
    const owner = (await as(DEMO_USERS.owner)).enter(1001);
    const res = await owner.post<{ url: string }>(ERP);
    expect(res.body.code).toBe(200);
    expect(res.body.msg).toBe('获取成功');
    expect(res.body.data.url).toMatch(/^https:\/\/erp\.example\.com\/sso\?ticket=[0-9a-f]{32}&placeId=1001$/);
    // a new ticket every time
    expect((await owner.post<{ url: string }>(ERP)).body.data.url).not.toBe(res.body.data.url);

    const staff = (await as(DEMO_USERS.staff)).enter(1001);
    expect((await staff.post(ERP)).body).toEqual({ code: 400, msg: '无权限登录进销存系统', data: null });
    // place-scoped: another's place is 403
    expect((await staff.enter(1002).post(ERP)).body.code).toBe(403);
  });
});
