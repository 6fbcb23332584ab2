import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListSort } from '@/api/resource';

/**
 * A list's view state lives in the URL so a reload, a tag switch or a shared link shows the same rows:
 * `page`, `size`, `sort=field:asc` and one `q_<key>` per filter (the tags bar treats these as state, not as a
 * new page). Filters are kept as text; the field types turn them into values.
 */
export interface ListState {
  page: number;
  size: number;
  sort: ListSort | null;
  /** filter key → text as in the URL (without the q_ prefix) */
  filters: Record<string, string>;
}

export const FILTER_PREFIX = 'q_';

function positive(v: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n <= max ? n : fallback;
}

/** Read the list state from a query string; anything malformed falls back to the defaults. */
export function parseListState(params: URLSearchParams, sizes: number[]): ListState {
  const size = positive(params.get('size'), sizes[0]!);
  const [field, order] = (params.get('sort') ?? '').split(':');
  const filters: Record<string, string> = {};
  params.forEach((value, key) => {
    if (key.startsWith(FILTER_PREFIX) && value !== '') filters[key.slice(FILTER_PREFIX.length)] = value;
  });
  return {
    page: positive(params.get('page'), 1),
    size: sizes.includes(size) ? size : sizes[0]!,
    sort: field && (order === 'asc' || order === 'desc') ? { field, order } : null,
    filters,
  };
}

/** Write a (partial) list state over a query string, keeping parameters that are not list state. */
export function writeListState(params: URLSearchParams, patch: Partial<ListState>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (patch.page !== undefined) next.set('page', String(patch.page));
  if (patch.size !== undefined) next.set('size', String(patch.size));
  if (patch.sort !== undefined) {
    if (patch.sort) next.set('sort', `${patch.sort.field}:${patch.sort.order}`);
    else next.delete('sort');
  }
  if (patch.filters !== undefined) {
    [...next.keys()].filter((k) => k.startsWith(FILTER_PREFIX)).forEach((k) => next.delete(k));
    for (const [k, v] of Object.entries(patch.filters)) if (v !== '') next.set(FILTER_PREFIX + k, v);
  }
  return next;
}

/**
 * The list state of the current URL and a setter that replaces the history entry (paging is not navigation).
 * @example const { state, update } = useListState([10, 20, 50]); update({ page: 2 });
 */
export function useListState(sizes: number[]) {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const state = useMemo(() => parseListState(new URLSearchParams(search), sizes), [search, sizes]);
  const update = useCallback(
    (patch: Partial<ListState>) => setParams((prev) => writeListState(prev, patch), { replace: true }),
    [setParams],
  );
  return { state, update };
}
