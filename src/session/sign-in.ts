import { authService } from '@/api/services/auth-service';
import { afterSignIn } from './flows';

/**
 * What the login page calls. It is imported on demand (and prefetched once the page is idle), so that the
 * request layer, encryption and the query cache are not part of the login page's first load.
 */
export const signInWithPassword = async (account: string, password: string, autoLogin: boolean) =>
  afterSignIn(await authService.login(account, password), autoLogin);

export const signInWithScanCode = async (codeId: string) =>
  afterSignIn(await authService.scanLogin(codeId), false);
