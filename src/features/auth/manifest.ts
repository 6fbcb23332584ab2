import { defineFeature } from '@/config/feature';
import { LoginPage } from './login-page';

/** Sign-in, registration and password reset: routes of their own, the login page in the first load. */
export const authFeature = defineFeature({
  locale: ['auth'],
  routes: {
    '/login': { component: LoginPage },
    '/regAndPwd': { page: () => import('./reg-and-pwd-page') },
  },
});
