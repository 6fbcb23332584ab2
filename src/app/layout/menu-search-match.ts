import type { MenuNode } from '@/access/menu';
import { menuLabel } from '@/access/menu-label';

/**
 * Menu search (§2): leaf menus filtered by name prefix, and also by pinyin initials (计费规则 → jfgz) and by
 * full pinyin (jifeiguize), which operators type faster than Chinese. Recent pages come first.
 */
export interface SearchEntry {
  menu: MenuNode;
  label: string;
  /** lower-case pinyin initials of the Chinese name */
  initials: string;
  /** lower-case full pinyin without spaces */
  full: string;
}

export type Pinyin = (text: string) => { initials: string; full: string };

export function buildEntries(leaves: MenuNode[], language: string, pinyin: Pinyin): SearchEntry[] {
  return leaves
    .filter((m) => m.path)
    .map((menu) => ({ menu, label: menuLabel(menu, language), ...pinyin(menu.name) }));
}

/**
 * Whether a name matches the query (lower-case, without spaces): from its start or from the start of any of its
 * words, spaces ignored, so "buildings&f" and "floors" both find "Buildings & Floors".
 */
function nameMatches(name: string, q: string): boolean {
  const words = name
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  return words.some((_, i) => words.slice(i).join('').startsWith(q));
}

function matches(e: SearchEntry, q: string): boolean {
  return (
    nameMatches(e.label, q) ||
    e.menu.name.startsWith(q) ||
    nameMatches(e.menu.enName, q) ||
    e.initials.startsWith(q) ||
    e.full.startsWith(q)
  );
}

/** Whether the query starts the entry's name itself (not only one of its later words). */
function startsName(e: SearchEntry, q: string): boolean {
  const whole = (name: string) => name.toLowerCase().replace(/\s+/g, '').startsWith(q);
  return (
    whole(e.label) ||
    e.menu.name.startsWith(q) ||
    whole(e.menu.enName) ||
    e.initials.startsWith(q) ||
    e.full.startsWith(q)
  );
}

/**
 * Matching entries: the recently opened ones first (most recent first), then those whose name the query starts
 * (Settings before OTA Settings), then in menu order.
 */
export function searchMenus(entries: SearchEntry[], query: string, recent: string[]): SearchEntry[] {
  const q = query.trim().toLowerCase().replace(/\s+/g, '');
  const found = q === '' ? entries : entries.filter((e) => matches(e, q));
  const rank = (e: SearchEntry) => {
    const i = recent.indexOf(e.menu.path);
    return (i < 0 ? recent.length : i) * 2 + (q === '' || startsName(e, q) ? 0 : 1);
  };
  return [...found].sort((a, b) => rank(a) - rank(b));
}

/** Remember a visited path at the head of the recent list (at most `max`). */
export function pushRecent(recent: string[], path: string, max = 5): string[] {
  return [path, ...recent.filter((p) => p !== path)].slice(0, max);
}

/** pinyin-pro, loaded only when the search opens (it is large). */
export async function loadPinyin(): Promise<Pinyin> {
  const { pinyin } = await import('pinyin-pro');
  return (text) => {
    const syllables = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' }) as string[];
    return {
      initials: syllables
        .map((s) => s[0] ?? '')
        .join('')
        .toLowerCase(),
      full: syllables.join('').toLowerCase(),
    };
  };
}
