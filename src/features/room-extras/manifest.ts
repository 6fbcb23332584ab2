import { defineFeature } from '@/config/feature';

/**
 * The room extras (§7 Rooms): locks, gateways, managers, computers, key-card boxes, shelves, OTA settings. The
 * key-card boxes (two tabs) and the OTA settings have pages of their own; the rest are pages by their config
 * files (roomManage.*.crud.ts).
 */
export const roomExtrasFeature = defineFeature({
  locale: ['roomExtras'],
  pages: {
    '/roomManage/passBox': { page: () => import('./pass-box-page'), perms: 'room:passBox' },
    '/roomManage/otaConfig': { page: () => import('./ota-config-page'), perms: 'room:ota' },
  },
});
