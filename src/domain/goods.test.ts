import { describe, expect, it } from 'vitest';
import { BARCODE_RE, isLowStock, STOCK_CHANGE, stockAfter, stockDelta } from './goods';

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

describe('stockAfter and stockDelta', () => {
  it('adds received goods, subtracts written-off and sold ones, and sets a count', () => {
    expect(stockAfter(6, STOCK_CHANGE.stockIn, 24)).toBe(30);
    expect(stockAfter(6, STOCK_CHANGE.writeOff, 2)).toBe(4);
    expect(stockAfter(6, STOCK_CHANGE.sale, 6)).toBe(0);
    expect(stockAfter(6, STOCK_CHANGE.count, 5)).toBe(5);
    expect(stockAfter(6, STOCK_CHANGE.count, 0)).toBe(0);
  });

  it('signs the change with a real minus sign', () => {
    expect(stockDelta(6, 30)).toBe('+24');
    expect(stockDelta(6, 4)).toBe('−2');
    expect(stockDelta(5, 5)).toBe('0');
  });
});
