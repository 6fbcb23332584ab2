/**
 * The names of what the console keeps in the browser, from the product prefix (§9): pure, so the build's first
 * paint of /login (build/prepaint.ts) reads the same session and language keys as the console
 * (src/session/storage-keys.ts).
 */

/** VITE_STORAGE_PREFIX, or the product's own prefix */
export function readStoragePrefix(raw: Record<string, unknown>): string {
  const given = raw.VITE_STORAGE_PREFIX;
  return typeof given === 'string' && given !== '' ? given : 'merchant';
}

export function storageKeys(prefix: string) {
  return {
    /** sessionStorage: tokens, auto-login flag, current place */
    session: `${prefix}-session`,
    /** cookie: the access token, 4 h life */
    cookieToken: `${prefix}-token`,
    /** localStorage: the remembered account name (never the password) */
    rememberedAccount: `${prefix}-remembered-account`,
    /** localStorage: chosen language; kept across logout on purpose */
    language: `${prefix}-lang`,
  } as const;
}
