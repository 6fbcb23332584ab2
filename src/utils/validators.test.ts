import { checks, formatDiscount, formatPrice, patterns } from './validators';
import { zh } from '@/i18n/locales/zh';

const msg = (key: string | null) =>
  key === null ? null : key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], zh);

describe('§5 validators', () => {
  it('mobile: optional, 11 digits starting 1 then 3-9', () => {
    expect(checks.mobile('')).toBeNull();
    expect(checks.mobile('13800138000')).toBeNull();
    expect(msg(checks.mobile('12800138000'))).toBe('请输入正确的手机号');
    expect(msg(checks.mobile('1380013800'))).toBe('请输入正确的手机号');
  });
  it('password: 6-16 letters and digits, both kinds', () => {
    expect(checks.password('abc123')).toBeNull();
    expect(checks.password('abcdefgh')).toBe('validation.password');
    expect(checks.password('12345678')).toBe('validation.password');
    expect(checks.password('ab1')).toBe('validation.password');
    expect(checks.password('a1'.repeat(9))).toBe('validation.password');
    expect(checks.password('')).toBe('validation.passwordRequired');
  });
  it('text50: required, at most 50, limited characters, exact messages', () => {
    expect(msg(checks.text50(''))).toBe('输入不可以为空');
    expect(msg(checks.text50('a'.repeat(51)))).toBe('所输入内容最多为50个字符');
    expect(checks.text50('房间A-1_2./b')).toBeNull();
    expect(checks.text50('a b')).toBe('validation.text50');
  });
  it('name30, email, id card, numbers', () => {
    expect(msg(checks.name30('云栖 酒店'))).toBe('请输入中文、英文、数字、横线、下划线');
    expect(checks.name30('云栖-酒店_1')).toBeNull();
    expect(checks.placeName('云栖电竞酒店(西湖店)')).toBeNull();
    expect(checks.placeName('悦途客栈（河坊街）')).toBeNull();
    expect(msg(checks.placeName('悦途客栈#1'))).toBe('请输入中文、英文、数字、横线、下划线或括号');
    expect(msg(checks.email('a@b'))).toBe('请输入正确的邮箱');
    expect(checks.email('ops@yunqi-hotel.cn')).toBeNull();
    expect(checks.idCard('11010519491231002X')).toBeNull();
    expect(msg(checks.idCard('110105194912310021X'))).toBe('请输入正确的身份证号');
    expect(msg(checks.positiveInt('0'))).toBe('请输入大于0的整数');
    expect(msg(checks.positiveInt('1000000000'))).toBe('请输入大于0的整数');
    expect(checks.positiveInt('999999999')).toBeNull();
    expect(msg(checks.number('1.5'))).toBe('请输入正确的数字，最大值为999999999');
  });
  it('short name: 1-8 characters of Chinese, letters, digits or underscore', () => {
    expect(msg(checks.shortName(''))).toBe('名称长度为1-8位');
    expect(msg(checks.shortName('一二三四五六七八九'))).toBe('名称长度为1-8位');
    expect(msg(checks.shortName('a-b'))).toBe('请输入中文，字母，数字或下划线');
    expect(checks.shortName('豪华_大床')).toBeNull();
  });
  it('helper patterns', () => {
    expect(patterns.code6.test('123456')).toBe(true);
    expect(patterns.money.test('12.345')).toBe(false);
    expect(patterns.money.test('12.34')).toBe(true);
    expect(patterns.rating.test('9.9')).toBe(true);
    expect(patterns.rating.test('10')).toBe(false);
    expect(patterns.ipv4.test('192.168.1.256')).toBe(false);
    expect(patterns.landline.test('0571-88886666')).toBe(true);
  });
  it('prices show two decimals with a floor of 0.01; discounts in tenths', () => {
    expect(formatPrice(12)).toBe('12.00');
    expect(formatPrice(0.001)).toBe('0.01');
    expect(formatPrice(0)).toBe('0.00');
    expect(formatPrice(19.999)).toBe('20.00');
    expect(formatDiscount(85)).toBe('8.5');
  });
});
