/**
 * One session across the tabs of this console (docs/security.md, "One session across tabs").
 *
 * Every tab opens the channel when it starts (main.tsx) and keeps it for its life, so it hears what the
 * other tabs of its session do even when it is doing nothing itself:
 * - new tokens (a refresh, an unlock) are announced and adopted by the tabs of the same session id, so a
 *   single-use refresh token is spent by one tab only;
 * - a sign-out and a lock apply to every tab of the session (and an unlock to all of them);
 * - a tab that starts without a session on a console URL (a new tab, a bookmark) asks the open tabs and
 *   joins the session one of them holds, locked if it is locked;
 * - a refresh the server refused first asks whether another tab already holds newer tokens.
 * Tokens travel only between tabs of this origin (BroadcastChannel is same-origin) and are kept in each
 * tab's sessionStorage; they never touch localStorage.
 *
 * It announces by watching the stores (the session and the lock), so no caller has to remember to.
 */
import { endSession } from './lifecycle';
import { lockScreen, useLock } from './lock';
import { session, useSession, type SessionSnapshot } from './session-store';
import { prefix } from './storage-keys';

/** A tab's lock, as a joining tab takes it over. */
interface LockState {
  from: string;
  name: string;
}

type Message =
  | { type: 'tokens'; sid: string; tokens: SessionSnapshot['tokens'] }
  | { type: 'ended'; sid: string }
  | { type: 'locked'; sid: string; name: string }
  | { type: 'unlocked'; sid: string }
  /** who holds a session (of `sid` when given)? */
  | { type: 'ask'; nonce: string; sid?: string }
  | { type: 'session'; nonce: string; snapshot: SessionSnapshot; lock: LockState | null };

/** How long a tab waits for the open tabs' answer (they answer within milliseconds when there are any). */
export const ASK_TIMEOUT_MS = 300;

let channel: BroadcastChannel | null = null;
let unsubscribe: Array<() => void> = [];
/** set while this tab applies what another tab said, so that it does not announce it back */
let applying = false;
const pending = new Map<string, (answer: { snapshot: SessionSnapshot; lock: LockState | null }) => void>();

function post(message: Message): void {
  channel?.postMessage(message);
}

function apply(fn: () => void): void {
  applying = true;
  try {
    fn();
  } finally {
    applying = false;
  }
}

function here(): string {
  return `${location.pathname}${location.search}`;
}

function onMessage(m: Message): void {
  const mine = session.get().sid;
  switch (m.type) {
    case 'tokens':
      if (m.sid === mine && session.get().tokens?.aToken !== m.tokens.aToken)
        apply(() => session.setTokens(m.tokens));
      break;
    case 'ended':
      if (m.sid === mine) apply(endSession);
      break;
    case 'locked':
      if (m.sid === mine && !useLock.getState().locked) apply(() => lockScreen.lock(here(), m.name));
      break;
    case 'unlocked':
      if (m.sid === mine && useLock.getState().locked) apply(() => lockScreen.unlock());
      break;
    case 'ask': {
      const snapshot = session.snapshot();
      if (!snapshot || (m.sid && m.sid !== snapshot.sid)) break;
      const { locked, from, name } = useLock.getState();
      post({ type: 'session', nonce: m.nonce, snapshot, lock: locked ? { from, name } : null });
      break;
    }
    case 'session':
      pending.get(m.nonce)?.({ snapshot: m.snapshot, lock: m.lock });
      pending.delete(m.nonce);
      break;
  }
}

/** Open the channel and start announcing this tab's changes (idempotent). */
export function startTabSync(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(`${prefix}-session`);
  channel.onmessage = (e: MessageEvent<Message>) => onMessage(e.data);
  unsubscribe = [
    useSession.subscribe((now, before) => {
      if (applying || !before.sid) return;
      if (!now.tokens && before.tokens) post({ type: 'ended', sid: before.sid });
      else if (now.sid === before.sid && now.tokens && now.tokens.aToken !== before.tokens?.aToken)
        post({ type: 'tokens', sid: before.sid, tokens: now.tokens });
    }),
    useLock.subscribe((now, before) => {
      const sid = session.get().sid;
      if (applying || !sid || now.locked === before.locked) return;
      post(now.locked ? { type: 'locked', sid, name: now.name } : { type: 'unlocked', sid });
    }),
  ];
}

/** For tests: close the channel and forget what was asked. */
export function stopTabSync(): void {
  unsubscribe.forEach((u) => u());
  unsubscribe = [];
  channel?.close();
  channel = null;
  pending.clear();
}

/** Ask the open tabs for their session (of `sid` when given); null when none answers in time. */
export function askOpenTabs(
  sid?: string,
  timeoutMs = ASK_TIMEOUT_MS,
): Promise<{ snapshot: SessionSnapshot; lock: LockState | null } | null> {
  if (!channel) return Promise.resolve(null);
  const nonce = `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(nonce);
      resolve(null);
    }, timeoutMs);
    pending.set(nonce, (answer) => {
      clearTimeout(timer);
      resolve(answer);
    });
    post({ type: 'ask', nonce, ...(sid ? { sid } : {}) });
  });
}

/**
 * A tab that starts without a session joins the one an open tab holds (with its lock). Resolves true when it
 * joined.
 */
export async function joinOpenSession(timeoutMs = ASK_TIMEOUT_MS): Promise<boolean> {
  if (session.get().tokens) return false;
  const answer = await askOpenTabs(undefined, timeoutMs);
  if (!answer || session.get().tokens) return false;
  apply(() => {
    session.adopt(answer.snapshot);
    if (answer.lock) lockScreen.lock(answer.lock.from, answer.lock.name);
  });
  return true;
}

/**
 * After the server refused this tab's refresh token: does a tab of the same session hold newer tokens (it
 * refreshed while this one was reloading)? Adopts and returns them when so.
 */
export async function newerTokensFromTabs(): Promise<SessionSnapshot['tokens'] | null> {
  const mine = session.snapshot();
  if (!mine) return null;
  const answer = await askOpenTabs(mine.sid);
  const theirs = answer?.snapshot.tokens;
  if (!theirs || theirs.rToken === mine.tokens.rToken) return null;
  apply(() => session.setTokens(theirs));
  return theirs;
}
