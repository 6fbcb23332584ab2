import { authService } from '@/api/services/auth-service';
import { session } from '@/session/session-store';

/** Sign in against the mock the way the login page does, and keep the tokens. */
export async function signIn(account = '13800138000', password = 'abc123456', autoLogin = true) {
  const pair = await authService.login(account, password);
  session.setTokens({ aToken: pair.a_token, rToken: pair.r_token, datetime: Date.now() }, autoLogin);
  return pair;
}
