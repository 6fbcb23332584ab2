import { checkUrl } from '@/utils/safe-url';
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

/**
 * A route with a target opens its `url` query parameter in a new window (§2): only an address of this
 * console or of a trusted host (src/utils/safe-url.ts), so /open cannot be used as an open redirect.
 */
export function targetUrl(search: string, options?: Parameters<typeof checkUrl>[1]): string | null {
  return checkUrl(new URLSearchParams(search).get('url'), options)?.href ?? null;
}
