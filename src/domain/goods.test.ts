import { describe, expect, it } from 'vitest';
import { BARCODE_RE, isLowStock } from './goods';

describe('isLowStock', () => {
  it('marks stock at or below the warning line, and never when the line is 0', () => {
    expect(isLowStock({ stock: 6, stockWarning: 12 })).toBe(true);
    expect(isLowStock({ stock: 12, stockWarning: 12 })).toBe(true);
    expect(isLowStock({ stock: 13, stockWarning: 12 })).toBe(false);
    expect(isLowStock({ stock: 0, stockWarning: 0 })).toBe(false);
  });
});

describe('BARCODE_RE', () => {
  it('takes 8 to 14 digits only', () => {
    expect(BARCODE_RE.test('69012345')).toBe(true);
    expect(BARCODE_RE.test('6921168509256')).toBe(true);
    expect(BARCODE_RE.test('16921168509253')).toBe(true);
    expect(BARCODE_RE.test('6901234')).toBe(false);
    expect(BARCODE_RE.test('169211685092531')).toBe(false);
    expect(BARCODE_RE.test('69211685O9256')).toBe(false);
  });
});
