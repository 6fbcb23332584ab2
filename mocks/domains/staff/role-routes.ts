/**
 * /business-merchant/role (§6 "role management supports list, add, edit, remove, view (with scope), assign
 * authority (encrypted payload) and a role tree by user"; issue 21 item 2). A role is its owner's: the list shows
 * the roles of the current place's owner, whichever of their places is current. Name, scope and remark through
 * the declaration (src/domain/roles.ts, so the contract suite runs them); the keys through assignAuthority, whose
 * body travels RSA-encrypted, checked against the tree the role's places allow (mocks/menus.ts `grantTree`: no
 * owner-only page, no module the places do not hold). docs/staff.md "Roles".
 */
import { grantableKeys, mergeTrees, type PermNode } from '../../../src/domain/permission-tree';
import { ROLE_BASE, roleEntity, type RoleTreeByUser, type RoleView } from '../../../src/domain/roles';
import {
  crud,
  CRUD_MSG,
  foundRow,
  invalid,
  invalidField,
  ok,
  placeWrite,
  route,
  type CrudContext,
} from '../../contract';
import type { Db, PlaceRow } from '../../db';
import { chinaToday } from '../../../src/domain/calendar';
import { grantTree } from '../../menus';
import { zhText } from '../../messages';
import { int } from '../../validate';
import { heldModules } from '../common-license/routes';
import { ROLES, type RoleRow } from './role-tables';

/** The places an owner owns, in id order. */
const ownedPlaces = (db: Db, ownerId: number | null): PlaceRow[] =>
  db.data.places.filter((p) => ownerId !== null && p.ownerId === ownerId).sort((a, b) => a.id - b.id);

/** The staff members holding a role: their memberships name it (at any place). */
function holders(db: Db, role: RoleRow): Array<{ userId: number; name: string }> {
  const ids = new Set(db.data.memberships.filter((m) => m.roleIds?.includes(role.id)).map((m) => m.userId));
  return [...ids]
    .sort((a, b) => a - b)
    .map((userId) => ({ userId, name: db.userById(userId)?.name ?? String(userId) }));
}

/** The keys a role covering these places may give: the union of each place's tree (its kind, its licences). */
export function treeFor(db: Db, places: readonly PlaceRow[], now: number): PermNode[] {
  const today = chinaToday(now);
  return places.reduce<PermNode[]>(
    (tree, p) => mergeTrees(tree, grantTree(p.placeType, heldModules(db, p.id, today))),
    [],
  );
}

const rolesOf = (ctx: CrudContext) =>
  ctx.db.table(ROLES.role).filter((r) => r.ownerId === ctx.place!.ownerId);

function roleById(ctx: CrudContext, raw: unknown): RoleRow {
  return foundRow(rolesOf(ctx), raw);
}

const present = (row: RoleRow, ctx: CrudContext) => {
  const names = new Map(ctx.db.data.places.map((p) => [p.id, p.placeName]));
  return {
    id: row.id,
    roleName: row.roleName,
    placeIds: row.placeIds,
    placeNames: row.placeIds.map((id) => names.get(id) ?? String(id)),
    permCount: row.perms.length,
    userCount: holders(ctx.db, row).length,
    remark: row.remark ?? '',
    createTime: row.createTime,
  };
};

export const roleHandlers = [
  ...crud(roleEntity, {
    table: ROLES.role,
    ownerScoped: true,
    perms: 'staff:role',
    readPerm: 'staff:role:list',
    ops: ['list', 'add', 'edit', 'delete'],
    paths: { delete: 'remove' },
    defaultSort: { field: 'id', order: 'asc' },
    defaults: () => ({ perms: [], remark: '' }),
    present,
    validate: ({ row, ctx }) => {
      const owned = new Set(ownedPlaces(ctx.db, ctx.place!.ownerId).map((p) => p.id));
      const ids = (row.placeIds as unknown[]).map((v) => int(v));
      if (ids.some((id) => id === null || !owned.has(id)))
        return { field: 'placeIds', msg: zhText({ key: 'roles.placeNotOwned' }) };
      row.placeIds = [...new Set(ids as number[])].sort((a, b) => a - b);
      return null;
    },
    // a role in use stays until nobody holds it, and the refusal says who does
    beforeDelete: (row, ctx) => {
      const users = holders(ctx.db, row);
      return users.length
        ? zhText({ key: 'roles.inUse', params: { names: users.map((u) => u.name).join('、') } })
        : null;
    },
  }),

  // GET ?id: the role with its data scope (the places, by kind), its keys, who holds it, and the tree its
  // places allow (what assignAuthority may give)
  route.get(`${ROLE_BASE}/view`, { auth: true, index: true, perm: 'staff:role:list' }, (ctx) => {
    const role = roleById(ctx, ctx.body.id);
    const places = role.placeIds
      .map((id) => ctx.db.placeById(id))
      .filter((p): p is PlaceRow => !!p && p.ownerId === ctx.place!.ownerId);
    const view: RoleView = {
      id: role.id,
      roleName: role.roleName,
      remark: role.remark ?? '',
      placeIds: role.placeIds,
      scope: places.map((p) => ({ placeId: p.id, placeName: p.placeName, placeType: p.placeType })),
      perms: role.perms,
      users: holders(ctx.db, role),
      tree: treeFor(ctx.db, places, ctx.now),
    };
    return ok(view);
  }),

  // {roleId, perms}: exactly these keys, RSA-encrypted (§7: authority is the payload that decides every other
  // call); a key the role's places do not allow is refused, named
  route.post(`${ROLE_BASE}/assignAuthority`, { ...placeWrite('staff:role:auth'), encrypt: 'rsa' }, (ctx) => {
    if (ctx.body.roleId === undefined || ctx.body.roleId === null || ctx.body.roleId === '')
      invalidField('roleId', zhText({ key: 'roles.roleRequired' }));
    const role = roleById(ctx, ctx.body.roleId);
    const sent = ctx.body.perms;
    if (!Array.isArray(sent) || sent.some((k) => typeof k !== 'string'))
      invalidField('perms', zhText({ key: 'roles.permsInvalid' }));
    const places = role.placeIds.map((id) => ctx.db.placeById(id)).filter((p): p is PlaceRow => !!p);
    const allowed = grantableKeys(treeFor(ctx.db, places, ctx.now));
    const keys = [...new Set(sent as string[])];
    const refused = keys.filter((k) => !allowed.has(k));
    if (refused.length)
      invalidField('perms', zhText({ key: 'roles.notGrantable', params: { keys: refused.join('、') } }));
    // the keys of the place's own links are given on 菜单资源 (menu-admin.ts), not from this tree: kept
    role.perms = [...keys, ...role.perms.filter((k) => k.startsWith('custom:'))];
    return ok(null, '授权成功');
  }),

  // GET ?userId: the owner's places the staff member is bound to, each with the roles covering it and whether
  // the member holds them (the staff accounts' role dialog)
  route.get(`${ROLE_BASE}/treeByUser`, { auth: true, index: true, perm: 'staff:account:role' }, (ctx) => {
    const userId = int(ctx.body.userId);
    const owned = ownedPlaces(ctx.db, ctx.place!.ownerId);
    const bound = owned.filter((p) => {
      const m = userId === null ? undefined : ctx.db.membership(userId, p.id);
      return m?.role === 'staff';
    });
    if (userId === null || bound.length === 0) invalid(CRUD_MSG.notFound);
    const roles = rolesOf(ctx);
    const tree: RoleTreeByUser[] = bound.map((p) => {
      const held = new Set(ctx.db.membership(userId, p.id)?.roleIds ?? []);
      return {
        placeId: p.id,
        placeName: p.placeName,
        roles: roles
          .filter((r) => r.placeIds.includes(p.id))
          .map((r) => ({ id: r.id, roleName: r.roleName, checked: held.has(r.id) })),
      };
    });
    return ok(tree);
  }),
];
