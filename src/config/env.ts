/**
 * The environment, read and checked once. Nothing else reads `import.meta.env`.
 * A missing key fails loudly at start rather than producing undecryptable requests later.
 */
import { readBrandEnv, type BrandId } from './brands';
import { readStoragePrefix } from './storage-names';
import { parseTrustedHosts } from './trusted-hosts';

export { parseBrandHosts, type BrandId } from './brands';

export interface AppEnv {
  apiBaseUrl: string;
  useMock: boolean;
  showDemoAccounts: boolean;
  defaultBrand: BrandId;
  brandHosts: Record<string, BrandId>;
  aesKey: string;
  aesIv: string;
  rsaPublicKey: string;
  storagePrefix: string;
  /** hosts outside the console that may be opened, framed and shown (src/utils/safe-url.ts) */
  trustedHosts: string[];
  /** per-brand overrides of brands.ts, e.g. VITE_BRAND_HOTEL_HOTLINE */
  brandOverrides: Record<string, string | undefined>;
}

type RawEnv = Record<string, string | boolean | undefined>;

function str(raw: RawEnv, key: string, fallback?: string): string {
  const v = raw[key];
  if (typeof v === 'string' && v !== '') return v;
  if (fallback !== undefined) return fallback;
  throw new Error(`Missing environment variable ${key} (see .env)`);
}

function bool(raw: RawEnv, key: string): boolean {
  const v = raw[key];
  return v === true || v === 'true' || v === '1';
}

export function readEnv(raw: RawEnv): AppEnv {
  const brandEnv = readBrandEnv(raw);
  const aesKey = str(raw, 'VITE_AES_KEY');
  const aesIv = str(raw, 'VITE_AES_IV');
  if (aesKey.length !== 16 || aesIv.length !== 16)
    throw new Error('VITE_AES_KEY and VITE_AES_IV must be 16 characters');
  return {
    apiBaseUrl: str(raw, 'VITE_API_BASE_URL', ''),
    useMock: bool(raw, 'VITE_USE_MOCK'),
    showDemoAccounts: bool(raw, 'VITE_SHOW_DEMO_ACCOUNTS') || bool(raw, 'VITE_USE_MOCK'),
    ...brandEnv,
    aesKey,
    aesIv,
    rsaPublicKey: str(raw, 'VITE_RSA_PUBLIC_KEY'),
    storagePrefix: readStoragePrefix(raw),
    trustedHosts: parseTrustedHosts(str(raw, 'VITE_TRUSTED_HOSTS', '')),
  };
}

export const env: AppEnv = readEnv(import.meta.env as unknown as RawEnv);
