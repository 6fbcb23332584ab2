import type { MenuNode } from './menu';

/** Menu names come from the server in both languages; pick the one for the UI language. */
export function menuLabel(menu: Pick<MenuNode, 'name' | 'enName'>, language: string): string {
  return language === 'en' && menu.enName ? menu.enName : menu.name;
}
