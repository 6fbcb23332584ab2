import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  stockChangeApi,
  type StockChange,
  type StockChangeInput,
  goodsApi,
  goodsCategoryApi,
  goodsUnitApi,
  type Goods,
} from '@/api/services/goods';
import { actionPerms, defineCrud, type CrudConfig } from '@/crud/types';
import { PUSH_KIND } from '@/realtime/push-frame';
import {
  goodsCategoryEntity,
  goodsEntity,
  goodsUnitEntity,
  isLowStock,
  STOCK_CHANGE,
  stockDelta,
} from '@/domain/goods';
import { CATEGORY_OPTIONS, UNIT_OPTIONS } from './goods-options';
import { createTimeField, entityField, remarkField } from '@/crud/field-presets';
import { StockAdjustModal } from './stock-adjust-modal';

/**
 * /shop/goodsManage (§7 Goods): the goods the front desk sells, their categories and units, and the stock
 * records. Every list reloads when the server pushes 109 (goods changed: a sale at the front desk, a stock
 * change, another console's edit), §4.
 */
const GOODS_PERMS = actionPerms('shop:goods');
/** categories and units are part of managing goods: the goods keys, without on/off and export */
const PART_PERMS = { add: GOODS_PERMS.add, edit: GOODS_PERMS.edit, delete: GOODS_PERMS.delete };
const LIVE = [PUSH_KIND.goodsChanged];

function StockCell({ goods }: { goods: Goods }) {
  const { t } = useTranslation();
  return (
    <Space size={6}>
      <span>{goods.stock}</span>
      {isLowStock(goods) && <Tag color="error">{t('goods.lowStock')}</Tag>}
    </Space>
  );
}

/** The goods list; 调整库存 opens the stock adjustment of a row (stock-adjust-modal.tsx). */
export const goodsConfig = defineCrud({
  key: 'goods',
  schema: goodsEntity,
  title: 'goods.goodsTitle',
  entity: 'goods.goodsEntity',
  resource: goodsApi,
  fields: [
    {
      key: 'goodsName',
      label: 'goods.goodsName',
      searchPlaceholder: 'goods.goodsNamePlaceholder',
      search: true,
      column: { sorter: true, fixed: 'left', width: 200 },
      form: true,
    },
    { key: 'specs', label: 'goods.specs', column: true, form: true },
    entityField('categoryId', 'goods.category', CATEGORY_OPTIONS, (g: Goods) => g.categoryName),
    entityField('unitId', 'goods.unit', UNIT_OPTIONS, (g: Goods) => g.unitName, { search: false }),
    {
      key: 'barcode',
      label: 'goods.barcode',
      // for the scanner more than the eye: searched with the name, shown from the column settings
      column: { hidden: true },
      form: true,
    },
    {
      key: 'salePrice',
      label: 'goods.salePrice',
      type: 'money',
      column: { sorter: true },
      form: true,
    },
    {
      key: 'costPrice',
      label: 'goods.costPrice',
      type: 'money',
      column: true,
      form: true,
    },
    {
      key: 'stock',
      label: 'goods.stock',
      type: 'number',
      column: { sorter: true, render: (g) => <StockCell goods={g} /> },
      form: { only: 'add', extra: 'goods.stockExtra' },
    },
    {
      key: 'stockWarning',
      label: 'goods.stockWarning',
      type: 'number',
      column: { hidden: true },
      form: { extra: 'goods.stockWarningExtra' },
    },
    {
      key: 'lowStock',
      label: 'goods.stockFilter',
      type: 'select',
      options: [{ value: 1, label: 'goods.lowStock' }],
      search: true,
    },
    {
      key: 'remark',
      label: 'goods.remark',
      type: 'textarea',
      column: { hidden: true, ellipsis: true },
      form: { wide: true },
    },
    { key: 'updateTime', label: 'goods.updateTime', column: { hidden: true } },
    createTimeField('goods'),
  ],
  perms: GOODS_PERMS,
  status: { on: 'goods.onSale', off: 'goods.offSale' },
  rowName: (g) => g.goodsName,
  rowActions: [
    { key: 'adjust', label: 'goods.adjustTitle', perm: GOODS_PERMS.edit, dialog: StockAdjustModal },
  ],
  form: { columns: 2 },
  reloadOn: LIVE,
});

export const categoryConfig = defineCrud({
  key: 'goodsCategories',
  schema: goodsCategoryEntity,
  title: 'goods.categoryTitle',
  entity: 'goods.categoryEntity',
  resource: goodsCategoryApi,
  fields: [
    {
      key: 'categoryName',
      label: 'goods.categoryName',
      search: true,
      column: true,
      form: true,
    },
    {
      key: 'sort',
      label: 'goods.sort',
      type: 'number',
      column: true,
      form: { initial: 0, extra: 'goods.sortExtra' },
    },
    { key: 'goodsCount', label: 'goods.goodsCount', column: true },
    remarkField('goods'),
    { key: 'createTime', label: 'goods.createTime', column: { hidden: true } },
  ],
  perms: PART_PERMS,
  rowName: (c) => c.categoryName,
  reloadOn: LIVE,
});

export const unitConfig = defineCrud({
  key: 'goodsUnits',
  schema: goodsUnitEntity,
  title: 'goods.unitTitle',
  entity: 'goods.unitEntity',
  resource: goodsUnitApi,
  fields: [
    {
      key: 'unitName',
      label: 'goods.unitName',
      search: true,
      column: true,
      form: true,
    },
    { key: 'goodsCount', label: 'goods.goodsCount', column: true },
    { key: 'createTime', label: 'goods.createTime', column: { hidden: true } },
  ],
  perms: PART_PERMS,
  rowName: (u) => u.unitName,
  reloadOn: LIVE,
});

const CHANGE_COLORS: Record<number, string> = { 1: 'green', 2: 'red', 3: 'blue', 4: 'default' };

/** 库存记录: every movement of stock (received, written off, counted, sold at the front desk), newest first. */
export const stockChangeConfig: CrudConfig<StockChange, StockChangeInput> = {
  key: 'stockChanges',
  title: 'goods.stockTitle',
  resource: stockChangeApi,
  fields: [
    { key: 'createTime', label: 'goods.changeTime', column: { width: 170 } },
    {
      key: 'goodsName',
      label: 'goods.goodsName',
      search: true,
      column: { render: (c) => `${c.goodsName}${c.specs ? ` ${c.specs}` : ''}` },
    },
    {
      key: 'changeType',
      label: 'goods.changeType',
      type: 'select',
      options: Object.values(STOCK_CHANGE).map((k) => ({ value: k, label: `goods.changeType${k}` })),
      search: true,
      column: { render: (c) => <ChangeTypeTag type={c.changeType} /> },
    },
    {
      key: 'num',
      label: 'goods.changeNum',
      column: { render: (c) => stockDelta(c.beforeStock, c.afterStock) },
    },
    {
      key: 'afterStock',
      label: 'goods.changeStock',
      column: { render: (c) => `${c.beforeStock} → ${c.afterStock}` },
    },
    { key: 'operator', label: 'goods.operator', column: true },
    { key: 'remark', label: 'goods.remark', column: { ellipsis: true } },
  ],
  perms: { export: GOODS_PERMS.export },
  reloadOn: LIVE,
};

function ChangeTypeTag({ type }: { type: number }) {
  const { t } = useTranslation();
  return <Tag color={CHANGE_COLORS[type]}>{t(`goods.changeType${type}`)}</Tag>;
}
