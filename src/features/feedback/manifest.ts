import { defineFeature } from '@/config/feature';

/** The feedback button and dialog of the top bar. */
export const feedbackFeature = defineFeature({
  locale: ['feedback'],
  shell: { topBar: () => import('./feedback-button').then((m) => m.FeedbackButton) },
});
