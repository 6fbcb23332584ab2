import { describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import {
  OTA_GOODS_EXPORT,
  OTA_GOODS_LIST,
  OTA_GOODS_STATUS,
  type OtaGoodsOrder,
} from '../../../src/domain/ota-goods';
import { XLSX_MIME } from '../../../src/utils/xlsx';
import { DEMO_USERS } from '../../seed';
import { as, atSeedTime, type Page } from '../../test-kit';

atSeedTime();

describe('OTA goods orders (businessOrder/getOtaGoodsOrder) and their export', () => {
  it('lists the platforms’ goods orders by platform and status, settled less the commission', async () => {
    const c = await as(DEMO_USERS.owner, 1001);
    const all = (await c.get<Page<OtaGoodsOrder>>(OTA_GOODS_LIST, { pageSize: 500 })).body.data;
    expect(all.total).toBeGreaterThan(60);
    expect(all.records.every((o) => o.createTime <= '2026-11-21 10:00:00')).toBe(true);
    for (const o of all.records) {
      expect(o.buyerPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
      if (o.status === OTA_GOODS_STATUS.refunded) expect(o.settleAmount).toBe(0);
      else expect(o.settleAmount).toBeCloseTo(o.amount - o.commission, 2);
      expect(o.roomNo !== '').toBe(o.status === OTA_GOODS_STATUS.verified);
    }
    const meituan = (await c.get<Page<OtaGoodsOrder>>(OTA_GOODS_LIST, { channel: 'meituan', status: 2 })).body
      .data;
    expect(meituan.total).toBe(
      all.records.filter((o) => o.channel === 'meituan' && o.status === OTA_GOODS_STATUS.verified).length,
    );
  });

  it('exports the filter as an .xlsx built by the server, named in Content-Disposition', async () => {
    const c = await as(DEMO_USERS.owner, 1001);
    const q = { channel: 'douyin', startDate: '2026-11-15', endDate: '2026-11-21' };
    const rows = (await c.get<Page<OtaGoodsOrder>>(OTA_GOODS_LIST, { ...q, pageSize: 500 })).body.data
      .records;
    const res = await c.postFile(OTA_GOODS_EXPORT, q);
    expect(res.headers.get('content-type')).toBe(XLSX_MIME);
    expect(decodeURIComponent(res.headers.get('content-disposition')!.split("''")[1]!)).toBe(
      '云栖电竞酒店(西湖店)-OTA商品订单-20261121.xlsx',
    );
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    for (const o of rows) expect(sheet).toContain(o.otaOrderNo);
    expect(sheet).not.toContain('美团');

    const none = await c.post(OTA_GOODS_EXPORT, { otaOrderNo: 'NOSUCH' });
    expect(none.body).toMatchObject({ code: 400, msg: '没有符合条件的订单可以导出' });
  });
});
