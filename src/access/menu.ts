/** A node of the menu tree the server sends (GET /api/merchantMenus or /api/netbarMenus). */
export interface MenuNode {
  menuId: number;
  name: string;
  enName: string;
  path: string;
  /** an icon key; app/ maps keys to components through a whitelist */
  icon?: string;
  children?: MenuNode[];
  roles?: string[];
  /** shown for non-network places only (placeType not 50) */
  onlyHotel?: boolean;
  target?: '_blank';
  external?: boolean;
}

export interface MenuPayload {
  menus: MenuNode[];
  permissions: string[];
}

/** Leaves in menu order: the pages a user can open. */
export function leafMenus(menus: MenuNode[]): MenuNode[] {
  return menus.flatMap((m) => (m.children && m.children.length > 0 ? leafMenus(m.children) : [m]));
}

/** Filter the tree for the place kind and the user's roles (§2, §6). */
export function visibleMenus(menus: MenuNode[], ctx: { netbar: boolean; roles: string[] }): MenuNode[] {
  return menus
    .filter((m) => !(m.onlyHotel && ctx.netbar))
    .filter((m) => !m.roles || m.roles.length === 0 || m.roles.some((r) => ctx.roles.includes(r)))
    .map((m) => (m.children ? { ...m, children: visibleMenus(m.children, ctx) } : m))
    .filter((m) => !m.children || m.children.length > 0 || m.path !== '');
}

/** The first page of the menu (§4: where a place switch and an internet-cafe home visit land). */
export function firstMenuUrl(menus: MenuNode[]): string | null {
  const first = leafMenus(menus).find((m) => !m.external && m.target !== '_blank');
  return first ? first.path : null;
}

export function findMenuByPath(menus: MenuNode[], path: string): MenuNode | undefined {
  return leafMenus(menus).find((m) => m.path === path);
}

/** Pages outside the layout that belong to a menu entry (a full-screen view): their path → the entry's path. */
const menuOwners = new Map<string, string>();

/** Said once per such page (src/app/features.ts, from the manifests' `routes` that name a `menu`). */
export function registerMenuOwner(path: string, menuPath: string): void {
  menuOwners.set(path, menuPath);
}

/** The menu entry a path is admitted by: its own, or the one a page outside the layout belongs to. */
export const menuPathOf = (path: string): string => menuOwners.get(path) ?? path;
