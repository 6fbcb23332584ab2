import { defineFeature } from '@/config/feature';

/** The help documents (the signed-out /help page is a route of its own, in app/router.tsx). */
export const helpFeature = defineFeature({
  locale: ['help', 'helpDocs'],
  pages: { '/info/helpDocument': { page: () => import('./help-document-page') } },
});
