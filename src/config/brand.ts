import { env, type AppEnv, type BrandId } from './env';

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

const BRANDS: Record<BrandId, Brand> = {
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
export function brandForHost(
  host: string,
  e: Pick<AppEnv, 'brandHosts' | 'defaultBrand' | 'brandOverrides'>,
): Brand {
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

export const brand: Brand = brandForHost(typeof location === 'undefined' ? '' : location.hostname, env);
