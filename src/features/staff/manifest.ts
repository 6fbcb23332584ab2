import { defineFeature } from '@/config/feature';

/** Staff (§6): the place's positions (and the notices each receives) and employee records; accounts and roles to come. */
export const staffFeature = defineFeature({
  locale: ['staff', 'staffAccount', 'roles', 'menuAdmin'],
  pages: {
    '/staff/position': { page: () => import('./position-page'), perms: 'staff:position' },
    '/staff/employee': { page: () => import('./employee-page'), perms: 'staff:employee' },
    '/staff/account': { page: () => import('./account-page'), perms: 'staff:account' },
    '/staff/role': { page: () => import('./role-page'), perms: 'staff:role' },
    '/staff/menu': { page: () => import('./menu-page'), perms: 'staff:menu' },
  },
});
