import type { MenuNode } from './menu';

/** The ERP entry of §2: it asks the server for a login link instead of opening a page. */
export const ERP_PATH = '/shopManage/index';
/** Where external menu addresses open, embedded (§2). */
export const FRAME_PATH = '/frame';

export type MenuAction = { kind: 'route'; to: string } | { kind: 'window'; url: string } | { kind: 'erp' };

/** What choosing a menu leaf does (§2 Route behaviour). */
export function menuAction(menu: Pick<MenuNode, 'path' | 'external' | 'target'>): MenuAction {
  if (menu.path === ERP_PATH) return { kind: 'erp' };
  if (menu.target === '_blank') return { kind: 'window', url: menu.path };
  if (menu.external) return { kind: 'route', to: `${FRAME_PATH}?url=${encodeURIComponent(menu.path)}` };
  return { kind: 'route', to: menu.path };
}

/** A route with a target opens its `url` query parameter in a new window (§2). */
export function targetUrl(search: string): string | null {
  const url = new URLSearchParams(search).get('url');
  return url && /^(https?:)?\/\//.test(url) ? url : url?.startsWith('/') ? url : null;
}
