import { fileNameOf } from './client';

describe('fileNameOf', () => {
  it('reads the RFC 5987 name first, then the plain one, and nothing from no header', () => {
    expect(fileNameOf("attachment; filename*=UTF-8''OTA%E5%95%86%E5%93%81.xlsx")).toBe('OTA商品.xlsx');
    expect(fileNameOf('attachment; filename="orders.xlsx"; filename*=UTF-8\'\'%E8%AE%A2%E5%8D%95.xlsx')).toBe(
      '订单.xlsx',
    );
    expect(fileNameOf('attachment; filename=orders.xlsx')).toBe('orders.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A.xlsx")).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
