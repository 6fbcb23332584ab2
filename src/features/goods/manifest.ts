import { defineFeature } from '@/config/feature';

/** Goods: the goods, their categories and units, stock changes. */
export const goodsFeature = defineFeature({
  locale: ['goods'],
  pages: { '/shop/goodsManage': { page: () => import('./goods-page'), perms: 'shop:goods' } },
});
