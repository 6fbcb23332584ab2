/**
 * /business-erppro goods of the current place (§7 Goods): the goods the front desk sells (goodsInfo), their
 * categories (goodsCategory) and units (goodsUnit), and the movements of their stock (stockChange), serving
 * exactly the shapes of src/api/services/goods.ts. Every stored change pushes 109 (goods changed) to the place's
 * consoles, so another operator's page reloads; `/__mock/goods/sell` plays the front desk selling goods.
 */
import { http } from 'msw';
import {
  asc,
  atField,
  byId,
  compareRows,
  controlBody,
  controlRefusal,
  crud,
  invalidField,
  MockError,
  ok,
  placeIdOf,
  PLACE_READ,
  placeWrite,
  raise,
  route,
  rowsAt,
  toResponse,
  type CrudChange,
  type CrudContext,
  type CrudValidateArgs,
  type Problem,
} from '../../contract';
import { formatTime, now, writeOutsideCall, type Db } from '../../db';
import { pushTo } from '../../realtime';
import { int, text } from '../../validate';
import { zhText } from '../../messages';
import {
  GOODS_BASE,
  GOODS_CATEGORY_BASE,
  GOODS_UNIT_BASE,
  goodsCategoryEntity,
  goodsEntity,
  goodsUnitEntity,
  isLowStock,
  STOCK_CHANGE,
  STOCK_CHANGE_BASE,
  STOCK_MAX,
  stockAfter,
  type StockChange,
  type StockChangeKind,
} from '../../../src/domain/goods';
import {
  GOODS,
  type GoodsCategoryRow,
  type GoodsRow,
  type GoodsUnitRow,
  type StockChangeRow,
} from './tables';

/** §4 push kind: goods changed, `{ goodsId }` (null when the change is not one goods). */
export const GOODS_CHANGED = 109;

export const GOODS_MSG = {
  nameRequired: zhText({ key: 'goods.nameRequired' }),
  nameTooLong: zhText({ key: 'goods.nameTooLong' }),
  goodsTaken: zhText({ key: 'goods.goodsTaken' }),
  categoryRequired: zhText({ key: 'goods.categoryRequired' }),
  categoryMissing: zhText({ key: 'goods.categoryMissing' }),
  unitRequired: zhText({ key: 'goods.unitRequired' }),
  unitMissing: zhText({ key: 'goods.unitMissing' }),
  specs: zhText({ key: 'goods.specsTooLong' }),
  barcode: zhText({ key: 'goods.barcodeRule' }),
  barcodeTaken: zhText({ key: 'goods.barcodeTaken' }),
  salePriceRequired: zhText({ key: 'goods.salePriceRequired' }),
  salePrice: zhText({ key: 'goods.salePriceRange' }),
  costPrice: zhText({ key: 'goods.costPriceRange' }),
  stock: zhText({ key: 'goods.stockRange' }),
  stockWarning: zhText({ key: 'goods.stockWarningRange' }),
  remark: zhText({ key: 'fieldRules.remarkTooLong', params: { max: 50 } }),
  categoryInUse: '该分类下还有商品，不能删除',
  unitInUse: '该单位已被商品使用，不能删除',
  // /__mock/goods/sell
  sellIds: 'placeId 和 goodsId 必须是整数',
  sellMissing: '商品不存在',
  sellNum: '售出数量应为正整数',
  sellOffSale: '该商品已下架',
  stockShort: '库存不足',
  // stockChange/add
  changeType: '库存变动类型不正确',
  goodsRequired: '请选择商品',
  goodsMissing: '商品不存在',
  changeNum: '数量应为1-999999的整数',
  countNum: '盘点数量应为0-999999的整数',
  writeOffShort: '出库数量不能大于当前库存',
  stockInOver: '入库后库存不能超过999999',
} as const;

/** Names compare trimmed (the readers trim) and case-insensitively: Type-C and type-c are one cable. */
const same = (a: unknown, b: unknown) => String(a ?? '').toLowerCase() === String(b ?? '').toLowerCase();

const categoriesOf = (ctx: CrudContext) => rowsAt(ctx.db, GOODS.category, placeIdOf(ctx));
const unitsOf = (ctx: CrudContext) => rowsAt(ctx.db, GOODS.unit, placeIdOf(ctx));
const goodsOf = (ctx: CrudContext) => rowsAt(ctx.db, GOODS.goods, placeIdOf(ctx));

/** Tell the place's consoles that goods changed; answers how many sockets it reached. */
export function pushGoodsChanged(placeId: number, goodsId: number | null): number {
  return pushTo(placeId, { businessType: GOODS_CHANGED, data: { goodsId } });
}

/* ------------------------------------------------------------------ goods */

/** The field rules are the declaration's (goodsEntity); left here: a name with its specs once in the place. */
function validateGoods({ row, siblings }: CrudValidateArgs<GoodsRow>): Problem {
  const taken = siblings.some((s) => same(s.goodsName, row.goodsName) && same(s.specs, row.specs));
  return atField('goodsName', taken ? GOODS_MSG.goodsTaken : null);
}

function presentGoods(row: GoodsRow, ctx: CrudContext) {
  return {
    id: row.id,
    goodsName: row.goodsName,
    categoryId: row.categoryId,
    categoryName: byId(categoriesOf(ctx), row.categoryId)?.categoryName ?? '',
    unitId: row.unitId,
    unitName: byId(unitsOf(ctx), row.unitId)?.unitName ?? '',
    specs: row.specs ?? '',
    barcode: row.barcode ?? '',
    salePrice: row.salePrice,
    costPrice: row.costPrice ?? null,
    stock: row.stock,
    stockWarning: row.stockWarning ?? 0,
    remark: row.remark ?? '',
    status: row.status,
    createTime: row.createTime,
    updateTime: row.updateTime,
  };
}

/** Shelf order: the category's sort (then the category), then the goods name by zh-CN collation. */
function shelfOrder(ctx: CrudContext) {
  const sorts = new Map<unknown, number>(categoriesOf(ctx).map((c) => [c.id, c.sort]));
  const byName = compareRows([{ field: 'goodsName', order: 'asc' }]);
  const sortOf = (r: Record<string, unknown>) => sorts.get(r.categoryId) ?? Number.MAX_SAFE_INTEGER;
  return (a: Record<string, unknown>, b: Record<string, unknown>) =>
    sortOf(a) - sortOf(b) || Number(a.categoryId) - Number(b.categoryId) || byName(a, b);
}

/** The goods name filter also finds a barcode (the console's one search box takes a scan). */
const nameOrBarcode = (v: string, row: Record<string, unknown>) =>
  [row.goodsName, row.barcode].some((s) =>
    String(s ?? '')
      .toLowerCase()
      .includes(v.toLowerCase()),
  );

/* ------------------------------------------------------------------ categories and units */

const countGoods = (ctx: CrudContext, key: 'categoryId' | 'unitId', id: number) =>
  goodsOf(ctx).filter((g) => g[key] === id).length;

/** Categories and units change what the goods list shows (names, counts): every goods page reloads. */
const pushPlace = (_change: CrudChange, ctx: CrudContext) => void pushGoodsChanged(placeIdOf(ctx), null);
/** The categories of the place in shelf order, then the order they were made. */
const shelfOrdered = (rows: GoodsCategoryRow[]) => [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id);
/** The units of the place in the order they were made. */
const madeOrdered = (rows: GoodsUnitRow[]) => [...rows].sort((a, b) => a.id - b.id);

/* ------------------------------------------------------------------ stock changes */

/** The kinds the console may make; 4 (a sale) is the front desk's own. */
const CONSOLE_KINDS: readonly number[] = [STOCK_CHANGE.stockIn, STOCK_CHANGE.writeOff, STOCK_CHANGE.count];
const isConsoleKind = (n: number | null): n is StockChangeKind => n !== null && CONSOLE_KINDS.includes(n);

/**
 * Move a goods' stock and keep the record: the goods' stock and updateTime change, and a stockChange row stores
 * the goods' name and specs as they are now (a deleted goods still shows them), before and after, who and when.
 * No checks: the callers have made them.
 */
function moveStock(
  db: Db,
  goods: GoodsRow,
  move: { changeType: StockChangeKind; num: number; operator: string; remark: string; t: string },
): StockChangeRow {
  const beforeStock = goods.stock;
  const afterStock = stockAfter(beforeStock, move.changeType, move.num);
  goods.stock = afterStock;
  goods.updateTime = move.t;
  return db.insert(GOODS.stockChange, {
    placeId: goods.placeId,
    goodsId: goods.id,
    goodsName: goods.goodsName,
    specs: goods.specs ?? '',
    changeType: move.changeType,
    num: move.num,
    beforeStock,
    afterStock,
    operator: move.operator,
    remark: move.remark,
    createTime: move.t,
  });
}

/** A record as it goes out: the goods' current name and specs, or the stored ones when it was deleted. */
function presentStockChange(row: StockChangeRow, db: Db) {
  const goods = byId(rowsAt(db, GOODS.goods, row.placeId), row.goodsId);
  return {
    id: row.id,
    goodsId: row.goodsId,
    goodsName: goods?.goodsName ?? row.goodsName ?? '',
    specs: (goods ? goods.specs : row.specs) ?? '',
    changeType: row.changeType,
    num: row.num,
    beforeStock: row.beforeStock,
    afterStock: row.afterStock,
    operator: row.operator ?? '',
    remark: row.remark ?? '',
    createTime: row.createTime,
  } satisfies StockChange;
}

/**
 * The checks of stockChange/add, in form order, each on its field: the goods (of this place), the kind (1–3),
 * the quantity (a count may be 0; a write-off no more than the stock; a stock-in not past STOCK_MAX), the remark.
 */
function checkStockChange(body: Record<string, unknown>, goodsAtPlace: GoodsRow[]) {
  const goodsId = int(body.goodsId);
  if (goodsId === null) invalidField('goodsId', GOODS_MSG.goodsRequired);
  const goods = byId(goodsAtPlace, goodsId) ?? invalidField('goodsId', GOODS_MSG.goodsMissing);
  const kind = int(body.changeType);
  if (!isConsoleKind(kind)) invalidField('changeType', GOODS_MSG.changeType);
  const num = int(body.num);
  const isCountKind = kind === STOCK_CHANGE.count;
  if (num === null || num < (isCountKind ? 0 : 1) || num > STOCK_MAX)
    invalidField('num', isCountKind ? GOODS_MSG.countNum : GOODS_MSG.changeNum);
  const stock = goods.stock;
  if (kind === STOCK_CHANGE.writeOff && num > stock) invalidField('num', GOODS_MSG.writeOffShort);
  if (kind === STOCK_CHANGE.stockIn && stock + num > STOCK_MAX) invalidField('num', GOODS_MSG.stockInOver);
  const remark = text(body.remark);
  if ([...remark].length > 50) invalidField('remark', GOODS_MSG.remark);
  return { goods, changeType: kind, num, remark };
}

/* ------------------------------------------------------------------ the front desk sells */

/**
 * The front desk sold `num` units of a goods of the place: its stock goes down (never below 0: a short stock
 * refuses), updateTime moves, a 前台销售 stock change (type 4, operator 前台) is stored and the place's consoles
 * are told (109 with the goodsId). Throws MockError (HTTP 400) on an unknown goods, a goods off sale, a count that
 * is not a positive integer or a short stock.
 * @example sellGoods(1001, 1, 2) // → { stock: 118, sent: 1 }
 */
export function sellGoods(placeId: number, goodsId: number, num = 1): { stock: number; sent: number } {
  const moved = writeOutsideCall((db) => {
    const goods = byId(rowsAt(db, GOODS.goods, placeId), goodsId);
    if (!goods) raise(400, GOODS_MSG.sellMissing, 400);
    if (!Number.isInteger(num) || num < 1) raise(400, GOODS_MSG.sellNum, 400);
    if (goods.status !== 1) raise(400, GOODS_MSG.sellOffSale, 400);
    if (goods.stock < num) raise(400, GOODS_MSG.stockShort, 400);
    const t = formatTime(now());
    return moveStock(db, goods, { changeType: STOCK_CHANGE.sale, num, operator: '前台', remark: '', t });
  });
  return { stock: moved.afterStock, sent: pushGoodsChanged(placeId, moved.goodsId) };
}

/** Test hooks, no contract checks (like /__mock/push). */
export const goodsControlHandlers = [
  /** POST /__mock/goods/sell {placeId, goodsId, num?}: the front desk sold num (default 1) → {stock, sent}. */
  http.post('*/__mock/goods/sell', async ({ request }) => {
    const body = await controlBody(request);
    const placeId = int(body?.placeId);
    const goodsId = int(body?.goodsId);
    if (placeId === null || goodsId === null) return controlRefusal(GOODS_MSG.sellIds);
    const num = body?.num === undefined || body.num === null ? 1 : (int(body.num) ?? 0);
    try {
      return toResponse(ok(sellGoods(placeId, goodsId, num), '售出成功'));
    } catch (e) {
      if (e instanceof MockError) return toResponse(e.reply);
      throw e;
    }
  }),
];

/* ------------------------------------------------------------------ routes */

export const goodsHandlers = [
  ...crud(GOODS_BASE, {
    perms: 'shop:goods',
    table: GOODS.goods,
    ops: ['list', 'add', 'edit', 'delete', 'changeStatus'],
    // stock is written on add only (createOnly), then moved by sales and stock changes
    entity: goodsEntity,
    defaults: () => ({ status: 1 }),
    filters: {
      goodsName: nameOrBarcode,
      categoryId: 'equals',
      unitId: 'equals',
      status: 'equals',
      // '1': at or below a warning line (a line of 0 never warns); any other value lists all
      lowStock: (v, row) =>
        v !== '1' || isLowStock({ stock: Number(row.stock), stockWarning: Number(row.stockWarning) }),
    },
    defaultCompare: shelfOrder,
    validate: validateGoods,
    present: presentGoods,
    afterChange: ({ ids }, ctx) => void pushGoodsChanged(placeIdOf(ctx), ids.length === 1 ? ids[0]! : null),
  }),

  ...crud(GOODS_CATEGORY_BASE, {
    perms: 'shop:goods',
    table: GOODS.category,
    ops: ['list', 'add', 'edit', 'delete'],
    entity: goodsCategoryEntity,
    defaults: () => ({ sort: 0, remark: '' }),
    filters: { categoryName: 'contains' },
    defaultSort: [asc('sort'), asc('id')],
    present: (row, ctx) => ({
      id: row.id,
      categoryName: row.categoryName,
      sort: row.sort,
      goodsCount: countGoods(ctx, 'categoryId', row.id),
      remark: row.remark ?? '',
      createTime: row.createTime,
    }),
    beforeDelete: (row, ctx) => (countGoods(ctx, 'categoryId', row.id) > 0 ? GOODS_MSG.categoryInUse : null),
    afterChange: pushPlace,
  }),

  route.get(`${GOODS_CATEGORY_BASE}/getSelect`, PLACE_READ, ({ db, place }) =>
    ok(
      shelfOrdered(rowsAt(db, GOODS.category, place.id)).map(({ id, categoryName }) => ({
        id,
        categoryName,
      })),
    ),
  ),

  ...crud(GOODS_UNIT_BASE, {
    perms: 'shop:goods',
    table: GOODS.unit,
    ops: ['list', 'add', 'edit', 'delete'],
    entity: goodsUnitEntity,
    filters: { unitName: 'contains' },
    defaultSort: [asc('id')],
    present: (row, ctx) => ({
      id: row.id,
      unitName: row.unitName,
      goodsCount: countGoods(ctx, 'unitId', row.id),
      createTime: row.createTime,
    }),
    beforeDelete: (row, ctx) => (countGoods(ctx, 'unitId', row.id) > 0 ? GOODS_MSG.unitInUse : null),
    afterChange: pushPlace,
  }),

  route.get(`${GOODS_UNIT_BASE}/getSelect`, PLACE_READ, ({ db, place }) =>
    ok(madeOrdered(rowsAt(db, GOODS.unit, place.id)).map(({ id, unitName }) => ({ id, unitName }))),
  ),

  // the records are history: listed and added, never edited or deleted
  ...crud(STOCK_CHANGE_BASE, {
    table: GOODS.stockChange,
    ops: ['list'],
    filters: { goodsName: 'contains', goodsId: 'equals', changeType: 'equals' },
    defaultSort: [
      { field: 'createTime', order: 'desc' },
      { field: 'id', order: 'desc' },
    ],
    present: (row, ctx) => presentStockChange(row, ctx.db),
  }),

  route.post(
    `${STOCK_CHANGE_BASE}/add`,
    placeWrite('shop:goods:edit'),
    ({ db, place, user, body, now: ms }) => {
      const { goods, changeType, num, remark } = checkStockChange(body, rowsAt(db, GOODS.goods, place.id));
      const row = moveStock(db, goods, { changeType, num, remark, operator: user.name, t: formatTime(ms) });
      pushGoodsChanged(place.id, goods.id);
      return ok(presentStockChange(row, db), '调整成功');
    },
  ),
];
