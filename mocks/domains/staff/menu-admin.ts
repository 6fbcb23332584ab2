/**
 * Menus and resources (§6, §7 "System"; issue 21 item 4): the place's menu as its owner may shape it and who holds
 * each resource key. menu/listTree, menu/list, menu/add, /api/menu/edit, menu/remove; resource/list,
 * resource/setAuthority, resource/deleteAuthority, resource/delete. The field rules are the declarations of
 * src/domain/menu-admin.ts; what the changes do to the menu call is ./menu-overrides.ts. docs/staff.md
 * "Menus and resources", docs/api-contract.md "Menus and resources (issue 21 item 4)".
 *
 * - System entries: renamed, reordered, hidden (not NOT_HIDEABLE); never removed, their address never changed.
 * - Own entries: links (http(s), new tab) at the top or under a top-level group, groups at the top; at most
 *   MAX_OWN_ENTRIES a place; a group is removed once empty.
 * - A resource is a key of a page (`resourceId` = menuId × 100 + its place in the page's keys); its holders are
 *   the owner's roles covering the place (`RoleRow.perms`). An owner-only page's keys and a module's the place
 *   does not hold are not given. Only an own link's key is deleted: the link is then open to all the staff.
 */
import {
  customKey,
  defaultIconOf,
  entryEntityOf,
  flagValue,
  isOwnMenuId,
  keyAction,
  MAX_OWN_ENTRIES,
  MENU_BASE,
  MENU_EDIT_PATH,
  RESOURCE_BASE,
  resourceIdOf,
  resourceOfId,
  systemEntryEntity,
  type MenuIconKey,
  type MenuListItem,
  type MenuResource,
  type MenuTreeNode,
} from '../../../src/domain/menu-admin';
import { readField, type Entity, type Fields } from '../../../src/domain/entity';
import { chinaToday } from '../../../src/domain/calendar';
import {
  bodyValues,
  invalid,
  invalidField,
  ok,
  parseBody,
  PLACE_READ,
  PLACE_WRITE,
  placeWrite,
  route,
} from '../../contract';
import { formatTime, type Db, type PlaceRow } from '../../db';
import { menusFor } from '../../menus';
import { zhTextsUnder } from '../../messages';
import { int } from '../../validate';
import { heldModules } from '../common-license/routes';
import {
  flatten,
  ownEntriesAt,
  ownEntry,
  ownMenuId,
  overridesAt,
  placeTree,
  systemIndex,
} from './menu-overrides';
import { MENU_TABLES, type OwnMenuRow } from './menu-tables';
import { ROLES, type RoleRow } from './role-tables';

const text = zhTextsUnder('menuAdmin');

export const MENU_ADMIN_MSG = {
  menuRequired: text('menuRequired'),
  menuNotFound: text('menuNotFound'),
  kindInvalid: text('kindInvalid'),
  parentInvalid: text('parentInvalid'),
  groupAtTop: text('groupAtTop'),
  systemNoRemove: text('systemNoRemove'),
  systemFixed: text('systemFixed'),
  notHideable: text('notHideable'),
  groupNotEmpty: text('groupNotEmpty'),
  tooMany: text('tooMany', { max: MAX_OWN_ENTRIES }),
  resourceRequired: text('resourceRequired'),
  resourceNotFound: text('resourceNotFound'),
  rolesInvalid: text('rolesInvalid'),
  ownerOnlyKey: (page: string) => text('ownerOnlyKey', { page }),
  moduleNotHeld: (page: string) => text('moduleNotHeld', { page }),
  systemResourceNoDelete: text('systemResourceNoDelete'),
  authorized: text('authorized'),
  revoked: text('revoked'),
} as const;

const today = (now: number) => chinaToday(now);

/** The place's menu as its owner sees it, every entry in (menu/listTree). */
function treeAt(db: Db, place: PlaceRow, now: number): MenuTreeNode[] {
  const modules = heldModules(db, place.id, today(now));
  return placeTree(db, place, menusFor(place.placeType, 'owner', modules).menus);
}

/** The entry of the `menuId` a body or query names, at the place. */
function nodeOf(tree: MenuTreeNode[], raw: unknown): MenuTreeNode {
  if (raw === undefined || raw === null || raw === '') invalid(MENU_ADMIN_MSG.menuRequired);
  const id = int(raw);
  return flatten(tree).find((n) => n.menuId === id) ?? invalid(MENU_ADMIN_MSG.menuNotFound);
}

/** The owner's roles that cover the place: who may hold its keys. */
const placeRoles = (db: Db, place: PlaceRow): RoleRow[] =>
  db.table(ROLES.role).filter((r) => r.ownerId === place.ownerId && r.placeIds.includes(place.id));

/** Take a key from the owner's roles (every one of them, or those covering the place). */
function takeKey(roles: RoleRow[], perm: string): void {
  for (const r of roles) if (r.perms.includes(perm)) r.perms = r.perms.filter((k) => k !== perm);
}
const ownerRoles = (db: Db, place: PlaceRow): RoleRow[] =>
  db.table(ROLES.role).filter((r) => r.ownerId === place.ownerId);

/** The resources of an entry: a page's keys, an own link's one while it is restricted, none for a group. */
function resourcesOf(db: Db, place: PlaceRow, node: MenuTreeNode): MenuResource[] {
  const perms = node.system
    ? node.kind === 'page'
      ? (systemIndex(place.placeType).get(node.menuId)?.def.perms ?? [])
      : []
    : node.restricted
      ? [customKey(node.menuId)]
      : [];
  const roles = placeRoles(db, place);
  return perms.map((perm, i) => {
    const holders = roles.filter((r) => r.perms.includes(perm));
    const action = keyAction(perm);
    return {
      resourceId: resourceIdOf(node.menuId, i),
      menuId: node.menuId,
      menuName: node.name,
      perm,
      action,
      name: text(`action.${action}`),
      roleIds: holders.map((r) => r.id),
      roleNames: holders.map((r) => r.roleName),
      grantable: !node.ownerOnly,
    };
  });
}

/** A resource a body or query names, at the place. */
interface Named {
  perm: string;
  /** the page's name at the place */
  page: string;
  grantable: boolean;
  /** the page belongs to a module the place holds (or to none) */
  held: boolean;
  own?: OwnMenuRow;
}

function resourceAt(db: Db, place: PlaceRow, now: number, raw: unknown): Named {
  if (raw === undefined || raw === null || raw === '')
    invalidField('resourceId', MENU_ADMIN_MSG.resourceRequired);
  const id = int(raw);
  if (id === null || id <= 0) invalid(MENU_ADMIN_MSG.resourceNotFound);
  const { menuId, index } = resourceOfId(id);
  if (isOwnMenuId(menuId)) {
    const own = ownEntry(db, place.id, menuId);
    if (!own || own.kind !== 'link' || !own.restricted || index !== 0)
      invalid(MENU_ADMIN_MSG.resourceNotFound);
    return { perm: customKey(menuId), page: own.name, grantable: true, held: true, own };
  }
  const entry = systemIndex(place.placeType).get(menuId);
  const perm = index >= 0 ? entry?.def.perms?.[index] : undefined;
  if (!entry || !perm) invalid(MENU_ADMIN_MSG.resourceNotFound);
  const module = entry.def.module;
  const name = overridesAt(db, place.id).find((o) => o.menuId === menuId)?.name ?? entry.def.name;
  return {
    perm,
    page: name,
    grantable: !entry.ownerOnly,
    held: module === undefined || heldModules(db, place.id, today(now)).includes(module),
  };
}

/** The parent an own entry may have: the top, or (a link) a top-level group. */
function checkParent(kind: 'link' | 'group', parentId: number, tree: MenuTreeNode[]): void {
  if (parentId === 0) return;
  if (kind === 'group') invalidField('parentId', MENU_ADMIN_MSG.groupAtTop);
  const parent = tree.find((n) => n.menuId === parentId);
  if (!parent || parent.kind !== 'group') invalidField('parentId', MENU_ADMIN_MSG.parentInvalid);
}

/**
 * An edit's values of a declaration: a field left out keeps its value (`current`), and so does a number sent
 * blank; text sent blank is blank (an English name cleared).
 */
function editValues<F extends Fields>(
  e: Entity<F>,
  body: Record<string, unknown>,
  current: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    e.writable.map((k) => {
      const v = body[k] === undefined ? undefined : readField(e.fields[k]!, body[k], false);
      return [k, v === null || v === undefined ? current[k] : v];
    }),
  );
}

/** A route's GET that changes data (menu/remove, resource/deleteAuthority, as §7 has them). */
const getWrite = (perm: string) => ({ ...PLACE_WRITE, mutates: true, perm });

export const menuAdminHandlers = [
  // the place's menu as the owner sees it after the place's changes, hidden entries flagged
  route.post(`${MENU_BASE}/listTree`, { ...PLACE_READ, perm: 'staff:menu:list' }, ({ db, place, now }) =>
    ok(treeAt(db, place, now)),
  ),

  // ?menuId: the entry's direct children (0 or none: the top), without theirs
  route.get(`${MENU_BASE}/list`, { ...PLACE_READ, perm: 'staff:menu:list' }, ({ db, place, now, query }) => {
    const tree = treeAt(db, place, now);
    const top = query.menuId === undefined || query.menuId === '' || int(query.menuId) === 0;
    const nodes = top ? tree : nodeOf(tree, query.menuId).children;
    return ok(nodes.map(({ children, ...n }): MenuListItem => ({ ...n, childCount: children.length })));
  }),

  // {kind: link|group, name, enName?, url (link), parentId?, sort?, icon?, hidden?, restricted?}
  route.post(`${MENU_BASE}/add`, placeWrite('staff:menu:add'), ({ db, place, body, now }) => {
    const kind = body.kind;
    if (kind !== 'link' && kind !== 'group') invalidField('kind', MENU_ADMIN_MSG.kindInvalid);
    const e = entryEntityOf(kind);
    const values = bodyValues(e, body);
    const autoSort = values.sort === null;
    if (autoSort) values.sort = 0;
    const v = parseBody(e, values) as Record<string, unknown> & { name: string; enName: string };
    const parentId = v.parentId as number;
    const tree = treeAt(db, place, now);
    checkParent(kind, parentId, tree);
    if (ownEntriesAt(db, place.id).length >= MAX_OWN_ENTRIES) invalid(MENU_ADMIN_MSG.tooMany);
    const siblings = parentId === 0 ? tree : (tree.find((n) => n.menuId === parentId)?.children ?? []);
    const last = Math.max(0, ...siblings.map((n) => n.sort));
    const t = formatTime(now);
    const row = db.insert(MENU_TABLES.own, {
      placeId: place.id,
      kind,
      parentId,
      name: v.name,
      enName: v.enName,
      url: kind === 'link' ? (v.url as string) : '',
      icon: ((v.icon as string) || defaultIconOf(kind)) as MenuIconKey,
      sort: autoSort ? Math.min(9999, last + 10) : (v.sort as number),
      hidden: flagValue(v.hidden) ?? false,
      restricted: kind === 'link' && (flagValue(v.restricted) ?? true),
      createTime: t,
      updateTime: t,
    });
    return ok({ menuId: ownMenuId(row) }, '新增成功');
  }),

  // {menuId, name, enName, sort, hidden} (+ own entries: url, parentId, icon, restricted); a field left out keeps
  // its value
  route.post(MENU_EDIT_PATH, placeWrite('staff:menu:edit'), ({ db, place, body, now }) => {
    const tree = treeAt(db, place, now);
    const node = nodeOf(tree, body.menuId);
    const t = formatTime(now);
    if (node.system) {
      const entry = systemIndex(place.placeType).get(node.menuId)!;
      const sent = (k: string) => body[k] !== undefined && body[k] !== null && body[k] !== '';
      const moved =
        (sent('path') && body.path !== entry.def.path) ||
        sent('url') ||
        (sent('parentId') && int(body.parentId) !== entry.parentId) ||
        (sent('icon') && body.icon !== entry.def.icon) ||
        (sent('kind') && body.kind !== node.kind);
      if (moved) invalid(MENU_ADMIN_MSG.systemFixed);
      const { name, enName, sort, hidden: wasHidden } = node;
      const values = editValues(systemEntryEntity, body, { name, enName, sort, hidden: wasHidden });
      const v = parseBody(systemEntryEntity, values);
      const hidden = flagValue(v.hidden) ?? node.hidden;
      if (hidden && entry.locked) invalidField('hidden', MENU_ADMIN_MSG.notHideable);
      const change = {
        name: v.name === entry.def.name ? null : v.name,
        enName: v.enName === '' || v.enName === entry.def.enName ? null : v.enName,
        sort: v.sort === entry.sort ? null : v.sort,
        hidden,
      };
      const rows = db.table(MENU_TABLES.override);
      const at = rows.findIndex((o) => o.placeId === place.id && o.menuId === node.menuId);
      const plain = !change.name && !change.enName && change.sort === null && !change.hidden;
      if (plain) {
        // back to the platform's entry: no row kept
        if (at >= 0) rows.splice(at, 1);
      } else if (at >= 0) Object.assign(rows[at]!, change, { updateTime: t });
      else
        db.insert(MENU_TABLES.override, { placeId: place.id, menuId: node.menuId, ...change, updateTime: t });
      return ok(null, '更新成功');
    }
    const row = ownEntry(db, place.id, node.menuId)!;
    const e = entryEntityOf(row.kind);
    const values = editValues(e, body, { ...row });
    const v = parseBody(e, values) as Record<string, unknown> & { name: string; enName: string };
    const parentId = v.parentId as number;
    checkParent(row.kind, parentId, tree);
    const restricted = row.kind === 'link' && (flagValue(v.restricted) ?? row.restricted);
    // an open link has no key: no role keeps it
    if (row.restricted && !restricted) takeKey(ownerRoles(db, place), customKey(node.menuId));
    Object.assign(row, {
      name: v.name,
      enName: v.enName,
      url: row.kind === 'link' ? (v.url as string) : '',
      icon: (v.icon as string) || row.icon,
      sort: v.sort as number,
      parentId,
      hidden: flagValue(v.hidden) ?? row.hidden,
      restricted,
      updateTime: t,
    });
    return ok(null, '更新成功');
  }),

  // ?menuId: an own entry (a group once empty), with its key; a system entry is hidden instead
  route.get(`${MENU_BASE}/remove`, getWrite('staff:menu:delete'), ({ db, place, now, query }) => {
    const node = nodeOf(treeAt(db, place, now), query.menuId);
    if (node.system) invalid(MENU_ADMIN_MSG.systemNoRemove);
    if (node.children.length > 0) invalid(MENU_ADMIN_MSG.groupNotEmpty);
    const rows = db.table(MENU_TABLES.own);
    rows.splice(
      rows.findIndex((r) => r.placeId === place.id && ownMenuId(r) === node.menuId),
      1,
    );
    takeKey(ownerRoles(db, place), customKey(node.menuId));
    return ok(null, '删除成功');
  }),

  // ?menuId: the entry's resources (none: every resource of the place, in menu order)
  route.get(`${RESOURCE_BASE}/list`, { ...PLACE_READ, perm: 'staff:resource:list' }, (ctx) => {
    const tree = treeAt(ctx.db, ctx.place, ctx.now);
    const { menuId } = ctx.query;
    const nodes = menuId === undefined || menuId === '' ? flatten(tree) : [nodeOf(tree, menuId)];
    return ok(nodes.flatMap((n) => resourcesOf(ctx.db, ctx.place, n)));
  }),

  // {resourceId, roleIds}: exactly these roles (of the owner, covering the place) hold the key
  route.post(
    `${RESOURCE_BASE}/setAuthority`,
    placeWrite('staff:resource:auth'),
    ({ db, place, body, now }) => {
      const named = resourceAt(db, place, now, body.resourceId);
      if (!named.grantable) invalid(MENU_ADMIN_MSG.ownerOnlyKey(named.page));
      if (!named.held) invalid(MENU_ADMIN_MSG.moduleNotHeld(named.page));
      const sent = body.roleIds ?? [];
      if (!Array.isArray(sent)) invalidField('roleIds', MENU_ADMIN_MSG.rolesInvalid);
      const roles = placeRoles(db, place);
      const ids = sent.map((v) => int(v));
      if (ids.some((id) => id === null || !roles.some((r) => r.id === id)))
        invalidField('roleIds', MENU_ADMIN_MSG.rolesInvalid);
      const chosen = new Set(ids);
      for (const r of roles) {
        const has = r.perms.includes(named.perm);
        if (chosen.has(r.id) && !has) r.perms = [...r.perms, named.perm];
        if (!chosen.has(r.id) && has) r.perms = r.perms.filter((k) => k !== named.perm);
      }
      return ok(null, MENU_ADMIN_MSG.authorized);
    },
  ),

  // ?resourceId: no role covering the place holds the key any more
  route.get(
    `${RESOURCE_BASE}/deleteAuthority`,
    getWrite('staff:resource:auth'),
    ({ db, place, now, query }) => {
      const named = resourceAt(db, place, now, query.resourceId);
      takeKey(placeRoles(db, place), named.perm);
      return ok(null, MENU_ADMIN_MSG.revoked);
    },
  ),

  // {resourceId}: an own link's key only: the link is then open to every staff member of the place
  route.post(`${RESOURCE_BASE}/delete`, placeWrite('staff:resource:delete'), ({ db, place, body, now }) => {
    const named = resourceAt(db, place, now, body.resourceId);
    if (!named.own) invalid(MENU_ADMIN_MSG.systemResourceNoDelete);
    named.own.restricted = false;
    named.own.updateTime = formatTime(now);
    takeKey(ownerRoles(db, place), named.perm);
    return ok(null, '删除成功');
  }),
];
