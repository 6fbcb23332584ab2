import { defineFeature } from '@/config/feature';

/**
 * Member activities (§7 Members and points activitiesInfo; issue 22 item 6): /netBar/addActivity, 活动数据, in the
 * hotel's and the cafe's menus — the activities with what the members did, their switch and the turntable's
 * prizes. A feature of its own, not the cafe's: hotels use it too. The add and edit form is issue 22's.
 */
export const activityFeature = defineFeature({
  locale: ['activity'],
  pages: {
    '/netBar/addActivity': { page: () => import('./activity-page'), perms: 'activity:data' },
  },
});
