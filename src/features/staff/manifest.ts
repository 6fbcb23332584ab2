import { defineFeature } from '@/config/feature';

/** Staff (§6): the place's positions (and the notices each receives) and employee records; accounts and roles to come. */
export const staffFeature = defineFeature({
  locale: ['staff', 'staffAccount', 'roles', 'menuAdmin'],
  pages: {
    '/staff/account': { page: () => import('./account-page'), perms: 'staff:account' },
    '/staff/menu': { page: () => import('./menu-page'), perms: 'staff:menu' },
  },
});
