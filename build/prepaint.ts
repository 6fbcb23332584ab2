import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { BRANDS, brandForHost, readBrandEnv, type BrandId } from '../src/config/brands.ts';
import { readStoragePrefix, storageKeys } from '../src/config/storage-names.ts';
import { brand as zhBrand } from '../src/i18n/locales/zh/brand.ts';
import { brand as enBrand } from '../src/i18n/locales/en/brand.ts';
import { auth as zhAuth } from '../src/i18n/locales/zh/auth.ts';
import { auth as enAuth } from '../src/i18n/locales/en/auth.ts';

/**
 * The login's first paint (issue 18): `/prepaint.js`, a small classic script that index.html runs right after
 * `#root`, draws the signed-out frame of /login — brand, slogan, points, the card's title, footer — from the same
 * rules (src/components/auth-frame.css) and strings (the brand and auth locales) as AuthFrame, in the tab's
 * language and the host's brand, before the console's code has loaded. React's first render replaces it with
 * the real page, laid out the same, so the slogan (the largest text, the page's LCP) is painted as soon as the
 * HTML is. It draws nothing on any other path, or when the tab holds a session (its /login goes elsewhere).
 * A file, not an inline script: the content policy allows scripts of this origin only.
 */

export const PREPAINT_PATH = '/prepaint.js';

type Strings = { name: string; slogan: string; points: string[]; footer: string; title: string };

export interface PrepaintData {
  defaultBrand: BrandId;
  hosts: Record<string, BrandId>;
  sessionKey: string;
  languageKey: string;
  css: string;
  brands: Record<BrandId, { logo: string; zh: Strings; en: Strings }>;
}

/** What the script needs, from the build's environment (the same VITE_ keys the console reads). */
export function prepaintData(env: Record<string, string | undefined>, cssFile: string): PrepaintData {
  // the console's own readers of these keys (src/config/env.ts), so the defaults and checks are the same
  const { defaultBrand, brandHosts, brandOverrides } = readBrandEnv(env);
  const keys = storageKeys(readStoragePrefix(env));
  const strings = (b: typeof zhBrand.hotel, title: string): Strings => ({
    name: b.name,
    slogan: b.slogan,
    points: [b.point1, b.point2, b.point3],
    footer: `${b.copyright} · ${b.filing}`,
    title,
  });
  const ids = Object.keys(BRANDS) as BrandId[];
  return {
    defaultBrand,
    hosts: brandHosts,
    sessionKey: keys.session,
    languageKey: keys.language,
    // comments and line breaks out; the rules as they are
    css: readFileSync(cssFile, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s*\n\s*/g, ' ')
      .trim(),
    brands: Object.fromEntries(
      ids.map((id) => [
        id,
        {
          logo: brandForHost('', { defaultBrand: id, brandHosts: {}, brandOverrides }).logo,
          zh: strings(zhBrand[id], zhAuth.welcome),
          en: strings(enBrand[id], enAuth.welcome),
        },
      ]),
    ) as PrepaintData['brands'],
  };
}

/** The script itself: plain ES2015, no imports. */
export function prepaintSource(data: PrepaintData): string {
  return `(function () {
  'use strict';
  var D = ${JSON.stringify(data)};
  try {
    if (location.pathname !== '/login' || sessionStorage.getItem(D.sessionKey)) return;
    var root = document.getElementById('root');
    if (!root || root.firstChild) return;
    var lang = localStorage.getItem(D.languageKey) === 'en' ? 'en' : 'zh';
    var brand = D.brands[D.hosts[location.hostname.toLowerCase()] || D.defaultBrand];
    var s = brand[lang];
    document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
    var style = document.createElement('style');
    style.textContent = D.css;
    document.head.appendChild(style);
    var el = function (tag, cls, text) {
      var e = document.createElement(tag);
      if (cls) e.className = cls;
      if (text) e.textContent = text;
      return e;
    };
    var page = el('div', 'mc-auth-page');
    page.setAttribute('aria-hidden', 'true');
    var top = page.appendChild(el('header', 'mc-auth-top'));
    var name = top.appendChild(el('div', 'mc-auth-brand'));
    var logo = name.appendChild(el('img'));
    logo.src = brand.logo;
    logo.alt = '';
    logo.width = 32;
    logo.height = 32;
    name.appendChild(el('strong', '', s.name));
    var main = page.appendChild(el('main', 'mc-auth-main'));
    var hero = main.appendChild(el('section', 'mc-auth-hero'));
    hero.appendChild(el('h2', 'mc-auth-slogan', s.slogan));
    var points = hero.appendChild(el('ul', 'mc-auth-points'));
    for (var i = 0; i < s.points.length; i++) points.appendChild(el('li', '', s.points[i]));
    var column = main.appendChild(el('div', 'mc-auth-column'));
    column.style.width = '420px';
    var card = column.appendChild(el('section', 'mc-auth-card'));
    card.appendChild(el('h1', 'mc-auth-title', s.title));
    // about the height of the sign-in form, which the console draws into it
    card.style.minHeight = '445px';
    card.style.boxSizing = 'border-box';
    var footer = page.appendChild(el('footer', 'mc-auth-footer')).appendChild(el('span', '', s.footer));
    footer.style.fontSize = '12px';
    footer.style.color = 'rgba(0, 0, 0, 0.45)';
    root.appendChild(page);
  } catch (e) {
    /* storage refused (a private window): the console paints it a moment later */
  }
})();
`;
}

/** Serves /prepaint.js in dev and writes it into the build. */
export function prepaint(env: Record<string, string | undefined>, cssFile: string): Plugin {
  const source = () => prepaintSource(prepaintData(env, cssFile));
  return {
    name: 'merchant-prepaint',
    configureServer(server) {
      server.middlewares.use(PREPAINT_PATH, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: PREPAINT_PATH.slice(1), source: source() });
    },
  };
}
