import { defineFeature } from '@/config/feature';

/** §7 Messages and notices. */
export const messagesFeature = defineFeature({
  locale: ['messages'],
  pages: { '/info/msg': { page: () => import('./messages-page'), perms: 'info:msg' } },
});
