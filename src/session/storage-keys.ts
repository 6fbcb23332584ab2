import { env } from '@/config/env';
import { storageKeys } from '@/config/storage-names';

/** Every key this console writes carries the product prefix (§9), so logout can find and remove them all. */
export const prefix = env.storagePrefix;
export const keys = storageKeys(prefix);

/**
 * Keys that survive logout: they describe the device or a person's preferences on it (settings per user),
 * never a session.
 */
export function isDeviceKey(key: string): boolean {
  return key === keys.language || key === keys.rememberedAccount || key.startsWith(`${prefix}-settings-`);
}
