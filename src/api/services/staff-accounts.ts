import { request, requestEnvelope } from '@/api/client';
import type { CallMeta } from '@/api/call-meta';
import { listParams, type ListQuery, type Page } from '@/api/resource';
import type { CrudCalls } from '@/crud/types';
import { ROLE_BASE, type Role, type RoleTreeByUser } from '@/domain/roles';
import {
  MGR_BASE,
  type AddedAccount,
  type FoundUser,
  type PlaceStaff,
  type StaffAccount,
  type StaffAccountEdit,
  type StaffAccountInput,
} from '@/domain/staff-accounts';

/**
 * The staff accounts' calls (/business-merchant/mgr, §7 "Mgr staff"; issue 21 item 1), served by
 * mocks/domains/staff/accounts.ts. A row is a user: the engine's `id` is its `userId`.
 */

/** A staff account as the list page holds it: the engine's `id` is the user's id. */
export type StaffAccountRow = StaffAccount & { id: number };

const post = async <T = null>(call: string, data: Record<string, unknown>, meta?: CallMeta) =>
  requestEnvelope<T>({ method: 'post', url: `${MGR_BASE}/${call}`, data, meta });

/** list, edit {userId, name} and delete {userId}: the calls the engine makes of /staff/account. */
export const staffAccountResource: CrudCalls<StaffAccountRow, StaffAccountEdit> = {
  list: async (q: ListQuery, call?: CallMeta) => {
    const page = await request<Page<StaffAccount>>({
      method: 'get',
      url: `${MGR_BASE}/list`,
      params: listParams(q),
      meta: call,
    });
    return { ...page, records: page.records.map((r) => ({ ...r, id: r.userId })) };
  },
  edit: async (input, call) => (await post('edit', { userId: input.id, name: input.name }, call)).msg,
  remove: async (id, call) => (await post('delete', { userId: id }, call)).msg,
};

export const staffAccounts = {
  /** POST getUserInfo {userId}: one account as it is now (the list's row may be older) */
  info: (userId: number) =>
    request<StaffAccount>({ method: 'post', url: `${MGR_BASE}/getUserInfo`, data: { userId } }),
  /**
   * GET getChildUserInfoByPlaceId: the enabled staff of one of the owner's places (no key: any of its staff may
   * ask, for pickers of who did something). Silent: a picker without it still takes a typed name.
   */
  placeStaff: (placeId: number) =>
    request<PlaceStaff[]>({
      method: 'get',
      url: `${MGR_BASE}/getChildUserInfoByPlaceId`,
      params: { placeId },
      meta: { silent: true },
    }),
  /** the account a phone belongs to (null: none yet) */
  findByAccount: (account: string) =>
    request<FoundUser | null>({
      method: 'post',
      url: `${MGR_BASE}/getUserByAccount`,
      data: { account },
      meta: { silent: true },
    }),
  /** a new account answers its temporary password (once); an existing one is bound (tempPassword null) */
  add: (input: StaffAccountInput, meta?: CallMeta) => post<AddedAccount>('add', input, meta),
  bindPlace: (userId: number, placeIds: number[], meta?: CallMeta) =>
    post('bindPlace', { userId, placeIds }, meta),
  setRole: (userId: number, roleIds: number[], meta?: CallMeta) => post('setRole', { userId, roleIds }, meta),
  changeStatus: (userId: number, status: 0 | 1) => post('changeStatus', { userId, status }),
  customerService: (userId: number, status: 0 | 1) => post('customerServiceStatus', { userId, status }),
  /** a new temporary password, answered once */
  reset: (userId: number) => post<{ password: string }>('reset', { userId }),
  /** role/list (the lead's roles): the owner's roles, for the add dialog and the search */
  roles: async () =>
    (
      await request<Page<Role>>({
        method: 'get',
        url: `${ROLE_BASE}/list`,
        params: { pageNumber: 1, pageSize: 100 },
      })
    ).records,
  /** role/treeByUser: the member's places, each with the roles covering it and whether the member holds them */
  roleTree: (userId: number) =>
    request<RoleTreeByUser[]>({ method: 'get', url: `${ROLE_BASE}/treeByUser`, params: { userId } }),
};
