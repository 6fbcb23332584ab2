/**
 * The console's push messages (spec §4): one socket for the signed-in user's current place. Pages subscribe
 * to message kinds; nothing else touches the socket. The app starts it when a user is in a place and stops it
 * on lock; logout stops it through the session lifecycle.
 */
import { useEffect, useRef } from 'react';
import { env } from '@/config/env';
import { onSessionEnd } from '@/session/lifecycle';
import { session } from '@/session/session-store';
import { RealtimeConnection, socketUrl, type RealtimeStatus, type RealtimeTarget } from './connection';
import { kindOf, type PushFrame } from './push-frame';

export type { PushFrame, PushKind } from './push-frame';
export { PUSH_KIND } from './push-frame';
export type { RealtimeStatus, RealtimeTarget } from './connection';

export type PushListener = (frame: PushFrame) => void;

const listeners = new Map<number, Set<PushListener>>();
const reconnectListeners = new Set<() => void>();

function report(what: string, e: unknown): void {
  console.error(`[realtime] a ${what} listener failed`, e);
}

function dispatch(frame: PushFrame): void {
  const kind = kindOf(frame);
  if (kind === undefined) return;
  // a copy: a listener may unsubscribe (or subscribe) while we walk the set
  for (const listener of [...(listeners.get(kind) ?? [])]) {
    try {
      listener(frame);
    } catch (e) {
      report(`push (kind ${kind})`, e);
    }
  }
}

function reconnected(): void {
  for (const listener of [...reconnectListeners]) {
    try {
      listener();
    } catch (e) {
      report('reconnect', e);
    }
  }
}

const connection = new RealtimeConnection({
  url: ({ placeId, userId }) => socketUrl(env.apiBaseUrl, location.origin, placeId, userId),
  // the path names a place and a user; the token in the first frame proves it is this session
  hello: () => JSON.stringify({ type: 'auth', token: session.get().tokens?.aToken ?? '' }),
  onFrame: dispatch,
  onReconnect: reconnected,
});

const asList = (kinds: number | readonly number[]): readonly number[] =>
  typeof kinds === 'number' ? [kinds] : kinds;

/**
 * Call `listener` with every frame of the given kinds (`businessType`, or `type` when there is none).
 * Returns the unsubscribe function.
 * @example const off = subscribe([PUSH_KIND.systemNotification, PUSH_KIND.urgentNotification], openDialog);
 */
export function subscribe(kinds: number | readonly number[], listener: PushListener): () => void {
  const list = [...new Set(asList(kinds))];
  for (const kind of list) {
    let set = listeners.get(kind);
    if (!set) listeners.set(kind, (set = new Set()));
    set.add(listener);
  }
  return () => {
    for (const kind of list) {
      const set = listeners.get(kind);
      set?.delete(listener);
      if (set?.size === 0) listeners.delete(kind);
    }
  };
}

/**
 * `subscribe` for a component's lifetime; the latest `listener` is called, so it may close over state
 * without resubscribing on each render.
 * @example usePush(PUSH_KIND.goodsChanged, () => void list.refetch());
 */
export function usePush(kinds: number | readonly number[], listener: PushListener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  const key = asList(kinds).join(',');
  useEffect(() => {
    const list = key === '' ? [] : key.split(',').map(Number);
    return subscribe(list, (frame) => latest.current(frame));
  }, [key]);
}

/**
 * After a reconnect (not the first open): refetch what pushes would have changed, so nothing missed while the
 * socket was down is lost. Returns the unsubscribe function.
 * @example onReconnect(() => void queryClient.invalidateQueries());
 */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => {
    reconnectListeners.delete(listener);
  };
}

/**
 * Open the socket for a place and user. Idempotent for the same place and user; another place (or user)
 * closes the old socket and opens the new one.
 */
export function startRealtime(args: RealtimeTarget): void {
  connection.start(args);
}

/** Close the socket and cancel any pending reconnect (lock, logout). */
export function stopRealtime(): void {
  connection.stop();
}

/** Where the socket stands (debug panels, tests). */
export function realtimeStatus(): RealtimeStatus {
  return connection.status;
}

/**
 * Keep the socket open while the calling component is mounted with a place and a user; closed on unmount,
 * or when either becomes null. Mount it once, in the console layout (the lock page unmounts the layout).
 * @example useRealtimeConnection(place?.id, user?.id);
 */
export function useRealtimeConnection(
  placeId: number | null | undefined,
  userId: number | null | undefined,
): void {
  useEffect(() => {
    if (placeId == null || userId == null) return;
    startRealtime({ placeId, userId });
    return stopRealtime;
  }, [placeId, userId]);
}

onSessionEnd(stopRealtime);
