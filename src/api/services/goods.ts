import { request } from '../client';
import { resource } from '../resource';
import type { EnableStatus } from './rooms';
import type { GoodsCategory, GoodsCategoryInput, GoodsUnit, GoodsUnitInput } from '@/domain/goods';

/**
 * §7 Goods (/business-erppro), the goods the front desk sells at the current place: the goods themselves
 * (goodsInfo), their categories (goodsCategory) and units (goodsUnit), and the stock records (stockChange). The
 * mock (mocks/handlers/goods.ts) serves exactly these shapes; docs/api-contract.md lists the calls. Suppliers,
 * purchase orders and the other calls of §7's longer list are not built yet.
 */

const BASE = '/business-erppro';
const GOODS = `${BASE}/goodsInfo`;
const CATEGORY = `${BASE}/goodsCategory`;
const UNIT = `${BASE}/goodsUnit`;

/** One thing the front desk sells: a drink, a snack, a charger cable. */
export interface Goods {
  id: number;
  /** 1–30 characters, unique per place with the specs */
  goodsName: string;
  categoryId: number;
  /** derived */
  categoryName: string;
  unitId: number;
  /** derived */
  unitName: string;
  /** e.g. 550ml, 5连包; up to 20 characters, may be empty */
  specs: string;
  /** EAN/UPC, 8–14 digits, unique per place; may be empty */
  barcode: string;
  /** yuan, 0.01–99999.99 */
  salePrice: number;
  /** yuan, 0–99999.99; null when not entered */
  costPrice: number | null;
  /** units in stock, 0–999999; set when adding, then moved by sales and stock changes, never by edit */
  stock: number;
  /** at or below this the page marks the goods 库存不足; 0 never */
  stockWarning: number;
  remark: string;
  /** 1 on sale (上架), 0 off (下架) */
  status: EnableStatus;
  createTime: string;
  updateTime: string;
}

export type GoodsInput = Pick<
  Goods,
  | 'goodsName'
  | 'categoryId'
  | 'unitId'
  | 'specs'
  | 'barcode'
  | 'salePrice'
  | 'costPrice'
  | 'stock'
  | 'stockWarning'
  | 'remark'
>;

/** A shelf of the goods list (饮料, 零食, 日用品 …). */
/** Categories and units are declared in src/domain/goods.ts. */
export type { GoodsCategory, GoodsCategoryInput, GoodsUnit, GoodsUnitInput };

export const goodsApi = resource<Goods, GoodsInput>({ base: GOODS });

export const goodsCategoryApi = {
  ...resource<GoodsCategory, GoodsCategoryInput>({ base: CATEGORY }),
  /** every category of the place, for selects: `[{id, categoryName}]` in sort order */
  options: () =>
    request<Array<Pick<GoodsCategory, 'id' | 'categoryName'>>>({
      method: 'get',
      url: `${CATEGORY}/getSelect`,
    }),
};

export const goodsUnitApi = {
  ...resource<GoodsUnit, GoodsUnitInput>({ base: UNIT }),
  /** every unit of the place, for selects */
  options: () =>
    request<Array<Pick<GoodsUnit, 'id' | 'unitName'>>>({ method: 'get', url: `${UNIT}/getSelect` }),
};

const STOCK = `${BASE}/stockChange`;

/** 1 进货入库 (+num), 2 报损出库 (−num), 3 盘点 (stock set to num), 4 前台销售 (−num; made by the front desk only) */
export type StockChangeType = 1 | 2 | 3 | 4;

/** One movement of a goods' stock, newest first. */
export interface StockChange {
  id: number;
  goodsId: number;
  /** derived, as the goods is named now */
  goodsName: string;
  /** derived */
  specs: string;
  changeType: StockChangeType;
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

export type StockChangeInput = Pick<StockChange, 'goodsId' | 'changeType' | 'num' | 'remark'>;

/** The stock records (list, filters goodsName, goodsId, changeType) and a change made in the console (add: types 1–3). */
export const stockChangeApi = resource<StockChange, StockChangeInput>({ base: STOCK });
