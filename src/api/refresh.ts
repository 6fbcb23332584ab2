import { session, type Tokens } from '@/session/session-store';
import { prefix } from '@/session/storage-keys';

/**
 * One token refresh at a time, in this tab and across tabs.
 *
 * - In a tab: every caller (concurrent 401s, the hourly check) shares the one promise in flight.
 * - Across tabs: a duplicated tab starts with the same refresh token; the server rotates it on use, so two
 *   tabs refreshing at once would log one of them out. A Web Lock serialises the refresh, and a
 *   BroadcastChannel hands the new tokens to every tab that still holds the old refresh token, so the
 *   second tab adopts them instead of spending a dead token.
 */
export type RefreshCall = (rToken: string) => Promise<Tokens>;

interface Announcement {
  oldRToken: string;
  tokens: Tokens;
}

const LOCK_NAME = `${prefix}-token-refresh`;
let inflight: Promise<Tokens> | null = null;
let channel: BroadcastChannel | null = null;

function getChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(`${prefix}-session`);
  channel.onmessage = (ev: MessageEvent<Announcement>) => {
    const current = session.get().tokens;
    if (current && ev.data?.oldRToken === current.rToken) session.setTokens(ev.data.tokens);
  };
  return channel;
}

async function withLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return fn();
  return locks.request(LOCK_NAME, fn);
}

/** Refresh the tokens once for everybody waiting. Rejects when there is nothing to refresh with. */
export function refreshTokens(call: RefreshCall): Promise<Tokens> {
  if (inflight) return inflight;
  const stale = session.get().tokens?.rToken;
  getChannel();
  inflight = withLock(async () => {
    const current = session.get().tokens;
    if (!current?.rToken || !stale) throw new Error('no refresh token');
    // Another tab refreshed while we waited for the lock and handed us its tokens.
    if (current.rToken !== stale) return current;
    const tokens = await call(stale);
    if (!tokens.aToken || !tokens.rToken) throw new Error('refresh returned no token');
    session.setTokens(tokens);
    getChannel()?.postMessage({ oldRToken: stale, tokens } satisfies Announcement);
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

/** For tests and logout: forget the channel so a new session starts clean. */
export function resetRefreshState(): void {
  inflight = null;
  channel?.close();
  channel = null;
}
