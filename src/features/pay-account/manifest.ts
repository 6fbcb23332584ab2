import { defineFeature } from '@/config/feature';

/** The place's payment accounts. */
export const payAccountFeature = defineFeature({
  locale: ['payAccount'],
  pages: { '/admin/pay': { page: () => import('./pay-account-page'), perms: 'pay:account' } },
});
