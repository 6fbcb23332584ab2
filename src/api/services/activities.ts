import {
  ACTIVITY_BASE,
  type Activity,
  type ActivityDrawDetail,
  type ActivityInput,
} from '@/domain/activities';
import type { CallMeta } from '../call-meta';
import { request } from '../client';
import { resource } from '../resource';

const calls = resource<Activity, ActivityInput>({
  base: ACTIVITY_BASE,
  paths: { changeStatus: 'enableActive' },
});

/** §7: these bodies travel as JSON with RSA encoding, not the AES param (the mock refuses an AES body). */
const RSA: CallMeta = { encrypt: 'rsa' };

/**
 * /business-member/activitiesInfo (§7 Members and points): list, detail, add, edit, delete, and the switch,
 * which the backend calls enableActive. add and edit are RSA-encoded (§7 "some activity and discount bodies are
 * JSON with RSA encoding"); the rest AES as usual. docs/api-contract.md "Activities".
 */
export const activityApi = {
  ...calls,
  add: (input: ActivityInput, call?: CallMeta) => calls.add(input, { ...call, ...RSA }),
  edit: (input: ActivityInput & { id: number | string }, call?: CallMeta) =>
    calls.edit(input, { ...call, ...RSA }),
};

/**
 * POST detail {id}: one activity as the server holds it now (the edit form loads it fresh before it opens);
 * silent, the dialog shows a failure with a retry.
 */
export const getActivity = (id: number) =>
  request<Activity>({ method: 'post', url: `${ACTIVITY_BASE}/detail`, data: { id }, meta: { silent: true } });

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
