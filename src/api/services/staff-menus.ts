import { request, requestEnvelope } from '@/api/client';
import type { CallMeta } from '@/api/call-meta';
import { postWrite, type Page } from '@/api/resource';
import {
  MENU_BASE,
  MENU_EDIT_PATH,
  RESOURCE_BASE,
  type MenuListItem,
  type MenuResource,
  type MenuTreeNode,
} from '@/domain/menu-admin';

/**
 * Menus and resources (§7 "System", issue 21 item 4), served by mocks/domains/staff/menu-admin.ts: the place's
 * menu as its owner shapes it, and who holds each resource key. Writes resolve with the server's message.
 */

const getWrite = async (url: string, params: Record<string, unknown>, meta?: CallMeta) =>
  (await requestEnvelope({ method: 'get', url, params, meta })).msg;

/** What the entry form sends (menu/add: with `kind`; /api/menu/edit: with `menuId`). */
export interface MenuEntryInput {
  name: string;
  enName: string;
  sort?: number | null;
  hidden: boolean;
  url?: string;
  parentId?: number;
  icon?: string;
  restricted?: boolean;
}

/** A role of the owner as role/list answers it (served with the roles page). */
export interface OwnerRole {
  id: number;
  roleName: string;
  placeIds: number[];
}

export const staffMenus = {
  /** POST menu/listTree: every entry of the place, hidden ones flagged */
  tree: () => request<MenuTreeNode[]>({ method: 'post', url: `${MENU_BASE}/listTree`, data: {} }),
  /** GET menu/list?menuId: the entry's direct children (0: the top), each with its childCount */
  children: (menuId: number) =>
    request<MenuListItem[]>({ method: 'get', url: `${MENU_BASE}/list`, params: { menuId } }),
  /** POST menu/add {kind, …}: resolves with the new entry's menuId and the message */
  add: async (kind: 'link' | 'group', input: MenuEntryInput, meta?: CallMeta) => {
    const env = await requestEnvelope<{ menuId: number }>({
      method: 'post',
      url: `${MENU_BASE}/add`,
      data: { kind, ...input },
      meta,
    });
    return { menuId: env.data.menuId, msg: env.msg };
  },
  /** POST /api/menu/edit {menuId, …} */
  edit: (menuId: number, input: MenuEntryInput, meta?: CallMeta) =>
    postWrite(MENU_EDIT_PATH, { menuId, ...input }, meta),
  /** GET menu/remove?menuId: an own entry */
  remove: (menuId: number, meta?: CallMeta) => getWrite(`${MENU_BASE}/remove`, { menuId }, meta),
  /** GET resource/list?menuId */
  resources: (menuId: number) =>
    request<MenuResource[]>({ method: 'get', url: `${RESOURCE_BASE}/list`, params: { menuId } }),
  /** POST resource/setAuthority {resourceId, roleIds}: exactly these roles hold the key */
  setAuthority: (resourceId: number, roleIds: number[], meta?: CallMeta) =>
    postWrite(`${RESOURCE_BASE}/setAuthority`, { resourceId, roleIds }, meta),
  /** GET resource/deleteAuthority?resourceId: no role of the place holds it */
  deleteAuthority: (resourceId: number, meta?: CallMeta) =>
    getWrite(`${RESOURCE_BASE}/deleteAuthority`, { resourceId }, meta),
  /** POST resource/delete {resourceId}: an own link's key (the link is then open to all staff) */
  deleteResource: (resourceId: number, meta?: CallMeta) =>
    postWrite(`${RESOURCE_BASE}/delete`, { resourceId }, meta),
  /** GET role/list?pageSize=100: the owner's roles */
  roles: async () =>
    (
      await request<Page<OwnerRole>>({
        method: 'get',
        url: '/business-merchant/role/list',
        params: { pageNumber: 1, pageSize: 100 },
      })
    ).records,
};
