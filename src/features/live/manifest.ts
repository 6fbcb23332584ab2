import { defineFeature } from '@/config/feature';

/** What pushes show anywhere in the console (the layout mounts its host). */
export const liveFeature = defineFeature({ locale: ['live'] });
