/**
 * What a place changed of the platform's menu, and its own entries (issue 21 item 4, ./menu-admin.ts). Both start
 * empty: a place without rows has the platform's menu as it is.
 */
import type { MenuIconKey } from '../../../src/domain/menu-admin';
import { defineTable, type StampedRow, type StoredRow } from '../../table';

/** A system entry as the place changed it; a field that is null keeps the platform's value. */
export interface MenuOverrideRow extends StoredRow {
  placeId: number;
  /** the platform's menuId (mocks/menus.ts) */
  menuId: number;
  name: string | null;
  enName: string | null;
  sort: number | null;
  hidden: boolean;
  updateTime: string;
}

/** An entry of the place's own: its menuId is OWN_MENU_BASE + id. */
export interface OwnMenuRow extends StampedRow {
  placeId: number;
  kind: 'link' | 'group';
  /** 0 (the top), a top-level system group, or an own group (links only) */
  parentId: number;
  name: string;
  enName: string;
  /** a link's http(s) address; '' for a group */
  url: string;
  icon: MenuIconKey;
  sort: number;
  hidden: boolean;
  /** a link: staff see it only when a role gives its key `custom:<menuId>:view` (false once deleted) */
  restricted: boolean;
}

export const MENU_TABLES = {
  override: defineTable<MenuOverrideRow>('businessMenuOverride'),
  own: defineTable<OwnMenuRow>('businessMenuOwn'),
};
