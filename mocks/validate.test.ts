import fc from 'fast-check';
import { checks, type Check } from '@/utils/validators';
import { fieldChecks } from '@/utils/field-rules';
import { zhMessage as message } from '@/test/zh-message';
import {
  MSG,
  checkCode6,
  checkDigits3to12,
  checkEmail,
  checkIdCard,
  checkIp,
  checkLandline,
  checkMoney,
  checkName,
  checkNumber,
  checkPassword,
  checkPhone,
  checkPlaceName,
  checkPositiveInt,
  checkRating,
  checkShortName,
  checkText,
  checkUrl,
} from './validate';

// The mock's checks stay a separate implementation, as a real backend would be; these tests hold them to the
// client's rules and messages instead of sharing the code (it reads from the client's locale only the messages
// of the helper rules, which the spec does not quote).

describe('mock §5 checks', () => {
  it('answer with the client’s Chinese messages', () => {
    const keyOf: Record<keyof typeof MSG, string> = {
      phone: 'validation.mobile',
      password: 'validation.password',
      name: 'validation.name30',
      placeName: 'validation.placeName',
      shortNameLength: 'validation.shortNameLength',
      shortNameChars: 'validation.shortNameChars',
      required: 'validation.required',
      max50: 'validation.max50',
      positiveInt: 'validation.positiveInt',
      number: 'validation.number',
      idCard: 'validation.idCard',
      email: 'validation.email',
      code6: 'validation.code6',
      digits3to12: 'fieldRules.digits3to12',
      landline: 'fieldRules.landline',
      url: 'fieldRules.url',
      ipv4: 'fieldRules.ipv4',
      money: 'fieldRules.money',
      rating: 'fieldRules.rating',
    };
    for (const [name, text] of Object.entries(MSG))
      expect(message(keyOf[name as keyof typeof MSG]), name).toBe(text);
  });

  const table: [string, (v: unknown) => string | null, unknown, string | null][] = [
    ['phone', checkPhone, '13800138000', null],
    ['phone', checkPhone, '12800138000', '请输入正确的手机号'],
    ['id card', checkIdCard, '11010519491231002X', null],
    ['id card, wrong check digit', checkIdCard, '110105194912310021', '请输入正确的身份证号'],
    ['email, underscore in the domain', checkEmail, 'a@b_c.cn', '请输入正确的邮箱'],
    ['positive int, JSON number', checkPositiveInt, 42, null],
    ['positive int, leading zero', checkPositiveInt, '042', '请输入大于0的整数'],
    ['number over the maximum', checkNumber, 1_000_000_000, '请输入正确的数字，最大值为999999999'],
    ['short name, 9 code points', checkShortName, '一二三四五六七八九', '名称长度为1-8位'],
    ['text, empty', checkText, '  ', '输入不可以为空'],
    ['code', checkCode6, '12345', '请输入6位数字验证码'],
    ['digits', checkDigits3to12, '123456789012', null],
    ['digits, 13', checkDigits3to12, '1234567890123', '请输入3-12位数字'],
    ['landline', checkLandline, '0571-88886666', null],
    ['landline, 400', checkLandline, '400-800-1234', null],
    ['landline, extension', checkLandline, '0571-88886666-1', '请输入正确的座机号码'],
    ['url', checkUrl, 'https://www.example.com/a?b=1', null],
    ['url, ftp', checkUrl, 'ftp://example.com', '请输入正确的网址'],
    ['ip', checkIp, '192.168.1.255', null],
    ['ip, 256', checkIp, '192.168.1.256', '请输入正确的IP地址'],
    ['money, JSON number', checkMoney, 12.5, null],
    ['money, 3 decimals', checkMoney, '12.345', '请输入正确的金额，最多两位小数'],
    ['rating', checkRating, '9.9', null],
    ['rating, 10', checkRating, 10, '请输入0.1-9.9之间的评分'],
    ['rating, 0', checkRating, 0, '请输入0.1-9.9之间的评分'],
  ];
  it.each(table)('%s: %j', (_, check, value, expected) => {
    expect(check(value)).toBe(expected);
  });

  it('the helpers let an empty value through only when optional', () => {
    for (const check of [
      checkDigits3to12,
      checkLandline,
      checkUrl,
      checkIp,
      checkMoney,
      checkRating,
      checkCode6,
    ]) {
      expect(check('', true)).toBeNull();
      expect(check(undefined, true)).toBeNull();
      expect(check('')).not.toBeNull();
    }
  });

  // For each rule both sides implement: a few valid values, edited at random, give strings on both sides of the
  // boundary; client and mock must answer the same message. Only trimmed, non-empty text is compared: the
  // mock trims and treats empty as missing, the client leaves both to the form (`checks.required`).
  const shared: [string, Check, (v: unknown) => string | null, string[]][] = [
    ['mobile', checks.mobile, checkPhone, ['13800138000', '19912345678']],
    ['email', checks.email, checkEmail, ['ops@yunqi-hotel.cn', 'a.b+c@x.y.z']],
    ['name30', checks.name30, checkName, ['云栖-酒店_1', 'abc']],
    ['placeName', checks.placeName, checkPlaceName, ['云栖电竞酒店(西湖店)', '悦途客栈（河坊街）·2']],
    ['shortName', checks.shortName, checkShortName, ['豪华_大床', 'abcdefgh']],
    ['free50', checks.free50, (v) => checkText(v), ['西湖区 文三路(1号)', 'x'.repeat(50)]],
    ['positiveInt', checks.positiveInt, checkPositiveInt, ['1', '999999999', '42']],
    ['number', checks.number, checkNumber, ['1', '999999999']],
    ['idCard', checks.idCard, checkIdCard, ['11010519491231002X', '440524188001010014']],
    ['password', checks.password, checkPassword, ['abc123', 'A1b2C3d4e5F6g7H8']],
    ['code6', checks.code6, checkCode6, ['123456']],
    ['digits3to12', fieldChecks.digits3to12, checkDigits3to12, ['123', '123456789012']],
    ['landline', fieldChecks.landline, checkLandline, ['0571-88886666', '01012345678', '400-800-1234']],
    [
      'url',
      fieldChecks.url,
      checkUrl,
      ['https://www.example.com/a?b=1', 'http://127.0.0.1:8080', 'http://localhost'],
    ],
    ['ipv4', fieldChecks.ipv4, checkIp, ['192.168.1.255', '0.0.0.0']],
    ['money', fieldChecks.money, checkMoney, ['0', '12.34', '999.9']],
    ['rating', fieldChecks.rating, checkRating, ['0.1', '9.9', '5']],
  ];
  const alphabet = [...'0123456789.-_@/:()（）·xXaZ 云栖#'];
  const edit = fc.tuple(
    fc.constantFrom('insert', 'delete', 'replace'),
    fc.nat(),
    fc.constantFrom(...alphabet),
  );
  const near = (seeds: string[]) =>
    fc.tuple(fc.constantFrom(...seeds), fc.array(edit, { maxLength: 3 })).map(([seed, edits]) =>
      edits.reduce((s, [op, at, c]) => {
        const i = at % (s.length + 1);
        return op === 'insert'
          ? s.slice(0, i) + c + s.slice(i)
          : s.slice(0, i) + (op === 'replace' ? c : '') + s.slice(i + 1);
      }, seed),
    );

  it.each(shared)('client and mock agree on %s', (_, client, mock, seeds) => {
    const values = fc.oneof(near(seeds), fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 20 }));
    fc.assert(
      fc.property(values, (s) => {
        fc.pre(s !== '' && s === s.trim());
        expect(mock(s)).toBe(message(client(s)));
      }),
      { numRuns: 300 },
    );
  });

  it('client and mock agree on numbers for the numeric rules', () => {
    const numeric = shared.filter(([name]) =>
      ['positiveInt', 'number', 'money', 'rating', 'digits3to12'].includes(name),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double(),
          fc.integer(),
          fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
        ),
        (n) => {
          for (const [, client, mock] of numeric) expect(mock(n)).toBe(message(client(n)));
        },
      ),
    );
  });

  it('no mock check throws on any value', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        for (const [, , mock] of shared) {
          const answer = mock(v);
          expect(answer === null || typeof answer === 'string').toBe(true);
        }
      }),
    );
  });
});
