import { checks, optionalCheck, type Check } from './validators';

/**
 * The §5 helper rules that only signed-in pages use (the CRUD field definitions above all): 3–12 digits,
 * landline, URL, IPv4, money and rating. They are kept out of ./validators, which ships in the /login chunk,
 * and their messages are in the console's `fieldRules` namespace, registered by i18n/console-messages with the
 * first signed-in route; a signed-out page that used them would show keys, not messages.
 */

/** The regular expressions behind `fieldChecks`. */
export const fieldPatterns = {
  digits3to12: /^\d{3,12}$/,
  /**
   * An area code (0 then 2 or 3 digits, never 00, which dials abroad) and a 7–8 digit local number not
   * starting with 0 (a second trunk prefix is a typo): 0571-88886666, 010-12345678, 01012345678; or a 400/800
   * service number, which hotel chains print as their contact: 400-800-1234, 4008001234. Extensions (-123 at
   * the end) are not accepted.
   */
  landline: /^(0[1-9]\d{1,2}-?[1-9]\d{6,7}|[48]00-?\d{3}-?\d{4})$/,
  /**
   * http or https only, with a host that is localhost, an IPv4 or an ASCII domain whose last label starts with
   * a letter (a Chinese domain has to be entered in its xn-- form), an optional port, path, query and hash.
   */
  url: /^https?:\/\/(localhost|([a-z\d-]+\.)+[a-z][a-z\d-]*|\d{1,3}(\.\d{1,3}){3})(:\d{1,5})?([/?#]\S*)?$/i,
  /** four octets of 0–255 without leading zeros (010 reads as octal in some tools) */
  ipv4: /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
  /** zero or more without a leading zero, up to 2 decimals; no upper bound, a field sets its own */
  money: /^(0|[1-9]\d*)(\.\d{1,2})?$/,
  /** 0.1 to 9.9 with at most one decimal: 0.1 … 0.9, 1 … 9, 1.0 … 9.9 */
  rating: /^(0\.[1-9]|[1-9](\.\d)?)$/,
} as const;

const matches = (re: RegExp) => (s: string) => re.test(s);

/**
 * The helper checks by name, each answering a `fieldRules.*` key. Like the optional checks of ./validators they
 * pass empty values (combine with `checks.required`) and accept numbers as well as text, so that antd's
 * InputNumber can feed money and rating: `rules: [checks.required, fieldChecks.money]`.
 */
export const fieldChecks = {
  digits3to12: optionalCheck(matches(fieldPatterns.digits3to12), 'fieldRules.digits3to12'),
  landline: optionalCheck(matches(fieldPatterns.landline), 'fieldRules.landline'),
  url: optionalCheck(matches(fieldPatterns.url), 'fieldRules.url'),
  ipv4: optionalCheck(matches(fieldPatterns.ipv4), 'fieldRules.ipv4'),
  money: optionalCheck(matches(fieldPatterns.money), 'fieldRules.money'),
  rating: optionalCheck(matches(fieldPatterns.rating), 'fieldRules.rating'),
} satisfies Record<string, Check>;

/** Every §5 check, the sign-in ones and the helpers, by name: for field definitions that name their rules. */
export const ruleChecks = { ...checks, ...fieldChecks } satisfies Record<string, Check>;

/** A name in `ruleChecks`. */
export type RuleName = keyof typeof ruleChecks;
