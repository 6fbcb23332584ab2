/** The tables of the goods domain (§7 Goods, mocks/domains/goods/routes.ts) and the rows they store. */
import type { StockChange } from '../../../src/domain/goods';
import { defineTables, type StampedRow, type StoredRow } from '../../table';

/**
 * The tables of mocks/domains/goods/routes.ts, by name (rows carry placeId): each the last segment of its path in
 * src/domain/goods.ts (goodsInfo/list …), where crud() stores its rows.
 */
export const GOODS_TABLES = {
  goods: 'goodsInfo',
  category: 'goodsCategory',
  unit: 'goodsUnit',
  stockChange: 'stockChange',
} as const;

export interface GoodsCategoryRow extends StampedRow {
  placeId: number;
  categoryName: string;
  sort: number;
  remark: string;
}

export interface GoodsUnitRow extends StampedRow {
  placeId: number;
  unitName: string;
}

/** A goods; the seed leaves out an empty remark (the handler answers ''). */
export interface GoodsRow extends StampedRow {
  placeId: number;
  goodsName: string;
  categoryId: number;
  unitId: number;
  specs: string;
  barcode: string;
  salePrice: number;
  costPrice: number | null;
  stock: number;
  stockWarning: number;
  /** 1 on sale, 0 off sale */
  status: number;
  remark?: string;
}

/** A stock movement; it keeps the goods' name and specs as they were (a deleted goods still shows them). */
export interface StockChangeRow extends StoredRow, StockChange {
  placeId: number;
}

/** The goods domain's tables with their row types: `db.table(GOODS.goods)` is a GoodsRow[]. */
export const GOODS = defineTables<{
  goods: GoodsRow;
  category: GoodsCategoryRow;
  unit: GoodsUnitRow;
  stockChange: StockChangeRow;
}>(GOODS_TABLES);
