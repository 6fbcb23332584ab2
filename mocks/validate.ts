/**
 * Field rules of spec §5, server side. Each check returns the Chinese message the backend answers with
 * (code 400), or null when the value passes, so handlers and CRUD `validate` hooks can chain them:
 * `return checkPhone(b.phone) ?? checkName(b.placeName)`.
 */
import { fieldRules } from '../src/i18n/locales/zh/field-rules';

/** 11 digits, 1 then 3–9 */
export const PHONE_RE = /^1[3-9]\d{9}$/;
/** 6–16 characters, letters and digits only, at least one of each */
export const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,16}$/;
/** Chinese, letters, digits, hyphen, underscore; 1–30 */
export const NAME_RE = /^[\u4e00-\u9fa5A-Za-z0-9_-]{1,30}$/;
/** A place name: the name rule plus brackets, as branch names are written (云栖电竞酒店(西湖店)); 1–30 */
export const PLACE_NAME_RE = /^[\u4e00-\u9fa5A-Za-z0-9_\-()（）·]{1,30}$/;
/** Chinese, letters, digits, underscore; 1–8 */
export const SHORT_NAME_RE = /^[\u4e00-\u9fa5A-Za-z0-9_]+$/;
/** region, a birth date of 1800–2099, sequence, check character (also verified: `checkIdCard`) */
export const ID_CARD_RE = /^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/;
/** no underscore in the domain: host names cannot have one */
export const EMAIL_RE = /^[\w.+-]+@[A-Za-z\d-]+(\.[A-Za-z\d-]+)+$/;
export const VERIFY_CODE_RE = /^\d{6}$/;
/** a positive integer without leading zeros: an id or a count written 007 is more likely a typo than intent */
export const POSITIVE_INT_RE = /^[1-9]\d*$/;
export const MAX_NUMBER = 999_999_999;
export const DIGITS_3_TO_12_RE = /^\d{3,12}$/;
/** area code 0 + 2–3 digits (not 00) and a 7–8 digit local number not starting 0, or a 400/800 number */
export const LANDLINE_RE = /^(0[1-9]\d{1,2}-?[1-9]\d{6,7}|[48]00-?\d{3}-?\d{4})$/;
/** http(s) with localhost, an IPv4 or an ASCII domain as host; optional port, path, query and hash */
export const URL_RE =
  /^https?:\/\/(localhost|([a-z\d-]+\.)+[a-z][a-z\d-]*|\d{1,3}(\.\d{1,3}){3})(:\d{1,5})?([/?#]\S*)?$/i;
export const IPV4_RE = /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
/** up to 2 decimals, no leading zero, no upper bound */
export const MONEY_RE = /^(0|[1-9]\d*)(\.\d{1,2})?$/;
/** 0.1 to 9.9, one decimal at most */
export const RATING_RE = /^(0\.[1-9]|[1-9](\.\d)?)$/;

/**
 * The messages the backend answers with: the §5 ones as the spec quotes them (the client's zh `validation.*`
 * strings), and for the helper rules the spec names without quoting, the client's own zh `fieldRules.*` texts.
 */
export const MSG = {
  phone: '请输入正确的手机号',
  password: '密码须为6-16位字母和数字组合',
  name: '请输入中文、英文、数字、横线、下划线',
  placeName: '请输入中文、英文、数字、横线、下划线或括号',
  shortNameLength: '名称长度为1-8位',
  shortNameChars: '请输入中文，字母，数字或下划线',
  required: '输入不可以为空',
  max50: '所输入内容最多为50个字符',
  positiveInt: '请输入大于0的整数',
  number: '请输入正确的数字，最大值为999999999',
  idCard: '请输入正确的身份证号',
  email: '请输入正确的邮箱',
  code6: '请输入6位数字验证码',
  digits3to12: fieldRules.digits3to12,
  landline: fieldRules.landline,
  url: fieldRules.url,
  ipv4: fieldRules.ipv4,
  money: fieldRules.money,
  rating: fieldRules.rating,
} as const;

/** Body values arrive as whatever JSON the client sent; text fields are compared trimmed. */
export function text(v: unknown): string {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

/** An integer from a number or numeric text (query strings and form bodies are text), else null. */
export function int(v: unknown): number | null {
  if (typeof v === 'number') return Number.isInteger(v) ? v : null;
  if (typeof v === 'string' && /^-?\d+$/.test(v.trim())) return Number(v.trim());
  return null;
}

/** A mobile number; `optional` lets an empty value through. */
export function checkPhone(v: unknown, optional = false): string | null {
  const s = text(v);
  if (s === '' && optional) return null;
  return PHONE_RE.test(s) ? null : MSG.phone;
}

/** The password rule, on the value as sent (a password is never trimmed). */
export function checkPassword(v: unknown): string | null {
  return typeof v === 'string' && PASSWORD_RE.test(v) ? null : MSG.password;
}

/** A required name of 1–30 Chinese, letters, digits, hyphen or underscore. */
export function checkName(v: unknown): string | null {
  return NAME_RE.test(text(v)) ? null : MSG.name;
}

/** A required place name: the name rule plus brackets and middle dot. */
export function checkPlaceName(v: unknown): string | null {
  return PLACE_NAME_RE.test(text(v)) ? null : MSG.placeName;
}

/** 1–8 characters (code points, as the client counts) of Chinese, letters, digits or underscore. */
export function checkShortName(v: unknown): string | null {
  const s = text(v);
  const n = [...s].length;
  if (n < 1 || n > 8) return MSG.shortNameLength;
  return SHORT_NAME_RE.test(s) ? null : MSG.shortNameChars;
}

/** Required free text of at most `max` characters. */
export function checkText(v: unknown, max = 50): string | null {
  const s = text(v);
  if (s === '') return MSG.required;
  return [...s].length > max ? MSG.max50.replace('50', String(max)) : null;
}

const positiveInt = (v: unknown) => {
  const s = text(v);
  return POSITIVE_INT_RE.test(s) && Number(s) <= MAX_NUMBER;
};

/** 1 to 999999999, as a JSON number or digits. */
export function checkPositiveInt(v: unknown): string | null {
  return positiveInt(v) ? null : MSG.positiveInt;
}

/** The number field: the positive-integer rule with its own message. */
export function checkNumber(v: unknown): string | null {
  return positiveInt(v) ? null : MSG.number;
}

/**
 * The 18-character pattern and the GB 11643 check character: the characters weighted by 2^(17-i), X counting
 * 10, sum to 1 mod 11 (ISO 7064 MOD 11-2), which the Horner form computes.
 */
export function checkIdCard(v: unknown, optional = false): string | null {
  const s = text(v);
  if (s === '' && optional) return null;
  const sum = [...s].reduce((acc, c) => (acc * 2 + (c === 'X' || c === 'x' ? 10 : Number(c))) % 11, 0);
  return ID_CARD_RE.test(s) && sum === 1 ? null : MSG.idCard;
}

/** An email address; `optional` lets an empty value through. */
export function checkEmail(v: unknown, optional = false): string | null {
  const s = text(v);
  if (s === '' && optional) return null;
  return EMAIL_RE.test(s) ? null : MSG.email;
}

/** A check of a pattern that passes empty values only when `optional`. */
const patternCheck =
  (re: RegExp, msg: string) =>
  (v: unknown, optional = false): string | null => {
    const s = text(v);
    if (s === '' && optional) return null;
    return re.test(s) ? null : msg;
  };

// Each helper below takes `optional` like `checkPhone`.
/** The 6-digit SMS or bind code. */
export const checkCode6 = patternCheck(VERIFY_CODE_RE, MSG.code6);
/** A number of 3 to 12 digits. */
export const checkDigits3to12 = patternCheck(DIGITS_3_TO_12_RE, MSG.digits3to12);
/** A landline or 400/800 number (`LANDLINE_RE`). */
export const checkLandline = patternCheck(LANDLINE_RE, MSG.landline);
/** An http or https address. */
export const checkUrl = patternCheck(URL_RE, MSG.url);
/** A dotted IPv4 address. */
export const checkIp = patternCheck(IPV4_RE, MSG.ipv4);
/** Up to 2 decimals; a JSON number is read as it prints (12.5, not 12.50). */
export const checkMoney = patternCheck(MONEY_RE, MSG.money);
/** A rating of 0.1 to 9.9. */
export const checkRating = patternCheck(RATING_RE, MSG.rating);
