import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { placeKey } from '@/api/query-client';
import { dictApi, type DictGroup } from '@/api/services/dict';
import { useSession } from '@/session/session-store';
import type { FieldDef, Option } from './types';

/**
 * The options of a select-like field (select, dict, entity), loaded once per place and shared by the cells,
 * the search form, the form and the export. Dictionary groups are cached per group; an entity's options
 * under its `queryKey`.
 */
function optionsQuery(placeId: number, field: FieldDef<never>, t: TFunction) {
  if (field.type === 'dict' && field.dict) {
    const group = field.dict;
    return {
      queryKey: placeKey(placeId, 'dict', group),
      queryFn: async (): Promise<Option[]> => {
        const dict = await dictApi.listByTypes([group as DictGroup]);
        return (dict[group as DictGroup] ?? []).map((e) => ({ value: e.value, label: e.label }));
      },
      staleTime: 10 * 60_000,
    };
  }
  if (field.type === 'entity' && field.entity) return sourceQuery(placeId, field.entity);
  const fixed = (field.options ?? []).map((o) => ({ value: o.value, label: t(o.label) }));
  return {
    queryKey: ['static-options', field.key, fixed],
    queryFn: () => Promise.resolve(fixed),
    initialData: fixed,
    staleTime: Infinity,
  };
}

/**
 * The query of a source of the place's options (an entity field's options, or what a page builds its config
 * from: crud-page.tsx `CrudPageFrom`), cached per place under its `queryKey`.
 */
export function sourceQuery<T>(
  placeId: number,
  { queryKey, load }: { queryKey: string; load: () => Promise<T> },
) {
  return { queryKey: placeKey(placeId, 'options', queryKey), queryFn: load, staleTime: 30_000 };
}

/** Options of a field for the current place; [] while loading. */
export function useFieldOptions(field: FieldDef<never>): { options: Option[]; loading: boolean } {
  const { t } = useTranslation();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const q = useQuery({ ...optionsQuery(placeId, field, t), enabled: isOptionField(field) });
  return { options: q.data ?? [], loading: q.isLoading };
}

/** Options for code outside React (the export). */
export function fetchFieldOptions(
  client: QueryClient,
  placeId: number,
  field: FieldDef<never>,
  t: TFunction,
): Promise<Option[]> {
  return client.fetchQuery(optionsQuery(placeId, field, t));
}

export const isOptionField = (f: FieldDef<never>): boolean =>
  f.type === 'select' || f.type === 'dict' || f.type === 'entity';

/** The label of a value, or the value itself when no option matches (a deleted entity still shows its id). */
export function labelOf(options: Option[], value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const hit = options.find((o) => String(o.value) === String(value));
  return hit ? hit.label : String(value);
}
