import { request } from '@/api/client';
import type { CallMeta } from '@/api/call-meta';
import { postWrite, resource } from '@/api/resource';
import { ownedPlaces } from '@/api/services/business-place';
import type { Option } from '@/crud/types';
import { ROLE_BASE, type Role, type RoleInput, type RoleView } from '@/domain/roles';

/**
 * The roles' calls (/business-merchant/role, §6; issue 21 item 2), served by mocks/domains/staff/role-routes.ts.
 * list, add, edit and remove are the engine's; view and assignAuthority the permission dialog's.
 */

/** list/add/edit/remove: the calls the engine makes of /staff/role (the backend removes by `remove`). */
export const roleResource = resource<Role, RoleInput>({ base: ROLE_BASE, paths: { delete: 'remove' } });

/** GET role/view?id: the role, its places, its keys, its holders and the tree of keys its places allow. */
export const roleView = (id: number) =>
  request<RoleView>({ method: 'get', url: `${ROLE_BASE}/view`, params: { id } });

/**
 * POST role/assignAuthority {roleId, perms}: exactly these keys. The body travels RSA-encrypted (§6 "assign
 * authority (encrypted payload)"); resolves with the server's message.
 */
export const assignAuthority = (roleId: number, perms: string[], meta?: CallMeta) =>
  postWrite(`${ROLE_BASE}/assignAuthority`, { roleId, perms }, { ...meta, encrypt: 'rsa' });

/** The places the signed-in owner owns (a role covers some of them), as select options. */
export const ownPlaceOptions = async (): Promise<Option[]> =>
  (await ownedPlaces()).map((p) => ({ value: p.id, label: p.placeName }));
