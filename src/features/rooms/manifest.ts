import { defineFeature } from '@/config/feature';

/** Rooms (§7): buildings, room types and rooms. */
export const roomsFeature = defineFeature({
  locale: ['rooms'],
  pages: {
    '/roomManage/index': {
      crud: () => import('./building-config').then((m) => m.buildingConfig),
      perms: 'room:building',
    },
    '/roomManage/roomModel': {
      crud: () => import('./room-model-config').then((m) => m.roomModelConfig),
      perms: 'room:model',
    },
    '/roomManage/roomInfo': { page: () => import('./room-page'), perms: 'room:info' },
  },
});
