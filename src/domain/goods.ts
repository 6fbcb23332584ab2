import { entity, field, type EntityInput, type EntityRow } from './entity';

/**
 * Goods rules shared by the goods page and the mock backend (§7 Goods).
 */

/** Where /business-erppro serves the goods (goodsInfo), their categories, units and stock records. */
export const GOODS_BASE = '/business-erppro/goodsInfo';
export const GOODS_CATEGORY_BASE = '/business-erppro/goodsCategory';
export const GOODS_UNIT_BASE = '/business-erppro/goodsUnit';
export const STOCK_CHANGE_BASE = '/business-erppro/stockChange';

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

/** One movement of a goods' stock (stockChange/list), newest first. */
export interface StockChange {
  id: number;
  goodsId: number;
  /** derived, as the goods is named now */
  goodsName: string;
  /** derived */
  specs: string;
  changeType: StockChangeKind;
  /** the quantity entered: received, written off or sold (1–999999), or the counted stock (0–999999) */
  num: number;
  /** stock before and after */
  beforeStock: number;
  afterStock: number;
  /** who made it: the user's name, or 前台 for a sale */
  operator: string;
  remark: string;
  createTime: string;
}

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

/** The most a goods sells or costs, in yuan. */
export const GOODS_PRICE_MAX = 99_999.99;
const checkBarcode = (v: unknown) => (BARCODE_RE.test(String(v)) ? null : 'goods.barcodeRule');

/**
 * A goods the front desk sells (goodsInfo): its name with its specs is one goods in the place (the server
 * checks the pair); its stock is set when it is made and then moved by sales and stock changes only.
 */
export const goodsEntity = entity({
  goodsName: field.text({
    required: 'goods.nameRequired',
    maxLength: 30,
    tooLong: 'goods.nameTooLong',
    tableRule: 'the same name with the same specs once in the place',
    example: (n: number) => `Cola${n}`,
  }),
  categoryId: field.ref('goodsCategory', 'goods.categoryRequired', 'goods.categoryMissing'),
  categoryName: field.derived('text'),
  unitId: field.ref('goodsUnit', 'goods.unitRequired', 'goods.unitMissing'),
  unitName: field.derived('text'),
  specs: field.text({ maxLength: 20, tooLong: 'goods.specsTooLong', initial: '', example: '550ml' }),
  barcode: field.text({
    checks: [checkBarcode],
    unique: 'goods.barcodeTaken',
    initial: '',
    example: (n: number) => `69${String(n).padStart(11, '0')}`,
  }),
  salePrice: field.money({
    required: 'goods.salePriceRequired',
    max: GOODS_PRICE_MAX,
    range: 'goods.salePriceRange',
    example: 3.5,
  }),
  // null when not entered
  costPrice: field.money({ min: 0, max: GOODS_PRICE_MAX, range: 'goods.costPriceRange', example: 2 }),
  stock: field.count({
    max: STOCK_MAX,
    range: 'goods.stockRange',
    initial: 0,
    createOnly: true,
    example: 24,
  }),
  stockWarning: field.count({ max: STOCK_MAX, range: 'goods.stockWarningRange', initial: 0, example: 6 }),
  remark: field.remark(50),
  status: field.status(),
  updateTime: field.derived('text'),
});
/** costPrice: null when not entered; status: 1 on sale (上架), 0 off (下架) */
export interface Goods extends Omit<EntityRow<typeof goodsEntity>, 'costPrice'> {
  costPrice: number | null;
  status: 0 | 1;
}
export type GoodsInput = EntityInput<typeof goodsEntity>;
