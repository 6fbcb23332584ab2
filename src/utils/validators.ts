import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/**
 * The validation rules of §5 that the signed-out pages need, as pure checks that return a locale key (or null
 * when the value is fine), plus `antdRule` to use any of them in an antd Form. Messages are the spec's exact
 * Chinese strings in zh. This module ships in the /login chunk: the other §5 helpers (money, landline, URL …)
 * live in `./field-rules` so that they and their messages load with the console instead.
 */
/** A validator: the locale key of what is wrong with the value, or null when it passes. */
export type Check = (value: unknown) => string | null;

/** §5: the largest value a positive-integer or number field accepts. */
export const NUMERIC_MAX = 999_999_999;

/** The regular expressions behind the checks (the helper patterns are `fieldPatterns` in ./field-rules). */
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
} as const;

const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const text = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v : '');

/**
 * A check that passes empty values (required-ness is its own check, `checks.required`) and otherwise tests the
 * value as text, numbers included, as antd's InputNumber gives them.
 */
export const optionalCheck =
  (test: (s: string) => boolean, key: string): Check =>
  (v) =>
    empty(v) || test(text(v)) ? null : key;

/**
 * GB 11643 (ISO 7064 MOD 11-2): the 18 characters weighted by 2^(17-i), X counting 10, sum to 1 mod 11; the
 * Horner form below is that sum. It catches a mistyped digit, which the pattern alone lets through.
 */
const idCardChecksumOk = (s: string) =>
  [...s].reduce((sum, c) => (sum * 2 + (/x/i.test(c) ? 10 : +c)) % 11, 0) === 1;

/** The §5 checks of the sign-in, profile, place and address forms; each answers a `validation.*` key. */
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
  email: optionalCheck((s) => patterns.email.test(s), 'validation.email'),
  name30: optionalCheck((s) => patterns.name30.test(s), 'validation.name30'),
  placeName: optionalCheck((s) => patterns.placeName.test(s), 'validation.placeName'),
  mobile: optionalCheck((s) => patterns.mobile.test(s), 'validation.mobile'),
  positiveInt: optionalCheck(
    (s) => patterns.positiveInt.test(s) && Number(s) <= NUMERIC_MAX,
    'validation.positiveInt',
  ),
  number: optionalCheck((s) => patterns.positiveInt.test(s) && Number(s) <= NUMERIC_MAX, 'validation.number'),
  /** region, birth date (1800–2099), sequence and a GB 11643 check character that must match */
  idCard: optionalCheck((s) => patterns.idCard.test(s) && idCardChecksumOk(s), 'validation.idCard'),
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

/**
 * The rules of a "type the password again" field: required, and equal to the field `passwordField` (list
 * that field in the Form.Item's `dependencies` so that the check runs again when it changes).
 */
export function confirmPasswordRules(t: TFunction, passwordField: string): Rule[] {
  return [
    { required: true, message: t('validation.passwordRequired') },
    ({ getFieldValue }) => ({
      validator: async (_, value: unknown) => {
        if (value && value !== getFieldValue(passwordField))
          throw new Error(t('validation.passwordMismatch'));
      },
    }),
  ];
}

/** §5: prices show two decimals with a displayed floor of 0.01 (a free item is still shown as 0.00). */
export function formatPrice(value: number | null | undefined): string {
  if (value == null || Number.isNaN(value)) return '0.00';
  if (value === 0) return '0.00';
  const rounded = Math.round(value * 100) / 100;
  return (Math.abs(rounded) < 0.01 ? 0.01 * Math.sign(value) : rounded).toFixed(2);
}

/**
 * An amount of money as the console shows it: ¥ and two decimals, the sign before the ¥.
 * @example formatYuan(-208) // '-¥208.00'
 */
export function formatYuan(value: number): string {
  return `${value < 0 ? '-' : ''}¥${formatPrice(Math.abs(value))}`;
}

/** §5: discounts are stored in hundredths of the price and shown in tenths (85 → 8.5 折). */
export function formatDiscount(value: number): string {
  return String(value / 10);
}

/**
 * The words of a discount stored in hundredths of the price (88): zh says 8.8折, en says 12% off — the two
 * languages count a discount from opposite ends.
 * @example discountParams(88) // { value: '8.8', off: '12' }
 */
export function discountParams(value: number): { value: string; off: string } {
  return { value: formatDiscount(value), off: String(Math.round((100 - value) * 10) / 10) };
}
