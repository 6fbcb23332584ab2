import { session } from './session-store';
import { isDeviceKey, prefix } from './storage-keys';

/**
 * Whatever lives for a session (query cache, timers, socket, per-user stores) registers its cleanup here,
 * so that ending a session cannot forget one of them.
 */
type Cleanup = () => void;
const cleanups = new Set<Cleanup>();

/** Register a cleanup to run when the session ends; returns an unregister function. */
export function onSessionEnd(fn: Cleanup): () => void {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

function removePrefixed(storage: Storage): void {
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const k = storage.key(i);
    if (k && k.startsWith(`${prefix}-`) && !isDeviceKey(k)) doomed.push(k);
  }
  doomed.forEach((k) => storage.removeItem(k));
}

/** End the session locally: every store, storage key, cookie, cache, timer and socket. Never throws. */
export function endSession(): void {
  for (const fn of cleanups) {
    try {
      fn();
    } catch (e) {
      console.error('session cleanup failed', e);
    }
  }
  session.clear();
  removePrefixed(sessionStorage);
  removePrefixed(localStorage);
}
