import { TabbedPage, tabsPrefetch, type PageTab } from '@/components/tabbed-page';
import { crudTab } from '@/components/crud-tab';
import { categoryConfig, goodsConfig, stockChangeConfig, unitConfig } from './goods-config';

/** The tabs of /shop/goodsManage; `?tab=` names the open one. */
const GOODS_TABS: PageTab[] = [
  crudTab('goods', 'goods.tabGoods', goodsConfig),
  crudTab('category', 'goods.tabCategory', categoryConfig),
  crudTab('unit', 'goods.tabUnit', unitConfig),
  crudTab('stock', 'goods.tabStock', stockChangeConfig),
];

/** The open tab's first rows, before the page renders (src/app/prefetch.ts). */
export const prefetch = tabsPrefetch(GOODS_TABS);

/**
 * /shop/goodsManage (§7 Goods): what the front desk sells — goods with price, stock and its warning line, on or
 * off sale — the categories and units they are filed under, and the stock records. Stock moves by 调整库存
 * (received, written off, counted) and by sales at the front desk, which reach this page through the 109 push.
 */
export default function GoodsPage() {
  return <TabbedPage title="goods.title" intro="goods.intro" tabs={GOODS_TABS} />;
}
