import { defineFeature } from '@/config/feature';

/** Rooms (§7): buildings, room types and rooms. */
export const roomsFeature = defineFeature({
  locale: ['rooms'],
  pages: {
    '/roomManage/roomInfo': { page: () => import('./room-page'), perms: 'room:info' },
  },
});
