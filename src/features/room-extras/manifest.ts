import { defineFeature } from '@/config/feature';

/** The room extras (§7 Rooms): locks, gateways, managers, computers, key-card boxes, shelves, OTA settings. */
export const roomExtrasFeature = defineFeature({
  locale: ['roomExtras'],
  pages: {
    '/roomManage/lock': { page: () => import('./lock-page'), perms: 'room:lock' },
    '/roomManage/server': {
      crud: () => import('./server-config').then((m) => m.serverConfig),
      perms: 'room:server',
    },
    '/roomManage/manager': {
      crud: () => import('./room-manager-config').then((m) => m.roomManagerConfig),
      perms: 'room:manager',
    },
    '/roomManage/computer': { page: () => import('./computer-page'), perms: 'room:computer' },
    '/roomManage/passBox': { page: () => import('./pass-box-page'), perms: 'room:passBox' },
    '/roomManage/shelf': { page: () => import('./shelf-page'), perms: 'room:shelf' },
    '/roomManage/otaConfig': { page: () => import('./ota-config-page'), perms: 'room:ota' },
  },
});
