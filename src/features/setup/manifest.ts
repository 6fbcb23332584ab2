import { defineFeature } from '@/config/feature';

/** The setup guide the console layout shows. */
export const setupFeature = defineFeature({ locale: ['setup'] });
