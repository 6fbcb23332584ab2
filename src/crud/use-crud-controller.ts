import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/access/access-store';
import { ui } from '@/components/feedback-ui';
import { draftKey, drafts } from '@/hooks/drafts';
import { usePageTag } from '@/hooks/page-tag';
import { useSession } from '@/session/session-store';
import { useColumnSettings } from './column-settings';
import { EXPORT_CAP, exportToExcel, openPrintView, saveFile } from './export';
import { useCrudList, useCrudMutations, useListOwner, type AnyConfig, type Row } from './use-crud';
import type { ListState } from './list-state';
import type { AnyField, ColumnOptions, CrudAction } from './types';

/**
 * The engine's headless controller: everything a list page does, without its views. The list (URL state and
 * query), the column model, the actions each row and the toolbar offer, the selection, export and print, the
 * permissions and the add/edit form's open state, from one config. `CrudPage` renders it with the views in
 * ./views; a page that lays its list out otherwise (the address book, the licence orders) renders the same
 * controller with the views it wants.
 *
 * @example
 * const crud = useCrudController(addressConfig);
 * return <><CrudTable crud={crud} /><CrudFormHost crud={crud} /></>;
 */
/**
 * What the user may do: the action's permission key (or `true`) and, for the actions that make a call, that
 * call on the resource. An action without either is not offered.
 */
export function usePermissions(config: AnyConfig): Record<CrudAction, boolean> {
  const flags = useAccess((s) => s.flags);
  const res = config.resource;
  const has = (a: CrudAction) => {
    const key = config.perms[a];
    return key === true || (!!key && flags[key] === true);
  };
  const exportable = has('export');
  return {
    add: has('add') && !!res.add,
    edit: has('edit') && !!res.edit,
    delete: has('delete') && !!res.remove,
    status: has('status') && !!res.changeStatus,
    export: exportable,
    // printing reads the same rows as exporting; a config may give it its own key
    print: config.perms.print ? has('print') : exportable,
  };
}

/** One column of the list, as the table view renders it. */
export type CrudColumn =
  | { kind: 'index'; key: '__index'; title: string; width: number }
  | {
      kind: 'field';
      key: string;
      title: string;
      field: AnyField;
      options: ColumnOptions<never>;
      sortOrder: 'ascend' | 'descend' | null;
    }
  | { kind: 'status'; key: string; title: string; width: number }
  | { kind: 'actions'; key: '__actions'; title: string; width: number };

/** A button of a row's action column. */
export interface CrudRowAction {
  key: string;
  /** translated */
  label: string;
  danger?: boolean;
  onClick: () => void;
}

/** The status cell of a row: a switch when it may be changed, else its state as text; null shows nothing. */
export interface CrudStatusCell {
  on: boolean;
  /** translated label of the row's state */
  label: string;
  onLabel: string;
  offLabel: string;
  editable: boolean;
}

interface FormState {
  open: boolean;
  editing: Row | null;
  copyOf?: Row | null;
  /** form values to put back over the row's (a draft a reload interrupted) */
  restore?: Record<string, unknown> | null;
}

/** The unsaved input of a list's add/edit form, kept as it is typed (hooks/drafts.ts), for after a reload. */
export interface CrudDraft {
  mode: 'add' | 'edit';
  /** the row being edited */
  id: number | null;
  values: Record<string, unknown>;
  /** when it was last changed (ms) */
  at: number;
}

export function useCrudController(config: AnyConfig) {
  const { t } = useTranslation();
  const list = useCrudList(config);
  const mutations = useCrudMutations(config, list.baseKey);
  const can = usePermissions(config);
  const flags = useAccess((s) => s.flags);
  const queryClient = useQueryClient();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const placeName = useSession((s) => s.place?.placeName ?? '');
  const owner = useListOwner(config);
  const hiddenByDefault = useMemo(
    () => config.fields.filter((f) => typeof f.column === 'object' && f.column.hidden).map((f) => f.key),
    [config.fields],
  );
  const columnSettings = useColumnSettings(config.key, hiddenByDefault);
  const searchFields = useMemo(() => config.fields.filter((f) => f.search), [config.fields]);
  const [form, setForm] = useState<FormState>({ open: false, editing: null });
  const [selected, setSelected] = useState<number[]>([]);
  // the row action whose dialog is open, and its row
  const [opened, setOpened] = useState<{ key: string; row: Row } | null>(null);
  const [busy, setBusy] = useState<'export' | 'print' | null>(null);
  const { state, update, query } = list;
  const offset = (state.page - 1) * state.size;

  const statusKey = config.status ? (config.status.key ?? 'status') : null;
  const batchActions = (config.batchActions ?? []).filter((a) => !a.perm || flags[a.perm]);
  const batchDelete = !!config.batchDelete && can.delete && !!config.resource.removeMany;
  const copyable = !!config.copy && can.add;
  const rowActions = useMemo(
    () => (config.rowActions ?? []).filter((a) => !a.perm || flags[a.perm]),
    [config.rowActions, flags],
  );
  // selecting is for batch delete and the config's batch actions; without either there is no selection
  const selectable = batchDelete || batchActions.length > 0;

  // a selection belongs to the rows on screen; paging, filtering or another place (or user) clears it
  useEffect(() => setSelected([]), [state.page, state.size, list.filters, owner]);

  // the draft a reload left: offered once, until it is restored or discarded (the form writes the next one)
  const tag = usePageTag();
  const formDraftKey = draftKey(tag?.key ?? config.key, `crud-${config.key}`);
  const [draft, setDraft] = useState<CrudDraft | null>(() => drafts.read<CrudDraft>(formDraftKey));
  const restoreDraft = useCallback(() => {
    if (!draft) return;
    const row = draft.id === null ? null : (list.rows.find((r) => r.id === draft.id) ?? { id: draft.id });
    setForm({ open: true, editing: row, restore: draft.values });
    setDraft(null);
  }, [draft, list.rows]);
  const discardDraft = useCallback(() => {
    drafts.clear(formDraftKey);
    setDraft(null);
  }, [formDraftKey]);

  const openAdd = useCallback(() => setForm({ open: true, editing: null }), []);
  const openEdit = useCallback((row: Row) => setForm({ open: true, editing: row }), []);
  const openCopy = useCallback((row: Row) => setForm({ open: true, editing: null, copyOf: row }), []);
  const closeForm = useCallback(() => setForm((s) => ({ ...s, open: false })), []);

  const confirmDelete = (content: string, remove: () => Promise<string>, done?: () => void) =>
    void ui.confirm({
      title: t('crud.deleteTitle'),
      content,
      okText: t('crud.confirm'),
      cancelText: t('crud.cancel'),
      okButtonProps: { danger: true },
      // the request layer shows a refusal; the dialog closes either way
      onOk: async () => {
        try {
          ui.success((await remove()) || t('crud.removed'));
          done?.();
        } catch {
          // shown by the request layer
        }
      },
    });

  function confirmRemove(row: Row, index: number) {
    const name = config.rowName?.(row as never);
    const entity = config.entity ? t(config.entity) : t('crud.recordWord');
    const content = config.deleteConfirm
      ? t(config.deleteConfirm, { index, name, entity })
      : name
        ? t('crud.deleteConfirmNamed', { entity, name })
        : t('crud.deleteConfirm', { entity });
    confirmDelete(content, () => mutations.remove(row));
  }

  function confirmRemoveMany() {
    const ids = selected;
    confirmDelete(
      t('crud.batchRemoveConfirm', { count: ids.length }),
      () => mutations.removeMany(ids),
      () => setSelected([]),
    );
  }

  async function changeStatus(row: Row, on: boolean) {
    try {
      ui.success(await mutations.setStatus(row, on ? 1 : 0));
    } catch {
      // rolled back; the request layer showed why
    }
  }

  async function runExport(kind: 'export' | 'print') {
    if (busy) return;
    setBusy(kind);
    const args = {
      config,
      filters: list.filters,
      sort: list.sort,
      hidden: columnSettings.hidden,
      t,
      queryClient,
      placeId,
    };
    try {
      if (kind === 'print') await openPrintView({ ...args, placeName });
      else if (config.serverExport) {
        // the server builds the file of the filter and names it
        const file = await config.serverExport(list.filters, list.sort);
        saveFile(file.blob, file.fileName);
        ui.success(t('crud.exportedFile', { name: file.fileName }));
      } else {
        const count = await exportToExcel(args);
        ui.success(count >= EXPORT_CAP ? t('crud.exportCapped', { count }) : t('crud.exported', { count }));
      }
    } catch {
      // the request layer showed the failure
    } finally {
      setBusy(null);
    }
  }

  const columns = useMemo<CrudColumn[]>(() => {
    const cols: CrudColumn[] = [];
    if (config.indexColumn !== false)
      cols.push({ kind: 'index', key: '__index', title: t('crud.index'), width: 64 });
    for (const f of config.fields) {
      if (!f.column || columnSettings.hidden.has(f.key)) continue;
      const options: ColumnOptions<never> = typeof f.column === 'object' ? f.column : {};
      const sorted = options.sorter && list.sort?.field === f.key ? list.sort.order : null;
      cols.push({
        kind: 'field',
        key: f.key,
        title: t(f.label),
        field: f,
        options,
        sortOrder: sorted === 'asc' ? 'ascend' : sorted === 'desc' ? 'descend' : null,
      });
    }
    if (statusKey) {
      cols.push({
        kind: 'status',
        key: statusKey,
        title: t(config.status?.label ?? 'crud.status'),
        width: 96,
      });
    }
    const buttons = Number(can.edit) + Number(can.delete) + Number(copyable) + rowActions.length;
    if (buttons > 0) {
      cols.push({ kind: 'actions', key: '__actions', title: t('crud.actions'), width: 80 + 56 * buttons });
    }
    return cols;
  }, [config, t, columnSettings.hidden, list.sort, statusKey, can.edit, can.delete, copyable, rowActions]);

  const refresh = mutations.refresh;

  /** The buttons of a row's action column; `index` is the row's place on the page (0 first). */
  function actionsOf(row: Row, index: number): CrudRowAction[] {
    const out: CrudRowAction[] = [];
    const locked = config.locked?.(row as never) ?? false;
    if (can.edit && !locked) {
      out.push({
        key: 'edit',
        label: t(config.editLabel?.(row as never) ?? 'crud.edit'),
        onClick: () => openEdit(row),
      });
    }
    if (copyable) out.push({ key: 'copy', label: t('crud.copy'), onClick: () => openCopy(row) });
    for (const a of rowActions) {
      if (a.visible && !a.visible(row as never)) continue;
      out.push({
        key: a.key,
        label: t(a.label),
        danger: a.danger,
        onClick: () => (a.dialog ? setOpened({ key: a.key, row }) : a.onClick(row as never, { refresh })),
      });
    }
    if (can.delete && !locked) {
      out.push({
        key: 'delete',
        label: t('crud.remove'),
        danger: true,
        onClick: () => confirmRemove(row, offset + index + 1),
      });
    }
    return out;
  }

  function statusOf(row: Row): CrudStatusCell | null {
    if (!statusKey || (config.status?.visible && !config.status.visible(row as never))) return null;
    const on = row[statusKey] === 1;
    const onLabel = t(config.status?.on ?? 'crud.enabled');
    const offLabel = t(config.status?.off ?? 'crud.disabled');
    return { on, label: on ? onLabel : offLabel, onLabel, offLabel, editable: can.status };
  }

  /** The table's paging and sort, as one change of the URL state (a new sort starts at page 1). */
  function changeTable(page: number, size: number, sort: ListState['sort']) {
    const sortChanged =
      (sort?.field ?? null) !== (state.sort?.field ?? null) || sort?.order !== state.sort?.order;
    update({ page: sortChanged ? 1 : page, size, sort });
  }

  return {
    config,
    list,
    query,
    can: { ...can, batchDelete, copy: copyable },
    columns,
    columnSettings,
    /** row number of the first row on the page, less one */
    offset,
    actionsOf,
    statusOf,
    changeStatus,
    changeTable,
    /** the search fields and whether a filter is set */
    searchFields,
    filtered: Object.keys(state.filters).length > 0,
    search: (filters: Record<string, string>) => update({ filters, page: 1 }),
    clearFilters: () => update({ filters: {}, page: 1 }),
    selection: {
      enabled: selectable,
      ids: selected,
      rows: () => list.rows.filter((r) => selected.includes(r.id)),
      set: setSelected,
      clear: () => setSelected([]),
    },
    batchActions,
    /** the row actions' dialogs, each with its row while open */
    dialogs: rowActions.flatMap((a) =>
      a.dialog ? [{ key: a.key, Dialog: a.dialog, row: opened?.key === a.key ? opened.row : null }] : [],
    ),
    closeDialog: () => setOpened(null),
    confirmRemoveMany,
    exporting: busy,
    runExport,
    refresh,
    form: {
      ...form,
      openAdd,
      openEdit,
      openCopy,
      close: closeForm,
      save: mutations.save,
      draftKey: formDraftKey,
    },
    /** a draft of the form from before a reload, and what to do with it */
    draft: form.open ? null : draft,
    restoreDraft,
    discardDraft,
  };
}

export type CrudController = ReturnType<typeof useCrudController>;
