import { defineFeature } from '@/config/feature';

/** Choosing, adding and binding a place: signed in, before a place is chosen. */
export const placesFeature = defineFeature({
  locale: ['place'],
  routes: {
    '/pickplace': { page: () => import('./pick-place-page'), guard: 'token' },
    '/addInfo': { page: () => import('./add-info-page'), guard: 'token' },
    '/checkBind': { page: () => import('./check-bind-page'), guard: 'token' },
  },
});
