/**
 * The session's rules that the console and the backend (the mock) share: the lock screen of §4 held on the
 * server (docs/api-contract.md "Lock screen", an extension a real backend should adopt).
 */

/** The envelope code of every call but lock, unlock and logout while the session is locked. */
export const LOCKED_CODE = 423;

/** Wrong unlock passwords allowed; the next one ends the session. */
export const MAX_UNLOCK_FAILURES = 5;
