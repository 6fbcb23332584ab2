import type { ComponentType, ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { ServerFile } from '@/api/client';
import { resource, type CrudResource, type ListQuery, type ListSort, type Page } from '@/api/resource';
import type { Check } from '@/utils/validators';
import type { Entity, FieldSpec, Fields } from '@/domain/entity';

/**
 * One configuration per entity turns into a whole list page (docs/crud-engine.md). A field says once what it
 * is; the engine derives its column, its search input, its form input, its validation, its URL encoding and
 * its export cell from the type.
 */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'money'
  | 'discount'
  | 'dict'
  | 'entity'
  | 'select'
  | 'switch'
  | 'date'
  | 'time'
  | 'dateRange'
  | 'timeRange'
  | 'dateTimeRange'
  | 'images'
  | 'richText'
  | 'file';

export interface Option {
  value: string | number;
  /** already translated */
  label: string;
}

/** What an option source sees: the form's current values (for options that depend on another field). */
export interface OptionContext {
  values: Record<string, unknown>;
  t: TFunction;
}

export interface ColumnOptions<Row> {
  width?: number;
  /** sortable on the server (sortField/sortOrder) */
  sorter?: boolean;
  fixed?: 'left' | 'right';
  /** hidden until the user turns it on in the column settings */
  hidden?: boolean;
  ellipsis?: boolean;
  /** a custom cell; the lightest escape hatch */
  render?: (row: Row) => ReactNode;
}

export interface FormOptions {
  /** span both columns of a two-column form */
  wide?: boolean;
  /** only in the add or only in the edit form */
  only?: 'add' | 'edit';
  /** shown but not editable when editing */
  lockedOnEdit?: boolean;
  /** value of a new row; a function is asked each time the add form opens (a shift that ends now) */
  initial?: unknown;
  /** false: no label above the input, for an input that carries its own text (a checkbox) */
  label?: false;
  /** locale key of a hint under the input */
  extra?: string;
  /**
   * shown only while this holds for the form's values (e.g. the price while the mode is 固定价); list the
   * fields it reads in the field's `dependsOn`. A hidden field is not checked; its value is kept.
   */
  visible?: (values: Record<string, unknown>) => boolean;
}

export interface FieldDef<Row = Record<string, unknown>> {
  /** the wire key */
  key: string;
  /** locale key of the label */
  label: string;
  /** default 'text' */
  type?: FieldType;
  column?: boolean | ColumnOptions<Row>;
  search?: boolean;
  form?: boolean | FormOptions;
  required?: boolean;
  /** §5 checks, run in order after the type's own rules */
  rules?: Check[];
  /**
   * a rule that needs other fields (e.g. highest floor ≥ lowest floor): returns a locale key or null; list
   * the other fields in `dependsOn` so a change there re-checks this one
   */
  crossCheck?: (value: unknown, values: Record<string, unknown>) => string | null;
  /** locale key; default: 请输入 / 请选择 + label */
  placeholder?: string;
  /** locale key of the search input's placeholder when the search reads more than the field (名称或条码) */
  searchPlaceholder?: string;
  /** select: fixed options (labels are locale keys) */
  options?: Array<{ value: string | number; label: string }>;
  /** dict: the dictionary group */
  dict?: string;
  /** entity: where the options come from, cached per place under `queryKey` */
  entity?: { queryKey: string; load: () => Promise<Option[]> };
  /** select/entity whose options depend on other form values (e.g. floors of the chosen building) */
  dependsOn?: string[];
  optionsFrom?: (ctx: OptionContext) => Option[];
  multiple?: boolean;
  /** number: bounds and decimals (default integers) */
  min?: number;
  max?: number;
  precision?: number;
  /** a unit after the number, as a locale key (e.g. ㎡) */
  unit?: string;
  /** text/textarea: maximum characters */
  maxLength?: number;
  /** dateRange/timeRange/dateTimeRange: the two wire keys of start and end */
  range?: [string, string];
  /** extra props for the input (e.g. `{ max: 6 }` for images) */
  inputProps?: Record<string, unknown>;
  /** a custom form input for this field; receives antd's value/onChange through Form.Item */
  input?: (ctx: OptionContext & { mode: 'add' | 'edit' }) => ReactNode;
  /** part of the Excel export (default: when it is a column) */
  exported?: boolean;
  /**
   * the Excel and print cell of a column that draws its own (`column.render`) from more than its value, e.g. a
   * service request { kind, note }; default: the type's export of the value
   */
  exportAs?: (row: Row, t: TFunction) => string | number;
  /**
   * the field's declaration (src/domain/entity.ts), put here by `defineCrud` from the config's `schema`: its
   * rules replace `required`'s message, `rules` and `crossCheck`, so page and mock check the same way
   */
  spec?: FieldSpec;
}

/** A field as the engine handles it, of no row type in particular (configs are checked where they are written). */
export type AnyField = FieldDef<never>;

export type CrudAction = 'add' | 'edit' | 'delete' | 'status' | 'export' | 'print';

/**
 * What a row action's dialog is given: the row it was opened for (null while closed: it stays mounted, so it
 * closes with its animation), its close, and `refresh` to read the list again after it changed a row.
 */
export interface RowDialogProps<Row> {
  row: Row | null;
  onClose: () => void;
  refresh: () => void;
}

interface RowActionBase<Row> {
  key: string;
  /** locale key */
  label: string;
  /** permission key; hidden without it */
  perm?: string;
  danger?: boolean;
  visible?: (row: Row) => boolean;
}

/**
 * A button in each row's action column: it runs `onClick`, or it opens the page's own `dialog` for the row
 * (adjust the stock, what a role may do …), which the engine mounts beside its form.
 */
export type RowAction<Row> = RowActionBase<Row> &
  (
    | {
        /** `list.refresh()` fetches the list again (after the action changed a row) */
        onClick: (row: Row, list: { refresh: () => Promise<unknown> }) => void;
        dialog?: never;
      }
    | { dialog: ComponentType<RowDialogProps<Row>>; onClick?: never }
  );

export interface BatchAction<Row> {
  key: string;
  /** locale key */
  label: string;
  /** permission key; hidden without it */
  perm?: string;
  icon?: ReactNode;
  /** `clear()` empties the selection (call it once the action is done, e.g. when its dialog saved) */
  onClick: (selection: { ids: number[]; rows: Row[]; clear: () => void }) => void;
}

/**
 * The calls the engine makes of an entity: `list` always; each other call is optional, and an action whose
 * call is absent is not offered (no add button without `add`, no switch without `changeStatus` …), so a
 * resource that only lists and edits is the calls it has. `resource()` (src/api/resource.ts) gives them all.
 * @example const smsSendResource: CrudCalls<SmsSendRecord> = { list: smsCalls.list };
 */
export type CrudCalls<Row, Input = Partial<Row>> = Pick<CrudResource<Row, Input>, 'list'> &
  Partial<Omit<CrudResource<Row, Input>, 'list'>>;

/**
 * One page of rows a server answers whole (an unpaged list call): the engine's paging over them, for a
 * `CrudCalls.list`. @example list: async (q, call) => pageOf(await api.all(call), q)
 */
export function pageOf<T>(rows: T[], q: ListQuery): Page<T> {
  const from = (q.page - 1) * q.size;
  return {
    records: rows.slice(from, from + q.size),
    total: rows.length,
    pageNumber: q.page,
    pageSize: q.size,
  };
}

/**
 * A permission key per action; `true` offers the action to every signed-in user (a list of the user's own
 * data, such as their addresses). An action without either is not offered.
 */
export type CrudPerms = Partial<Record<CrudAction, string | true>>;

export interface CrudConfig<Row extends { id: number }, Input = Partial<Row>> {
  /** cache key, column-settings key and export file name stem; unique per entity */
  key: string;
  /**
   * whose rows these are: the current place's (default; cached per place, a place switch shows the other
   * place's rows) or the signed-in user's, the same in every place (addresses): cached per user, so a place
   * switch keeps the list, its cache and its selection
   */
  scope?: 'place' | 'user';
  /**
   * the cache key under the place (or user) when it is not `[key]`: a list cached under a prefix that other
   * queries share is refreshed with them (the licence orders under `['licence', 'orders']` follow a payment)
   */
  cacheKey?: readonly unknown[];
  /** locale key of the page title */
  title: string;
  /** locale key of a note above the search form, as an info alert: what the list is for */
  intro?: string;
  /** a part of the page's own above the search form, under the note (the locks' supplier account card) */
  header?: ComponentType;
  /** locale key of one row's kind, for the form title (新增楼栋); default: the title */
  entity?: string;
  resource: CrudCalls<Row, Input>;
  /**
   * the entity's declaration, shared with the mock (src/domain): a field of the same key takes its rules,
   * bounds, length and initial value from it (through `defineCrud`), and the config says only how it shows
   */
  schema?: Entity<Fields>;
  fields: Array<FieldDef<Row>>;
  /** a permission key per action (or `true`, see CrudPerms); an action without one, or without its call, is not offered */
  perms: CrudPerms;
  /**
   * the enable/disable switch column (1 on, 0 off), through the resource's changeStatus (its path may be
   * renamed, e.g. `paths: { changeStatus: 'onAndOffShelves' }`); `on`/`off` are locale keys of the two states
   * (default 启用/停用, e.g. 上架/下架)
   */
  status?: {
    key?: string;
    label?: string;
    on?: string;
    off?: string;
    /** rows that have no state to switch (e.g. a room type without a price yet) show no switch */
    visible?: (row: Row) => boolean;
  };
  batchDelete?: boolean;
  /**
   * a 复制 row action (behind the add key): the add form opens filled from the row (for rows that are never
   * edited, e.g. a promotion is changed by taking it off the shelf and adding a new one)
   */
  copy?: boolean;
  /** how the delete confirmation names a row (default: its number in the list) */
  rowName?: (row: Row) => string;
  /** the list's first column numbers the rows (default true) */
  indexColumn?: boolean;
  /** locale key of the delete question when the list words it its own way, with `{{index}}` and `{{name}}` (rowName) */
  deleteConfirm?: string;
  form?: {
    kind?: 'modal' | 'drawer';
    width?: number;
    columns?: 1 | 2;
    /** wire → form values beyond the field types (rare) */
    toForm?: (row: Row) => Record<string, unknown>;
    /** form values → wire body beyond the field types (rare) */
    toWire?: (values: Record<string, unknown>, mode: 'add' | 'edit') => Record<string, unknown>;
    /**
     * shown under the fields and re-rendered as the values change: what the entered values mean (e.g. the
     * hour-room form's worked example); `row` is the row being edited, null when adding
     */
    preview?: (ctx: OptionContext & { mode: 'add' | 'edit'; row: Row | null }) => ReactNode;
    /**
     * where a refusal that names no field shows: a toast (default) or an alert at the top of the form,
     * cleared by the next change
     */
    errors?: 'toast' | 'inline';
    /** false: closing a changed form does not ask first (default true) */
    askBeforeClose?: boolean;
  };
  /**
   * locale key of a row's edit button when it is not 编辑 (undefined keeps 编辑), e.g. 设置房价 for a room type
   * that has no price yet
   */
  editLabel?: (row: Row) => string | undefined;
  /**
   * 导出 asks the server for the file of the current filter and sort (a blob export with the server's file name)
   * instead of building it from the list's rows
   */
  serverExport?: (filters: Record<string, unknown>, sort: ListSort | null) => Promise<ServerFile>;
  /** locale key of the add button when it is not 新增 (交班 on the handover list) */
  addLabel?: string;
  /** rows that are no longer changed or removed (a handover the next clerk confirmed): no 编辑, no 删除 */
  locked?: (row: Row) => boolean;
  rowActions?: Array<RowAction<Row>>;
  /** extra toolbar buttons, left of the engine's own */
  toolbar?: ReactNode;
  /**
   * toolbar buttons that act on the selected rows (e.g. 指定管理员); with one the user may run, the table
   * offers selection and each button is disabled until rows are selected
   */
  batchActions?: Array<BatchAction<Row>>;
  pageSizes?: number[];
  /**
   * push kinds (src/realtime PUSH_KIND) after which the list is fetched again — what another console or the
   * front desk changed shows without a reload; a socket reconnect fetches it again too (a push may have been
   * missed while it was down)
   */
  reloadOn?: readonly number[];
  /** the rows' default server sort when the user chose none */
  defaultSort?: { field: string; order: 'asc' | 'desc' };
}

/**
 * The usual permission keys of an entity page, `<base>:add|edit|delete|status|export` (the server's menu lists
 * them per page).
 * @example perms: actionPerms('room:lock')
 */
export function actionPerms(base: string): Partial<Record<CrudAction, string>> {
  return {
    add: `${base}:add`,
    edit: `${base}:edit`,
    delete: `${base}:delete`,
    status: `${base}:status`,
    export: `${base}:export`,
  };
}

/**
 * A config whose fields take their rules from the entity's declaration (`config.schema`): required and its
 * message, bounds, decimals, length, the §5 checks, cross-field rules and the initial value of a new row. What
 * the page sets itself (a tighter input bound, its own initial value) stays.
 * @example export const buildingConfig = defineCrud({ key: 'buildings', schema: buildingEntity, fields: [{ key: 'sort', label: 'rooms.sort', type: 'number', column: true, form: true }], … });
 */
export function defineCrud<Row extends { id: number }, Input>(
  config: Omit<CrudConfig<Row, Input>, 'resource' | 'perms'> & {
    resource?: CrudCalls<Row, Input>;
    /** default: the served declaration's keys (`schema.serve.perms`, as `actionPerms` names them) */
    perms?: CrudPerms;
  },
): CrudConfig<Row, Input> {
  // a declaration that names where it is served needs no API module: the engine's calls go there
  const base = config.schema?.base;
  const calls = config.resource ?? (base ? resource<Row, Input>({ base }) : undefined);
  if (!calls) throw new Error(`${config.key}: no resource, and its schema names no base`);
  const served = config.schema?.serve?.perms;
  const perms = config.perms ?? (served ? actionPerms(served) : undefined);
  if (!perms) throw new Error(`${config.key}: no perms, and its schema is not served`);
  const declared = config.schema?.fields;
  if (!declared) return { ...config, perms, resource: calls };
  return {
    ...config,
    perms,
    resource: calls,
    fields: config.fields.map((f) => withSpec(f, declared[f.key])),
  };
}

/**
 * A settings form's fields with the rules of the entity's declaration, as `defineCrud` gives a list's fields:
 * the page and the mock check the same (crud/settings-form.tsx).
 * @example <SettingsForm fields={declaredFields(PLACE_FIELDS, basplaceEntity)} … />
 */
export function declaredFields<Row>(
  fields: Array<FieldDef<Row>>,
  schema: { fields: Record<string, FieldSpec> },
): Array<FieldDef<Row>> {
  return fields.map((f) => withSpec(f, schema.fields[f.key]));
}

function withSpec<Row>(f: FieldDef<Row>, spec: FieldSpec | undefined): FieldDef<Row> {
  if (!spec || spec.derived) return f;
  const form =
    typeof f.form === 'object' || f.form ? { ...(typeof f.form === 'object' ? f.form : {}) } : f.form;
  if (form && typeof form === 'object' && form.initial === undefined && spec.initial !== undefined) {
    form.initial = spec.initial;
  }
  return {
    ...f,
    spec,
    form,
    required: !!spec.required,
    min: f.min ?? spec.min,
    max: f.max ?? spec.max,
    maxLength: f.maxLength ?? spec.maxLength,
    dependsOn: [...new Set([...(f.dependsOn ?? []), ...(spec.dependsOn ?? [])])],
    // the declaration's checks run through `spec`; a page's own check of what the server checks against
    // other tables (a `tableRule`, e.g. the placeholders a template may hold) stays
    rules: spec.tableRule ? f.rules : undefined,
    crossCheck: undefined,
  };
}
