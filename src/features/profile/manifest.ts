import { defineFeature } from '@/config/feature';

/** 个人中心: the user's profile and settings. */
export const profileFeature = defineFeature({
  locale: ['profile'],
  pages: {
    '/info/index': { page: () => import('./profile-page'), perms: 'info:user' },
    '/info/setting': { page: () => import('./settings-page') },
  },
});
