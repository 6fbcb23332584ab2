import type { CallMeta } from './call-meta';
import { request, requestEnvelope } from './client';

/** A page of rows as the list calls answer it. */
export interface Page<T> {
  records: T[];
  total: number;
  pageNumber: number;
  pageSize: number;
}

export interface ListSort {
  field: string;
  order: 'asc' | 'desc';
}

export interface ListQuery {
  page: number;
  size: number;
  filters?: Record<string, unknown>;
  sort?: ListSort | null;
}

/** Drop empty filter values so the query string carries only what the user set. */
export function cleanFilters(filters: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filters).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  );
}

/** §7: list calls are GET with pageNumber and pageSize plus the filters as query (sort: docs/api-contract.md). */
export function listParams(q: ListQuery): Record<string, unknown> {
  return {
    pageNumber: q.page,
    pageSize: q.size,
    ...cleanFilters(q.filters),
    ...(q.sort ? { sortField: q.sort.field, sortOrder: q.sort.order } : {}),
  };
}

/**
 * A paged list that is no entity's `list` (a record list, a view of rows): GET `url` with the list query.
 * @example export const listComputerLogs = pagedList<ComputerLog>(NETBAR_COMPUTER_LOG);
 */
export const pagedList =
  <T>(url: string) =>
  (q: ListQuery, meta?: CallMeta) =>
    request<Page<T>>({ method: 'get', url, params: listParams(q), meta });

/**
 * GET `<base>/getSelect`: every row of an entity of the place, as the source of a select, in their order.
 * @example options: selectOf<Pick<GoodsUnit, 'id' | 'unitName'>>(GOODS_UNIT_BASE)
 */
export const selectOf =
  <Option>(base: string) =>
  () =>
    request<Option[]>({ method: 'get', url: `${base}/getSelect` });

/** A write outside an entity's resource: POSTs `data` to `url`, resolving with the server's message. */
export const postWrite = async (url: string, data: unknown, meta?: CallMeta) =>
  (await requestEnvelope({ method: 'post', url, data, meta })).msg;

/**
 * A settings object of the place, read whole and saved whole (a settings form's): `load` asks `read` (POST unless
 * it says GET), `save` POSTs the body to `write` and resolves with the server's message. The save is silent: the
 * form shows a refusal itself, on its fields or once as a toast.
 * @example liveIn: settingsCalls<LiveInConfig>({ url: `${OTA_CONFIG_BASE}/getLiveInConfig` }, `${OTA_CONFIG_BASE}/updateLiveInConfig`)
 */
export function settingsCalls<T>(
  read: { url: string; method?: 'get' | 'post' },
  write: string,
): SettingsCalls<T> {
  return {
    load: () => request<T>({ method: read.method ?? 'post', url: read.url }),
    save: (body) => postWrite(write, body, { silent: true }),
  };
}

export interface SettingsCalls<T> {
  load: () => Promise<T>;
  save: (body: T) => Promise<string>;
}

export interface ResourceOptions {
  /** service prefix and entity path, e.g. '/business-merchant/businessBuilding' */
  base: string;
  /** the key the status call identifies a row by (§7 says userId for staff; most entities use id) */
  statusKey?: string;
  /**
   * the call names where the backend departs from list/add/edit/delete/changeStatus, as the mock's `crud()`
   * `paths` option serves them, e.g. `{ changeStatus: 'onAndOffShelves' }` or `{ add: 'bindUser' }`
   */
  paths?: Partial<Record<ResourceCall, string>>;
  meta?: CallMeta;
}

/** The calls of a resource whose path may be renamed (`paths`). */
export type ResourceCall = 'list' | 'detail' | 'add' | 'edit' | 'delete' | 'deleteBatch' | 'changeStatus';

/**
 * Typed calls for one entity following §7: `list` (GET, paged), `detail`, `add`, `edit`, `remove` ({id}),
 * `removeMany` ({ids}, our batch extension), `changeStatus` ({<statusKey>, status}). Each mutation resolves
 * with the server's message so the page can show 新增成功 / 更新成功 / 删除成功 as the server words it, and
 * takes call switches (e.g. `{ silent: true }` when the form shows the error itself).
 *
 * @example
 * const buildings = resource<Building>({ base: '/business-merchant/businessBuilding' });
 * const page = await buildings.list({ page: 1, size: 10, filters: { buildingName: 'A' } });
 */
export function resource<T, Input = Partial<T>>(opts: ResourceOptions) {
  const { base, statusKey = 'id', meta } = opts;
  const url = (call: ResourceCall) => `${base}/${opts.paths?.[call] ?? call}`;
  const post = (call: ResourceCall, data: unknown, callMeta?: CallMeta) =>
    postWrite(url(call), data, { ...meta, ...callMeta });
  return {
    list: (q: ListQuery, call?: CallMeta) => pagedList<T>(url('list'))(q, { ...meta, ...call }),
    detail: (id: number | string) => request<T>({ method: 'post', url: url('detail'), data: { id }, meta }),
    add: (input: Input, call?: CallMeta) => post('add', input, call),
    edit: (input: Input & { id: number | string }, call?: CallMeta) => post('edit', input, call),
    remove: (id: number | string, call?: CallMeta) => post('delete', { id }, call),
    removeMany: (ids: Array<number | string>, call?: CallMeta) => post('deleteBatch', { ids }, call),
    changeStatus: (key: number | string, status: number, call?: CallMeta) =>
      post('changeStatus', { [statusKey]: key, status }, call),
  };
}

/** The calls the CRUD engine needs of an entity; `resource()` gives all of them. */
export type CrudResource<T, Input = Partial<T>> = ReturnType<typeof resource<T, Input>>;
