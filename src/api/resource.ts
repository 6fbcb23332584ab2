import type { CallMeta } from './call-meta';
import { request, requestEnvelope } from './client';

/** A page of rows as the list calls answer it. */
export interface Page<T> {
  records: T[];
  total: number;
  pageNumber: number;
  pageSize: number;
}

export interface ListQuery {
  page: number;
  size: number;
  filters?: Record<string, unknown>;
}

/** Drop empty filter values so the query string carries only what the user set. */
export function cleanFilters(filters: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filters).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  );
}

/** §7: list calls are GET with pageNumber and pageSize plus the filters as query. */
export function listParams(q: ListQuery): Record<string, unknown> {
  return { pageNumber: q.page, pageSize: q.size, ...cleanFilters(q.filters) };
}

export interface ResourceOptions {
  /** service prefix and entity path, e.g. '/business-merchant/businessBuilding' */
  base: string;
  /** the key the status call identifies a row by (§7 says userId for staff; most entities use id) */
  statusKey?: string;
  meta?: CallMeta;
}

/**
 * Typed calls for one entity following §7: `list` (GET, paged), `detail`, `add`, `edit`, `remove` ({id}),
 * `changeStatus` ({<statusKey>, status}). Each mutation resolves with the server's message so the page can
 * show 新增成功 / 更新成功 / 删除成功 as the server words it.
 *
 * @example
 * const buildings = resource<Building>({ base: '/business-merchant/businessBuilding' });
 * const page = await buildings.list({ page: 1, size: 10, filters: { name: 'A' } });
 */
export function resource<T, Input = Partial<T>>(opts: ResourceOptions) {
  const { base, statusKey = 'id', meta } = opts;
  const msgOf = async (p: Promise<{ msg: string }>) => (await p).msg;
  return {
    list: (q: ListQuery) =>
      request<Page<T>>({ method: 'get', url: `${base}/list`, params: listParams(q), meta }),
    detail: (id: number | string) =>
      request<T>({ method: 'post', url: `${base}/detail`, data: { id }, meta }),
    add: (input: Input) => msgOf(requestEnvelope({ method: 'post', url: `${base}/add`, data: input, meta })),
    edit: (input: Input & { id: number | string }) =>
      msgOf(requestEnvelope({ method: 'post', url: `${base}/edit`, data: input, meta })),
    remove: (id: number | string) =>
      msgOf(requestEnvelope({ method: 'post', url: `${base}/delete`, data: { id }, meta })),
    changeStatus: (key: number | string, status: number) =>
      msgOf(
        requestEnvelope({
          method: 'post',
          url: `${base}/changeStatus`,
          data: { [statusKey]: key, status },
          meta,
        }),
      ),
  };
}
