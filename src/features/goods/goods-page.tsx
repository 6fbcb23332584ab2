import type { Goods } from '@/api/services/goods';
import { TabbedPage, tabsPrefetch, type PageTab } from '@/components/tabbed-page';
import { RowDialogPage } from '@/components/row-dialog-page';
import { CrudPage } from '@/crud/crud-page';
import { categoryConfig, goodsConfig, stockChangeConfig, unitConfig } from './goods-config';
import { StockAdjustModal } from './stock-adjust-modal';

const GoodsTab = () => (
  <RowDialogPage<Goods>
    config={goodsConfig}
    dialog={(goods, close) => <StockAdjustModal goods={goods} onClose={close} />}
  />
);
const StockTab = () => <CrudPage config={stockChangeConfig} />;
const CategoryTab = () => <CrudPage config={categoryConfig} />;
const UnitTab = () => <CrudPage config={unitConfig} />;

/** The tabs of /shop/goodsManage; `?tab=` names the open one. */
const GOODS_TABS: PageTab[] = [
  { key: 'goods', label: 'goods.tabGoods', Tab: GoodsTab, list: () => goodsConfig(() => undefined) },
  { key: 'category', label: 'goods.tabCategory', Tab: CategoryTab, list: () => categoryConfig },
  { key: 'unit', label: 'goods.tabUnit', Tab: UnitTab, list: () => unitConfig },
  { key: 'stock', label: 'goods.tabStock', Tab: StockTab, list: () => stockChangeConfig },
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
