import { useCallback, useEffect, useMemo } from 'react';
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { fieldErrorsOf, isApiError } from '@/api/errors';
import { placeKey } from '@/api/query-client';
import { onReconnect, usePush } from '@/realtime/realtime';
import type { ListSort, Page } from '@/api/resource';
import { useSession } from '@/session/session-store';
import { kindOf } from './field-kinds';
import { parseListState, useListState, type ListState } from './list-state';
import type { AnyField, CrudConfig } from './types';

/**
 * The headless half of the engine: list state (URL), the list query, and the mutations with their cache
 * effects. The antd views in crud-page.tsx render what these return; a page with its own JSX can use them
 * directly (the heaviest escape hatch).
 */
// configs are checked against their row type where they are written; inside the engine rows are records
export type Row = { id: number } & Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyConfig = CrudConfig<any, any>;

export const DEFAULT_PAGE_SIZES = [10, 20, 50, 100];

/** URL filter texts → list call filters, through each field's type. Unknown keys are dropped. */
export function filtersToWire(fields: AnyField[], filters: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const text = filters[f.key];
    if (!f.search || text === undefined || text === '') continue;
    const kind = kindOf(f);
    Object.assign(out, kind.queryToWire ? kind.queryToWire(text, f) : { [f.key]: text });
  }
  return out;
}

/** Form values → wire body, through each form field's type, then the config's own step. */
export function formToWire(
  config: AnyConfig,
  values: Record<string, unknown>,
  mode: 'add' | 'edit',
): Record<string, unknown> {
  const out = fieldsToWire(formFields(config.fields, mode), values);
  return config.form?.toWire ? { ...out, ...config.form.toWire(values, mode) } : out;
}

/** Form values → wire body through each field's type (the fields the values hold). */
export function fieldsToWire(fields: AnyField[], values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (!(f.key in values)) continue;
    const kind = kindOf(f);
    Object.assign(out, kind.toWire ? kind.toWire(values[f.key], f) : { [f.key]: values[f.key] ?? null });
  }
  return out;
}

/** A wire object → form values through each field's type. */
export function fieldsToForm(fields: AnyField[], row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const kind = kindOf(f);
    out[f.key] = kind.toForm ? kind.toForm(row as never, f) : row[f.key];
  }
  return out;
}

/**
 * A wire row → the form's initial values (edit), or each field's initial value (add); `copy`: the add form's
 * fields filled from the row (the 复制 action).
 */
export function rowToForm(config: AnyConfig, row: Row | null, copy = false): Record<string, unknown> {
  if (row) {
    const out = fieldsToForm(formFields(config.fields, copy ? 'add' : 'edit'), row);
    return config.form?.toForm ? { ...out, ...config.form.toForm(row) } : out;
  }
  const out: Record<string, unknown> = {};
  for (const f of formFields(config.fields, 'add')) {
    const opts = typeof f.form === 'object' ? f.form : {};
    if (opts.initial !== undefined)
      out[f.key] = typeof opts.initial === 'function' ? (opts.initial as () => unknown)() : opts.initial;
  }
  return out;
}

export function formFields(fields: AnyField[], mode: 'add' | 'edit'): AnyField[] {
  return fields.filter((f) => {
    if (!f.form) return false;
    const only = typeof f.form === 'object' ? f.form.only : undefined;
    return !only || only === mode;
  });
}

export { fieldErrorsOf };

export function errorMessage(e: unknown, t: TFunction): string {
  return isApiError(e) ? e.message : t('errors.network');
}

/**
 * Whose rows a list shows (`CrudConfig.scope`): the current place's id, or the signed-in user's for a list
 * that is the same in every place; a selection or a cache belongs to it.
 */
export function useListOwner(config: AnyConfig): number {
  const placeId = useSession((s) => s.place?.id ?? 0);
  const userId = useSession((s) => s.user?.id ?? 0);
  return config.scope === 'user' ? userId : placeId;
}

/**
 * The cache key of a list's pages: under the place (`placeKey`) or, for `scope: 'user'`, under the user, so a
 * place switch neither refetches nor drops it; `cacheKey` replaces the config's key beneath.
 * @example listKey(addressConfig, 7) // ['user', 7, 'addresses', 'list']
 */
export function listKey(config: AnyConfig, owner: number): QueryKey {
  const path = config.cacheKey ?? [config.key];
  return config.scope === 'user' ? ['user', owner, ...path, 'list'] : placeKey(owner, ...path, 'list');
}

/** `listKey` for the signed-in user and place. */
export function useListKey(config: AnyConfig): QueryKey {
  const owner = useListOwner(config);
  return useMemo(
    () => listKey(config, owner),
    // the path is compared by value: a config written inline gives a new array each render
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [config.scope, owner, JSON.stringify(config.cacheKey ?? [config.key])],
  );
}

/**
 * The query of one page of a list: its key (`listKey` + page, size, sort, filters) and call. The one shape of
 * the list's own query (`useCrudList`) and of a prefetch before the page is shown (`prefetchList`), so the page
 * finds the rows a prefetch asked for.
 */
export function listQuery(config: AnyConfig, baseKey: QueryKey, state: ListState) {
  const filters = filtersToWire(config.fields, state.filters);
  const sort: ListSort | null = state.sort ?? config.defaultSort ?? null;
  return {
    filters,
    sort,
    queryKey: [...baseKey, state.page, state.size, sort, filters] as QueryKey,
    // the page shows a failed list itself (error state with retry), so no toast on top of it
    queryFn: () =>
      config.resource.list(
        { page: state.page, size: state.size, filters, sort },
        { silent: true },
      ) as Promise<Page<Row>>,
  };
}

/**
 * Asks for the rows a list page will show at `search` (its URL's query string) before the page renders: on the
 * intent to open it and on a reload (issue 18, src/app/prefetch.ts). Nothing when no place (or user) is known
 * yet, or when the cache holds them fresh; the page's own query then finds them in the cache or in flight.
 */
export function prefetchList(client: QueryClient, config: AnyConfig, search: URLSearchParams): void {
  const { place, user } = useSession.getState();
  const owner = (config.scope === 'user' ? user?.id : place?.id) ?? 0;
  if (!owner) return;
  const state = parseListState(search, config.pageSizes ?? DEFAULT_PAGE_SIZES);
  const { queryKey, queryFn } = listQuery(config, listKey(config, owner), state);
  void client.prefetchQuery({ queryKey, queryFn });
}

/**
 * The list of an entity for the current place (or user, `scope`) and URL state.
 * @example const list = useCrudList(roomConfig); list.rows; list.update({ page: 2 });
 */
export function useCrudList(config: AnyConfig) {
  const sizes = config.pageSizes ?? DEFAULT_PAGE_SIZES;
  const { state, update } = useListState(sizes);
  const baseKey = useListKey(config);
  const { filters, sort, ...list } = useMemo(
    () => listQuery(config, baseKey, state),
    [config, baseKey, state],
  );
  const query = useQuery({ ...list, placeholderData: keepPreviousData });

  useLiveReload(config.reloadOn, baseKey);

  // deleting the last row of the last page leaves it empty: show the page before it
  const total = query.data?.total;
  useEffect(() => {
    if (total !== undefined && state.page > 1 && (state.page - 1) * state.size >= total) {
      update({ page: Math.max(1, Math.ceil(total / state.size)) });
    }
  }, [total, state.page, state.size, update]);

  return {
    state,
    update,
    sizes,
    sort,
    filters,
    baseKey,
    rows: query.data?.records ?? [],
    total: total ?? 0,
    query,
  };
}

/** Fetch the list again after a push of one of `kinds`, and after a socket reconnect (`CrudConfig.reloadOn`). */
function useLiveReload(kinds: readonly number[] | undefined, baseKey: QueryKey): void {
  const queryClient = useQueryClient();
  const live = (kinds?.length ?? 0) > 0;
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: baseKey }),
    [queryClient, baseKey],
  );
  usePush(kinds ?? [], reload);
  useEffect(() => (live ? onReconnect(reload) : undefined), [live, reload]);
}

export interface SaveResult {
  ok: boolean;
  /** server field errors to show on the fields */
  fields?: Record<string, string>;
  message?: string;
  /** the server's success message (新增成功 …) */
  msg?: string;
}

/**
 * A save call's outcome as the forms show it: its message, or the server's field errors and refusal message
 * (the one shape of the list form and the settings form, see form-submit.ts).
 */
export async function saveResult(call: () => Promise<string | undefined>): Promise<SaveResult> {
  try {
    return { ok: true, msg: await call() };
  } catch (e) {
    const fields = fieldErrorsOf(e);
    return { ok: false, fields: fields ?? undefined, message: isApiError(e) ? e.message : undefined };
  }
}

type OptionalCall = Exclude<keyof AnyConfig['resource'], 'list'>;

/** An optional call of the resource; the engine offers no action without it, so its absence is a bug. */
function callOf<K extends OptionalCall>(config: AnyConfig, name: K): NonNullable<AnyConfig['resource'][K]> {
  const call = config.resource[name];
  if (!call) throw new Error(`${config.key}: the resource has no ${name} call`);
  return call as NonNullable<AnyConfig['resource'][K]>;
}

/**
 * Add, edit, delete, batch delete and status change, each resolving to what the view should show; the list
 * is refreshed after every change. Status changes show at once and roll back when the call fails.
 */
export function useCrudMutations(config: AnyConfig, baseKey: QueryKey) {
  const queryClient = useQueryClient();
  const placeId = useSession((s) => s.place?.id ?? 0);
  // any change may change another list's choices (a new building is a new option on the room form)
  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: baseKey }),
        queryClient.invalidateQueries({ queryKey: placeKey(placeId, 'options') }),
      ]),
    [queryClient, baseKey, placeId],
  );
  const save = useCallback(
    (values: Record<string, unknown>, editing: Row | null): Promise<SaveResult> => {
      const body = formToWire(config, values, editing ? 'edit' : 'add');
      // silent: the form puts field errors next to the fields and shows other messages itself
      return saveResult(async () => {
        const msg = editing
          ? await callOf(config, 'edit')({ ...body, id: editing.id }, { silent: true })
          : await callOf(config, 'add')(body, { silent: true });
        void refresh();
        return msg;
      });
    },
    [config, refresh],
  );

  const remove = useCallback(
    async (row: Row) => {
      try {
        return await callOf(config, 'remove')(row.id);
      } finally {
        void refresh();
      }
    },
    [config, refresh],
  );

  const removeMany = useCallback(
    async (ids: number[]) => {
      try {
        return await callOf(config, 'removeMany')(ids);
      } finally {
        void refresh();
      }
    },
    [config, refresh],
  );

  const statusKey = config.status?.key ?? 'status';
  const setStatus = useCallback(
    async (row: Row, status: number) => {
      // optimistic: the switch moves at once; the snapshot puts it back if the server refuses
      await queryClient.cancelQueries({ queryKey: baseKey });
      const snapshot = queryClient.getQueriesData<Page<Row>>({ queryKey: baseKey });
      queryClient.setQueriesData<Page<Row>>({ queryKey: baseKey }, (page) =>
        page
          ? {
              ...page,
              records: page.records.map((r) => (r.id === row.id ? { ...r, [statusKey]: status } : r)),
            }
          : page,
      );
      try {
        return await callOf(config, 'changeStatus')(row.id, status);
      } catch (e) {
        snapshot.forEach(([key, data]) => queryClient.setQueryData(key, data));
        throw e;
      } finally {
        void refresh();
      }
    },
    [queryClient, baseKey, config, statusKey, refresh],
  );

  return { save, remove, removeMany, setStatus, refresh };
}

export type { ListState };
