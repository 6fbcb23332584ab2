import { defineFeature } from '@/config/feature';

/** §3 Fee rules: prices, promotions, hour rooms, member prices and the rest of the billing tabs. */
export const billingFeature = defineFeature({
  locale: ['billing', 'billingPrices', 'billingOps'],
  pages: { '/feeRule/index': { page: () => import('./fee-rule-page'), perms: 'fee:rule' } },
});
