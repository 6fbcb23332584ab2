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
import { requestEnvelope } from '../client';
import { pagedList, resource, settingsCalls } from '../resource';

/*
 * The points calls (§7 Members and points; issue 22 item 4): the settings under businessPlaceConfig, the rest under
 * /business-wy; the points shop is served where its declaration says (shopItemEntity, through defineCrud).
 * docs/api-contract.md "Points".
 */

/** POST getIntegralConfig and upIntegralConfig: the place's points programme (the defaults until it saves one). */
export const pointsSettingsCalls = settingsCalls<PointsSettings>(
  { url: POINTS_SETTINGS_GET },
  POINTS_SETTINGS_SAVE,
);

/** integralConfig list and edit: the earn rules (no add, delete or switch call: the switch is edited). */
const earnRuleCalls = resource<EarnRule, EarnRuleInput>({ base: EARN_RULE_BASE });
export const earnRuleResource = { list: earnRuleCalls.list, edit: earnRuleCalls.edit };

/** GET signConfig/list and POST signConfig/edit: the sign-in rewards, one object. */
export const signConfigCalls = settingsCalls<SignConfig>(
  { url: `${SIGN_CONFIG_BASE}/list`, method: 'get' },
  `${SIGN_CONFIG_BASE}/edit`,
);

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
