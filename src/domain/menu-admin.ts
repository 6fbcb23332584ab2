import { entity, field, type FieldSpec } from './entity';

/**
 * Menus and resources (§6, §7 "System"; issue 21 item 4): what a merchant may change of the platform's menu at a
 * place, and who holds each resource key. Shared by the page (src/features/staff/menu-*) and the mock
 * (mocks/domains/staff/menu-admin.ts, menu-overrides.ts); docs/staff.md "Menus and resources".
 *
 * - A system entry (the platform's menu, mocks/menus.ts) may be renamed (zh and en), given another place among
 *   its siblings (`sort`) and hidden for everyone at the place; never removed, its address never changed.
 * - The owner adds their own entries: a link (an http(s) address opened in a new tab) at the top or under a
 *   top-level group, or a group (目录) at the top holding links.
 * - A page's resources are its keys; an own link has one, `custom:<menuId>:view`, until it is deleted (the link is
 *   then open to every staff member of the place).
 */

export const MENU_BASE = '/business-merchant/menu';
/** the edit call is served under /api, as §7 lists it */
export const MENU_EDIT_PATH = '/api/menu/edit';
export const RESOURCE_BASE = '/business-merchant/resource';

/** The icon keys a menu entry may have (the sidebar's whitelist, src/components/menu-icons.tsx). */
export const MENU_ICON_KEYS = [
  'home',
  'building',
  'setting',
  'shop',
  'team',
  'wallet',
  'message',
  'app',
  'bar-chart',
  'swap',
  'desktop',
  'gift',
  'file-text',
  'exception',
  'user',
  'safety',
] as const;
export type MenuIconKey = (typeof MENU_ICON_KEYS)[number];

/** An own entry's menuId is this plus its row's id: never one of the platform's (1000–2999). */
export const OWN_MENU_BASE = 100_000;
export const isOwnMenuId = (menuId: number): boolean => menuId > OWN_MENU_BASE;

/** At most this many own entries (links and groups) a place. */
export const MAX_OWN_ENTRIES = 50;

/**
 * The entries that cannot be hidden: the home page (where / and every sign-in land), the profile (the avatar
 * menu opens it), the messages and the help (the top bar's icons open them) and this page (hiding it would lock
 * the owner out of bringing the others back); and the groups holding them (hiding a group hides its entries).
 */
export const NOT_HIDEABLE = [1000, 2001, 2004, 2005, 2305] as const;

/** The key of an own link's one resource. */
export const customKey = (menuId: number): string => `custom:${menuId}:view`;

/**
 * A resource's id: its page's menuId × 100 plus the key's place (1-based) in the page's keys, so the same key of
 * the same page has the same id at every place, and the id says which page it belongs to.
 * @example resourceIdOf(1101, 0) // 110101, room:building:list of 楼栋楼层
 */
export const resourceIdOf = (menuId: number, index: number): number => menuId * 100 + index + 1;
export const resourceOfId = (resourceId: number): { menuId: number; index: number } => ({
  menuId: Math.floor(resourceId / 100),
  index: (resourceId % 100) - 1,
});

/** What a key allows, by its last segment: each has its words (`menuAdmin.action.<segment>`). */
export const KEY_ACTIONS = [
  'list',
  'view',
  'add',
  'edit',
  'delete',
  'status',
  'export',
  'print',
  'check',
  'buy',
  'myApp',
  'clear',
  'reset',
  'resign',
  'role',
  'auth',
] as const;
export type KeyAction = (typeof KEY_ACTIONS)[number] | 'other';

/** @example keyAction('room:building:delete') // 'delete'; keyAction('room:x:frob') // 'other' */
export function keyAction(perm: string): KeyAction {
  const last = perm.split(':').pop() ?? '';
  return (KEY_ACTIONS as readonly string[]).includes(last) ? (last as KeyAction) : 'other';
}

/** What kind of entry a node is: a system page, a group (system or own), or an own link. */
export type MenuEntryKind = 'page' | 'group' | 'link';

/** A node of menu/listTree: the place's menu as its owner sees it after the place's changes. */
export interface MenuTreeNode {
  menuId: number;
  /** 0 at the top */
  parentId: number;
  name: string;
  /** '' when none: the English interface shows `name` */
  enName: string;
  /** the page's address; a link's URL; '' for an own group */
  path: string;
  icon: string;
  sort: number;
  hidden: boolean;
  /** the platform's entry (renamed, moved among its siblings or hidden at most) or the owner's own */
  system: boolean;
  kind: MenuEntryKind;
  /** how many resource keys the entry has (a page's keys, an own link's one while it is restricted) */
  resourceCount: number;
  /** false for NOT_HIDEABLE and the groups holding them */
  hideable: boolean;
  /** the page is the owner's only (its keys cannot be given to a role) */
  ownerOnly: boolean;
  /** an own link: staff see it only when a role gives its key (false once its resource is deleted) */
  restricted: boolean;
  /** a system entry's own names, before the place renamed it ('' for own entries) */
  defaultName: string;
  defaultEnName: string;
  children: MenuTreeNode[];
}

/** An entry of menu/list: a node without its children, and how many it has. */
export type MenuListItem = Omit<MenuTreeNode, 'children'> & { childCount: number };

/** A resource key of a page, as resource/list answers it. */
export interface MenuResource {
  resourceId: number;
  menuId: number;
  /** the page's name at the place */
  menuName: string;
  perm: string;
  /** the key's last segment, or 'other' */
  action: KeyAction;
  /** what the key allows, in the server's words (the page shows its own translation of `action`) */
  name: string;
  /** the owner's roles covering this place that hold the key */
  roleIds: number[];
  roleNames: string[];
  /** false for an owner-only page's keys: no role may be given them */
  grantable: boolean;
}

/* ------------------------------------------------------------------ field rules */

/** A boolean as the wire may carry it: true/false or 1/0. */
export const flagValue = (v: unknown): boolean | null =>
  v === true || v === 1 || v === '1' || v === 'true'
    ? true
    : v === false || v === 0 || v === '0' || v === 'false'
      ? false
      : null;

// eslint-disable-next-line no-control-regex -- control characters are exactly what the rule refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * An address a link may open: http or https, with a host, no user or password, no spaces.
 * @example urlProblem('https://pms.example.com/login') // null
 * @example urlProblem('javascript:alert(1)') // 'menuAdmin.urlInvalid'
 */
export function urlProblem(v: unknown): string | null {
  if (typeof v !== 'string' || !/^https?:\/\/[^\s/?#]+[^\s]*$/i.test(v)) return 'menuAdmin.urlInvalid';
  try {
    const url = new URL(v);
    return url.hostname && !url.username && !url.password ? null : 'menuAdmin.urlInvalid';
  } catch {
    return 'menuAdmin.urlInvalid';
  }
}

const flagSpec = (message: string): FieldSpec<'any'> => ({
  kind: 'any',
  checks: [(v) => (flagValue(v) === null ? message : null)],
  example: false,
});

const FIELDS = {
  name: field.text({
    required: 'menuAdmin.nameRequired',
    maxLength: 20,
    tooLong: 'menuAdmin.nameTooLong',
    checks: [(v) => (CONTROL.test(String(v)) ? 'menuAdmin.nameInvalid' : null)],
    example: 'PMS',
  }),
  enName: field.text({
    maxLength: 40,
    tooLong: 'menuAdmin.enNameTooLong',
    checks: [(v) => (CONTROL.test(String(v)) ? 'menuAdmin.nameInvalid' : null)],
    example: 'PMS',
  }),
  /** the place among its siblings; blank: a new entry goes last, an edit keeps it */
  sort: field.int({ min: 0, max: 9999, range: 'fieldRules.sort' }),
  hidden: flagSpec('menuAdmin.hiddenInvalid'),
  icon: field.text({
    checks: [(v) => ((MENU_ICON_KEYS as readonly unknown[]).includes(v) ? null : 'menuAdmin.iconInvalid')],
    example: 'app',
  }),
  /** 0 (the top) or a top-level group: the server checks which */
  parentId: field.int({
    min: 0,
    range: 'menuAdmin.parentInvalid',
    initial: 0,
    tableRule: 'the top (0) or a top-level group of the place',
  }),
  url: field.text({
    required: 'menuAdmin.urlRequired',
    maxLength: 300,
    tooLong: 'menuAdmin.urlTooLong',
    checks: [urlProblem],
    example: 'https://pms.example.com/',
  }),
  restricted: flagSpec('menuAdmin.restrictedInvalid'),
};

/** A system entry: what may change of it (names, order, hidden). */
export const systemEntryEntity = entity({
  name: FIELDS.name,
  enName: FIELDS.enName,
  sort: FIELDS.sort,
  hidden: FIELDS.hidden,
});

/** An own group (目录): at the top, holding links. */
export const groupEntryEntity = entity({
  name: FIELDS.name,
  enName: FIELDS.enName,
  sort: FIELDS.sort,
  hidden: FIELDS.hidden,
  icon: FIELDS.icon,
  parentId: FIELDS.parentId,
});

/** An own link: an http(s) address opened in a new tab. */
export const linkEntryEntity = entity({
  name: FIELDS.name,
  enName: FIELDS.enName,
  url: FIELDS.url,
  sort: FIELDS.sort,
  hidden: FIELDS.hidden,
  icon: FIELDS.icon,
  parentId: FIELDS.parentId,
  restricted: FIELDS.restricted,
});

/** The declaration of an entry of this kind. */
export const entryEntityOf = (kind: MenuEntryKind) =>
  kind === 'link' ? linkEntryEntity : kind === 'group' ? groupEntryEntity : systemEntryEntity;

/** The fields the form of an entry of this kind shows and sends. */
export const entryFieldsOf = (kind: MenuEntryKind, system: boolean): string[] =>
  system ? systemEntryEntity.writable : entryEntityOf(kind).writable;

/** The default icon of a new own entry. */
export const defaultIconOf = (kind: 'link' | 'group'): MenuIconKey => (kind === 'link' ? 'file-text' : 'app');
