import { defineFeature } from '@/config/feature';

/** The setup guide of a new place, mounted by the console layout. */
export const setupFeature = defineFeature({
  locale: ['setup'],
  shell: { layout: () => import('./setup-guide').then((m) => m.SetupGuide) },
});
