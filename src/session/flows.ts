import { authService, type TokenPair } from '@/api/services/auth-service';
import { businessPlace } from '@/api/services/business-place';
import { dictApi } from '@/api/services/dict';
import { expireSession, refreshSession } from '@/api/client';
import { isApiError } from '@/api/errors';
import { placeKey, queryClient } from '@/api/query-client';
import { setAccess, useAccess } from '@/access/access-store';
import { firstMenuUrl, leafMenus, visibleMenus } from '@/access/menu';
import { i18n } from '@/i18n/i18n';
import { endSession } from './lifecycle';
import { lockScreen } from './lock';
import { isNetbar, session, type Place } from './session-store';
import { startTokenCheck } from './token-check';
import { resetRefreshState } from '@/api/refresh';

/**
 * The session's use cases: sign in, choose a place, sign out. Pages call these and navigate to the
 * path they return; nothing here touches the router.
 */

export const tokenCheckDeps = {
  refresh: refreshSession,
  expire: () => expireSession(i18n.t('errors.sessionExpired')),
};

/** Where to go after tokens are in hand: the single place's first page, /pickplace, or /addInfo. */
export async function afterSignIn(pair: TokenPair, autoLogin: boolean): Promise<string> {
  session.setTokens({ aToken: pair.a_token, rToken: pair.r_token, datetime: Date.now() }, autoLogin);
  startTokenCheck(tokenCheckDeps);
  const user = await authService.userInfo();
  session.setUser(user);
  return continueWithPlaces();
}

/** With a signed-in user: no place → /addInfo; exactly one → enter it (§4); several → /pickplace. */
export async function continueWithPlaces(): Promise<string> {
  const places = await businessPlace.ownList();
  queryClient.setQueryData(['places', 'own'], places);
  if (places.length === 0) return '/addInfo';
  if (places.length === 1 && places[0]) return enterPlace(places[0]);
  return '/pickplace';
}

/**
 * Enter a place (§4): load its menu, permissions and dictionary, then answer the first menu URL.
 * The place is stored first so that the menu call carries its id and source identity.
 */
export async function enterPlace(place: Place): Promise<string> {
  const previous = session.get().place;
  session.setPlace(place);
  try {
    const [payload] = await Promise.all([
      authService.menus(isNetbar(place)),
      queryClient.fetchQuery({ queryKey: placeKey(place.id, 'dict'), queryFn: () => dictApi.listByTypes() }),
    ]);
    const roles = session.get().user?.roles ?? [];
    const menus = visibleMenus(payload.menus, { netbar: isNetbar(place), roles });
    setAccess(place.id, menus, payload.permissions);
    return firstMenuUrl(menus) ?? '/403';
  } catch (e) {
    session.setPlace(previous);
    throw e;
  }
}

/**
 * Switch place (§4): reload menu, permissions and dictionary for the new place, then go to its first menu
 * URL, or stay on the current page when the new place allows it too.
 */
export async function switchPlace(place: Place, currentPath: string, currentUrl: string): Promise<string> {
  const first = await enterPlace(place);
  const allowed = leafMenus(useAccess.getState().menus).some((m) => m.path === currentPath);
  return allowed ? currentUrl : first;
}

/**
 * Fetch the user when the roles are not loaded (§2). When the server refuses, the session ends; a network
 * failure or timeout (the page being left, a blip) keeps it, so that it can be retried.
 */
export async function ensureUser(): Promise<'ok' | 'transient' | 'refused'> {
  if (session.get().user) return 'ok';
  try {
    session.setUser(await authService.userInfo());
    return 'ok';
  } catch (e) {
    // unreachable, or locked (the lock page takes over): the session stays
    if (isApiError(e) && (e.kind === 'network' || e.kind === 'timeout' || e.kind === 'locked'))
      return 'transient';
    endSession();
    return 'refused';
  }
}

/**
 * Lock the screen (§4): at once here (the pages unmount, every call but unlock is held back, the other tabs
 * of the session follow), then on the server, which suspends the session's token until unlock. Without the
 * server (offline) the local lock still holds, and the first call after it is refused there anyway.
 */
export async function lockSession(from: string): Promise<void> {
  lockScreen.lock(from, session.get().user?.name);
  try {
    await authService.lock();
  } catch {
    // the local lock stands; the server is told nothing it could use against the session
  }
}

/**
 * Unlock with the account password: the server answers a fresh token pair, announced to the other tabs
 * before they unlock. Answers where to go back to.
 */
export async function unlockSession(password: string): Promise<string> {
  const pair = await authService.unlock(password);
  session.setTokens({ aToken: pair.a_token, rToken: pair.r_token, datetime: Date.now() });
  return lockScreen.unlock();
}

/** Log out (§4): tell the server when it can be reached, then clear everything regardless. */
export async function logout(): Promise<void> {
  if (session.get().tokens) {
    try {
      await authService.logout();
    } catch {
      // the local session ends even when the server is unreachable
    }
  }
  endSession();
  resetRefreshState();
}
