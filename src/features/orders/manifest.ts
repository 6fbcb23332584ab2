import { defineFeature } from '@/config/feature';

/** Orders: the room orders of a place by stage, with their detail. */
export const ordersFeature = defineFeature({
  locale: ['orders'],
  pages: { '/order/index': { page: () => import('./orders-page'), perms: 'order' } },
});
