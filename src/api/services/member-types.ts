import { request } from '@/api/client';
import type { Page } from '@/api/resource';
import type { Option } from '@/crud/types';
import { MEMBER_TYPE_BASE, type MemberTypeOption } from '@/domain/member-types';

/**
 * The calls of /member/type and /member/recharge besides their lists (issue 22; the lists, adds, edits and
 * deletes are the engine's, from the declarations' `base`). Served by mocks/domains/members/member-types.ts and
 * recharge-strategies.ts.
 */
export const memberTypeApi = {
  /**
   * POST memberType/getSelectInfo: the place's member types in level order (id, name, level, discount, colour),
   * for the member pages' selects
   */
  select: () =>
    request<MemberTypeOption[]>({ method: 'post', url: `${MEMBER_TYPE_BASE}/getSelectInfo`, data: {} }),
  /** GET coupon/list (the first 500): the coupons a recharge strategy may give, as select options */
  couponOptions: async (): Promise<Option[]> =>
    (
      await request<Page<{ id: number; couponName: string }>>({
        method: 'get',
        url: '/business-member/coupon/list',
        params: { pageNumber: 1, pageSize: 500 },
      })
    ).records.map((c) => ({ value: c.id, label: c.couponName })),
};
