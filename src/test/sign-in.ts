import { authService } from '@/api/services/auth-service';
import { businessPlace } from '@/api/services/business-place';
import { enterPlace } from '@/session/flows';
import { session } from '@/session/session-store';

/** Sign in against the mock the way the login page does, and keep the tokens. */
export async function signIn(account = '13800138000', password = 'abc123456', autoLogin = true) {
  const pair = await authService.login(account, password);
  session.setTokens({ aToken: pair.a_token, rToken: pair.r_token, datetime: Date.now() }, autoLogin);
  return pair;
}

/**
 * Sign in and enter one of the account's places as the app does, so a page sees the real menu permissions
 * of the account's role there.
 * @example await signInTo('13800138002', 1001); // staff: no room delete keys
 */
export async function signInTo(account: string, placeId: number) {
  await signIn(account);
  session.setUser(await authService.userInfo());
  const place = (await businessPlace.ownList()).find((p) => p.id === placeId);
  if (!place) throw new Error(`${account} has no place ${placeId}`);
  await enterPlace(place);
}
