import { defineFeature } from '@/config/feature';

/** Staff (§6): the place's positions; staff accounts, roles and employees to come. */
export const staffFeature = defineFeature({
  locale: ['staff'],
  pages: {
    '/staff/position': {
      crud: () => import('./position-config').then((m) => m.positionConfig),
      perms: 'staff:position',
    },
  },
});
