import fc from 'fast-check';
import type { TFunction } from 'i18next';
import {
  antdRule,
  checks,
  formatDiscount,
  formatPrice,
  NUMERIC_MAX,
  patterns,
  type Check,
} from './validators';
import { fieldChecks, fieldPatterns, ruleChecks } from './field-rules';
import { zhMessage as msg } from '@/test/zh-message';

// ---- arbitraries of valid values, built from the rules' definitions rather than from the regexes under test ----

const DIGITS = '0123456789';
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const HAN = '云栖电竞酒店客栈民宿网吧西湖河坊街豪华大床房';
const chars = (set: string, minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...set), minLength, maxLength });
const digits = (min: number, max = min) => chars(DIGITS, min, max);
const pad2 = (n: number) => String(n).padStart(2, '0');

const mobile = fc
  .tuple(fc.constantFrom(...'3456789'), digits(9))
  .map(([second, rest]) => `1${second}${rest}`);

const email = fc
  .tuple(
    chars(`${LETTERS}${DIGITS}_.+-`, 1, 20),
    fc.array(chars(`${LETTERS}${DIGITS}-`, 1, 10), { minLength: 2, maxLength: 4 }),
  )
  .map(([local, labels]) => `${local}@${labels.join('.')}`);

/** GB 11643 written out with its weight table, independently of the Horner form in validators.ts. */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const idCheckChar = (first17: string) =>
  '10X98765432'[ID_WEIGHTS.reduce((sum, w, i) => sum + w * Number(first17[i]), 0) % 11]!;
const idCard = fc
  .tuple(
    fc.constantFrom(...'123456789'),
    digits(5),
    fc.constantFrom('18', '19', '20'),
    digits(2),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 31 }),
    digits(3),
    fc.boolean(),
  )
  .map(([r, region, century, year, month, day, seq, lower]) => {
    const first17 = `${r}${region}${century}${year}${pad2(month)}${pad2(day)}${seq}`;
    const check = idCheckChar(first17);
    return first17 + (lower ? check.toLowerCase() : check);
  });

const octet = fc.integer({ min: 0, max: 255 });
const ipv4 = fc.tuple(octet, octet, octet, octet).map((o) => o.join('.'));

const money = fc.oneof(
  fc
    .tuple(
      fc.oneof(
        fc.constant('0'),
        fc.tuple(fc.constantFrom(...'123456789'), digits(0, 12)).map((p) => p.join('')),
      ),
      fc.option(digits(1, 2), { nil: undefined }),
    )
    .map(([whole, cents]) => (cents === undefined ? whole : `${whole}.${cents}`)),
  // what antd's InputNumber hands over: a number whose shortest form has at most two decimals
  fc.integer({ min: 0, max: 100_000_000_000 }).map((cents) => cents / 100),
);

const tenths = fc.integer({ min: 1, max: 99 });
const rating = fc.oneof(
  tenths.map((t) => t / 10),
  tenths.map((t) => String(t / 10)),
  tenths.filter((t) => t >= 10).map((t) => (t / 10).toFixed(1)),
);

const password = fc
  .tuple(
    fc.array(fc.constantFrom(...LETTERS, ...DIGITS), { minLength: 4, maxLength: 14 }),
    fc.constantFrom(...LETTERS),
    fc.constantFrom(...DIGITS),
    fc.nat(),
    fc.nat(),
  )
  .map(([rest, letter, digit, i, j]) => {
    const out = [...rest];
    out.splice(i % (out.length + 1), 0, letter);
    out.splice(j % (out.length + 1), 0, digit);
    return out.join('');
  });

const landline = fc.oneof(
  fc
    .tuple(
      fc.oneof(
        fc.constant('010'),
        digits(1).map((d) => `02${d}`),
        fc.tuple(fc.constantFrom(...'3456789'), digits(2)).map(([a, b]) => `0${a}${b}`),
      ),
      fc.constantFrom('', '-'),
      fc.constantFrom(...'123456789'),
      digits(6, 7),
    )
    .map((p) => p.join('')),
  fc
    .tuple(
      fc.constantFrom('400', '800'),
      fc.constantFrom('', '-'),
      digits(3),
      fc.constantFrom('', '-'),
      digits(4),
    )
    .map((p) => p.join('')),
);

const label = chars(`${LETTERS}${DIGITS}-`, 1, 12);
const url = fc
  .tuple(
    fc.constantFrom('http', 'https', 'HTTPS'),
    fc.oneof(
      fc.constant('localhost'),
      ipv4,
      fc
        .tuple(
          fc.array(label, { minLength: 1, maxLength: 3 }),
          fc.constantFrom(...LETTERS),
          chars(LETTERS, 0, 5),
        )
        .map(([labels, first, tld]) => `${labels.join('.')}.${first}${tld}`),
    ),
    fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
    fc.option(chars(`${LETTERS}${DIGITS}/?#=&%._~-`, 0, 30), { nil: undefined }),
  )
  .map(
    ([scheme, host, port, path]) =>
      `${scheme}://${host}${port === undefined ? '' : `:${port}`}${path === undefined ? '' : `/${path}`}`,
  );

const name30 = chars(`${HAN}${LETTERS}${DIGITS}-_`, 1, 30);
const shortName = chars(`${HAN}${LETTERS}${DIGITS}_`, 1, 8);
const text50 = chars(`${HAN}${LETTERS}${DIGITS}-_./`, 1, 50);
const positiveInt = fc.integer({ min: 1, max: NUMERIC_MAX });

/** Replace the character at `at` (taken modulo the length) with `c`. */
const put = (s: string, at: number, c: string) => {
  const i = at % s.length;
  return s.slice(0, i) + c + s.slice(i + 1);
};
const upTo = (n: number) => fc.integer({ min: 0, max: n - 1 });

const fails = (check: Check) => (v: unknown) => check(v) !== null;

// ---- tests ----

describe('§5 validators: exact keys and messages', () => {
  // [check, a failing value, the key it answers, the Chinese message of the spec (or of the helper rules)]
  const table: [string, Check, unknown, string, string][] = [
    ['required', checks.required, ' ', 'validation.required', '输入不可以为空'],
    ['text50 empty', checks.text50, '', 'validation.required', '输入不可以为空'],
    ['text50 long', checks.text50, 'a'.repeat(51), 'validation.max50', '所输入内容最多为50个字符'],
    ['free50 long', checks.free50, 'a b'.repeat(17), 'validation.max50', '所输入内容最多为50个字符'],
    ['email', checks.email, 'a@b', 'validation.email', '请输入正确的邮箱'],
    ['name30', checks.name30, '云栖 酒店', 'validation.name30', '请输入中文、英文、数字、横线、下划线'],
    ['mobile', checks.mobile, '12800138000', 'validation.mobile', '请输入正确的手机号'],
    ['positiveInt', checks.positiveInt, '0', 'validation.positiveInt', '请输入大于0的整数'],
    ['number', checks.number, '1.5', 'validation.number', '请输入正确的数字，最大值为999999999'],
    ['idCard', checks.idCard, '110105194912310021', 'validation.idCard', '请输入正确的身份证号'],
    [
      'shortName length',
      checks.shortName,
      '一二三四五六七八九',
      'validation.shortNameLength',
      '名称长度为1-8位',
    ],
    [
      'shortName chars',
      checks.shortName,
      'a-b',
      'validation.shortNameChars',
      '请输入中文，字母，数字或下划线',
    ],
    ['code6', checks.code6, '12345', 'validation.code6', '请输入6位数字验证码'],
    ['digits3to12', fieldChecks.digits3to12, '12', 'fieldRules.digits3to12', '请输入3-12位数字'],
    ['landline', fieldChecks.landline, '88886666', 'fieldRules.landline', '请输入正确的座机号码'],
    ['url', fieldChecks.url, 'ftp://example.com', 'fieldRules.url', '请输入正确的网址'],
    ['ipv4', fieldChecks.ipv4, '192.168.1.256', 'fieldRules.ipv4', '请输入正确的IP地址'],
    ['money', fieldChecks.money, '12.345', 'fieldRules.money', '请输入正确的金额，最多两位小数'],
    ['rating', fieldChecks.rating, 10, 'fieldRules.rating', '请输入0.1-9.9之间的评分'],
  ];
  it.each(table)('%s', (_, check, value, key, message) => {
    expect(check(value)).toBe(key);
    expect(msg(key)).toBe(message);
  });

  it('the password messages exist in both forms', () => {
    expect(checks.password('')).toBe('validation.passwordRequired');
    expect(checks.password('abcdefgh')).toBe('validation.password');
    expect(msg('validation.password')).toBe('密码须为6-16位字母和数字组合');
  });

  it('ruleChecks names every check of both modules, and the helpers stay out of `checks`', () => {
    expect(Object.keys(ruleChecks).sort()).toEqual(
      [...Object.keys(checks), ...Object.keys(fieldChecks)].sort(),
    );
    for (const name of Object.keys(fieldChecks)) expect(checks).not.toHaveProperty(name);
  });

  it('antdRule translates the first failing check', async () => {
    const t = ((key: string) => `t(${key})`) as unknown as TFunction;
    const rule = antdRule(t, checks.required, fieldChecks.money) as {
      validator: (r: unknown, v: unknown) => Promise<void>;
    };
    await expect(rule.validator({}, '')).rejects.toThrow('t(validation.required)');
    await expect(rule.validator({}, '1.234')).rejects.toThrow('t(fieldRules.money)');
    await expect(rule.validator({}, 12.5)).resolves.toBeUndefined();
  });
});

describe('§5 validators: examples', () => {
  it('mobile: optional, 11 digits starting 1 then 3-9', () => {
    expect(checks.mobile('')).toBeNull();
    expect(checks.mobile('13800138000')).toBeNull();
    expect(checks.mobile('1380013800')).toBe('validation.mobile');
  });
  it('password: 6-16 letters and digits, both kinds', () => {
    expect(checks.password('abc123')).toBeNull();
    expect(checks.password('12345678')).toBe('validation.password');
    expect(checks.password('ab1')).toBe('validation.password');
    expect(checks.password('a1'.repeat(9))).toBe('validation.password');
  });
  it('text50 and free50', () => {
    expect(checks.text50('房间A-1_2./b')).toBeNull();
    expect(checks.text50('a b')).toBe('validation.text50');
    expect(checks.free50('西湖区 文三路(1号)')).toBeNull();
  });
  it('names, email, numbers', () => {
    expect(checks.name30('云栖-酒店_1')).toBeNull();
    expect(checks.placeName('云栖电竞酒店(西湖店)')).toBeNull();
    expect(checks.placeName('悦途客栈（河坊街）')).toBeNull();
    expect(msg(checks.placeName('悦途客栈#1'))).toBe('请输入中文、英文、数字、横线、下划线或括号');
    expect(checks.email('ops@yunqi-hotel.cn')).toBeNull();
    expect(checks.email('ops@yunqi_hotel.cn')).toBe('validation.email');
    expect(checks.positiveInt('999999999')).toBeNull();
    expect(checks.positiveInt(999999999)).toBeNull();
    expect(checks.positiveInt('1000000000')).toBe('validation.positiveInt');
    expect(checks.positiveInt('007')).toBe('validation.positiveInt');
  });
  it('ID card: the pattern and the GB 11643 check character', () => {
    expect(checks.idCard('11010519491231002X')).toBeNull();
    expect(checks.idCard('11010519491231002x')).toBeNull();
    expect(checks.idCard('440524188001010014')).toBeNull();
    expect(checks.idCard('110105194912310021X')).toBe('validation.idCard');
    expect(checks.idCard('11010519491231002Y')).toBe('validation.idCard');
    expect(checks.idCard('')).toBeNull();
  });
  it('short name: 1-8 characters of Chinese, letters, digits or underscore', () => {
    expect(checks.shortName('')).toBe('validation.shortNameLength');
    expect(checks.shortName('豪华_大床')).toBeNull();
  });
  it('landline: area code and local number, or 400/800; no extension', () => {
    for (const ok of [
      '0571-88886666',
      '010-12345678',
      '01012345678',
      '0571-8888666',
      '400-800-1234',
      '4008001234',
    ])
      expect(fieldChecks.landline(ok), ok).toBeNull();
    for (const bad of [
      '0571-08886666',
      '001-12345678',
      '0571-88886666-123',
      '88886666',
      '13800138000',
      '400-800-123',
    ])
      expect(fieldChecks.landline(bad), bad).toBe('fieldRules.landline');
  });
  it('url, ipv4, digits, money, rating', () => {
    expect(fieldChecks.url('https://www.example.com/a?b=1#c')).toBeNull();
    expect(fieldChecks.url('http://127.0.0.1:8080')).toBeNull();
    expect(fieldChecks.url('http://example')).toBe('fieldRules.url');
    expect(fieldChecks.url('https://exa mple.com')).toBe('fieldRules.url');
    expect(fieldChecks.ipv4('0.0.0.0')).toBeNull();
    expect(fieldChecks.ipv4('10.0.0.01')).toBe('fieldRules.ipv4');
    expect(fieldChecks.digits3to12(123)).toBeNull();
    expect(fieldChecks.money(0)).toBeNull();
    expect(fieldChecks.money('12.30')).toBeNull();
    expect(fieldChecks.money(-1)).toBe('fieldRules.money');
    expect(fieldChecks.money(Number.NaN)).toBe('fieldRules.money');
    expect(fieldChecks.rating(0.1)).toBeNull();
    expect(fieldChecks.rating('9.9')).toBeNull();
    expect(fieldChecks.rating(0)).toBe('fieldRules.rating');
    expect(fieldChecks.rating('9.95')).toBe('fieldRules.rating');
    expect(fieldPatterns.rating.test('10')).toBe(false);
  });
  it('the optional checks pass empty values, numbers as well as text', () => {
    for (const name of ['email', 'mobile', 'idCard', 'positiveInt', 'number', 'name30'] as const) {
      expect(checks[name](undefined)).toBeNull();
      expect(checks[name]('  ')).toBeNull();
    }
    for (const check of Object.values(fieldChecks)) {
      expect(check(null)).toBeNull();
      expect(check('')).toBeNull();
    }
  });
  it('prices show two decimals with a floor of 0.01; discounts in tenths', () => {
    expect(formatPrice(12)).toBe('12.00');
    expect(formatPrice(0.001)).toBe('0.01');
    expect(formatPrice(0)).toBe('0.00');
    expect(formatPrice(19.999)).toBe('20.00');
    expect(formatDiscount(85)).toBe('8.5');
  });
});

describe('§5 validators: properties', () => {
  const all = Object.entries(ruleChecks);

  it('no check throws on any value, and every answer is a key with a message', () => {
    const answers = (v: unknown) =>
      all.every(([, check]) => {
        const key = check(v);
        return key === null || (typeof msg(key) === 'string' && msg(key) !== '');
      });
    fc.assert(fc.property(fc.anything(), answers), { numRuns: 300 });
    fc.assert(fc.property(fc.string({ unit: 'binary' }), answers), { numRuns: 300 });
  });

  const valid: [string, Check, fc.Arbitrary<unknown>][] = [
    ['mobile', checks.mobile, mobile],
    ['email', checks.email, email],
    ['idCard', checks.idCard, idCard],
    ['password', checks.password, password],
    ['code6', checks.code6, digits(6)],
    ['name30', checks.name30, name30],
    ['placeName', checks.placeName, name30],
    ['shortName', checks.shortName, shortName],
    ['text50', checks.text50, text50],
    ['free50', checks.free50, fc.string({ minLength: 1, maxLength: 50 }).filter((s) => s.trim() !== '')],
    ['positiveInt', checks.positiveInt, fc.oneof(positiveInt, positiveInt.map(String))],
    ['number', checks.number, fc.oneof(positiveInt, positiveInt.map(String))],
    ['digits3to12', fieldChecks.digits3to12, digits(3, 12)],
    ['landline', fieldChecks.landline, landline],
    ['url', fieldChecks.url, url],
    ['ipv4', fieldChecks.ipv4, ipv4],
    ['money', fieldChecks.money, money],
    ['rating', fieldChecks.rating, rating],
  ];
  it.each(valid)('valid %s values pass', (_, check, arb) => {
    fc.assert(fc.property(arb, (v) => check(v) === null));
  });

  const invalid: [string, Check, fc.Arbitrary<unknown>][] = [
    [
      'mobile, second digit 0-2',
      checks.mobile,
      fc.tuple(mobile, fc.constantFrom(...'012')).map(([m, d]) => put(m, 1, d)),
    ],
    ['mobile, a 12th digit', checks.mobile, fc.tuple(mobile, digits(1)).map((p) => p.join(''))],
    ['mobile, 10 digits', checks.mobile, mobile.map((m) => m.slice(0, 10))],
    [
      'mobile, a letter',
      checks.mobile,
      fc.tuple(mobile, upTo(11), fc.constantFrom(...LETTERS)).map(([m, i, c]) => put(m, i, c)),
    ],
    ['email without @', checks.email, email.map((e) => e.replace('@', ''))],
    ['email, one-label domain', checks.email, email.map((e) => e.slice(0, e.indexOf('.', e.indexOf('@'))))],
    [
      'idCard, any one of the first 17 digits changed',
      checks.idCard,
      fc
        .tuple(idCard, upTo(17), fc.integer({ min: 1, max: 9 }))
        .map(([id, i, delta]) => put(id, i, String((Number(id[i]) + delta) % 10))),
    ],
    [
      'idCard, a wrong check character',
      checks.idCard,
      fc
        .tuple(idCard, fc.constantFrom(...'0123456789X'))
        .filter(([id, c]) => id[17]!.toUpperCase() !== c)
        .map(([id, c]) => put(id, 17, c)),
    ],
    ['idCard, 17 characters', checks.idCard, idCard.map((id) => id.slice(0, 17))],
    ['password, letters only', checks.password, chars(LETTERS, 6, 16)],
    ['password, digits only', checks.password, digits(6, 16)],
    ['password, too short', checks.password, password.map((p) => p.slice(0, 5))],
    [
      'password, too long',
      checks.password,
      fc.tuple(password, chars(`${LETTERS}${DIGITS}`, 17, 20)).map((p) => p.join('').slice(0, 17)),
    ],
    [
      'password, a symbol',
      checks.password,
      fc.tuple(password, upTo(16), fc.constantFrom(...'!@# _-.')).map(([p, i, c]) => put(p, i, c)),
    ],
    ['code6, 5 or 7 digits', checks.code6, fc.oneof(digits(5), digits(7))],
    ['name30, 31 characters', checks.name30, name30.map((s) => s.padEnd(31, 'a'))],
    ['shortName, 9 characters', checks.shortName, shortName.map((s) => s.padEnd(9, '_'))],
    ['text50, 51 characters', checks.text50, text50.map((s) => s.padEnd(51, '.'))],
    [
      'positiveInt over the maximum',
      checks.positiveInt,
      fc.integer({ min: NUMERIC_MAX + 1, max: 2 ** 53 - 1 }),
    ],
    [
      'positiveInt, zero or decimals',
      checks.positiveInt,
      fc.oneof(
        fc.constant(0),
        positiveInt.map((n) => n + 0.5),
      ),
    ],
    ['number over the maximum', checks.number, fc.integer({ min: NUMERIC_MAX + 1 }).map(String)],
    ['digits3to12, 2 or 13 digits', fieldChecks.digits3to12, fc.oneof(digits(1, 2), digits(13, 20))],
    [
      'landline, a local number starting 0',
      fieldChecks.landline,
      fc
        // with the hyphen only: without it 0571 + 0123456 also reads as 057 + 10123456, a valid number
        .tuple(fc.constantFrom('010-', '0571-', '0755-'), digits(6, 7))
        .map(([area, rest]) => `${area}0${rest}`),
    ],
    [
      'landline, an extension',
      fieldChecks.landline,
      fc.tuple(landline, digits(1, 4)).map(([l, ext]) => `${l}-${ext}`),
    ],
    [
      'landline, no leading 0',
      fieldChecks.landline,
      landline.filter((l) => /^0(?![48]00)/.test(l)).map((l) => l.slice(1)),
    ],
    [
      'url, another scheme',
      fieldChecks.url,
      fc.tuple(url, fc.constantFrom('ftp', 'file', 'javascript')).map(([u, s]) => u.replace(/^https?/i, s)),
    ],
    [
      'url, a space in it',
      fieldChecks.url,
      fc.tuple(url, fc.nat()).map(([u, i]) => {
        const at = 8 + (i % (u.length - 8));
        return `${u.slice(0, at)} ${u.slice(at)}`;
      }),
    ],
    [
      'ipv4, an octet over 255',
      fieldChecks.ipv4,
      fc.tuple(ipv4, upTo(4), fc.integer({ min: 256, max: 999 })).map(([ip, i, o]) =>
        ip
          .split('.')
          .map((x, j) => (j === i ? String(o) : x))
          .join('.'),
      ),
    ],
    ['ipv4, three octets', fieldChecks.ipv4, ipv4.map((ip) => ip.split('.').slice(0, 3).join('.'))],
    [
      'ipv4, a leading zero',
      fieldChecks.ipv4,
      fc.tuple(ipv4, upTo(4)).map(([ip, i]) =>
        ip
          .split('.')
          .map((x, j) => (j === i ? `0${x}` : x))
          .join('.'),
      ),
    ],
    [
      'money, 3 decimals',
      fieldChecks.money,
      fc
        .tuple(fc.integer({ min: 0, max: 1e9 }), digits(2), fc.constantFrom(...'123456789'))
        .map(([w, d, last]) => `${w}.${d}${last}`),
    ],
    [
      'money, negative',
      fieldChecks.money,
      money.filter((m) => Number(m) > 0).map((m) => (typeof m === 'number' ? -m : `-${m}`)),
    ],
    ['money, a leading zero', fieldChecks.money, fc.integer({ min: 0, max: 1e9 }).map((n) => `0${n}`)],
    [
      'rating 0 or 10 and beyond',
      fieldChecks.rating,
      fc.oneof(
        fc.constantFrom(0, '0', '0.0', 10, '10', '10.0'),
        fc.integer({ min: 100, max: 10_000 }).map((t) => t / 10),
      ),
    ],
    [
      'rating, two decimals',
      fieldChecks.rating,
      fc.tuple(tenths, fc.constantFrom(...'123456789')).map(([t, d]) => `${(t / 10).toFixed(1)}${d}`),
    ],
  ];
  it.each(invalid)('invalid: %s', (_, check, arb) => {
    fc.assert(fc.property(arb, fails(check)));
  });

  it('the helper patterns live outside the module of /login', () => {
    // the helper patterns moved to field-rules so that /login does not load them
    expect(Object.keys(patterns)).not.toContain('money');
    expect(Object.keys(fieldPatterns).sort()).toEqual(Object.keys(fieldChecks).sort());
  });
});
