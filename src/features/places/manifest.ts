import { defineFeature } from '@/config/feature';

/** Choosing, adding and binding a place (routes of their own, in app/router.tsx). */
export const placesFeature = defineFeature({ locale: ['place'] });
