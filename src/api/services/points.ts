import {
  EARN_RULE_BASE,
  POINTS_MEMBER_BASE,
  POINTS_RECORD_BASE,
  POINTS_SETTINGS_GET,
  POINTS_SETTINGS_SAVE,
  POINTS_SYNC_BASE,
  SIGN_CONFIG_BASE,
  type EarnRule,
  type EarnRuleInput,
  type PointsAdjustInput,
  type PointsAdjustResult,
  type PointsMember,
  type PointsRecord,
  type PointsSettings,
  type PointsSyncRecord,
  type SignConfig,
} from '@/domain/points';
import type { CallMeta } from '../call-meta';
import { request, requestEnvelope } from '../client';
import { pagedList, postWrite, resource } from '../resource';

/*
 * The points calls (§7 Members and points; issue 22 item 4): the settings under businessPlaceConfig, the rest under
 * /business-wy; the points shop is served where its declaration says (shopItemEntity, through defineCrud).
 * docs/api-contract.md "Points".
 */

/** POST getIntegralConfig: the place's points programme (the defaults until it saves one). */
export const getPointsSettings = () => request<PointsSettings>({ method: 'post', url: POINTS_SETTINGS_GET });
/** POST upIntegralConfig: saves the programme whole; resolves with the server's message. */
export const savePointsSettings = (body: Record<string, unknown>) => postWrite(POINTS_SETTINGS_SAVE, body);

/** integralConfig list and edit: the earn rules (no add, delete or switch call: the switch is edited). */
const earnRuleCalls = resource<EarnRule, EarnRuleInput>({ base: EARN_RULE_BASE });
export const earnRuleResource = { list: earnRuleCalls.list, edit: earnRuleCalls.edit };

/** GET signConfig/list: the sign-in rewards, one object. */
export const getSignConfig = () => request<SignConfig>({ method: 'get', url: `${SIGN_CONFIG_BASE}/list` });
/** POST signConfig/edit: saves them whole. */
export const saveSignConfig = (body: Record<string, unknown>) => postWrite(`${SIGN_CONFIG_BASE}/edit`, body);

/** GET integralRecord/list: the ledger, paged (memberName, phone, cardNo, memberId, kind, startDate, endDate). */
export const listPointsRecords = pagedList<PointsRecord>(`${POINTS_RECORD_BASE}/list`);
/** GET integralMember/list: the members with their points, paged. */
export const listPointsMembers = pagedList<PointsMember>(`${POINTS_MEMBER_BASE}/list`);
/** GET integralSyncRecord/list: the sync batches, paged, read-only. */
export const listSyncRecords = pagedList<PointsSyncRecord>(`${POINTS_SYNC_BASE}/list`);

/** POST integralMember/adjust: a member's points set by hand; the member's points after it, and the message. */
export const adjustPoints = async (input: PointsAdjustInput, meta?: CallMeta) => {
  const answer = await requestEnvelope<PointsAdjustResult>({
    method: 'post',
    url: `${POINTS_MEMBER_BASE}/adjust`,
    data: input,
    meta,
  });
  return { msg: answer.msg, data: answer.data };
};
