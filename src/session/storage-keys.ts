import { env } from '@/config/env';

/** Every key this console writes carries the product prefix (§9), so logout can find and remove them all. */
export const prefix = env.storagePrefix;
export const keys = {
  /** sessionStorage: tokens, auto-login flag, current place */
  session: `${prefix}-session`,
  /** cookie: the access token, 4 h life */
  cookieToken: `${prefix}-token`,
  /** localStorage: the remembered account name (never the password) */
  rememberedAccount: `${prefix}-remembered-account`,
  /** localStorage: chosen language; kept across logout on purpose */
  language: `${prefix}-lang`,
} as const;

/**
 * Keys that survive logout: they describe the device or a person's preferences on it (settings per user),
 * never a session.
 */
export function isDeviceKey(key: string): boolean {
  return key === keys.language || key === keys.rememberedAccount || key.startsWith(`${prefix}-settings-`);
}
