import SHA256 from 'crypto-js/sha256.js'; // with the extension: see contract/wire.ts

/**
 * Salted SHA-256. Not a real password hash, but the clear text never sits in localStorage and the lock
 * screen (later issue) can verify server-side.
 */
export function hashPassword(password: string): string {
  return SHA256(`merchant-mock:${password}`).toString();
}
