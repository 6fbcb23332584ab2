/**
 * The brandings and how a host picks one: pure data and functions, read by the console (./brand.ts, ./env.ts)
 * and at build time by the login's first paint (build/prepaint.ts), which cannot load the console's env.
 */

export type BrandId = 'hotel' | 'netbar';

/** what of the environment picks and adjusts a brand (AppEnv's fields of the same names) */
export interface BrandEnv {
  defaultBrand: BrandId;
  brandHosts: Record<string, BrandId>;
  brandOverrides: Record<string, string | undefined>;
}

export function isBrand(v: string): v is BrandId {
  return v === 'hotel' || v === 'netbar';
}

/** Parse `host=brand,host=brand` into a map; unknown brands are rejected. */
export function parseBrandHosts(value: string): Record<string, BrandId> {
  const out: Record<string, BrandId> = {};
  for (const pair of value.split(',')) {
    const [host, brand] = pair.split('=').map((s) => s.trim());
    if (!host || !brand) continue;
    if (!isBrand(brand)) throw new Error(`VITE_BRAND_HOSTS: unknown brand "${brand}" for ${host}`);
    out[host.toLowerCase()] = brand;
  }
  return out;
}

/**
 * The brand part of the environment — VITE_BRAND (default hotel), VITE_BRAND_HOSTS and the per-brand overrides
 * VITE_BRAND_<ID>_<FIELD> — checked: read by the console's env and by the build's first paint alike.
 */
export function readBrandEnv(raw: Record<string, unknown>): BrandEnv {
  const given = raw.VITE_BRAND;
  const defaultBrand = typeof given === 'string' && given !== '' ? given : 'hotel';
  if (!isBrand(defaultBrand)) throw new Error(`VITE_BRAND must be hotel or netbar, got ${defaultBrand}`);
  const hosts = raw.VITE_BRAND_HOSTS;
  const brandOverrides: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (k.startsWith('VITE_BRAND_') && k !== 'VITE_BRAND_HOSTS' && typeof v === 'string')
      brandOverrides[k] = v;
  }
  return {
    defaultBrand,
    brandHosts: parseBrandHosts(typeof hosts === 'string' ? hosts : ''),
    brandOverrides,
  };
}

/**
 * A branding. Names, copyright lines and filing numbers are visible text, so they live in the locale files under
 * `brand.<id>.*`; this record holds what is not language: logo, hotline, front-desk URL.
 */
export interface Brand {
  id: BrandId;
  logo: string;
  hotline: string;
  frontDeskUrl: string;
  /** antd primary colour of the brand; the settings drawer may override it per user */
  color: string;
}

export const BRANDS: Record<BrandId, Brand> = {
  hotel: {
    id: 'hotel',
    logo: '/brand/hotel-logo.svg',
    hotline: '400-820-6688',
    frontDeskUrl: 'http://localhost:5180/#/handoff',
    color: '#1677ff',
  },
  netbar: {
    id: 'netbar',
    logo: '/brand/netbar-logo.svg',
    hotline: '400-930-1010',
    frontDeskUrl: 'http://localhost:5181/#/handoff',
    color: '#1677ff',
  },
};

/** Pick the brand for a host: exact host first, then the env default (VITE_BRAND). */
export function brandForHost(host: string, e: BrandEnv): Brand {
  const id = e.brandHosts[host.toLowerCase()] ?? e.defaultBrand;
  const base = BRANDS[id];
  const o = (field: string) => e.brandOverrides[`VITE_BRAND_${id.toUpperCase()}_${field}`];
  return {
    ...base,
    hotline: o('HOTLINE') ?? base.hotline,
    frontDeskUrl: o('FRONT_DESK_URL') ?? base.frontDeskUrl,
    logo: o('LOGO') ?? base.logo,
  };
}
