import { defineFeature } from '@/config/feature';

/** Licences (§7 Applications): activation, purchase, the modules held and their orders. */
export const licencesFeature = defineFeature({
  locale: ['licence'],
  pages: {
    '/info/activateAccount': { page: () => import('./activate-page') },
    '/application/index': { page: () => import('./purchase-page'), perms: 'application' },
    '/application/myApp': { page: () => import('./my-apps-page'), perms: 'application' },
  },
});
