import { afterEach, describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { brand as zhBrand } from '../src/i18n/locales/zh/brand';
import { brand as enBrand } from '../src/i18n/locales/en/brand';
import { prepaintData, prepaintSource } from './prepaint';

// vitest runs from the project's root
const CSS = resolve('src/components/auth-frame.css');
const ENV = {
  VITE_BRAND: 'hotel',
  VITE_BRAND_HOSTS: 'cafe.example=netbar',
  VITE_BRAND_HOTEL_LOGO: '/brand/own.svg',
};

/** runs the script as index.html would, on `path` of `host` */
function run(path: string, host = 'localhost', env: Record<string, string> = ENV) {
  window.history.replaceState(null, '', path);
  const source = prepaintSource(prepaintData(env, CSS)).replace('location.hostname', JSON.stringify(host));
  new Function(source)();
  return document.getElementById('root')!;
}

describe('the login first paint (build/prepaint.ts, issue 18)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.head.querySelectorAll('style').forEach((s) => s.remove());
  });
  const page = () => {
    document.body.innerHTML = '<div id="root"></div>';
  };

  it("draws the brand's frame of /login in Chinese, with the rules of auth-frame.css", () => {
    page();
    const root = run('/login');
    const frame = root.querySelector('.mc-auth-page')!;
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(frame.querySelector('.mc-auth-brand strong')!.textContent).toBe(zhBrand.hotel.name);
    expect(frame.querySelector('.mc-auth-brand img')!.getAttribute('src')).toBe('/brand/own.svg');
    expect(frame.querySelector('.mc-auth-slogan')!.textContent).toBe(zhBrand.hotel.slogan);
    expect([...frame.querySelectorAll('.mc-auth-points li')].map((li) => li.textContent)).toEqual([
      zhBrand.hotel.point1,
      zhBrand.hotel.point2,
      zhBrand.hotel.point3,
    ]);
    expect(frame.querySelector('.mc-auth-title')!.textContent).toBe('欢迎回来');
    expect(frame.querySelector('.mc-auth-footer')!.textContent).toBe(
      `${zhBrand.hotel.copyright} · ${zhBrand.hotel.filing}`,
    );
    expect(document.head.querySelector('style')!.textContent).toContain('.mc-auth-slogan {');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it("follows the tab's language and the host's brand", () => {
    localStorage.setItem('merchant-lang', 'en');
    page();
    const root = run('/login', 'cafe.example');
    expect(root.querySelector('.mc-auth-slogan')!.textContent).toBe(enBrand.netbar.slogan);
    expect(root.querySelector('.mc-auth-title')!.textContent).toBe('Welcome back');
    expect(root.querySelector('img')!.getAttribute('src')).toBe('/brand/netbar-logo.svg');
    expect(document.documentElement.lang).toBe('en');
  });

  it('draws nothing on another page, or when the tab holds a session (its /login goes elsewhere)', () => {
    page();
    expect(run('/wel/index').childNodes).toHaveLength(0);
    sessionStorage.setItem('merchant-session', '{}');
    expect(run('/login').childNodes).toHaveLength(0);
  });

  it('refuses a build for an unknown brand, as the console does', () => {
    expect(() => prepaintData({ VITE_BRAND: 'spa' }, CSS)).toThrow(/hotel or netbar/);
  });
});
