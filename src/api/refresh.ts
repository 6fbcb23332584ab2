import { session, type Tokens } from '@/session/session-store';
import { prefix } from '@/session/storage-keys';
import { newerTokensFromTabs } from '@/session/tab-sync';

/**
 * One token refresh at a time, in this tab and across tabs.
 *
 * - In a tab: every caller (concurrent 401s, the hourly check) shares the one promise in flight.
 * - Across tabs: the tabs of a session hold the same refresh token, and the server rotates it on use, so two
 *   tabs refreshing at once would sign one of them out. A Web Lock serialises the refresh; the tab that
 *   refreshes announces the new tokens (src/session/tab-sync.ts, which every tab listens to from its start),
 *   so a tab that waited for the lock finds them already adopted and does not spend a dead token; and when
 *   the server refuses a refresh (another tab spent the token while this one was reloading) the tab first asks
 *   the open tabs for newer tokens before it gives up.
 */
export type RefreshCall = (rToken: string) => Promise<Tokens>;

const LOCK_NAME = `${prefix}-token-refresh`;
let inflight: Promise<Tokens> | null = null;

async function withLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return fn();
  return locks.request(LOCK_NAME, fn);
}

/** Refresh the tokens once for everybody waiting. Rejects when there is nothing to refresh with. */
export function refreshTokens(call: RefreshCall): Promise<Tokens> {
  if (inflight) return inflight;
  const stale = session.get().tokens?.rToken;
  inflight = withLock(async () => {
    const current = session.get().tokens;
    if (!current?.rToken || !stale) throw new Error('no refresh token');
    // Another tab refreshed while we waited for the lock, and we adopted its tokens.
    if (current.rToken !== stale) return current;
    let tokens: Tokens;
    try {
      tokens = await call(stale);
    } catch (e) {
      const theirs = await newerTokensFromTabs();
      if (theirs) return theirs;
      throw e;
    }
    if (!tokens.aToken || !tokens.rToken) throw new Error('refresh returned no token');
    // announced to the other tabs of the session by tab-sync
    session.setTokens(tokens);
    return tokens;
  }).finally(() => {
    inflight = null;
  });
  return inflight;
}

/**
 * Settles when no refresh is in flight: a call about to leave waits for it, so that it carries the new token
 * instead of a revoked one (which would cost it a 401 and a replay).
 */
export async function refreshSettled(): Promise<void> {
  if (inflight) await inflight.catch(() => undefined);
}

/** For tests and logout: forget the refresh in flight so a new session starts clean. */
export function resetRefreshState(): void {
  inflight = null;
}
