import { checks } from '../utils/validators';
import { entity, field, type EntityInput, type EntityRow } from './entity';
import type { PermNode } from './permission-tree';

/**
 * Roles (§6, issue 21): an owner's named set of resource keys, covering some of their places (its data scope).
 * A staff member's keys at a place are those of their roles that cover it (mocks/domains/staff/roles.ts). The
 * declaration is shared by the roles page (src/features/staff/role-*) and the mock (role-routes.ts); the keys
 * themselves are given by assignAuthority, from the permission tree (./permission-tree.ts).
 */
export const ROLE_BASE = '/business-merchant/role';

export const roleEntity = entity(
  {
    roleName: field.text({
      required: 'roles.nameRequired',
      maxLength: 20,
      checks: [checks.name30],
      unique: 'roles.nameTaken',
      example: (n: number) => `Desk${n}`,
    }),
    /** the places it covers: the owner's (the server checks) */
    placeIds: field.list({
      required: 'roles.placesRequired',
      tableRule: "every place must be one of the owner's",
      example: [1001],
    }),
    remark: field.remark(100),
    placeNames: field.derived('list'),
    /** how many keys it gives */
    permCount: field.derived('int'),
    /** how many staff members hold it */
    userCount: field.derived('int'),
  },
  { base: ROLE_BASE },
);
export type Role = EntityRow<typeof roleEntity>;
export type RoleInput = EntityInput<typeof roleEntity>;

/** A place a role covers, as role/view answers it. */
export interface RoleScope {
  placeId: number;
  placeName: string;
  placeType: number;
}

/** role/view: the role, its data scope, its keys, who holds it and the tree of keys its places allow. */
export interface RoleView {
  id: number;
  roleName: string;
  remark: string;
  placeIds: number[];
  scope: RoleScope[];
  perms: string[];
  users: Array<{ userId: number; name: string }>;
  tree: PermNode[];
}

/** role/treeByUser: the owner's places a staff member is bound to, each with the roles covering it. */
export interface RoleTreeByUser {
  placeId: number;
  placeName: string;
  roles: Array<{ id: number; roleName: string; checked: boolean }>;
}
