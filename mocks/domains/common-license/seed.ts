/** The places' licences, licence and SMS orders, activation codes and SMS balances (§7 Licences and orders). */
import type { EntityRow } from '../../db';
import { seedRows } from '../../table';
import { endDay, PERMANENT_DATE, type PlanChoice } from '../../../src/domain/licence';
import { LICENSE_IDS } from '../../menus';
import type { Day } from '../../../src/domain/calendar';
import {
  chinaMs,
  LICENSE_CATALOGUE,
  licenceTerms,
  payQrCode,
  SMS_PACKS,
  smsTerms,
  tradeNo,
} from './catalogue';
import { LICENCES, type AuthCodeRow, type LicenceRow, type OrderRow } from './tables';

export { LICENCE_TABLES, LICENCES } from './tables';

type Delivery = [contacts: string, phone: string, address: string];
const XH_DESK: Delivery = ['张建国', '13957112680', '浙江省杭州市西湖区文三路478号华星时代广场A座 酒店前台'];

type OrderSeed = [
  id: number,
  placeId: number,
  product: number | 'sms',
  priceId: number,
  choice: PlanChoice,
  payStatus: 0 | 1 | 2 | 3,
  payChannel: 10000 | 10010,
  buyTime: string,
  payTime: string,
  remark: string,
  delivery?: Delivery,
];

// prettier-ignore
const ORDER_SEEDS: OrderSeed[] = [
  // 1001: paid, paid (goods), paid (SMS), paid (rooms), one failed, one waiting
  [1, 1001, LICENSE_IDS.ota, 103, {}, 1, 10000, '2026-10-08 10:12:30', '2026-10-08 10:13:05', ''],
  [2, 1001, LICENSE_IDS.idReader, 601, { num: 2 }, 1, 10010, '2026-10-20 15:40:12', '2026-10-20 15:41:02', '', XH_DESK],
  [3, 1001, 'sms', 2, {}, 1, 10000, '2026-11-02 09:05:41', '2026-11-02 09:06:20', ''],
  [4, 1001, LICENSE_IDS.rooms, 502, {}, 1, 10010, '2026-11-05 14:20:00', '2026-11-05 14:20:48', ''],
  [5, 1001, LICENSE_IDS.rooms, 503, {}, 0, 10000, '2026-11-10 11:30:15', '', '用户取消支付'],
  [6, 1001, LICENSE_IDS.cardWriter, 701, { num: 1 }, 2, 10010, '2026-11-18 16:02:33', '', '', XH_DESK],
  // 1006 (the purchase e2e's place): two paid, one cancelled, one waiting
  [7, 1006, LICENSE_IDS.lock, 201, {}, 1, 10010, '2026-10-12 10:00:00', '2026-10-12 10:00:41', ''],
  [8, 1006, 'sms', 1, {}, 1, 10000, '2026-10-25 17:18:09', '2026-10-25 17:18:52', ''],
  [9, 1006, LICENSE_IDS.passBox, 301, {}, 3, 10000, '2026-11-01 13:45:27', '', '用户取消订单'],
  [10, 1006, 'sms', 2, {}, 2, 10010, '2026-11-15 20:11:52', '', ''],
];

function licenceOrders(): OrderRow[] {
  return ORDER_SEEDS.map((seed): OrderRow => {
    const [id, placeId, productId, priceId, choice, payStatus, payChannel, buyTime, payTime, remark] = seed;
    const sms = productId === 'sms';
    const product = LICENSE_CATALOGUE.find((p) => p.id === productId);
    const terms = sms
      ? smsTerms(SMS_PACKS.find((p) => p.id === priceId)!)
      : licenceTerms(
          product!,
          product!.priceList.find((p) => p.id === priceId)!,
          choice,
        )!;
    const outTradeNo = tradeNo(sms ? 'SM' : 'LO', buyTime, id);
    const paid = payStatus === 1;
    const [contacts, phone, address] = seed[10] ?? ['', '', ''];
    return {
      id,
      placeId,
      ...terms,
      // the end day the payment gave (goods and SMS have none)
      validTime: paid && terms.months !== null ? endDay(payTime.slice(0, 10), terms.months) : null,
      contacts,
      phone,
      address,
      outTradeNo,
      tradeNo: paid ? `4200${outTradeNo.slice(2)}` : '',
      payChannel,
      payStatus,
      remark,
      buyTime,
      payTime,
      userId: 10001,
      requestId: `seed-order-${id}`,
      kind: sms ? 'sms' : 'licence',
      qrCode: payQrCode(payChannel, outTradeNo),
      qrTime: chinaMs(buyTime),
      oldTradeNos: [],
    };
  });
}

type LicenceSeed = [
  placeId: number,
  licenseId: number,
  startTime: Day,
  endTime: Day | null,
  source: 'buy' | 'code' | 'gift' | 'seed',
  num?: number,
  roomNum?: number,
];

// prettier-ignore
const LICENCE_SEEDS: LicenceSeed[] = [
  [1001, LICENSE_IDS.ota, '2026-10-08', PERMANENT_DATE, 'buy'],
  [1001, LICENSE_IDS.lock, '2024-03-20', PERMANENT_DATE, 'seed'],
  [1001, LICENSE_IDS.passBox, '2025-06-01', PERMANENT_DATE, 'gift'],
  [1001, LICENSE_IDS.rooms, '2026-01-01', '2027-12-31', 'seed', 1, 500],
  [1001, LICENSE_IDS.idReader, '2026-10-20', null, 'buy', 2],
  [1001, LICENSE_IDS.rooms, '2026-11-05', '2027-11-04', 'buy', 1, 50],
  [1002, LICENSE_IDS.ota, '2025-07-01', '2027-06-30', 'seed'],
  [1002, LICENSE_IDS.lock, '2024-04-08', PERMANENT_DATE, 'seed'],
  [1002, LICENSE_IDS.passBox, '2026-03-31', '2027-03-30', 'code'],
  // 1006 holds the lock module only: the purchase e2e buys OTA直连 there
  [1006, LICENSE_IDS.lock, '2026-10-12', '2027-10-11', 'buy'],
  // the other professional hotels and inns
  [1007, LICENSE_IDS.lock, '2024-03-18', PERMANENT_DATE, 'seed'],
  [1012, LICENSE_IDS.lock, '2024-03-18', PERMANENT_DATE, 'seed'],
];

function placeLicences(): LicenceRow[] {
  return LICENCE_SEEDS.map(([placeId, licenseId, startTime, endTime, source, num, roomNum], i) => ({
    id: i + 1,
    placeId,
    licenseId,
    startTime,
    endTime,
    num: num ?? 1,
    roomNum: roomNum ?? 0,
    source,
  }));
}

/** Activation codes (any place, once); matched case-insensitively with spaces removed. */
export const AUTH_CODES = {
  ota: 'OTA8-2026-HZXH-0001',
  lock: 'LOCK-2026-HZXH-0002',
  rooms: 'ROOM-2026-HZXH-0003',
  used: 'USED-2025-HZXH-0004',
  expired: 'OLD0-2024-HZXH-0005',
} as const;

// prettier-ignore
const AUTH_CODE_SEEDS: Array<[authCode: string, licenseId: number, months: number, roomNum: number, expireTime: Day]> = [
  [AUTH_CODES.ota, LICENSE_IDS.ota, 12, 0, '2027-12-31'],
  [AUTH_CODES.lock, LICENSE_IDS.lock, 0, 0, '2027-12-31'],
  [AUTH_CODES.rooms, LICENSE_IDS.rooms, 12, 50, '2027-12-31'],
  [AUTH_CODES.used, LICENSE_IDS.passBox, 12, 0, '2026-12-31'],
  [AUTH_CODES.expired, LICENSE_IDS.lock, 12, 0, '2024-12-31'],
];

export function licenceTables(): Record<string, EntityRow[]> {
  const codes = AUTH_CODE_SEEDS.map(([authCode, licenseId, months, roomNum, expireTime], i): AuthCodeRow => ({
    id: i + 1,
    placeId: null,
    authCode,
    licenseId,
    months,
    roomNum,
    expireTime,
  }));
  return seedRows(LICENCES, {
    placeLicense: placeLicences(),
    order: licenceOrders(),
    authCode: codes,
    // the used code gave 1002 its 自助房卡盒
    authCodeUse: [
      { id: 1, placeId: 1002, authCode: AUTH_CODES.used, userId: 10001, useTime: '2026-03-31 10:20:00' },
    ],
    // what is left of the packs bought above (orders 3 and 8)
    smsAccount: [
      { id: 1, placeId: 1001, balance: 3826 },
      { id: 2, placeId: 1006, balance: 874 },
    ],
  });
}
