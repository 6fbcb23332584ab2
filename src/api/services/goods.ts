import { request } from '../client';
import { resource } from '../resource';
import type {
  Goods,
  GoodsCategory,
  GoodsCategoryInput,
  GoodsInput,
  GoodsUnit,
  GoodsUnitInput,
} from '@/domain/goods';

/**
 * §7 Goods (/business-erppro), the goods the front desk sells at the current place: the goods themselves
 * (goodsInfo), their categories (goodsCategory) and units (goodsUnit), and the stock records (stockChange). The
 * mock (mocks/domains/goods/routes.ts) serves exactly these shapes; docs/api-contract.md lists the calls. Suppliers,
 * purchase orders and the other calls of §7's longer list are not built yet.
 */

const BASE = '/business-erppro';
const GOODS = `${BASE}/goodsInfo`;
const CATEGORY = `${BASE}/goodsCategory`;
const UNIT = `${BASE}/goodsUnit`;

/** A goods the front desk sells: declared in src/domain/goods.ts. */
export type { Goods, GoodsInput };

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
