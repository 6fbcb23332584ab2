import { ACTIVITY_BASE, type Activity, type ActivityDrawDetail } from '@/domain/activities';
import { request } from '../client';
import { resource } from '../resource';

/**
 * /business-member/activitiesInfo (§7 Members and points): list, detail, add, edit, delete, and the switch,
 * which the backend calls enableActive. The console's /netBar/addActivity lists and switches; add and edit are
 * served for issue 22's form (docs/api-contract.md "Activities").
 */
export const activityApi = resource<Activity>({
  base: ACTIVITY_BASE,
  paths: { changeStatus: 'enableActive' },
});

export interface ActivityDrawQuery {
  id: number;
  pageNumber: number;
  pageSize: number;
  memberName?: string;
  prizeId?: number;
}

/** POST detailByTurntable: a turntable's prizes with what was drawn and is left, and a page of the members' records. */
export const getActivityDraws = (q: ActivityDrawQuery) =>
  request<ActivityDrawDetail>({ method: 'post', url: `${ACTIVITY_BASE}/detailByTurntable`, data: q });
