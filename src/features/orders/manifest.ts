import { defineFeature } from '@/config/feature';

/** Orders: the room orders of a place by stage, with their detail; the shift handovers read from them. */
export const ordersFeature = defineFeature({
  locale: ['orders'],
  pages: {
    '/order/index': { page: () => import('./orders-page'), perms: 'order' },
    '/order/damage': { page: () => import('./damage-page'), perms: 'order:damage' },
    '/handOver/detail': { page: () => import('./shifts-page'), perms: 'handover:detail' },
  },
});
