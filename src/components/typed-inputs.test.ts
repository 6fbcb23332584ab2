import { charCount, lengthCounter, placesFormatter } from './typed-inputs';

describe('typed inputs (issue 17: refuse, never rewrite)', () => {
  it('formats a value it did not type with its places, and leaves what is typed or has more decimals', () => {
    const money = placesFormatter(2);
    expect(money(168, { userTyping: false, input: '' })).toBe('168.00');
    expect(money(-8, { userTyping: false, input: '' })).toBe('-8.00');
    // more decimals than allowed stay visible for the rule to refuse, not rounded away
    expect(money(12.345, { userTyping: false, input: '' })).toBe('12.345');
    expect(money('12.', { userTyping: true, input: '12.' })).toBe('12.');
    expect(money(undefined, { userTyping: false, input: '' })).toBe('');
  });

  it('counts characters as the rules do and shows the count only near the limit', () => {
    expect(charCount('豪华😀')).toBe(3);
    const counter = lengthCounter(30)!;
    const show = counter.show as (a: { count: number; maxLength?: number; value: string }) => unknown;
    expect(counter.max).toBe(30);
    expect(show({ count: 23, maxLength: 30, value: '' })).toBeNull();
    expect(show({ count: 24, maxLength: 30, value: '' })).toBe('24 / 30');
    expect(show({ count: 31, maxLength: 30, value: '' })).toBe('31 / 30');
    // a short limit counts from one character before it
    const short = lengthCounter(8)!.show as (a: { count: number; value: string }) => unknown;
    expect(short({ count: 6, value: '' })).toBeNull();
    expect(short({ count: 7, value: '' })).toBe('7 / 8');
    expect(lengthCounter(undefined)).toBeUndefined();
  });
});
