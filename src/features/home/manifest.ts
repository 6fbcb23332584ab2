import { defineFeature } from '@/config/feature';

/** The home page (dashboard and room board) and the board's status colours. */
export const homeFeature = defineFeature({
  locale: ['home', 'dashboard', 'board'],
  pages: {
    '/wel/index': { page: () => import('./home-page'), always: true },
    '/roomManage/statusColor': { page: () => import('./board/status-color-page'), perms: 'room:color' },
  },
});
