/**
 * Staff roles (§6): what a staff member may see and do is what their roles give (issue 21). A role belongs to an
 * owner, covers some of their places and holds resource keys; a staff membership names its roles. The keys a staff
 * member holds at a place are those of their roles that cover it, cut to what the place's menu grants (its kind and
 * the licences it holds: mocks/menus.ts `menusFor`). The roles page and the staff accounts are to come; the demo's
 * staff account holds one seeded role, 前台接待, with what a front desk holds by default.
 */
import { chinaToday } from '../../../src/domain/calendar';
import { menusFor } from '../../menus';
import type { Db, MemberRole, PlaceRow } from '../../db';
import { heldModules } from '../common-license/routes';
import { ROLES } from './role-tables';
import { applyOverrides } from './menu-overrides';

/** The keys a staff member's roles give at a place (before the place's menu cuts them). */
export function roleKeys(db: Db, placeId: number, userId: number): Set<string> {
  const ids = new Set(db.membership(userId, placeId)?.roleIds ?? []);
  const keys = new Set<string>();
  for (const r of db.table(ROLES.role))
    if (ids.has(r.id) && r.placeIds.includes(placeId)) for (const k of r.perms) keys.add(k);
  return keys;
}

/**
 * The menu and keys a user of a role has at a place today: the owner's whole menu (as its licences allow), a
 * staff member's cut to their roles' keys (mocks/menus.ts `menusFor`). What /api/merchantMenus answers and what
 * every call's key is checked against.
 */
export function placeMenus(db: Db, place: PlaceRow, role: MemberRole, now: number, userId: number) {
  const modules = heldModules(db, place.id, chinaToday(now));
  const grant = role === 'staff' ? roleKeys(db, place.id, userId) : undefined;
  // the place's own changes to its menu (names, order, hidden entries, own links: ./menu-overrides.ts)
  return applyOverrides(db, place, role, grant, menusFor(place.placeType, role, modules, grant));
}
