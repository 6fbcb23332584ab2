import { defineFeature } from '@/config/feature';

/** Sign-in, registration and password reset (routes of their own, in app/router.tsx). */
export const authFeature = defineFeature({ locale: ['auth'] });
