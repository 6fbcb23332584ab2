/**
 * What the cafe's seat client shows (§7 Internet cafe: recharge setClientUse; placeOnShelvesConfig onShelves and
 * getOnShelvesConfigByPlace; src/domain/netbar-client.ts). docs/netbar.md.
 *
 * - The recharge offers (RECHARGE_OFFERS, the bonus the books give) and, per cafe, whether the client shows each:
 *   listClientOffers (our name for the list) and setClientUse. An offer never set is shown.
 * - The client's shop: which of the cafe's goods (the goods domain's table) it sells, in which order. The set is
 *   saved whole by onShelves; it is written the first time it is read (the drinks, snacks and noodles on sale,
 *   and the ear covers).
 */
import {
  CLIENT_OFFERS_LIST,
  CLIENT_OFFERS_SET,
  NETBAR_SHELVES_BASE,
  RECHARGE_OFFERS,
  shelfItemEntity,
  type ClientOffer,
  type ShelfGoods,
} from '../../../src/domain/netbar-client';
import {
  bodyValues,
  byId,
  checkBody,
  CRUD_MSG,
  invalid,
  ok,
  PLACE_READ,
  placeWrite,
  route,
  rowsAt,
  sortedPage,
  switchValue,
} from '../../contract';
import { defineTable, formatTime, type Db, type StoredRow } from '../../db';
import { zhTextsUnder } from '../../messages';
import { int } from '../../validate';
import { GOODS, type GoodsRow } from '../goods/tables';

interface ClientOfferRow extends StoredRow {
  placeId: number;
  offerId: number;
  clientUse: 0 | 1;
  updateTime: string;
}
interface ShelfRow extends StoredRow {
  placeId: number;
  goodsId: number;
  sort: number;
}
/** one row per cafe whose shelves were written (the first read, or a save) */
interface ShelfConfigRow extends StoredRow {
  placeId: number;
  updateTime: string;
}
const CLIENT_OFFER = defineTable<ClientOfferRow>('netbarClientOffer');
const SHELF = defineTable<ShelfRow>('netbarShelf');
const SHELF_CONFIG = defineTable<ShelfConfigRow>('netbarShelfConfig');

const READ = { ...PLACE_READ, perm: 'netbar:client:list' } as const;
const WRITE = placeWrite('netbar:client:edit');
const said = zhTextsUnder('netbarClient.shelves');

/* ------------------------------------------------------------------ recharge offers */

function clientOffers(db: Db, placeId: number): ClientOffer[] {
  const set = rowsAt(db, CLIENT_OFFER, placeId);
  return RECHARGE_OFFERS.map((o) => {
    const row = set.find((r) => r.offerId === o.id);
    return { ...o, clientUse: row?.clientUse ?? 1, updateTime: row?.updateTime ?? '' };
  });
}

/* ------------------------------------------------------------------ shelves */

/** What the client's shop sells when nobody set it yet: what a guest orders to the seat. */
const FIRST_SHELVES = new Set(['饮料', '零食', '泡面速食']);
const FIRST_EXTRAS = new Set(['一次性耳机套']);

function shelvesOf(db: Db, placeId: number, now: number): ShelfRow[] {
  if (rowsAt(db, SHELF_CONFIG, placeId).length === 0) {
    db.insert(SHELF_CONFIG, { placeId, updateTime: formatTime(now) });
    const categories = new Map(rowsAt(db, GOODS.category, placeId).map((c) => [c.id, c]));
    const goods = rowsAt(db, GOODS.goods, placeId)
      .filter(
        (g) =>
          g.status === 1 &&
          (FIRST_SHELVES.has(categories.get(g.categoryId)?.categoryName ?? '') ||
            FIRST_EXTRAS.has(g.goodsName)),
      )
      .sort(
        (a, b) =>
          (categories.get(a.categoryId)?.sort ?? 0) - (categories.get(b.categoryId)?.sort ?? 0) ||
          a.id - b.id,
      );
    goods.forEach((g, i) => db.insert(SHELF, { placeId, goodsId: g.id, sort: (i + 1) * 10 }));
  }
  return rowsAt(db, SHELF, placeId);
}

/** Every goods of the cafe with its place on the client's shelves: the shelved ones first, by sort. */
function shelfGoods(db: Db, placeId: number, now: number): ShelfGoods[] {
  const shelved = new Map(shelvesOf(db, placeId, now).map((s) => [s.goodsId, s]));
  const categories = new Map(rowsAt(db, GOODS.category, placeId).map((c) => [c.id, c]));
  const present = (g: GoodsRow): ShelfGoods => ({
    id: g.id,
    goodsName: g.goodsName,
    categoryName: categories.get(g.categoryId)?.categoryName ?? '',
    specs: g.specs,
    salePrice: g.salePrice,
    stock: g.stock,
    goodsStatus: g.status === 1 ? 1 : 0,
    onShelves: shelved.has(g.id) ? 1 : 0,
    sort: shelved.get(g.id)?.sort ?? 0,
  });
  const categorySort = (g: GoodsRow) => categories.get(g.categoryId)?.sort ?? 0;
  return rowsAt(db, GOODS.goods, placeId)
    .sort((a, b) => {
      const x = shelved.get(a.id);
      const y = shelved.get(b.id);
      if (x && y) return x.sort - y.sort || a.id - b.id;
      if (x || y) return x ? -1 : 1;
      return categorySort(a) - categorySort(b) || a.id - b.id;
    })
    .map(present);
}

export const clientHandlers = [
  // the offers and whether the seat client shows each, smallest first
  route.get(CLIENT_OFFERS_LIST, READ, ({ db, place, query }) =>
    ok(sortedPage(clientOffers(db, place.id), query, new Set(['amount']), { field: 'amount', order: 'asc' })),
  ),

  route.post(CLIENT_OFFERS_SET, WRITE, ({ db, place, body, now }) => {
    const offer = RECHARGE_OFFERS.find((o) => o.id === int(body.id)) ?? invalid(CRUD_MSG.notFound);
    const clientUse = switchValue(body.clientUse);
    const row = rowsAt(db, CLIENT_OFFER, place.id).find((r) => r.offerId === offer.id);
    const updateTime = formatTime(now);
    if (row) Object.assign(row, { clientUse, updateTime });
    else db.insert(CLIENT_OFFER, { placeId: place.id, offerId: offer.id, clientUse, updateTime });
    return ok(null, '更新成功');
  }),

  route.get(`${NETBAR_SHELVES_BASE}/getOnShelvesConfigByPlace`, READ, ({ db, place, now }) =>
    ok(shelfGoods(db, place.id, now)),
  ),

  // the whole set: the goods listed are on the shelves in their sort, every other goods is off
  route.post(`${NETBAR_SHELVES_BASE}/onShelves`, WRITE, ({ db, place, body, now }) => {
    const items: unknown = body.items;
    if (!Array.isArray(items)) invalid(said('itemsBad'));
    const goods = rowsAt(db, GOODS.goods, place.id);
    const seen = new Set<number>();
    const next: Array<{ goodsId: number; sort: number }> = [];
    for (const item of items as unknown[]) {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) invalid(said('itemsBad'));
      const checked = checkBody(
        shelfItemEntity,
        bodyValues(shelfItemEntity, item as Record<string, unknown>),
      );
      const goodsId = int((item as Record<string, unknown>).goodsId);
      const g = goodsId === null ? undefined : byId(goods, goodsId);
      if ('problem' in checked && checked.problem.field === 'goodsId') invalid(checked.problem.msg);
      if (!g) invalid(said('goodsMissing'));
      // a sort out of bounds is told with the goods it belongs to
      if ('problem' in checked) invalid(`${g.goodsName}：${checked.problem.msg}`);
      if (seen.has(g.id)) invalid(`${g.goodsName}：${said('duplicate')}`);
      seen.add(g.id);
      next.push({ goodsId: g.id, sort: checked.values.sort });
    }
    shelvesOf(db, place.id, now);
    const all = db.table(SHELF);
    for (let i = all.length - 1; i >= 0; i--) if (all[i]!.placeId === place.id) all.splice(i, 1);
    for (const n of next) db.insert(SHELF, { placeId: place.id, ...n });
    rowsAt(db, SHELF_CONFIG, place.id)[0]!.updateTime = formatTime(now);
    return ok(null, '更新成功');
  }),
];
