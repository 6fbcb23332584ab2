/**
 * /business-merchant: the first-time setup of a place (§2 Room-setup tip, §4) and its payment accounts (§7 Billing,
 * businessPayConfig), serving exactly the shapes of src/api/services/place-setup.ts. The five done flags are
 * computed from the place's real rows, so finishing a step anywhere in the console flips its flag.
 */
import {
  atField,
  CRUD_MSG,
  ensure,
  invalid,
  invalidField,
  ok,
  route,
  type Problem,
  rowsAt,
  servicePaths,
  PLACE_READ,
  placeWrite,
} from '../../contract';
import { formatTime, type Db } from '../../db';
import { BILLING_RULES_TABLE } from '../../seed';
import { checkName, checkPhone, checkText, int, text } from '../../validate';
import { ROOMS } from '../rooms/tables';
import { PAY_CONFIGS, type PayConfigRow, type PayFieldKey, type PayType } from './tables';

export type { PayType } from './tables';

/** The wire paths of the place set-up calls. */
export const PLACE_SETUP_PATH = servicePaths('/business-merchant', {
  placeConfig: 'businessPlaceConfig',
  payConfig: 'businessPayConfig',
});

/** The Chinese messages of the pay-account calls; field-named ones travel as `data.fields`. */
export const PAY_MSG = {
  payType: '支付类型不正确',
  mchId: '请输入8-12位数字商户号',
  wechatAppId: '请输入以wx开头的18位AppID',
  apiV3KeyRequired: '请输入APIv3密钥',
  apiV3Key: 'APIv3密钥为32位字母或数字',
  certSerialNo: '证书序列号为40位十六进制字符',
  alipayAppId: '请输入16位数字AppID',
  pid: '请输入以2088开头的16位PID',
  privateKey: '请粘贴完整的应用私钥',
  publicKey: '请粘贴完整的支付宝公钥',
  accountNo: '请输入12-19位银行卡号',
  enabled: CRUD_MSG.badStatus,
} as const;

/** The prefix of a masked secret; a secret sent back starting with it keeps the stored one. */
export const SECRET_MASK = '****';

/** '****' + the last 4 characters, e.g. '****vzA9'. */
export const maskSecret = (secret: string) => `${SECRET_MASK}${secret.slice(-4)}`;

export const PAY_TYPES: readonly PayType[] = [1, 2, 3];
const isPayType = (n: number | null): n is PayType => PAY_TYPES.some((t) => t === n);

const KEY_MIN = 100;
const KEY_MAX = 4096;

/**
 * An RSA key as pasted from Alipay's key tool or a PEM file: the armour lines (-----BEGIN …-----) and every
 * whitespace go, so a key pasted with or without them is stored the same way.
 */
export function normalizeKey(v: string): string {
  return v
    .split(/\r?\n/)
    .filter((line) => !/^\s*-----[^-]+-----\s*$/.test(line))
    .join('')
    .replace(/\s+/g, '');
}

const keyCheck = (msg: string) => (v: string) =>
  v.length >= KEY_MIN && v.length <= KEY_MAX && /^[A-Za-z0-9+/]+={0,2}$/.test(v) ? null : msg;
const patternCheck = (re: RegExp, msg: string) => (v: string) => (re.test(v) ? null : msg);

interface PayField {
  key: PayFieldKey;
  /** the stored value's message, or null when it is well-formed */
  check: (v: string) => string | null;
  /** how the sent text is stored (default: trimmed) */
  read?: (v: string) => string;
  /** a secret: answered masked, kept when sent empty or masked; the message when there is none yet */
  secretRequired?: string;
}

/** The fields of each pay type in form order: the order in which their problems are answered. */
const PAY_FIELDS: Record<PayType, PayField[]> = {
  1: [
    { key: 'mchId', check: patternCheck(/^\d{8,12}$/, PAY_MSG.mchId) },
    { key: 'appId', check: patternCheck(/^wx[0-9a-f]{16}$/i, PAY_MSG.wechatAppId) },
    {
      key: 'apiV3Key',
      check: patternCheck(/^[A-Za-z0-9]{32}$/, PAY_MSG.apiV3Key),
      secretRequired: PAY_MSG.apiV3KeyRequired,
    },
    { key: 'certSerialNo', check: patternCheck(/^[0-9A-Fa-f]{40}$/, PAY_MSG.certSerialNo) },
  ],
  2: [
    { key: 'appId', check: patternCheck(/^\d{16}$/, PAY_MSG.alipayAppId) },
    { key: 'pid', check: patternCheck(/^2088\d{12}$/, PAY_MSG.pid) },
    {
      key: 'merchantPrivateKey',
      check: keyCheck(PAY_MSG.privateKey),
      read: normalizeKey,
      secretRequired: PAY_MSG.privateKey,
    },
    { key: 'alipayPublicKey', check: keyCheck(PAY_MSG.publicKey), read: normalizeKey },
  ],
  3: [
    { key: 'bankName', check: (v) => checkText(v, 50) },
    // checkName answers the name rule for an empty value too; an empty holder is "required" like the others
    { key: 'accountName', check: (v) => checkText(v) ?? checkName(v) },
    // card numbers are written in groups of four; the spaces are not part of the number
    {
      key: 'accountNo',
      check: patternCheck(/^\d{12,19}$/, PAY_MSG.accountNo),
      read: (v) => v.replace(/\s+/g, ''),
    },
    { key: 'branchName', check: (v) => checkText(v, 50) },
    { key: 'contactPhone', check: (v) => checkPhone(v) },
  ],
};

const payTypeOf = (v: unknown): PayType => {
  const n = int(v);
  return isPayType(n) ? n : invalid(PAY_MSG.payType);
};

const payConfigOf = (db: Db, placeId: number, payType: PayType) =>
  rowsAt(db, PAY_CONFIGS, placeId).find((r) => r.payType === payType);

/**
 * Whether a stored account can take payments: enabled, of a known type, every field present and well-formed
 * (rows written by the edit call always are; the check keeps the flag honest about rows put in by hand).
 */
export function isUsablePayConfig(row: PayConfigRow): boolean {
  const fields: PayField[] | undefined = PAY_FIELDS[row.payType];
  return (
    row.enabled === 1 &&
    !!fields &&
    fields.every((f) => {
      const value = row[f.key];
      return typeof value === 'string' && f.check(value) === null;
    })
  );
}

function presentPayConfig(row: PayConfigRow) {
  const out: Record<string, unknown> = { payType: row.payType, enabled: row.enabled };
  for (const f of PAY_FIELDS[row.payType]) {
    const v = String(row[f.key] ?? '');
    out[f.key] = f.secretRequired && v ? maskSecret(v) : v;
  }
  out.updateTime = row.updateTime;
  return out;
}

/** One field of an edit body, resolved against the stored row, and its problem if any. */
function readPayField(f: PayField, body: Record<string, unknown>, stored: PayConfigRow | undefined) {
  const sent = body[f.key];
  const kept = stored?.[f.key];
  const keep = (): { value: string; problem: Problem } =>
    typeof kept === 'string' && kept !== ''
      ? { value: kept, problem: null }
      : { value: '', problem: atField(f.key, f.secretRequired ?? f.check('')) };
  // a field the body leaves out stays as stored, as with every edit call
  if (sent === undefined) return keep();
  if (sent !== null && typeof sent !== 'string' && typeof sent !== 'number') {
    return { value: '', problem: atField(f.key, f.check('')) };
  }
  const raw = text(sent);
  // the page shows secrets masked and sends them back untouched unless the operator types a new one
  if (f.secretRequired && (raw === '' || raw.startsWith(SECRET_MASK))) return keep();
  const value = (f.read ?? ((v: string) => v))(raw);
  return { value, problem: atField(f.key, f.check(value)) };
}

/** getInitStatus, getPayConfigByType and the pay-account edit, all place-scoped. */
export const placeSetupHandlers = [
  route.post(`${PLACE_SETUP_PATH.placeConfig}/getInitStatus`, PLACE_READ, ({ db, place }) => {
    const models = rowsAt(db, ROOMS.model, place.id);
    const modelIds = new Set<unknown>(models.map((m) => m.id));
    return ok({
      building: rowsAt(db, ROOMS.building, place.id).some((b) => b.status === 1),
      roomModel: models.some((m) => m.status === 1),
      room: rowsAt(db, ROOMS.room, place.id).length > 0,
      // a rule left behind by a deleted room type prices nothing (the billing rules are read by their name,
      // their row type is the billing domain's)
      billing: rowsAt(db, BILLING_RULES_TABLE, place.id).some(
        (r) =>
          modelIds.has(r.roomModelId) && typeof r.basePrice === 'number' && r.basePrice > 0 && r.status === 1,
      ),
      payAccount: rowsAt(db, PAY_CONFIGS, place.id).some(isUsablePayConfig),
    });
  }),

  route.post(`${PLACE_SETUP_PATH.payConfig}/getPayConfigByType`, PLACE_READ, ({ db, place, body }) => {
    const row = payConfigOf(db, place.id, payTypeOf(body.payType));
    return ok(row ? presentPayConfig(row) : null);
  }),

  // One row per place and pay type: the first save creates it, later saves change it (both are 更新成功).
  route.post(
    `${PLACE_SETUP_PATH.payConfig}/edit`,
    placeWrite('pay:account:edit'),
    ({ db, place, body, now }) => {
      const payType = payTypeOf(body.payType);
      const stored = payConfigOf(db, place.id, payType);
      const values: Partial<Record<PayFieldKey, string>> = {};
      const problems: Problem[] = [];
      for (const f of PAY_FIELDS[payType]) {
        const { value, problem } = readPayField(f, body, stored);
        values[f.key] = value;
        problems.push(problem);
      }
      const sent = body.enabled === undefined ? (stored?.enabled ?? 1) : int(body.enabled);
      const enabled = sent === 0 || sent === 1 ? sent : null;
      ensure(...problems);
      if (enabled === null) invalidField('enabled', PAY_MSG.enabled);
      const t = formatTime(now);
      if (stored) {
        Object.assign(stored, values, { enabled, updateTime: t });
      } else {
        db.insert(PAY_CONFIGS, {
          placeId: place.id,
          payType,
          enabled,
          ...values,
          createTime: t,
          updateTime: t,
        });
      }
      return ok(null, '更新成功');
    },
  ),
];
