import { parseBrandHosts, readEnv } from './env';
import { brandForHost } from './brand';

const base = { VITE_AES_KEY: 'Mc4Hotel&Netbar!', VITE_AES_IV: '0102030405060708', VITE_RSA_PUBLIC_KEY: 'k' };

describe('environment and branding', () => {
  it('fails loudly on missing or malformed keys', () => {
    expect(() => readEnv({})).toThrow(/VITE_AES_KEY/);
    expect(() => readEnv({ ...base, VITE_AES_KEY: 'short' })).toThrow(/16 characters/);
    expect(() => readEnv({ ...base, VITE_BRAND: 'spa' })).toThrow(/hotel or netbar/);
  });
  it('picks the brand by host, falling back to the default', () => {
    const e = readEnv({
      ...base,
      VITE_BRAND: 'hotel',
      VITE_BRAND_HOSTS: 'wb.example.cn=netbar',
      VITE_BRAND_NETBAR_HOTLINE: '400-1',
    });
    expect(brandForHost('WB.example.cn', e).id).toBe('netbar');
    expect(brandForHost('WB.example.cn', e).hotline).toBe('400-1');
    expect(brandForHost('other.example.cn', e).id).toBe('hotel');
    expect(() => parseBrandHosts('a=spa')).toThrow(/unknown brand/);
  });
});
