import { readTokenCookie, session } from './session-store';
import { onSessionEnd } from './lifecycle';

export const TOKEN_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const TOKEN_REFRESH_AGE_MS = 12 * 60 * 60 * 1000;

export type TokenCheckOutcome = 'none' | 'fresh' | 'refresh' | 'expired';

/**
 * What the hourly check should do now (§4). Pure, so the rule is tested without timers.
 * - no session: nothing;
 * - the 4-hour cookie is gone, or the token is 12 h old or more: refresh when auto-login allows it,
 *   otherwise the session is over;
 * - else: fresh.
 */
export function tokenCheckOutcome(input: {
  now: number;
  issuedAt: number | null;
  hasCookie: boolean;
  canRefresh: boolean;
}): TokenCheckOutcome {
  if (input.issuedAt == null) return 'none';
  const old = input.now - input.issuedAt >= TOKEN_REFRESH_AGE_MS;
  if (!input.hasCookie || old) {
    if (input.canRefresh) return 'refresh';
    return input.hasCookie ? 'fresh' : 'expired';
  }
  return 'fresh';
}

export interface TokenCheckDeps {
  refresh: () => Promise<unknown>;
  expire: () => void;
}

/** Run one check against the live session. */
export async function checkTokenNow(deps: TokenCheckDeps, now = Date.now()): Promise<TokenCheckOutcome> {
  const { tokens, autoLogin } = session.get();
  const outcome = tokenCheckOutcome({
    now,
    issuedAt: tokens?.datetime ?? null,
    hasCookie: readTokenCookie() !== undefined,
    canRefresh: autoLogin && !!tokens?.rToken,
  });
  if (outcome === 'refresh') {
    try {
      await deps.refresh();
    } catch {
      deps.expire();
      return 'expired';
    }
  } else if (outcome === 'expired') deps.expire();
  return outcome;
}

let timer: ReturnType<typeof setInterval> | null = null;

/** Start the hourly check (idempotent). Stopped by logout like every session timer. */
export function startTokenCheck(deps: TokenCheckDeps): void {
  if (timer) return;
  timer = setInterval(() => void checkTokenNow(deps), TOKEN_CHECK_INTERVAL_MS);
}

export function stopTokenCheck(): void {
  if (timer) clearInterval(timer);
  timer = null;
}

onSessionEnd(stopTokenCheck);
