import { defineFeature } from '@/config/feature';

/** The help documents: a menu page, and the help page that signed-out users reach too. */
export const helpFeature = defineFeature({
  locale: ['help', 'helpDocs'],
  pages: { '/info/helpDocument': { page: () => import('./help-document-page') } },
  routes: { '/help': { page: () => import('./help-page') } },
});
