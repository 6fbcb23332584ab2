import { entity, field, type EntityInput, type EntityRow } from './entity';

/**
 * Goods rules shared by the goods page and the mock backend (§7 Goods).
 */

/** What a low-stock mark needs of a goods row. */
export interface StockLevel {
  stock: number;
  /** 0: no warning line */
  stockWarning: number;
}

/**
 * At or below its warning line a goods is short (库存不足); a line of 0 never warns.
 * @example isLowStock({ stock: 6, stockWarning: 12 }) // true
 */
export function isLowStock(g: StockLevel): boolean {
  return g.stockWarning > 0 && g.stock <= g.stockWarning;
}

/** An EAN-8/EAN-13/UPC/ITF-14 style barcode: 8 to 14 digits. */
export const BARCODE_RE = /^\d{8,14}$/;

/** The kinds of stock movement (§7 Goods, stockChange): the console makes 1–3, the front desk's sales are 4. */
export const STOCK_CHANGE = { stockIn: 1, writeOff: 2, count: 3, sale: 4 } as const;
export type StockChangeKind = (typeof STOCK_CHANGE)[keyof typeof STOCK_CHANGE];

/** The most a goods may hold. */
export const STOCK_MAX = 999_999;

/**
 * The stock after a movement: received goods add, written-off and sold goods subtract, a count sets it.
 * @example stockAfter(6, STOCK_CHANGE.stockIn, 24) // 30
 * @example stockAfter(6, STOCK_CHANGE.count, 5) // 5
 */
export function stockAfter(stock: number, kind: StockChangeKind, num: number): number {
  switch (kind) {
    case STOCK_CHANGE.stockIn:
      return stock + num;
    case STOCK_CHANGE.count:
      return num;
    default:
      return stock - num;
  }
}

/** The signed change a movement made, for the records: +24, −3, and a count's difference (0 when it matched). */
export function stockDelta(before: number, after: number): string {
  const d = after - before;
  return d > 0 ? `+${d}` : d < 0 ? `−${-d}` : '0';
}

/** A shelf category of goods (饮料, 零食 …): its name is unique in the place, whatever its case. */
export const goodsCategoryEntity = entity({
  categoryName: field.text({
    required: 'goods.categoryNameRequired',
    maxLength: 20,
    tooLong: 'goods.categoryNameTooLong',
    unique: 'goods.categoryNameTaken',
    example: (n: number) => `Drinks${n}`,
  }),
  sort: field.sort(),
  remark: field.remark(50),
  goodsCount: field.derived('int'),
});
export type GoodsCategory = EntityRow<typeof goodsCategoryEntity>;
export type GoodsCategoryInput = EntityInput<typeof goodsCategoryEntity>;

/** How goods are counted (瓶, 包, 盒 …). */
export const goodsUnitEntity = entity({
  unitName: field.text({
    required: 'goods.unitNameRequired',
    maxLength: 10,
    tooLong: 'goods.unitNameTooLong',
    unique: 'goods.unitNameTaken',
    example: (n: number) => `Box${n}`,
  }),
  goodsCount: field.derived('int'),
});
export type GoodsUnit = EntityRow<typeof goodsUnitEntity>;
export type GoodsUnitInput = EntityInput<typeof goodsUnitEntity>;
