/**
 * The rules of the tags bar, as pure functions (tested in tag-rules.test.ts).
 *
 * A tag is one open page. Its identity is the path plus the query parameters that name WHAT is shown
 * (`/handOver/detail?id=7`); parameters that only say HOW it is shown (page, size, sort, the open tab, and
 * filters, which by convention start with `q_`) are its state and do not open a new tag.
 */
export interface Tag {
  key: string;
  /** full location of the tag's page, state included: pathname + search */
  url: string;
  /** last time the tag was active, for least-recently-used eviction */
  usedAt: number;
  /** bumped by "refresh" to remount the page */
  nonce: number;
}

/** how many tags stay open by default; the user sets it in 界面设置 (settings-store TAG_CAPS) */
export const TAG_CAP = 10;
export const HOME_PATH = '/wel/index';
// secondType: the tabs of /application/myApp (§2: the purchase history is ?secondType=2 of the same page);
// range, from, to: the days the report shows (/statistics/index)
const STATE_PARAMS = new Set(['page', 'size', 'sort', 'tab', 'menu', 'secondType', 'range', 'from', 'to']);

export const isStateParam = (name: string): boolean => STATE_PARAMS.has(name) || name.startsWith('q_');

/** The tag a location belongs to: its path and its identity parameters, sorted. */
export function tagKeyOf(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const identity = [...params.entries()]
    .filter(([k]) => !isStateParam(k))
    .sort(([a], [b]) => a.localeCompare(b));
  if (identity.length === 0) return pathname;
  return `${pathname}?${new URLSearchParams(identity).toString()}`;
}

/**
 * Visit a location: activate its tag (keeping the newest state of its URL) or open a new one. Above the cap,
 * the least recently used tag goes, never the home tag, the one being visited, nor one whose page holds unsaved
 * input (`keep`): with nothing else to close the bar stays above the cap rather than lose work.
 */
export function visit(
  tags: Tag[],
  pathname: string,
  search: string,
  now: number,
  cap = TAG_CAP,
  keep: (key: string) => boolean = () => false,
): Tag[] {
  const key = tagKeyOf(pathname, search);
  const url = pathname + search;
  const existing = tags.find((t) => t.key === key);
  let next = existing
    ? tags.map((t) => (t.key === key ? { ...t, url, usedAt: now } : t))
    : [...tags, { key, url, usedAt: now, nonce: 0 }];
  while (next.length > cap) {
    const evictable = next.filter((t) => t.key !== key && t.key !== HOME_PATH && !keep(t.key));
    if (evictable.length === 0) break;
    const oldest = evictable.reduce((a, b) => (b.usedAt < a.usedAt ? b : a));
    next = next.filter((t) => t.key !== oldest.key);
  }
  return next;
}

/** Close one tag; answer the tags left and where to go if it was the active one (its right, else left, neighbour). */
export function close(
  tags: Tag[],
  key: string,
  activeKey: string | null,
): { tags: Tag[]; goTo: string | null } {
  if (key === HOME_PATH) return { tags, goTo: null };
  const i = tags.findIndex((t) => t.key === key);
  if (i < 0) return { tags, goTo: null };
  const left = tags.filter((t) => t.key !== key);
  if (key !== activeKey) return { tags: left, goTo: null };
  const neighbour = left[i] ?? left[i - 1];
  return { tags: left, goTo: neighbour ? neighbour.url : HOME_PATH };
}

export function closeOthers(tags: Tag[], key: string): Tag[] {
  return tags.filter((t) => t.key === key || t.key === HOME_PATH);
}

export function closeAll(tags: Tag[]): Tag[] {
  return tags.filter((t) => t.key === HOME_PATH);
}

export function refresh(tags: Tag[], key: string): Tag[] {
  return tags.map((t) => (t.key === key ? { ...t, nonce: t.nonce + 1 } : t));
}
