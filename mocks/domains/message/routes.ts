/** /common-message: SMS verify codes. The mock never sends an SMS; the code is always MOCK_VERIFY_CODE. */
import { now, type Db, type VerifyScene } from '../../db';
import { ensure, invalid, ok, route } from '../../contract';
import { checkPhone, text } from '../../validate';

export const MOCK_VERIFY_CODE = '123456';
export const VERIFY_SCENES: readonly VerifyScene[] = ['register', 'forget', 'updatePhone'];

export const VERIFY_MSG = {
  sent: '验证码已发送',
  tooOften: '验证码发送过于频繁，请稍后再试',
  wrong: '验证码错误或已过期',
  badScene: '验证码场景不正确',
  registered: '该手机号已注册',
  unregistered: '该手机号未注册',
} as const;

function isScene(v: string): v is VerifyScene {
  return (VERIFY_SCENES as readonly string[]).includes(v);
}

function findValid(db: Db, phone: string, code: string, scene: VerifyScene | null) {
  const t = now();
  return db.data.verifyCodes.find(
    (r) =>
      r.phone === phone &&
      r.code === code &&
      !r.used &&
      r.expiresAt > t &&
      (scene === null || r.scene === scene),
  );
}

/** For the calls that finish with a code (register, forget password, update phone): check and burn it. */
export function consumeVerifyCode(db: Db, phone: string, code: unknown, scene: VerifyScene): void {
  const row = findValid(db, phone, text(code), scene);
  if (!row) invalid(VERIFY_MSG.wrong);
  row.used = true;
}

export const messageHandlers = [
  route.post('/common-message/msg/verifyCode', { auth: false, index: false }, ({ db, body, now: t }) => {
    const phone = text(body.phone);
    const scene = text(body.scene);
    ensure(checkPhone(phone), isScene(scene) ? null : VERIFY_MSG.badScene);
    const known = !!db.userByPhone(phone);
    if ((scene === 'register' || scene === 'updatePhone') && known) invalid(VERIFY_MSG.registered);
    if (scene === 'forget' && !known) invalid(VERIFY_MSG.unregistered);
    const { verifyCodeIntervalMs, verifyCodeTtlMs } = db.settings;
    const last = db.data.verifyCodes
      .filter((r) => r.phone === phone)
      .reduce((m, r) => Math.max(m, r.sentAt), -Infinity);
    if (t - last < verifyCodeIntervalMs) invalid(VERIFY_MSG.tooOften);
    // one live code per phone and scene; expired rows of the phone go too
    db.data.verifyCodes = db.data.verifyCodes.filter(
      (r) => r.expiresAt > t && !(r.phone === phone && r.scene === scene),
    );
    db.data.verifyCodes.push({
      phone,
      scene: scene as VerifyScene,
      code: MOCK_VERIFY_CODE,
      sentAt: t,
      expiresAt: t + verifyCodeTtlMs,
      used: false,
    });
    return ok({ expireSeconds: Math.round(verifyCodeTtlMs / 1000) }, VERIFY_MSG.sent);
  }),

  route.post(
    '/common-message/verifyCode/checkVerifyCode',
    { auth: false, index: false, mutates: false },
    ({ db, body }) => {
      const phone = text(body.phone);
      const scene = text(body.scene);
      ensure(checkPhone(phone), scene === '' || isScene(scene) ? null : VERIFY_MSG.badScene);
      // a check does not burn the code: the wizard's last step (register, reset password) does
      if (!findValid(db, phone, text(body.code), scene === '' ? null : (scene as VerifyScene)))
        invalid(VERIFY_MSG.wrong);
      return ok(null, '验证成功');
    },
  ),
];
