import { defineFeature } from '@/config/feature';

/**
 * Orders: the room orders of a place by stage and their detail, the report, the shift handovers; the damage
 * records and the two logs are pages by their config files (order.damage.crud.tsx, info.*.crud.tsx).
 */
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
