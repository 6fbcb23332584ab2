import { defineFeature } from '@/config/feature';

/** Orders: the room orders of a place by stage and their detail; the shift handovers and damage read from them; the logs. */
export const ordersFeature = defineFeature({
  locale: ['orders'],
  pages: {
    '/order/index': { page: () => import('./orders-page'), perms: 'order' },
    '/statistics/index': { page: () => import('./report-page'), perms: 'stat:report' },
    '/handOver/detail': { page: () => import('./shifts-page'), perms: 'handover:detail' },
    // the internet cafe's landing page: its handovers, read from the seats and the till (docs/netbar.md)
    '/handOver/netbarDetail': { page: () => import('./netbar-shifts-page'), perms: 'handover:netbar' },
  },
});
