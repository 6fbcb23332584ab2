import { checkTokenNow, startTokenCheck } from './token-check';
import { tokenCheckDeps } from './flows';
import { session } from './session-store';

/**
 * A page load with a session in storage (a reload, or a new tab of a signed-in user): the 4-hour cookie may
 * have lapsed while the page was closed, so check once now, then hourly. Loaded after the first paint.
 */
export function resumeSession(): void {
  if (!session.get().tokens) return;
  void checkTokenNow(tokenCheckDeps);
  startTokenCheck(tokenCheckDeps);
}
