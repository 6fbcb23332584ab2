import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/**
 * The validation rules of §5, as pure checks that return a locale key (or null when the value is fine),
 * plus `antdRule` to use any of them in an antd Form. Messages are the spec's exact Chinese strings in zh.
 */
export type Check = (value: unknown) => string | null;

export const NUMERIC_MAX = 999_999_999;

export const patterns = {
  mobile: /^1[3-9]\d{9}$/,
  email: /^[\w.+-]+@[A-Za-z\d-]+(\.[A-Za-z\d-]+)+$/,
  name30: /^[\u4e00-\u9fa5A-Za-z\d_-]{1,30}$/,
  /** the name rule plus brackets and middle dot, as branch names are written: 云栖电竞酒店(西湖店) */
  placeName: /^[\u4e00-\u9fa5A-Za-z\d_\-()（）·]{1,30}$/,
  text50: /^[\u4e00-\u9fa5A-Za-z\d_\-./]+$/,
  positiveInt: /^[1-9]\d*$/,
  idCard: /^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/,
  shortNameChars: /^[\u4e00-\u9fa5A-Za-z\d_]+$/,
  password: /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,16}$/,
  code6: /^\d{6}$/,
  digits3to12: /^\d{3,12}$/,
  landline: /^0\d{2,3}-?\d{7,8}$/,
  url: /^https?:\/\/[^\s/$.?#].[^\s]*$/i,
  ipv4: /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
  money: /^(0|[1-9]\d*)(\.\d{1,2})?$/,
  rating: /^(0\.[1-9]|[1-9](\.\d)?)$/,
} as const;

const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const text = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v : '');

/** Optional fields pass when empty; required-ness is its own check. */
const optional =
  (test: (s: string) => boolean, key: string): Check =>
  (v) =>
    empty(v) || test(text(v)) ? null : key;

export const checks = {
  required: ((v) => (empty(v) ? 'validation.required' : null)) as Check,
  /** required, at most 50 characters of letters, digits, - _ . / or Chinese */
  text50: ((v) => {
    if (empty(v)) return 'validation.required';
    const s = text(v);
    if ([...s].length > 50) return 'validation.max50';
    return patterns.text50.test(s) ? null : 'validation.text50';
  }) as Check,
  /** required, at most 50 characters of anything (addresses contain spaces and brackets) */
  free50: ((v) => {
    if (empty(v)) return 'validation.required';
    return [...text(v)].length > 50 ? 'validation.max50' : null;
  }) as Check,
  email: optional((s) => patterns.email.test(s), 'validation.email'),
  name30: optional((s) => patterns.name30.test(s), 'validation.name30'),
  placeName: optional((s) => patterns.placeName.test(s), 'validation.placeName'),
  mobile: optional((s) => patterns.mobile.test(s), 'validation.mobile'),
  positiveInt: optional(
    (s) => patterns.positiveInt.test(s) && Number(s) <= NUMERIC_MAX,
    'validation.positiveInt',
  ),
  number: optional((s) => patterns.positiveInt.test(s) && Number(s) <= NUMERIC_MAX, 'validation.number'),
  idCard: optional((s) => patterns.idCard.test(s), 'validation.idCard'),
  shortName: ((v) => {
    const s = text(v);
    const n = [...s].length;
    if (n < 1 || n > 8) return 'validation.shortNameLength';
    return patterns.shortNameChars.test(s) ? null : 'validation.shortNameChars';
  }) as Check,
  password: ((v) => {
    if (empty(v)) return 'validation.passwordRequired';
    return patterns.password.test(text(v)) ? null : 'validation.password';
  }) as Check,
  code6: ((v) => (patterns.code6.test(text(v)) ? null : 'validation.code6')) as Check,
} satisfies Record<string, Check>;

/** Turn checks into one antd Form rule whose message is translated at validation time. */
export function antdRule(t: TFunction, ...list: Check[]): Rule {
  return {
    validator: async (_, value: unknown) => {
      for (const check of list) {
        const key = check(value);
        if (key) throw new Error(t(key));
      }
    },
  };
}

/** §5: prices show two decimals with a displayed floor of 0.01 (a free item is still shown as 0.00). */
export function formatPrice(value: number | null | undefined): string {
  if (value == null || Number.isNaN(value)) return '0.00';
  if (value === 0) return '0.00';
  const rounded = Math.round(value * 100) / 100;
  return (Math.abs(rounded) < 0.01 ? 0.01 * Math.sign(value) : rounded).toFixed(2);
}

/** §5: discounts are stored in hundredths of the price and shown in tenths (85 → 8.5 折). */
export function formatDiscount(value: number): string {
  return String(value / 10);
}
