import { defineFeature } from '@/config/feature';

/** The feedback dialog of the top bar. */
export const feedbackFeature = defineFeature({ locale: ['feedback'] });
