import { i18n } from '@/i18n/i18n';
import '@/i18n/console-messages';
import { stageConfig } from './orders-config';
import { toTable } from '@/crud/export';
import { createQueryClient } from '@/api/query-client';
import { fetchFieldOptions } from '@/crud/field-options';

describe('the orders in an export and a print (toTable)', () => {
  it("takes a column's own export text, and a select's label, over the raw value", async () => {
    const config = stageConfig('serve', () => undefined);
    const fields = config.fields.filter((f) => f.key === 'service');
    const row = { id: 1, service: { kind: 'repair', note: '空调不制冷', time: '' } };
    const t = i18n.getFixedT('zh');
    const table = await toTable(config as never, fields as never, [row], t, async () => []);
    expect(table.body[0]).toEqual([1, '维修 空调不制冷']);

    const history = stageConfig('history', () => undefined);
    const status = history.fields.filter((f) => f.key === 'status');
    const past = { id: 2, status: 5 };
    const client = createQueryClient();
    const options = (f: (typeof status)[number]) => fetchFieldOptions(client, 1001, f as never, t);
    expect((await toTable(history as never, status as never, [past], t, options as never)).body[0]).toEqual([
      1,
      '未到店',
    ]);
  });
});
