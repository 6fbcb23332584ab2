import type { Messages } from '../zh';

export const goods: Messages['goods'] = {
  title: 'Goods',
  intro:
    'What the front desk sells, with its categories and units. Lists refresh by themselves after a sale at the front desk or a change by someone else.',
  tabGoods: 'Goods',
  tabCategory: 'Categories',
  tabUnit: 'Units',

  goodsTitle: 'Goods list',
  goodsEntity: 'goods',
  goodsName: 'Name',
  goodsNamePlaceholder: 'Name or barcode',
  specs: 'Specs',
  category: 'Category',
  unit: 'Unit',
  barcode: 'Barcode',
  barcodeRule: 'A barcode is 8 to 14 digits',
  salePrice: 'Price',
  costPrice: 'Cost',
  stock: 'Stock',
  stockExtra: 'After this, stock moves with front-desk sales and stock changes; it cannot be edited',
  stockWarning: 'Low-stock line',
  stockWarningExtra: 'Marked low on stock at or below this number; 0 never warns',
  stockFilter: 'Stock',
  lowStock: 'Low stock',
  onSale: 'On sale',
  offSale: 'Off sale',
  remark: 'Remark',
  updateTime: 'Updated',
  createTime: 'Created',

  categoryTitle: 'Categories',
  categoryEntity: 'category',
  categoryName: 'Category name',
  sort: 'Order',
  sortExtra: 'Lower numbers come first',
  goodsCount: 'Goods',

  unitTitle: 'Units',
  unitEntity: 'unit',
  unitName: 'Unit name',
};
