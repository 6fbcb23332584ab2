import { resource, selectOf } from '../resource';
import {
  GOODS_BASE,
  GOODS_CATEGORY_BASE,
  GOODS_UNIT_BASE,
  STOCK_CHANGE_BASE,
  type Goods,
  type GoodsCategory,
  type GoodsCategoryInput,
  type GoodsInput,
  type GoodsUnit,
  type GoodsUnitInput,
  type StockChange,
  type StockChangeKind,
} from '@/domain/goods';

/**
 * §7 Goods (/business-erppro), the goods the front desk sells at the current place: the goods themselves
 * (goodsInfo), their categories (goodsCategory) and units (goodsUnit), and the stock records (stockChange). The
 * mock (mocks/domains/goods/routes.ts) serves exactly these shapes; docs/api-contract.md lists the calls. Suppliers,
 * purchase orders and the other calls of §7's longer list are not built yet.
 */

/** A goods the front desk sells: declared in src/domain/goods.ts. */
export type { Goods, GoodsInput };

/** Categories and units are declared in src/domain/goods.ts. */
export type { GoodsCategory, GoodsCategoryInput, GoodsUnit, GoodsUnitInput };

export const goodsApi = resource<Goods, GoodsInput>({ base: GOODS_BASE });

/** GET `<base>/getSelect`: every row of the place, for selects. */
export const goodsCategoryApi = {
  ...resource<GoodsCategory, GoodsCategoryInput>({ base: GOODS_CATEGORY_BASE }),
  /** every category of the place, for selects: `[{id, categoryName}]` in sort order */
  options: selectOf<Pick<GoodsCategory, 'id' | 'categoryName'>>(GOODS_CATEGORY_BASE),
};

export const goodsUnitApi = {
  ...resource<GoodsUnit, GoodsUnitInput>({ base: GOODS_UNIT_BASE }),
  /** every unit of the place, for selects */
  options: selectOf<Pick<GoodsUnit, 'id' | 'unitName'>>(GOODS_UNIT_BASE),
};

/** 1 进货入库 (+num), 2 报损出库 (−num), 3 盘点 (stock set to num), 4 前台销售 (−num; made by the front desk only) */
export type StockChangeType = StockChangeKind;

/** One movement of a goods' stock: declared in src/domain/goods.ts. */
export type { StockChange };

export type StockChangeInput = Pick<StockChange, 'goodsId' | 'changeType' | 'num' | 'remark'>;

/** The stock records (list, filters goodsName, goodsId, changeType) and a change made in the console (add: types 1–3). */
export const stockChangeApi = resource<StockChange, StockChangeInput>({ base: STOCK_CHANGE_BASE });
