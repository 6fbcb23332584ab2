import { defineFeature } from '@/config/feature';

/**
 * The internet cafe (§1 place type 50, §7 Internet cafe; docs/netbar.md): its seat sessions, recharges and own record. Its landing page, the
 * shift handovers, lives with the hotel's handovers (features/orders); seats, accounts, recharge, broadcasts and
 * /manageSite are to come (issue 20).
 */
export const netbarFeature = defineFeature({
  locale: ['netbar', 'netbarSeats', 'netbarAnalysis', 'netbarAccounts', 'netbarClient'],
  routes: {
    // the live seat map, full screen for a big screen at the counter (§2 public routes): 机位设置's staff see it
    '/manageSite': {
      page: () => import('./seat-map/seat-map-page'),
      guard: 'place',
      menu: '/netBar/seatConfig',
    },
  },
  pages: {
    '/netBar/placeInfo': { page: () => import('./place-page'), perms: 'netbar:place' },
    '/netBar/accounts': { page: () => import('./accounts-page'), perms: 'netbar:account' },
    '/netBar/consumptionAnalysis': { page: () => import('./analysis-page'), perms: 'netbar:analysis' },
    '/netBar/seatConfig': { page: () => import('./seat-config-page'), perms: 'netbar:seat' },
    '/netBar/clientConfig': { page: () => import('./client-page'), perms: 'netbar:client' },
  },
});
