import { request } from '../client';
import { resource } from '../resource';
import type { EnableStatus } from './rooms';

/**
 * §7 Goods (/business-erppro), the goods the front desk sells at the current place: the goods themselves
 * (goodsInfo), their categories (goodsCategory) and units (goodsUnit). The mock (mocks/handlers/goods.ts)
 * serves exactly these shapes; docs/api-contract.md lists the calls. The stock moves, suppliers and purchase
 * orders of §7's longer list come with the stock pages.
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
export interface GoodsCategory {
  id: number;
  /** 1–20 characters, unique per place */
  categoryName: string;
  /** 0–999, lower first */
  sort: number;
  /** derived: goods in it */
  goodsCount: number;
  remark: string;
  createTime: string;
}

export type GoodsCategoryInput = Pick<GoodsCategory, 'categoryName' | 'sort' | 'remark'>;

/** How goods are counted (瓶, 包, 盒 …). */
export interface GoodsUnit {
  id: number;
  /** 1–10 characters, unique per place */
  unitName: string;
  /** derived: goods counted in it */
  goodsCount: number;
  createTime: string;
}

export type GoodsUnitInput = Pick<GoodsUnit, 'unitName'>;

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
