import { authService } from '@/api/services/auth-service';
import { afterSignIn } from './flows';
import { useAccess } from '@/access/access-store';
import { leafMenus, menuPathOf } from '@/access/menu';
import { landing } from './return-to';

/**
 * What the login page calls. It is imported on demand (and prefetched once the page is idle), so that the
 * request layer, encryption and the query cache are not part of the login page's first load.
 */
export const signInWithPassword = async (account: string, password: string, autoLogin: boolean) =>
  afterSignIn(await authService.login(account, password), autoLogin);

export const signInWithScanCode = async (codeId: string) =>
  afterSignIn(await authService.scanLogin(codeId), false);

/** Whether the entered place's menu has a page (a return goes there only then; elsewhere it would be a 403). */
export const inMenu = (path: string): boolean =>
  leafMenus(useAccess.getState().menus).some((m) => m.path === menuPathOf(path));

/** Where a sign-in that answered `next` lands, given the page asked for before it (session/return-to.ts). */
export const landingFor = (next: string, back: string | null): string => landing(next, back, inMenu);
