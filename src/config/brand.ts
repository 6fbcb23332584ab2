import { env } from './env';
import { brandForHost, type Brand } from './brands';

export { BRANDS, brandForHost, type Brand } from './brands';

/** The brand of this host (./brands.ts). */
export const brand: Brand = brandForHost(typeof location === 'undefined' ? '' : location.hostname, env);
