import { describe, expect, it } from 'vitest';
import { setClock } from '../../node';
import { DEMO_USERS } from '../../seed';
import { TestClient } from '../../test-client';

const SEND = '/common-message/msg/verifyCode';
const CHECK = '/common-message/verifyCode/checkVerifyCode';
const FORGET = '/business-merchant/mgr/forgetpassword';

describe('verify codes', () => {
  it('sends once per 60 s per phone', async () => {
    let t = Date.UTC(2025, 0, 1);
    setClock(() => t);
    const c = new TestClient();
    const first = await c.post<{ expireSeconds: number }>(SEND, { phone: '13911112222', scene: 'register' });
    expect(first.body).toEqual({ code: 200, msg: '验证码已发送', data: { expireSeconds: 300 } });
    t += 59_999;
    expect((await c.post(SEND, { phone: '13911112222', scene: 'register' })).body).toEqual({
      code: 400,
      msg: '验证码发送过于频繁，请稍后再试',
      data: null,
    });
    // another phone is not throttled
    expect((await c.post(SEND, { phone: '13911113333', scene: 'register' })).body.code).toBe(200);
    t += 1;
    expect((await c.post(SEND, { phone: '13911112222', scene: 'register' })).body.code).toBe(200);
  });

  it('knows which phones exist per scene', async () => {
    const c = new TestClient();
    expect((await c.post(SEND, { phone: DEMO_USERS.owner, scene: 'register' })).body.msg).toBe(
      '该手机号已注册',
    );
    expect((await c.post(SEND, { phone: '13911112222', scene: 'forget' })).body.msg).toBe('该手机号未注册');
    expect((await c.post(SEND, { phone: '1391111', scene: 'forget' })).body.msg).toBe('请输入正确的手机号');
    expect((await c.post(SEND, { phone: '13911112222', scene: 'login' })).body.code).toBe(400);
  });

  it('checks a code without using it, and expires it after 300 s', async () => {
    let t = Date.UTC(2025, 0, 1);
    setClock(() => t);
    const c = new TestClient();
    await c.post(SEND, { phone: DEMO_USERS.owner, scene: 'forget' });
    expect((await c.post(CHECK, { phone: DEMO_USERS.owner, code: '000000', scene: 'forget' })).body.msg).toBe(
      '验证码错误或已过期',
    );
    expect(
      (await c.post(CHECK, { phone: DEMO_USERS.owner, code: '123456', scene: 'forget' })).body.code,
    ).toBe(200);
    expect(
      (await c.post(CHECK, { phone: DEMO_USERS.owner, code: '123456', scene: 'forget' })).body.code,
    ).toBe(200);
    expect(
      (await c.post(CHECK, { phone: DEMO_USERS.owner, code: '123456', scene: 'register' })).body.code,
    ).toBe(400);
    t += 300_000;
    expect(
      (await c.post(CHECK, { phone: DEMO_USERS.owner, code: '123456', scene: 'forget' })).body.code,
    ).toBe(400);
  });
});

describe('passwords', () => {
  it('resets a forgotten password with a code, once, and logs the old sessions out', async () => {
    const old = new TestClient();
    await old.login(DEMO_USERS.innOwner);
    const c = new TestClient();
    const phone = DEMO_USERS.innOwner;
    expect((await c.post(FORGET, { phone, code: '123456', password: 'new12345' })).body.msg).toBe(
      '验证码错误或已过期',
    );
    await c.post(SEND, { phone, scene: 'forget' });
    expect((await c.post(FORGET, { phone, code: '123456', password: 'short' })).body.msg).toBe(
      '密码须为6-16位字母和数字组合',
    );
    const res = await c.post(FORGET, { phone, code: '123456', password: 'new12345' });
    expect(res.body).toEqual({ code: 200, msg: '密码重置成功', data: null });
    // the code is spent
    expect((await c.post(FORGET, { phone, code: '123456', password: 'new12346' })).body.code).toBe(400);
    expect((await old.post('/api/getUserInfo')).status).toBe(401);
    await expect(new TestClient().login(phone)).rejects.toThrow('账号或密码错误');
    await new TestClient().login(phone, 'new12345');
  });

  it('changes the password of the logged-in user', async () => {
    const c = new TestClient();
    await c.login(DEMO_USERS.owner);
    const EDIT = '/business-merchant/mgr/editPwd';
    expect((await c.post(EDIT, { oldPassword: 'wrong123', newPassword: 'abc654321' })).body).toEqual({
      code: 400,
      msg: '原密码错误',
      data: null,
    });
    expect((await c.post(EDIT, { oldPassword: 'abc123456', newPassword: 'onlyletters' })).body.msg).toBe(
      '密码须为6-16位字母和数字组合',
    );
    expect((await c.post(EDIT, { oldPassword: 'abc123456', newPassword: 'abc654321' })).body.code).toBe(200);
    await new TestClient().login(DEMO_USERS.owner, 'abc654321');
  });
});
