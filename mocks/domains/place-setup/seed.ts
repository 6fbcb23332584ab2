/** The payment accounts of the demo hotels (mocks/domains/place-setup/routes.ts). */
import type { EntityRow } from '../../db';
import { tableRows } from '../../table';
import { PAY_CONFIGS, type PayConfigRow } from './tables';

export { PAY_CONFIG_TABLE, PAY_CONFIGS } from './tables';

type WechatSeed = [mchId: string, appId: string, apiV3Key: string, certSerialNo: string];
type BankSeed = [
  bankName: string,
  accountName: string,
  accountNo: string,
  branchName: string,
  contactPhone: string,
];

// prettier-ignore
const PAY_SEEDS: Array<[placeId: number, time: string, wechat: WechatSeed, bank: BankSeed]> = [
  [1001, '2024-03-22 15:00:00',
    ['1612345001', 'wx6bdddbaa8852f6a9', 'HBOkIZzb5mmbdt2zvWVJ79NsGJh88F9w', '1C55D13DBCE0C7DD6CB329CA5C4F146E93E77AC3'],
    ['中国工商银行', '杭州云栖电竞酒店管理有限公司', '6222021203045678901', '杭州文三路支行', '13957112680']],
  [1002, '2024-04-10 10:30:00',
    ['1612345002', 'wx921bbda311249fd8', 'WiNPgsfoEqwPFo1GdcaZ4qpmW4mIYxHt', 'CD040E619226EB6F997B9C6A22236517525C1B54'],
    ['中国工商银行', '杭州云栖电竞酒店管理有限公司', '6222021203045678919', '杭州高新支行', '13957112681']],
  [1003, '2024-05-16 11:00:00',
    ['1638520417', 'wxffd98dde6302916e', 'dtn50cmuavGJK2wGrlSXRs7uFRQ6Wd6t', '125E0849DFB905F0AA006A4BF0EBBF17B950F3DA'],
    ['中国农业银行', '杭州悦途客栈有限公司', '6228480328765432107', '杭州河坊街支行', '13867403215']],
  [1006, '2024-06-05 16:00:00',
    ['1645209386', 'wx1a981c73c2309600', 'YyaNbkrvzWKchv44L3EqUDCiccHN8vzA', 'D47A7D1D026AFC5202C8874E16A60DD7606D21FE'],
    ['招商银行', '深圳星河电竞酒店有限公司', '6225880137654321', '深圳南山支行', '13684901752']],
];

/** A WeChat Pay merchant and a settlement bank account, both enabled, for each demo hotel; no Alipay. */
export function payConfigTables(): Record<string, EntityRow[]> {
  const rows = PAY_SEEDS.flatMap(
    ([placeId, t, [mchId, appId, apiV3Key, certSerialNo], bank], i): PayConfigRow[] => {
      const [bankName, accountName, accountNo, branchName, contactPhone] = bank;
      const base = { placeId, enabled: 1, createTime: t, updateTime: t };
      return [
        { id: 2 * i + 1, ...base, payType: 1, mchId, appId, apiV3Key, certSerialNo },
        { id: 2 * i + 2, ...base, payType: 3, bankName, accountName, accountNo, branchName, contactPhone },
      ];
    },
  );
  return tableRows(PAY_CONFIGS, rows);
}
