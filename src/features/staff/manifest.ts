import { defineFeature } from '@/config/feature';

/**
 * Staff (§6): staff accounts and the menu have pages of their own; positions, employee records and roles are pages
 * by their config files (staff.position.crud.ts, staff.employee.crud.tsx, staff.role.crud.tsx).
 */
export const staffFeature = defineFeature({
  locale: ['staff', 'staffAccount', 'roles', 'menuAdmin'],
  pages: {
    '/staff/account': { page: () => import('./account-page'), perms: 'staff:account' },
    '/staff/menu': { page: () => import('./menu-page'), perms: 'staff:menu' },
  },
});
