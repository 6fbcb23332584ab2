/** Goods, their categories and units, and stock changes (§7 Goods, mocks/domains/goods/routes.ts). */
import type { EntityRow } from '../../db';
import { addDays, type Day } from '../../../src/domain/calendar';
import { STOCK_CHANGE, stockAfter, type StockChangeKind } from '../../../src/domain/goods';
import { seedRows } from '../../table';
import { NETBAR_OWNER_PLACE_ID } from '../core/seed';
import { at } from '../seed-kit';
import {
  GOODS,
  type GoodsCategoryRow,
  type GoodsRow,
  type GoodsUnitRow,
  type StockChangeRow,
} from './tables';

export { GOODS, GOODS_TABLES } from './tables';

type GoodsSeed = [
  goodsName: string,
  category: string,
  unit: string,
  specs: string,
  barcode: string,
  salePrice: number,
  costPrice: number | null,
  stock: number,
  stockWarning: number,
  status: 0 | 1,
  remark: string,
  /** created this many days after the place's goods were set up */
  day: number,
  /** last changed this many days after it was created (default 0: never) */
  changed?: number,
];

/**
 * A stock movement of a seeded goods, oldest first. The stock before it is given, the stock after follows from the
 * kind; a goods' movements chain (each one's after is the next one's before) and the last ends at its seeded stock.
 */
type StockSeed = [
  goodsName: string,
  kind: StockChangeKind,
  num: number,
  beforeStock: number,
  /** 'owner': the place's owner; 前台 for a sale */
  operator: 'owner' | '刘春梅' | '前台',
  remark: string,
  /** days before the billing seed's today (BILLING_SEED_DAY) */
  day: number,
  time: string,
];

interface GoodsCatalogue {
  /** [categoryName, sort, remark]; the last has no goods */
  categories: Array<[categoryName: string, sort: number, remark: string]>;
  units: string[];
  goods: GoodsSeed[];
  stockChanges: StockSeed[];
}

const { stockIn: IN, writeOff: OUT, count: COUNT, sale: SALE } = STOCK_CHANGE;

/** What the front desk of a hotel, an inn or a guesthouse sells. 红牛 and 卫龙 are short, 自嗨锅 is off sale. */
// prettier-ignore
const HOTEL_GOODS: GoodsCatalogue = {
  categories: [['饮料', 1, ''], ['零食', 2, ''], ['方便速食', 3, ''], ['日用品', 4, '客房补充用品'], ['数码配件', 5, ''], ['酒类', 6, '办好酒类经营许可后上架']],
  units: ['瓶', '罐', '包', '盒', '桶', '个', '根', '支'],
  goods: [
    ['农夫山泉饮用天然水', '饮料', '瓶', '550ml', '6921168509256', 3, 1.2, 120, 24, 1, '', 0],
    ['可口可乐', '饮料', '罐', '330ml', '6954767423579', 5, 2.2, 48, 12, 1, '', 0],
    ['红牛维生素功能饮料', '饮料', '罐', '250ml', '6920202888883', 8, 4.5, 6, 12, 1, '', 0],
    ['东方树叶茉莉花茶', '饮料', '瓶', '500ml', '6921168558049', 6, 3, 36, 12, 1, '', 2],
    ['乐事薯片 美国经典原味', '零食', '包', '70g', '6924743915800', 8, 4.8, 40, 10, 1, '', 0],
    ['奥利奥夹心饼干 原味', '零食', '盒', '97g', '6901668005854', 7.5, 4.2, 25, 8, 1, '', 0],
    ['卫龙大面筋辣条', '零食', '包', '106g', '6935284201253', 5, 2.6, 0, 10, 1, '', 2],
    ['康师傅红烧牛肉面', '方便速食', '桶', '桶装 110g', '6920152400777', 8, 3.8, 60, 12, 1, '前台可提供热水', 0],
    ['双汇王中王火腿肠', '方便速食', '根', '40g', '6902890218470', 3, 1.5, 50, 0, 1, '', 2],
    ['自嗨锅麻辣牛肉自热火锅', '方便速食', '盒', '425g', '6970686300128', 25, 13.5, 12, 4, 0, '供应商断货，暂停销售', 5, 40],
    ['洁柔抽纸', '日用品', '包', '3层130抽', '6903244113021', 5, 2.5, 40, 10, 1, '', 0],
    ['一次性牙刷套装', '日用品', '个', '', '', 3, 0.8, 200, 50, 1, '含牙膏', 0],
    ['舒肤佳香皂 纯白清香', '日用品', '个', '100g', '6903148100714', 6, null, 30, 6, 1, '', 0],
    ['一次性医用口罩', '日用品', '包', '10只装', '', 5, null, 80, 20, 1, '', 7],
    ['吉列威锋一次性剃须刀', '日用品', '支', '双层刀片', '6903148108222', 8, 3.2, 30, 5, 1, '', 7],
    ['Type-C 数据线', '数码配件', '根', '1m', '', 25, 9.5, 15, 5, 1, '', 10],
    ['苹果快充数据线', '数码配件', '根', 'Lightning 1m', '', 35, 14, 10, 5, 1, '', 10],
  ],
  // the water restocked after a sale, the 卫龙 written off to 0, the noodles counted, the 红牛 sold down to 6
  stockChanges: [
    ['康师傅红烧牛肉面', COUNT, 60, 62, 'owner', '月度盘点，少2桶', -10, '14:10:00'],
    ['农夫山泉饮用天然水', SALE, 2, 74, '前台', '', -9, '19:22:10'],
    ['农夫山泉饮用天然水', IN, 48, 72, '刘春梅', '供应商送货', -8, '09:35:00'],
    ['卫龙大面筋辣条', OUT, 3, 3, '刘春梅', '过期报损', -6, '11:05:00'],
    ['一次性牙刷套装', IN, 100, 100, 'owner', '', -5, '10:30:00'],
    ['红牛维生素功能饮料', SALE, 2, 8, '前台', '', -4, '22:18:40'],
    ['可口可乐', SALE, 2, 50, '前台', '', -2, '20:41:15'],
    ['东方树叶茉莉花茶', SALE, 3, 39, '前台', '', -1, '21:06:33'],
  ],
};

/** What the bar of an internet cafe sells. 红牛 is short, 卤蛋 is off sale. */
// prettier-ignore
const NETBAR_GOODS: GoodsCatalogue = {
  categories: [['饮料', 1, ''], ['零食', 2, ''], ['泡面速食', 3, ''], ['外设配件', 4, '吧台现货'], ['上机套餐', 5, '上机送饮料套餐，筹备中']],
  units: ['瓶', '罐', '包', '桶', '根', '个', '盒'],
  goods: [
    ['康师傅冰红茶', '饮料', '瓶', '500ml', '6920152421215', 4, 2.1, 96, 24, 1, '', 0],
    ['脉动维生素饮料 青柠味', '饮料', '瓶', '600ml', '6902538006100', 6, 3.2, 60, 12, 1, '', 0],
    ['红牛维生素功能饮料', '饮料', '罐', '250ml', '6920202888883', 7, 4.5, 9, 24, 1, '', 0],
    ['东鹏特饮', '饮料', '瓶', '500ml', '6934502005123', 6, 3.3, 48, 12, 1, '', 0],
    ['百事可乐', '饮料', '罐', '330ml', '6924882000382', 4, 2, 72, 24, 1, '', 0],
    ['农夫山泉饮用天然水', '饮料', '瓶', '550ml', '6921168509256', 2.5, 1.2, 144, 24, 1, '', 0],
    ['乐事薯片 美国经典原味', '零食', '包', '70g', '6924743915800', 8, 4.8, 30, 10, 1, '', 1],
    ['卫龙大面筋辣条', '零食', '包', '106g', '6935284201253', 5, 2.6, 40, 10, 1, '', 1],
    ['旺旺雪饼', '零食', '包', '84g', '6900957000655', 6, 3.4, 24, 6, 1, '', 1],
    ['康师傅红烧牛肉面', '泡面速食', '桶', '桶装 110g', '6920152400777', 8, 3.8, 50, 12, 1, '吧台代泡，送到机位', 1],
    ['统一老坛酸菜牛肉面', '泡面速食', '桶', '桶装 121g', '6925303003517', 8, 3.9, 45, 12, 1, '吧台代泡，送到机位', 1],
    ['双汇王中王火腿肠', '泡面速食', '根', '40g', '6902890218470', 3, 1.5, 60, 0, 1, '', 1],
    ['卤蛋', '泡面速食', '个', '', '', 2.5, null, 0, 0, 0, '厨房设备检修，暂停供应', 3, 20],
    ['游戏鼠标垫', '外设配件', '个', '加厚锁边 800×300mm', '6975038102337', 29, 12, 8, 3, 1, '', 5],
    ['一次性耳机套', '外设配件', '包', '2只装', '', 1, 0.2, 500, 100, 1, '', 5],
    ['罗技 G102 游戏鼠标', '外设配件', '个', '有线 黑色', '6971066201028', 129, 85, 3, 2, 1, '', 12],
  ],
  // night sales at the bar, the cola and ear covers restocked, the noodles counted, two packs of 雪饼 written off
  stockChanges: [
    ['统一老坛酸菜牛肉面', COUNT, 45, 46, 'owner', '月度盘点', -10, '13:40:00'],
    ['东鹏特饮', SALE, 2, 50, '前台', '', -9, '23:12:05'],
    ['百事可乐', IN, 48, 24, '刘春梅', '供应商送货', -8, '10:15:00'],
    ['一次性耳机套', IN, 300, 200, 'owner', '', -7, '15:30:00'],
    ['红牛维生素功能饮料', SALE, 3, 12, '前台', '', -5, '02:47:19'],
    ['旺旺雪饼', OUT, 2, 26, '刘春梅', '包装破损', -4, '11:20:00'],
    ['康师傅冰红茶', SALE, 4, 100, '前台', '', -2, '01:33:52'],
    ['罗技 G102 游戏鼠标', SALE, 1, 4, '前台', '', -1, '22:05:40'],
  ],
};

/**
 * The day each place set up its goods; every bound place of the demo accounts but 李晓梅's inn 1013 (nothing set
 * up yet) and the unbound internet cafes.
 */
// prettier-ignore
const GOODS_PLACES: Array<[placeId: number, catalogue: GoodsCatalogue, setUp: Day]> = [
  [1001, HOTEL_GOODS, '2024-03-26'], [1002, HOTEL_GOODS, '2024-04-12'], [1003, HOTEL_GOODS, '2024-05-18'],
  [1004, HOTEL_GOODS, '2024-05-20'], [1005, NETBAR_GOODS, '2024-05-22'], [1006, HOTEL_GOODS, '2024-06-06'],
  [1007, HOTEL_GOODS, '2024-06-10'], [1008, NETBAR_GOODS, '2024-06-12'], [1009, HOTEL_GOODS, '2024-06-15'],
  [1010, HOTEL_GOODS, '2024-06-18'], [1011, HOTEL_GOODS, '2024-06-20'], [1012, HOTEL_GOODS, '2024-06-25'],
  [1014, NETBAR_GOODS, '2024-06-22'],
];

/** Who the seeded stock changes name as the owner: 陈思远 at his internet cafe, 张建国 at his places. */
const stockOwner = (placeId: number) => (placeId === NETBAR_OWNER_PLACE_ID ? '陈思远' : '张建国');

/**
 * Categories, units, goods and stock changes of each place in GOODS_PLACES, the same catalogue per kind: hotels,
 * inns and guesthouses 6 categories (酒类 empty), 8 units, 17 goods, 8 stock changes; internet cafes 5 categories
 * (上机套餐 empty), 7 units, 16 goods, 8 stock changes. Ids run place by place, so 1001 has goods 1–17, categories
 * 1–6, units 1–8 and stock changes 1–8. An empty goods remark is left out (the handler answers ''). A stock change
 * stores the goods' name and specs as they were (a deleted goods still shows them); a goods that moved has the
 * time of its last change as updateTime.
 */
export function goodsTables(): Record<string, EntityRow[]> {
  const categories: GoodsCategoryRow[] = [];
  const units: GoodsUnitRow[] = [];
  const goods: GoodsRow[] = [];
  const stockChanges: StockChangeRow[] = [];
  for (const [placeId, catalogue, setUp] of GOODS_PLACES) {
    const t = `${setUp} 09:00:00`;
    const categoryIds = new Map<string, number>();
    for (const [categoryName, sort, remark] of catalogue.categories) {
      const id = categories.length + 1;
      categoryIds.set(categoryName, id);
      categories.push({ id, placeId, categoryName, sort, remark, createTime: t, updateTime: t });
    }
    const unitIds = new Map<string, number>();
    for (const unitName of catalogue.units) {
      const id = units.length + 1;
      unitIds.set(unitName, id);
      units.push({ id, placeId, unitName, createTime: t, updateTime: t });
    }
    catalogue.goods.forEach((g, i) => {
      // prettier-ignore
      const [goodsName, category, unit, specs, barcode, salePrice, costPrice, stock, stockWarning, status, remark, day, changed = 0] = g;
      // a few minutes apart within the day, so createTime sorts them
      const minute = String((i % 6) * 10 + 5).padStart(2, '0');
      const createTime = `${addDays(setUp, day)} ${10 + Math.floor(i / 6)}:${minute}:00`;
      const row: GoodsRow = {
        id: goods.length + 1,
        placeId,
        goodsName,
        categoryId: categoryIds.get(category)!,
        unitId: unitIds.get(unit)!,
        specs,
        barcode,
        salePrice,
        costPrice,
        stock,
        stockWarning,
        status,
        createTime,
        updateTime: changed ? `${addDays(setUp, day + changed)} 16:30:00` : createTime,
      };
      if (remark) row.remark = remark;
      goods.push(row);
    });
    const mine = goods.filter((g) => g.placeId === placeId);
    for (const change of catalogue.stockChanges) {
      const [goodsName, changeType, num, beforeStock, operator, remark, n, time] = change;
      const g = mine.find((r) => r.goodsName === goodsName)!;
      const createTime = at(n, time);
      stockChanges.push({
        id: stockChanges.length + 1,
        placeId,
        goodsId: g.id,
        goodsName,
        specs: g.specs,
        changeType,
        num,
        beforeStock,
        afterStock: stockAfter(beforeStock, changeType, num),
        operator: operator === 'owner' ? stockOwner(placeId) : operator,
        remark,
        createTime,
      });
      g.updateTime = createTime;
    }
  }
  return seedRows(GOODS, { category: categories, unit: units, goods, stockChange: stockChanges });
}
