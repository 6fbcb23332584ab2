import { defineFeature } from '@/config/feature';

/**
 * Members and marketing (issue 22, §7 Members and points): the place's members with their records, member types
 * (the levels the billing page's member prices are for), recharge offers, points, coupons and goods discounts.
 * Member types, coupons and goods discounts are pages by their config files (member.*.crud.tsx). The activities
 * (activitiesInfo) are the activity feature's page, /netBar/addActivity. docs/members.md.
 */
export const membersFeature = defineFeature({
  locale: ['members', 'memberTypes', 'points', 'coupons'],
  pages: {
    '/member/list': { page: () => import('./members-page'), perms: 'member:info' },
    '/member/recharge': { page: () => import('./recharge-strategy-page'), perms: 'member:strategy' },
    '/member/points': { page: () => import('./points-page'), perms: 'member:points' },
  },
});
