import { TabbedPage, type PageTab } from '@/components/tabbed-page';
import { CrudPage } from '@/crud/crud-page';
import { categoryConfig, goodsConfig, unitConfig } from './goods-config';

const GoodsTab = () => <CrudPage config={goodsConfig} />;
const CategoryTab = () => <CrudPage config={categoryConfig} />;
const UnitTab = () => <CrudPage config={unitConfig} />;

/** The tabs of /shop/goodsManage; `?tab=` names the open one. */
const GOODS_TABS: PageTab[] = [
  { key: 'goods', label: 'goods.tabGoods', Tab: GoodsTab },
  { key: 'category', label: 'goods.tabCategory', Tab: CategoryTab },
  { key: 'unit', label: 'goods.tabUnit', Tab: UnitTab },
];

/**
 * /shop/goodsManage (§7 Goods): what the front desk sells — goods with price, stock and its warning line, on or
 * off sale — and the categories and units they are filed under. Stock moves by sales (the front desk) and
 * reaches this page through the 109 push.
 */
export default function GoodsPage() {
  return <TabbedPage title="goods.title" intro="goods.intro" tabs={GOODS_TABS} />;
}
