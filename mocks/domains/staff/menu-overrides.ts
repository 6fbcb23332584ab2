/**
 * A place's menu after its owner's changes (issue 21 item 4; docs/staff.md "Menus and resources"): system entries
 * renamed, reordered among their siblings or hidden, and the owner's own links and groups. Two views of it:
 *
 * - `applyOverrides`: the menu call's answer (and so every key check, mocks/domains/staff/roles.ts `placeMenus`):
 *   a hidden entry is dropped for everyone, with its keys (its page is off at the place, not only out of the
 *   menu); an own link is `{external: true, target: '_blank', path: url}`, seen by the owner, and by a staff
 *   member when a role gives its key `custom:<menuId>:view` or once that key was deleted;
 * - `placeTree`: what menu/listTree answers the owner: every entry, hidden ones flagged.
 */
import {
  customKey,
  isOwnMenuId,
  NOT_HIDEABLE,
  OWN_MENU_BASE,
  type MenuTreeNode,
} from '../../../src/domain/menu-admin';
import type { Db, MemberRole, PlaceRow, StoredRow, Table } from '../../db';
import { isNetbarType, systemMenu, type MenuNode } from '../../menus';
import { MENU_TABLES, type MenuOverrideRow, type OwnMenuRow } from './menu-tables';

export type SystemDef = ReturnType<typeof systemMenu>[number];

/** A system entry of a place kind: its declaration, its parent and its place among its siblings. */
export interface SystemEntry {
  def: SystemDef;
  parentId: number;
  /** the platform's order: 10, 20, 30 … among its siblings */
  sort: number;
  /** it or a group above it is for the owner only */
  ownerOnly: boolean;
  /** NOT_HIDEABLE, or a group holding one */
  locked: boolean;
}

const INDEXES = new Map<boolean, ReadonlyMap<number, SystemEntry>>();

/** The system entries of a place kind by menuId. */
export function systemIndex(placeType: number): ReadonlyMap<number, SystemEntry> {
  const netbar = isNetbarType(placeType);
  const known = INDEXES.get(netbar);
  if (known) return known;
  const index = new Map<number, SystemEntry>();
  const walk = (defs: readonly SystemDef[], parentId: number, ownerOnly: boolean): boolean => {
    let anyLocked = false;
    defs.forEach((def, i) => {
      const only = ownerOnly || (!!def.roles && !def.roles.includes('staff'));
      const entry: SystemEntry = { def, parentId, sort: (i + 1) * 10, ownerOnly: only, locked: false };
      index.set(def.menuId, entry);
      const below = def.children ? walk(def.children, def.menuId, only) : false;
      entry.locked = below || (NOT_HIDEABLE as readonly number[]).includes(def.menuId);
      anyLocked ||= entry.locked;
    });
    return anyLocked;
  };
  walk(systemMenu(placeType), 0, false);
  INDEXES.set(netbar, index);
  return index;
}

export const ownMenuId = (row: OwnMenuRow): number => OWN_MENU_BASE + row.id;

/**
 * A table's rows without creating it: the menu call runs before every keyed call, and a place without changes
 * must not add empty tables to what the database stores.
 */
function peek<Row extends StoredRow>(db: Db, table: Table<Row>): Row[] {
  // rows of a declared table are stored as its Row (mocks/table.ts `tableRows`)
  return (db.data.entities[table.name] ?? []) as unknown as Row[];
}

/** The place's own entry of this menuId, if any. */
export function ownEntry(db: Db, placeId: number, menuId: number): OwnMenuRow | undefined {
  if (!isOwnMenuId(menuId)) return undefined;
  return peek(db, MENU_TABLES.own).find((r) => r.placeId === placeId && ownMenuId(r) === menuId);
}

export const overridesAt = (db: Db, placeId: number): MenuOverrideRow[] =>
  peek(db, MENU_TABLES.override).filter((r) => r.placeId === placeId);
export const ownEntriesAt = (db: Db, placeId: number): OwnMenuRow[] =>
  peek(db, MENU_TABLES.own).filter((r) => r.placeId === placeId);

/** Order by `sort`; a tie keeps the order they came in (the platform's entries before the own ones). */
const bySort = <T>(items: Array<{ node: T; sort: number }>): T[] =>
  items.sort((a, b) => a.sort - b.sort).map((i) => i.node);

/** An own entry as the menu call answers it. */
function ownNode(row: OwnMenuRow, children: MenuNode[]): MenuNode {
  const base = { menuId: ownMenuId(row), name: row.name, enName: row.enName, icon: row.icon };
  return row.kind === 'link'
    ? { ...base, path: row.url, external: true, target: '_blank' }
    : { ...base, path: '', children };
}

/**
 * The menu call's answer at a place after its changes: `served` is what the platform's menu gives the user
 * (mocks/menus.ts `menusFor`), `grant` a staff member's keys (their roles', mocks/domains/staff/roles.ts).
 * Without changes at the place, `served` as it is.
 */
export function applyOverrides(
  db: Db,
  place: PlaceRow,
  role: MemberRole,
  grant: ReadonlySet<string> | undefined,
  served: { menus: MenuNode[]; permissions: string[] },
): { menus: MenuNode[]; permissions: string[] } {
  const overrides = overridesAt(db, place.id);
  const own = ownEntriesAt(db, place.id);
  if (overrides.length === 0 && own.length === 0) return served;
  const index = systemIndex(place.placeType);
  const over = new Map(overrides.map((o) => [o.menuId, o]));
  const mayOpen = (r: OwnMenuRow) =>
    role === 'owner' || !r.restricted || (grant?.has(customKey(ownMenuId(r))) ?? false);
  const ownShown = own.filter((r) => !r.hidden && (r.kind === 'group' || mayOpen(r)));
  /** the keys of the pages left in the menu, and the keys of the own links shown */
  const kept = new Set<string>();
  const linkKeys: string[] = [];

  const ownUnder = (parentId: number) =>
    ownShown
      .filter((r) => r.parentId === parentId)
      .flatMap((r) => {
        if (r.kind === 'link') {
          if (r.restricted) linkKeys.push(customKey(ownMenuId(r)));
          return [{ node: ownNode(r, []), sort: r.sort }];
        }
        const links = level([], ownMenuId(r));
        return links.length ? [{ node: ownNode(r, links), sort: r.sort }] : [];
      });

  function level(nodes: MenuNode[], parentId: number): MenuNode[] {
    const items: Array<{ node: MenuNode; sort: number }> = [];
    for (const n of nodes) {
      const o = over.get(n.menuId);
      if (o?.hidden) continue;
      const node: MenuNode = { ...n, name: o?.name ?? n.name, enName: o?.enName ?? n.enName };
      if (n.children) {
        node.children = level(n.children, n.menuId);
        // a group left empty would show as a page of its own
        if (node.children.length === 0) continue;
      } else for (const k of index.get(n.menuId)?.def.perms ?? []) kept.add(k);
      items.push({ node, sort: o?.sort ?? index.get(n.menuId)?.sort ?? 0 });
    }
    items.push(...ownUnder(parentId));
    if (parentId === 0) {
      // a system group the user does not see for its own pages (a staff member without any of its keys) still
      // holds the own links they may open: it shows with those
      const present = new Set(nodes.map((n) => n.menuId));
      for (const [menuId, entry] of index) {
        if (entry.parentId !== 0 || !entry.def.children || present.has(menuId)) continue;
        if (over.get(menuId)?.hidden || (entry.ownerOnly && role !== 'owner')) continue;
        const links = bySort(ownUnder(menuId));
        if (links.length === 0) continue;
        const { menuId: id, name, enName, path, icon } = entry.def;
        const o = over.get(menuId);
        const node = { menuId: id, name: o?.name ?? name, enName: o?.enName ?? enName, path, icon };
        items.push({ node: { ...node, children: links }, sort: o?.sort ?? entry.sort });
      }
    }
    return bySort(items);
  }

  const menus = level(served.menus, 0);
  const permissions = [...served.permissions.filter((k) => kept.has(k)), ...linkKeys];
  return { menus, permissions: [...new Set(permissions)] };
}

/**
 * The place's menu as its owner shapes it (menu/listTree): `ownerMenus` is the owner's menu of the platform at
 * the place (its kind and licences); every entry is in, the hidden ones flagged, each with what the page needs.
 */
export function placeTree(db: Db, place: PlaceRow, ownerMenus: MenuNode[]): MenuTreeNode[] {
  const index = systemIndex(place.placeType);
  const over = new Map(overridesAt(db, place.id).map((o) => [o.menuId, o]));
  const own = ownEntriesAt(db, place.id);
  const present = new Set<number>();
  const collect = (nodes: MenuNode[]) =>
    nodes.forEach((n) => {
      present.add(n.menuId);
      collect(n.children ?? []);
    });
  collect(ownerMenus);
  own.filter((r) => r.kind === 'group').forEach((r) => present.add(ownMenuId(r)));
  // an own entry whose group is not at the place any more shows at the top
  const parentOf = (r: OwnMenuRow) => (present.has(r.parentId) ? r.parentId : 0);

  const ownItems = (parentId: number) =>
    own
      .filter((r) => parentOf(r) === parentId)
      .map((r) => {
        const menuId = ownMenuId(r);
        const node: MenuTreeNode = {
          menuId,
          parentId,
          name: r.name,
          enName: r.enName,
          path: r.kind === 'link' ? r.url : '',
          icon: r.icon,
          sort: r.sort,
          hidden: r.hidden,
          system: false,
          kind: r.kind,
          resourceCount: r.kind === 'link' && r.restricted ? 1 : 0,
          hideable: true,
          ownerOnly: false,
          restricted: r.kind === 'link' && r.restricted,
          defaultName: '',
          defaultEnName: '',
          children: r.kind === 'group' ? bySort(ownItems(menuId)) : [],
        };
        return { node, sort: r.sort };
      });

  const level = (nodes: MenuNode[], parentId: number): MenuTreeNode[] =>
    bySort([
      ...nodes.map((n) => {
        const entry = index.get(n.menuId);
        const o = over.get(n.menuId);
        const sort = o?.sort ?? entry?.sort ?? 0;
        const node: MenuTreeNode = {
          menuId: n.menuId,
          parentId,
          name: o?.name ?? n.name,
          enName: o?.enName ?? n.enName,
          path: n.path,
          icon: n.icon,
          sort,
          hidden: o?.hidden ?? false,
          system: true,
          kind: n.children ? 'group' : 'page',
          resourceCount: n.children ? 0 : (entry?.def.perms?.length ?? 0),
          hideable: !entry?.locked,
          ownerOnly: entry?.ownerOnly ?? false,
          restricted: false,
          defaultName: entry?.def.name ?? n.name,
          defaultEnName: entry?.def.enName ?? n.enName,
          children: n.children ? level(n.children, n.menuId) : [],
        };
        return { node, sort };
      }),
      ...ownItems(parentId),
    ]);
  return level(ownerMenus, 0);
}

/** Every node of a tree, depth first in order. */
export const flatten = (nodes: MenuTreeNode[]): MenuTreeNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);
