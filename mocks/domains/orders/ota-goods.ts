/**
 * OTA goods orders (businessOrder/getOtaGoodsOrder) and their export as a real .xlsx file built here, on the
 * server side (exportOtaGoodsOrder, answered as a blob with the file's name in Content-Disposition). Like the room
 * orders they are derived, not stored: drawn per place and day from a seeded generator, so the same place and day
 * always give the same orders.
 */
import { dayOf } from '../../../src/domain/calendar';
import { maskPhone } from '../../../src/domain/orders';
import {
  OTA_GOODS_CHANNELS,
  OTA_GOODS_COMMISSION,
  OTA_GOODS_EXPORT,
  OTA_GOODS_LIST,
  OTA_GOODS_STATUS,
  type OtaGoodsChannel,
  type OtaGoodsOrder,
  type OtaGoodsStatus,
} from '../../../src/domain/ota-goods';
import { writeXlsx, XLSX_MIME } from '../../../src/utils/xlsx';
import {
  compareRows,
  contains,
  CRUD_MSG,
  invalid,
  ok,
  paginate,
  route,
  rowsAt,
  sortOf,
  type SortSpec,
} from '../../contract';
import { formatTime, type Db } from '../../db';
import { zhTextsUnder } from '../../messages';
import { ROOMS } from '../rooms/tables';
import { chinaDay, random } from '../statistics/routes';
import { FAMILY, HISTORY_DAYS, MOBILE, p2, pick } from './stays';
import { ORDER_READ } from './routes';
import { round2 } from '../../../src/domain/money';

const GOODS: Array<[string, number]> = [
  ['欢迎果盘', 38],
  ['双人早餐券', 58],
  ['延时退房 2 小时', 40],
  ['电竞畅玩 3 小时', 45],
  ['夜宵套餐（双人）', 68],
  ['洗衣服务 5 件', 50],
  ['接站服务（市区）', 120],
];

/** The OTA goods orders of a place over the last HISTORY_DAYS days and today, newest first. */
export function otaGoodsOf(db: Db, placeId: number, now: number): OtaGoodsOrder[] {
  const rooms = rowsAt(db, ROOMS.room, placeId).filter((r) => r.status === 1);
  if (rooms.length === 0) return [];
  const today = chinaDay(now);
  const nowText = formatTime(now);
  const out: OtaGoodsOrder[] = [];
  for (let day = today - HISTORY_DAYS; day <= today; day++) {
    const next = random(placeId * 104_729 + day * 7_919);
    const count = 3 + Math.floor(next() * Math.min(10, 2 + rooms.length / 20));
    for (let i = 0; i < count; i++) {
      const minutes = 7 * 60 + Math.floor(next() * 16 * 60);
      const createTime = `${dayOf(day)} ${p2(Math.floor(minutes / 60))}:${p2(minutes % 60)}:${p2(Math.floor(next() * 60))}`;
      const channel: OtaGoodsChannel = pick(next, OTA_GOODS_CHANNELS);
      const [goodsName, unitPrice] = pick(next, GOODS);
      const quantity = next() < 0.8 ? 1 : 2;
      const amount = round2(unitPrice * quantity);
      const r = next();
      const age = today - day;
      let status: OtaGoodsStatus =
        r < 0.12
          ? OTA_GOODS_STATUS.refunded
          : r < 0.85 || age > 14
            ? OTA_GOODS_STATUS.verified
            : OTA_GOODS_STATUS.paid;
      if (status === OTA_GOODS_STATUS.verified && age > 14 && r > 0.95) status = OTA_GOODS_STATUS.expired;
      const verifyAt =
        Date.parse(`${createTime.replace(' ', 'T')}+08:00`) + (30 + Math.floor(next() * 600)) * 60_000;
      const verifyTime = status === OTA_GOODS_STATUS.verified ? formatTime(verifyAt) : '';
      if (createTime > nowText || (verifyTime && verifyTime > nowText)) continue;
      const commission = round2(amount * OTA_GOODS_COMMISSION[channel]);
      out.push({
        id: placeId * 1_000_000 + (day % 10_000) * 100 + i,
        otaOrderNo: `${channel.slice(0, 2).toUpperCase()}${createTime.replace(/\D/g, '').slice(2, 12)}${p2(i)}${placeId % 100}`,
        channel,
        goodsName,
        quantity,
        unitPrice,
        amount,
        commission,
        settleAmount: status === OTA_GOODS_STATUS.refunded ? 0 : round2(amount - commission),
        buyerName: `${pick(next, [...FAMILY])}**`,
        buyerPhone: maskPhone(`${pick(next, MOBILE)}${String(Math.floor(next() * 1e8)).padStart(8, '0')}`),
        status,
        roomNo: verifyTime ? pick(next, rooms).roomNo : '',
        createTime,
        verifyTime,
      });
    }
  }
  return out;
}

const SORTABLE = new Set(['createTime', 'verifyTime', 'amount', 'settleAmount']);
const DEFAULT_SORT: SortSpec = { field: 'createTime', order: 'desc' };

/** The orders a query asks for: platform, status, order number, goods and days, sorted. */
function selected(db: Db, placeId: number, now: number, q: Record<string, unknown>): OtaGoodsOrder[] {
  const s = (k: string) => (typeof q[k] === 'string' || typeof q[k] === 'number' ? String(q[k]) : '');
  if (s('startDate') && s('endDate') && s('endDate') < s('startDate')) invalid(said('badRange'));
  const rows = otaGoodsOf(db, placeId, now).filter(
    (o) =>
      (!s('channel') || o.channel === s('channel')) &&
      (!s('status') || o.status === Number(s('status'))) &&
      contains(o.otaOrderNo, s('otaOrderNo')) &&
      contains(o.goodsName, s('goodsName')) &&
      (!s('startDate') || o.createTime.slice(0, 10) >= s('startDate')) &&
      (!s('endDate') || o.createTime.slice(0, 10) <= s('endDate')),
  );
  const sort = sortOf(q as Record<string, string>) ?? DEFAULT_SORT;
  if (!SORTABLE.has(sort.field)) invalid(CRUD_MSG.badSortField);
  return rows.sort(compareRows([sort, { field: 'id', order: 'desc' }]));
}

/** The most rows one export holds: a larger filter is refused with a message, not cut. */
export const OTA_EXPORT_MAX = 10_000;
/** The export's words, the page's (the zh locale): its title, the columns, a platform's and a status's names. */
const said = zhTextsUnder('orders.ota');
const COLUMNS = [
  'otaOrderNo',
  'channel',
  'goodsName',
  'quantity',
  'unitPrice',
  'amount',
  'commission',
  'settleAmount',
  'buyerName',
  'buyerPhone',
  'status',
  'roomNo',
  'createTime',
  'verifyTime',
] as const satisfies ReadonlyArray<keyof OtaGoodsOrder>;

export const otaGoodsHandlers = [
  route.get(OTA_GOODS_LIST, ORDER_READ, ({ db, place, query, now }) =>
    ok(paginate(selected(db, place.id, now, query), query)),
  ),

  // the filtered list as an Excel file, named by the server
  route.post(OTA_GOODS_EXPORT, { ...ORDER_READ, perm: 'order:export' }, async ({ db, place, body, now }) => {
    const rows = selected(db, place.id, now, body);
    if (rows.length === 0) invalid(said('exportEmpty'));
    if (rows.length > OTA_EXPORT_MAX) invalid(said('exportTooMany', { max: OTA_EXPORT_MAX }));
    const title = said('listTitle').replaceAll(' ', '');
    const blob = await writeXlsx({
      sheet: title,
      header: COLUMNS.map((k) => said(k)),
      rows: rows.map((o) =>
        COLUMNS.map((k) =>
          k === 'channel'
            ? said(`channels.${o.channel}`)
            : k === 'status'
              ? said(`statuses.${o.status}`)
              : o[k],
        ),
      ),
    });
    const name = `${place.placeName}-${title}-${formatTime(now).slice(0, 10).replaceAll('-', '')}.xlsx`;
    return new Response(await blob.arrayBuffer(), {
      status: 200,
      headers: {
        'Content-Type': XLSX_MIME,
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
      },
    });
  }),
];
