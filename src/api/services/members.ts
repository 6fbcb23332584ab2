import { request, requestEnvelope } from '@/api/client';
import type { CallMeta } from '@/api/call-meta';
import { pagedList, postWrite, type Page } from '@/api/resource';
import type { CrudCalls, Option } from '@/crud/types';
import {
  CONSUME_RECORD_LIST,
  MEMBER_ADD,
  MEMBER_DETAIL,
  MEMBER_EDIT,
  MEMBER_LIST,
  MEMBER_PICK,
  MEMBER_RECHARGE,
  RECHARGE_RECORD_LIST,
  type ConsumeRecord,
  type Member,
  type MemberInput,
  type MemberPick,
  type RechargeInput,
  type RechargeRecord,
  type RechargeResult,
} from '@/domain/members';
import { memberTypeApi } from './member-types';
import {
  EARN_RULE,
  EARN_RULE_BASE,
  POINTS_SETTINGS_GET,
  type EarnRule,
  type PointsSettings,
} from '@/domain/points';
import { RECHARGE_STRATEGY_BASE, type RechargeStrategy } from '@/domain/recharge-strategies';

/**
 * The member list's calls (§7 Members and points, /business-member/member; issue 22), served by
 * mocks/domains/members/members.ts. Phone and ID numbers come masked in every answer.
 */

/** memberListForMerchant, add and edit: the calls the engine makes of /member/list (members are not deleted). */
export const memberResource: CrudCalls<Member, MemberInput> = {
  list: pagedList<Member>(MEMBER_LIST),
  add: (input, call) => postWrite(MEMBER_ADD, input, call),
  edit: (input, call) => postWrite(MEMBER_EDIT, input, call),
};

/** A page of a member's records: by member, or by phone, name and card number; dates 'YYYY-MM-DD'. */
export interface RecordQuery {
  pageNumber: number;
  pageSize: number;
  memberId?: number;
  phone?: string;
  memberName?: string;
  cardNo?: string;
  startDate?: string;
  endDate?: string;
}

/** The place's member types as select options, lowest level first (memberType/getSelectInfo). */
export const memberTypeOptions = async (): Promise<Option[]> =>
  (await memberTypeApi.select()).map((t) => ({ value: t.id, label: t.typeName }));

export const members = {
  /** GET member/detail?id: one member as they are now (the list's row may be older) */
  detail: (id: number) => request<Member>({ method: 'get', url: MEMBER_DETAIL, params: { id } }),
  /**
   * GET member/getPage: a picker's page of members (keyword over name, phone and card number), for the member
   * pickers of other pages; open to anyone working at the place
   */
  pick: (keyword: string, pageNumber = 1, pageSize = 20) =>
    request<Page<MemberPick>>({
      method: 'get',
      url: MEMBER_PICK,
      params: { keyword: keyword || undefined, pageNumber, pageSize },
    }),
  /** the same as select options: 周子轩 · 139****5678 · M10010001 */
  pickOptions: async (keyword: string): Promise<Option[]> =>
    (await members.pick(keyword)).records.map((m) => ({
      value: m.id,
      label: `${m.memberName} · ${m.phone} · ${m.cardNo}`,
    })),
  rechargeRecords: (q: RecordQuery) =>
    request<Page<RechargeRecord>>({ method: 'get', url: RECHARGE_RECORD_LIST, params: q }),
  consumeRecords: (q: RecordQuery) =>
    request<Page<ConsumeRecord>>({ method: 'get', url: CONSUME_RECORD_LIST, params: q }),
  /**
   * POST member/recharge: the record and the member after it; the same `requestId` again answers the first
   * recharge (nothing taken twice). Resolves with the server's message too.
   */
  recharge: async (input: RechargeInput, meta?: CallMeta) => {
    const { data, msg } = await requestEnvelope<RechargeResult>({
      method: 'post',
      url: MEMBER_RECHARGE,
      data: input,
      meta,
    });
    return { ...data, msg };
  },
  /**
   * GET rechargeStrategy/list: the place's recharge strategies, for the recharge dialog to show what an amount
   * earns before it is sent (the server decides with the same rule, `pickStrategy`). Silent: without them the
   * dialog says the bonus is decided on sending.
   */
  strategies: async () =>
    (
      await request<Page<RechargeStrategy>>({
        method: 'get',
        url: `${RECHARGE_STRATEGY_BASE}/list`,
        params: { pageNumber: 1, pageSize: 500 },
        meta: { silent: true },
      })
    ).records,
  /**
   * Whether the place's points programme is on, and its earn rule per yuan recharged if that is on
   * (businessPlaceConfig/getIntegralConfig and integralConfig/list): the recharge dialog's points before sending.
   * Silent: without them the dialog shows the strategy's points only.
   */
  rechargePoints: async (): Promise<{ on: boolean; rule: EarnRule | null }> => {
    const [settings, rules] = await Promise.all([
      request<PointsSettings>({ method: 'post', url: POINTS_SETTINGS_GET, data: {}, meta: { silent: true } }),
      request<Page<EarnRule>>({
        method: 'get',
        url: `${EARN_RULE_BASE}/list`,
        params: { pageNumber: 1, pageSize: 50 },
        meta: { silent: true },
      }),
    ]);
    const rule = rules.records.find((r) => r.ruleType === EARN_RULE.recharge && r.status === 1) ?? null;
    return { on: settings.enabled === 1, rule };
  },
};
