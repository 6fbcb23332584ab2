import { defineFeature } from '@/config/feature';

/** The user's addresses (个人中心). */
export const addressFeature = defineFeature({
  locale: ['address'],
  pages: { '/info/address': { page: () => import('./address-page'), perms: 'info:address' } },
});
