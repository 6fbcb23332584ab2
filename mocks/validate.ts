/**
 * Field rules of spec §5, server side. Each check returns the Chinese message the backend answers with
 * (code 400), or null when the value passes, so handlers and CRUD `validate` hooks can chain them:
 * `return checkPhone(b.phone) ?? checkName(b.placeName)`.
 */

export const PHONE_RE = /^1[3-9]\d{9}$/;
/** 6–16 characters, letters and digits only, at least one of each */
export const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,16}$/;
/** Chinese, letters, digits, hyphen, underscore; 1–30 */
export const NAME_RE = /^[\u4e00-\u9fa5A-Za-z0-9_-]{1,30}$/;
/** A place name: the name rule plus brackets, as branch names are written (云栖电竞酒店(西湖店)); 1–30 */
export const PLACE_NAME_RE = /^[\u4e00-\u9fa5A-Za-z0-9_\-()（）·]{1,30}$/;
/** Chinese, letters, digits, underscore; 1–8 */
export const SHORT_NAME_RE = /^[\u4e00-\u9fa5A-Za-z0-9_]+$/;
export const ID_CARD_RE = /^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/;
export const EMAIL_RE = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;
export const VERIFY_CODE_RE = /^\d{6}$/;
export const MAX_NUMBER = 999_999_999;

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

export function checkPhone(v: unknown, optional = false): string | null {
  const s = text(v);
  if (s === '' && optional) return null;
  return PHONE_RE.test(s) ? null : MSG.phone;
}

export function checkPassword(v: unknown): string | null {
  return typeof v === 'string' && PASSWORD_RE.test(v) ? null : MSG.password;
}

export function checkName(v: unknown): string | null {
  return NAME_RE.test(text(v)) ? null : MSG.name;
}

export function checkPlaceName(v: unknown): string | null {
  return PLACE_NAME_RE.test(text(v)) ? null : MSG.placeName;
}

export function checkShortName(v: unknown): string | null {
  const s = text(v);
  if (s.length < 1 || s.length > 8) return MSG.shortNameLength;
  return SHORT_NAME_RE.test(s) ? null : MSG.shortNameChars;
}

/** Required free text of at most `max` characters. */
export function checkText(v: unknown, max = 50): string | null {
  const s = text(v);
  if (s === '') return MSG.required;
  return [...s].length > max ? MSG.max50.replace('50', String(max)) : null;
}

export function checkPositiveInt(v: unknown): string | null {
  const n = int(v);
  return n !== null && n > 0 && n <= MAX_NUMBER ? null : MSG.positiveInt;
}

export function checkNumber(v: unknown): string | null {
  const n = int(v);
  return n !== null && n > 0 && n <= MAX_NUMBER ? null : MSG.number;
}

export function checkIdCard(v: unknown, optional = false): string | null {
  const s = text(v);
  if (s === '' && optional) return null;
  return ID_CARD_RE.test(s) ? null : MSG.idCard;
}

export function checkEmail(v: unknown, optional = false): string | null {
  const s = text(v);
  if (s === '' && optional) return null;
  return EMAIL_RE.test(s) ? null : MSG.email;
}
