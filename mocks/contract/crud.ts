/**
 * The CRUD factory: the calls of a plain entity under a prefix, one line per table, on the router's checks; an
 * entity given by its declaration (src/domain) is checked by its rules and joins the contract suite.
 */
import { formatTime, type Db, type EntityRow, type StoredRow, type Table } from '../db';
import { int, text } from '../validate';
import {
  readField as readDeclared,
  servedOps,
  WRITE_KEY,
  type Entity,
  type Fields as EntityFields,
} from '../../src/domain/entity';
import { zhText } from '../messages';
import { isDay, type Day } from '../../src/domain/calendar';
import { invalid, invalidField, ok, refuse, type EncryptMode, type Fields, type Problem } from './wire';
import { byId, register, type CrudContext, type MockRoute, type RouteOptions } from './router';

/* ------------------------------------------------------------------ CRUD factory */

export type CrudOp = 'list' | 'add' | 'edit' | 'delete' | 'changeStatus' | 'detail' | 'deleteBatch';

/** The six calls every plain entity has; `deleteBatch` is opt-in. */
export const CRUD_OPS: readonly CrudOp[] = ['list', 'add', 'edit', 'delete', 'changeStatus', 'detail'];

export interface CrudValidateArgs<Row extends StoredRow = EntityRow> {
  mode: 'add' | 'edit';
  /** the row as it would be stored */
  row: Row;
  /** the stored row (edit only) */
  existing: Row | null;
  /** the other rows of the same place, for uniqueness checks */
  siblings: Row[];
  ctx: CrudContext;
}

/**
 * How a body value of a writable column is read: `text` trimmed text; `int` an integer (numeric text too);
 * `number` a finite number (numeric text too); `list` an array (absent = []); `any` as sent; or a reader of
 * your own (e.g. one that strips markup). A value that cannot be read becomes null, so `validate` sees
 * "missing or malformed" as one case.
 */
export type CrudFieldKind = 'text' | 'int' | 'number' | 'list' | 'any' | ((value: unknown) => unknown);

/**
 * How a list query key filters: `contains` (case-insensitive text), `equals` (text of the value; an array
 * cell matches when it holds the value), or a predicate on the query text and the presented row.
 */
export type CrudFilterKind =
  | 'contains'
  | 'equals'
  | ((value: string, row: Record<string, unknown>) => boolean);

export type SortOrder = 'asc' | 'desc';
export interface SortSpec {
  field: string;
  order: SortOrder;
}

/** An ascending sort by `field`: a step of a `defaultSort`. @example defaultSort: [asc('sort'), asc('id')] */
export const asc = (field: string): SortSpec => ({ field, order: 'asc' });

/**
 * The options of `crud()`. `Row` is the type of the table's stored rows: given the table's declaration
 * (`table: ROOMS.building`), the callbacks get typed rows; given its name, plain `EntityRow`s.
 */
export interface CrudOptions<Row extends StoredRow = EntityRow> {
  /**
   * The entity's declaration (src/domain/entity.ts), shared with the page: which columns add/edit write and
   * how each is read, the values of a new row, and every field rule with its message — checked before
   * `validate`, which is left with what needs other tables. Replaces `fields` and the rule part of `validate`.
   */
  entity?: Entity<EntityFields>;
  /**
   * what the server makes of a declared text field before checking and storing it, e.g. rich text without
   * scripts: `clean: { description: stripScripts }`
   */
  clean?: Record<string, (value: string) => string>;
  /**
   * run before any call reads the table: a place's history written the first time it is read (damage drawn from
   * the orders of the last month)
   */
  prepare?: (ctx: CrudContext) => void;
  /** the table: its declaration (typed rows) or its name in the database (default: last segment of the prefix) */
  table?: string | Table<Row>;
  /** rows belong to the current place (index header); default true */
  placeScoped?: boolean;
  /**
   * rows belong to the signed-in user, whatever place is current (the address book): no index header, each
   * call sees and changes only the user's rows; implies placeScoped false
   */
  userScoped?: boolean;
  /**
   * rows belong to the owner of the current place (`ownerId`), shared by all the owner's places (roles cover
   * several places): the index header names the place whose owner's rows are read and whose keys are checked
   */
  ownerScoped?: boolean;
  /** the resource key the list and detail need (default: none, open to whoever may use the place) */
  readPerm?: string;
  /** which calls to serve (default the six of CRUD_OPS; add 'deleteBatch' to serve it) */
  ops?: CrudOp[];
  /** path per op when the backend does not use the default name, e.g. { delete: 'remove' } */
  paths?: Partial<Record<CrudOp, string>>;
  /** list by GET (default) or POST */
  listMethod?: 'get' | 'post';
  /** field carrying the id in delete/changeStatus/detail bodies besides `id` (e.g. 'userId') */
  idField?: string;
  /**
   * The columns add/edit may write and how each is read; other body keys are ignored (derived columns the
   * console sends back, status, managerId …). Without it every key but id/placeId/times is written as sent.
   */
  fields?: Record<string, CrudFieldKind>;
  /** values a new row starts with (before the body's) */
  defaults?: (ctx: CrudContext) => Record<string, unknown>;
  /** add/edit check: a message, a field-named message ({field, msg}, see invalidField) or null */
  validate?: (args: CrudValidateArgs<Row>) => Problem;
  /** delete/deleteBatch check: a message refuses the delete (e.g. a building that still has rooms) */
  beforeDelete?: (row: Row, ctx: CrudContext) => string | null | undefined;
  /** filter kind per query key; keys not named here: text contains, anything else equals */
  filters?: Record<string, CrudFilterKind>;
  /** replaces all filtering: a predicate on the stored row and the query texts */
  filter?: (row: Row, query: Record<string, string>) => boolean;
  /** list order when the query has no sortField (default: newest id first); ties always go newest first */
  defaultSort?: SortSpec | SortSpec[];
  /**
   * list order when the query has no sortField, as a comparison of presented rows, for an order on something
   * the answered rows do not carry (e.g. the sort of a row's category); replaces defaultSort
   * @example defaultCompare: (ctx) => (a, b) => shelfOrder(ctx, a.categoryId) - shelfOrder(ctx, b.categoryId)
   */
  defaultCompare?: (ctx: CrudContext) => (a: Record<string, unknown>, b: Record<string, unknown>) => number;
  /** how a row goes out (hide fields, add derived ones); lists filter and sort on this shape */
  present?: (row: Row, ctx: CrudContext) => Record<string, unknown>;
  /** status values changeStatus accepts (default [0, 1]) */
  statusValues?: number[];
  /** after a status change is stored: what else the server does (e.g. push the new state to the place) */
  afterStatus?: (row: Row, ctx: CrudContext) => void;
  /**
   * after any change is stored (add, edit, delete, deleteBatch, changeStatus; after `afterStatus`): what else
   * the server does, e.g. tell the place's other consoles to reload. Never called for a refused call.
   * @example afterChange: ({ op, ids }, ctx) => pushTo(ctx.place!.id, { businessType: 109, data: { ids } })
   */
  afterChange?: (change: CrudChange, ctx: CrudContext) => void;
  /**
   * POST body encoding of the add/edit/... calls (default 'aes'): one for all, or per call (the others 'aes'),
   * e.g. `{ add: 'rsa', edit: 'rsa' }` where §7 sends a body as JSON with RSA encoding (activities)
   */
  encrypt?: EncryptMode | Partial<Record<CrudOp, EncryptMode>>;
  /**
   * the resource keys the writes need (RouteOptions.perm): a base names them as the console's actionPerms do
   * (add, edit, delete for delete and deleteBatch, status for changeStatus); or one key per call. Reads are
   * open to whoever may use the place (pages that hold a list for their selects read it too).
   * @example perms: 'room:building' // room:building:add … :delete, :status
   * @example perms: { add: 'fee:rule:add', edit: 'fee:rule:edit', changeStatus: 'fee:rule:edit' }
   */
  perms?: string | Partial<Record<CrudOp, string>>;
}

/**
 * A plain entity served from its declaration: what the contract suite (mocks/entity-contract.test.ts) runs
 * through list, search, sort, paging, add, edit, status, delete, every rule and the resource keys.
 */
export interface DeclaredCrud {
  prefix: string;
  table: string;
  entity: Entity<EntityFields>;
  ops: readonly CrudOp[];
  path: (op: CrudOp) => string;
  listMethod: 'get' | 'post';
  /** whose rows they are: the current place's, the signed-in user's, or everyone's */
  scope: 'place' | 'user' | 'owner' | 'global';
  /** the resource key a write needs, if any */
  perm: (op: 'add' | 'edit' | 'delete' | 'deleteBatch' | 'changeStatus') => string | undefined;
  statusValues: number[];
  /** the POST body encoding a call takes */
  encrypt: (op: CrudOp) => EncryptMode;
}
const declaredCruds: DeclaredCrud[] = [];
/** Every `crud()` given an `entity`, in the order the handlers made them. */
export const declaredEntities = (): readonly DeclaredCrud[] => declaredCruds;

/** A change `crud()` stored: the call and the ids of the rows it added, changed or removed. */
export interface CrudChange {
  op: 'add' | 'edit' | 'delete' | 'deleteBatch' | 'changeStatus';
  ids: number[];
}

export interface Page<T> {
  records: T[];
  total: number;
  pageNumber: number;
  pageSize: number;
}

/** Query keys that are never filters. */
const LIST_KEYS = new Set(['pageNumber', 'pageSize', 'page', 'size', 'placeId', 'sortField', 'sortOrder']);

export const CRUD_MSG = {
  notFound: '数据不存在或已被删除',
  badStatus: '状态值不正确',
  noIds: '请选择要删除的数据',
  badSortField: '排序字段不正确',
  badSortOrder: '排序方式不正确',
} as const;

/**
 * The row of `rows` that an id read from a body names (a number or its digits), else code 400 数据不存在或已被删除:
 * the lookup of a call on one stored row.
 * @example const row = foundRow(rowsAt(db, ORDERS.damage, place.id), body.id);
 */
export const foundRow = <Row extends StoredRow>(rows: readonly Row[], id: unknown): Row =>
  byId(rows, int(id)) ?? invalid(CRUD_MSG.notFound);

/**
 * A switch a body sends (a status, an on/off flag): 0 or 1, as a number or its digit; anything else is refused
 * with code 400 状态值不正确.
 * @example const status = switchValue(body.status);
 */
export function switchValue(v: unknown): 0 | 1 {
  const value = int(v);
  return value === 0 || value === 1 ? value : invalid(CRUD_MSG.badStatus);
}

/** pageNumber/pageSize (or page/size) from a query or body; pageNumber ≥ 1, pageSize 1..500. */
export function paginate<T>(rows: T[], q: Fields): Page<T> {
  const pageNumber = Math.max(1, int(q.pageNumber) ?? int(q.page) ?? 1);
  const pageSize = Math.min(500, Math.max(1, int(q.pageSize) ?? int(q.size) ?? 10));
  const start = (pageNumber - 1) * pageSize;
  return { records: rows.slice(start, start + pageSize), total: rows.length, pageNumber, pageSize };
}

/**
 * A page of `rows` in the order the query asks (`sortField`/`sortOrder`, a field of `sortable`; another is refused
 * with 排序字段不正确), else in `fallback`'s: the last step of a list call that filters its rows itself.
 * @example return ok(sortedPage(rows, query, new Set(['startTime', 'fee']), { field: 'startTime', order: 'desc' }));
 */
export function sortedPage<T extends object>(
  rows: T[],
  q: Fields,
  sortable: ReadonlySet<string>,
  fallback: SortSpec,
): Page<T> {
  const sort = sortOf(q) ?? fallback;
  if (!sortable.has(sort.field)) invalid(CRUD_MSG.badSortField);
  rows.sort(compareRows([sort]));
  return paginate(rows, q);
}

/**
 * Whether a text cell holds a list filter's value, in any case; an absent or empty value holds in every cell.
 * @example rows.filter((r) => contains(r.memberName, q.memberName))
 */
export const contains = (cell: string, value: string | undefined): boolean =>
  !value || cell.toLowerCase().includes(value.toLowerCase());

/**
 * Whether a number cell is a list filter's value (sent as text); an absent or empty value holds in every cell.
 * @example rows.filter((r) => equalsNumber(r.status, q.status))
 */
export const equalsNumber = (cell: number, value: string | undefined): boolean =>
  !value || Number(value) === cell;

/**
 * Whether a time falls on the days of a list query's `startDate` to `endDate` (either may be absent); given a span
 * (`start` to `end`), whether the span meets those days.
 * @example rows.filter((r) => inDays(q, r.createTime))
 */
export const inDays = (q: { startDate?: string; endDate?: string }, start: string, end = start): boolean =>
  (!q.startDate || end.slice(0, 10) >= q.startDate) && (!q.endDate || start.slice(0, 10) <= q.endDate);

/**
 * The days of a query's `startDate` and `endDate`, both required and in order, else code 400 on the field with the
 * module's own words (`said` of its startRequired, endRequired, badRange): the first check of a report's range.
 * @example const [from, to] = dayRange(q, zhTextsUnder('orders.report'));
 */
export function dayRange(
  q: { startDate?: string; endDate?: string },
  said: (key: string) => string,
): [Day, Day] {
  const { startDate: from, endDate: to } = q;
  if (!from || !isDay(from)) invalidField('startDate', said('startRequired'));
  if (!to || !isDay(to)) invalidField('endDate', said('endRequired'));
  if (to < from) invalidField('endDate', said('badRange'));
  return [from, to];
}

function cellMatches(
  cell: unknown,
  value: string,
  kind: CrudFilterKind,
  row: Record<string, unknown>,
): boolean {
  if (typeof kind === 'function') return kind(value, row);
  if (cell === undefined || cell === null) return false;
  if (kind === 'contains') return contains(String(cell), value);
  if (Array.isArray(cell)) return cell.some((c) => String(c) === value);
  // numbers compare as numbers so '8.0' finds 8
  if (typeof cell === 'number') return value !== '' && Number(value) === cell;
  return String(cell) === value;
}

/**
 * Whether a row passes the query: every non-empty key that is not paging or sorting filters, by its kind in
 * `kinds`, else text cells contain and others equal. Keys the row does not have and no kind names are ignored
 * (the console may send keys another backend version knows).
 * @example matchesQuery({ roomNo: '801', floor: 8 }, { roomNo: '80', floor: '8' }) // true
 */
export function matchesQuery(
  row: Record<string, unknown>,
  query: Record<string, string>,
  kinds: Record<string, CrudFilterKind> = {},
): boolean {
  for (const [k, v] of Object.entries(query)) {
    if (LIST_KEYS.has(k) || v === '') continue;
    const kind = kinds[k] ?? (!(k in row) ? null : typeof row[k] === 'string' ? 'contains' : 'equals');
    if (kind && !cellMatches(row[k], v, kind, row)) return false;
  }
  return true;
}

// numeric: room numbers are text, and 801 should come before 1001
const collator = new Intl.Collator('zh-CN', { numeric: true });
const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Compare two rows by sort specs: numbers numerically, text by zh-CN collation (Chinese by pinyin, digit runs
 * as numbers); empty cells last in both orders; ties newest id first.
 * @example rows.sort(compareRows([{ field: 'basePrice', order: 'desc' }]))
 */
export function compareRows(specs: SortSpec[]) {
  // any row, typed or plain: its fields are read by name
  return (a: object, b: object): number => {
    for (const { field, order } of specs) {
      const x: unknown = Reflect.get(a, field);
      const y: unknown = Reflect.get(b, field);
      if (isEmpty(x) || isEmpty(y)) {
        if (isEmpty(x) !== isEmpty(y)) return isEmpty(x) ? 1 : -1;
        continue;
      }
      const c =
        (typeof x === 'number' || typeof x === 'boolean') && (typeof y === 'number' || typeof y === 'boolean')
          ? Number(x) - Number(y)
          : collator.compare(String(x), String(y));
      if (c !== 0) return order === 'desc' ? -c : c;
    }
    return Number(Reflect.get(b, 'id')) - Number(Reflect.get(a, 'id'));
  };
}

/** The sort of a list query: sortField + sortOrder ('asc' default), else null. Throws on a bad order. */
export function sortOf(q: Fields): SortSpec | null {
  const field = text(q.sortField);
  if (!field) return null;
  const order = text(q.sortOrder) || 'asc';
  if (order !== 'asc' && order !== 'desc') invalid(CRUD_MSG.badSortOrder);
  return { field, order };
}

function readField(v: unknown, kind: CrudFieldKind): unknown {
  if (typeof kind === 'function') return kind(v);
  switch (kind) {
    case 'text':
      return v === undefined || v === null
        ? ''
        : typeof v === 'string' || typeof v === 'number'
          ? text(v)
          : null;
    case 'int':
      return int(v);
    case 'number':
      if (typeof v === 'number') return Number.isFinite(v) ? v : null;
      return typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v.trim()) : null;
    case 'list':
      return v === undefined || v === null ? [] : Array.isArray(v) ? (v as unknown[]) : null;
    case 'any':
      return v;
  }
}

/**
 * Whether a value of a dictionary field names a code its group does not hold (in a list, any item); an empty
 * value is the required rule's.
 */
export function dictMisses(db: Db, group: string, value: unknown): boolean {
  const codes = new Set((db.data.dict[group] ?? []).map((e) => e.value));
  const items = Array.isArray(value)
    ? value
    : value === null || value === undefined || value === ''
      ? []
      : [value];
  return items.some((v) => typeof v !== 'string' || !codes.has(v));
}

/**
 * Whether the database holds the row a reference names (every row, for a list of ids): of the place, unless
 * the referred entity is global.
 */
export function refsHeld(
  db: Db,
  ref: { entity: string; global?: boolean },
  value: unknown,
  placeId: number | undefined,
): boolean {
  const rows = db.table(ref.entity);
  const ids = Array.isArray(value) ? value : [value];
  return ids.every((id) => rows.some((r) => r.id === id && (ref.global || r.placeId === placeId)));
}

/** The action of a write call, as the console's permission keys name it (src/crud/types.ts actionPerms). */
type WriteOp = keyof typeof WRITE_KEY;

/**
 * The calls of a plain entity under `prefix`, one line per table, on the same contract checks as every
 * route (token, `index` → place, AES body). Answers: list (GET, filters, sortField/sortOrder, paged) 获取成功;
 * add → {id} 新增成功; edit {id,…} 更新成功; delete {id} 删除成功; changeStatus {id|idField, status} 更新成功;
 * detail {id} 获取成功; opt-in deleteBatch {ids} → {count} 删除成功. Rows are kept per place.
 * @example
 * crud('/business-merchant/businessLock', {
 *   fields: { lockName: 'text', roomId: 'int' }, filters: { roomId: 'equals' }, ops: [...CRUD_OPS, 'deleteBatch'],
 *   validate: ({ row, siblings }) => siblings.some((s) => s.lockName === row.lockName) ? { field: 'lockName', msg: '门锁名称已存在' } : null,
 * })
 */
export function crud<Row extends StoredRow = EntityRow>(
  at: string | Entity<EntityFields>,
  crudOptions: CrudOptions<Row> = {},
): MockRoute[] {
  // a declaration that names its base is served there, from itself
  const prefix = typeof at === 'string' ? at : (at.base ?? '');
  if (!prefix) throw new Error('crud(): a declaration given as the place to serve names no base');
  // the one place typed rows meet plain ones: the factory stores JSON rows by table name, and a declared
  // table's rows are the Row its callbacks take
  const typed = crudOptions as unknown as CrudOptions;
  const options: CrudOptions = typeof at === 'string' ? typed : { ...typed, entity: at };
  const named = options.table;
  const table = (typeof named === 'object' ? named.name : named) ?? declaredTable({ base: prefix });
  const byUser = options.userScoped ?? false;
  const byOwner = options.ownerScoped ?? false;
  const scoped = !byUser && !byOwner && (options.placeScoped ?? true);
  const ops = options.ops ?? CRUD_OPS;
  const statusValues = options.statusValues ?? [0, 1];
  const path = (op: CrudOp) => `${prefix}/${options.paths?.[op] ?? op}`;
  const encryptOf = (op: CrudOp): EncryptMode =>
    typeof options.encrypt === 'object' ? (options.encrypt[op] ?? 'aes') : (options.encrypt ?? 'aes');
  const opts: RouteOptions = { auth: true, index: scoped || byOwner, encrypt: encryptOf('list') };
  const readOpts: RouteOptions = {
    ...opts,
    mutates: false,
    ...(options.readPerm ? { perm: options.readPerm } : {}),
  };
  const present = (row: EntityRow, ctx: CrudContext) => (options.present ? options.present(row, ctx) : row);
  // a declared entity's rows go out in the declared shape: what the server keeps beside them (the place, the last
  // change's time, a presenter's helpers) stays on the server, as the page's type does not know it
  const declaredKeys = options.entity ? Object.keys(options.entity.row.shape) : null;
  const shaped = (row: Record<string, unknown>) =>
    declaredKeys ? Object.fromEntries(declaredKeys.filter((k) => k in row).map((k) => [k, row[k]])) : row;
  const defaultSort = options.defaultSort
    ? Array.isArray(options.defaultSort)
      ? options.defaultSort
      : [options.defaultSort]
    : [];

  const rowsOf = (ctx: CrudContext) => {
    options.prepare?.(ctx);
    const rows = ctx.db.table(table);
    if (byUser) return rows.filter((r) => r.userId === ctx.user.id);
    if (byOwner) return rows.filter((r) => r.ownerId === ctx.place?.ownerId);
    return scoped ? rows.filter((r) => r.placeId === ctx.place?.id) : rows;
  };
  const idOf = (body: Fields) => int(body.id) ?? (options.idField ? int(body[options.idField]) : null);
  const find = (ctx: CrudContext) => {
    const id = idOf(ctx.body);
    const row = id === null ? undefined : rowsOf(ctx).find((r) => r.id === id);
    return row ?? invalid(CRUD_MSG.notFound);
  };
  // what add/edit may write: the declared columns, read by kind; else all but the server-owned keys
  const declared = options.entity;
  const input = (body: Fields, mode: 'add' | 'edit'): Record<string, unknown> => {
    if (declared) {
      const out: Record<string, unknown> = {};
      for (const k of declared.writable) {
        const spec = declared.fields[k]!;
        if (spec.createOnly && mode === 'edit') continue;
        if (k in body || mode === 'add') out[k] = readDeclared(spec, body[k], mode === 'add');
        // codes of a dictionary group and ids of other rows are sets: the same facility twice is one
        if (spec.dict && Array.isArray(out[k])) out[k] = [...new Set(out[k] as unknown[])];
        if (spec.ref && Array.isArray(out[k]))
          out[k] = [...new Set((out[k] as unknown[]).map((x) => int(x) ?? x))];
        const clean = options.clean?.[k];
        if (clean && typeof out[k] === 'string') out[k] = clean(out[k] as string);
      }
      return out;
    }
    if (!options.fields) {
      const rest = { ...body };
      for (const k of ['id', 'placeId', 'createTime', 'updateTime']) delete rest[k];
      return rest;
    }
    const out: Record<string, unknown> = {};
    for (const [k, kind] of Object.entries(options.fields)) {
      // edit changes what the body names; add starts every declared column from the body or its default
      if (k in body || mode === 'add') out[k] = readField(body[k], kind);
    }
    return out;
  };
  // the declared rules, answered in the page's own zh words; then the references to other tables
  const ruleProblem = (row: EntityRow, siblings: EntityRow[], ctx: CrudContext): Problem => {
    const problem = declared?.firstProblem(row, siblings);
    if (problem) return { field: problem.field, msg: zhText(problem) };
    for (const key of declared?.writable ?? []) {
      const ref = declared!.fields[key]!.ref;
      const id = row[key];
      if (!ref || id === null || id === undefined || id === '') continue;
      if (!refsHeld(ctx.db, ref, id, ctx.place?.id)) return { field: key, msg: zhText({ key: ref.missing }) };
    }
    for (const key of declared?.writable ?? []) {
      const dict = declared!.fields[key]!.dict;
      if (!dict || !dictMisses(ctx.db, dict.group, row[key])) continue;
      return { field: key, msg: zhText({ key: dict.missing }) };
    }
    return null;
  };
  const remove = (ctx: CrudContext, rows: EntityRow[]) => {
    for (const r of rows) refuse(options.beforeDelete?.(r, ctx));
    const all = ctx.db.table(table);
    for (const r of rows) all.splice(all.indexOf(r), 1);
  };

  const list = (ctx: CrudContext) => {
    const q = Object.fromEntries(Object.entries(ctx.body).map(([k, v]) => [k, text(v)]));
    const sort = sortOf(ctx.body);
    const items = rowsOf(ctx)
      .filter((r) => !options.filter || options.filter(r, q))
      .map((r) => present(r, ctx))
      .filter((r) => options.filter || matchesQuery(r, q, options.filters));
    if (sort && items.length > 0 && !items.some((r) => sort.field in r)) invalid(CRUD_MSG.badSortField);
    items.sort(
      sort
        ? compareRows([sort])
        : options.defaultCompare
          ? options.defaultCompare(ctx)
          : compareRows(defaultSort),
    );
    const page = paginate(items, ctx.body);
    return ok({ ...page, records: page.records.map(shaped) });
  };
  const add = (ctx: CrudContext) => {
    const t = formatTime(ctx.now);
    const body = input(ctx.body, 'add');
    const defaults = options.defaults?.(ctx) ?? {};
    // a column the body leaves out or sends empty (a blank optional form field) keeps its default
    for (const k of Object.keys(defaults)) {
      const v = ctx.body[k];
      if (v === undefined || v === null || v === '') delete body[k];
    }
    const row: EntityRow = {
      ...defaults,
      ...body,
      id: 0,
      placeId: scoped ? ctx.place!.id : null,
      ...(byUser ? { userId: ctx.user.id } : {}),
      ...(byOwner ? { ownerId: ctx.place!.ownerId } : {}),
      createTime: t,
      updateTime: t,
    };
    refuse(ruleProblem(row, rowsOf(ctx), ctx));
    refuse(options.validate?.({ mode: 'add', row, existing: null, siblings: rowsOf(ctx), ctx }));
    row.id = ctx.db.nextId(table);
    ctx.db.table(table).push(row);
    options.afterChange?.({ op: 'add', ids: [row.id] }, ctx);
    return ok({ id: row.id }, '新增成功');
  };
  const edit = (ctx: CrudContext) => {
    const existing = find(ctx);
    const row: EntityRow = { ...existing, ...input(ctx.body, 'edit'), updateTime: formatTime(ctx.now) };
    const siblings = rowsOf(ctx).filter((r) => r.id !== existing.id);
    refuse(ruleProblem(row, siblings, ctx));
    refuse(options.validate?.({ mode: 'edit', row, existing, siblings, ctx }));
    Object.assign(existing, row);
    options.afterChange?.({ op: 'edit', ids: [existing.id] }, ctx);
    return ok(null, '更新成功');
  };
  const deleteOne = (ctx: CrudContext) => {
    const row = find(ctx);
    remove(ctx, [row]);
    options.afterChange?.({ op: 'delete', ids: [row.id] }, ctx);
    return ok(null, '删除成功');
  };
  const deleteBatch = (ctx: CrudContext) => {
    const raw = ctx.body.ids;
    if (!Array.isArray(raw) || raw.length === 0) invalid(CRUD_MSG.noIds);
    const mine = new Map(rowsOf(ctx).map((r) => [r.id, r]));
    const ids = [...new Set(raw.map((v) => int(v)))];
    // all or nothing: one id of another place (or none at all) refuses the whole batch
    const rows = ids.map((id) => (id === null ? undefined : mine.get(id)) ?? invalid(CRUD_MSG.notFound));
    remove(ctx, rows);
    options.afterChange?.({ op: 'deleteBatch', ids: rows.map((r) => r.id) }, ctx);
    return ok({ count: rows.length }, '删除成功');
  };
  const changeStatus = (ctx: CrudContext) => {
    const existing = find(ctx);
    const status = int(ctx.body.status);
    if (status === null || !statusValues.includes(status)) invalid(CRUD_MSG.badStatus);
    existing.status = status;
    existing.updateTime = formatTime(ctx.now);
    options.afterStatus?.(existing, ctx);
    options.afterChange?.({ op: 'changeStatus', ids: [existing.id] }, ctx);
    return ok(null, '更新成功');
  };
  const detail = (ctx: CrudContext) => ok(shaped(present(find(ctx), ctx)));

  const permOf = (op: WriteOp): string | undefined =>
    typeof options.perms === 'string' ? `${options.perms}:${WRITE_KEY[op]}` : options.perms?.[op];
  const writeOpts = (op: WriteOp): RouteOptions => {
    const perm = permOf(op);
    return { ...opts, encrypt: encryptOf(op), ...(perm ? { perm } : {}) };
  };

  const byOp: Record<CrudOp, () => MockRoute> = {
    list: () =>
      options.listMethod === 'post'
        ? register('POST', path('list'), readOpts, list)
        : register('GET', path('list'), readOpts, list),
    add: () => register('POST', path('add'), writeOpts('add'), add),
    edit: () => register('POST', path('edit'), writeOpts('edit'), edit),
    delete: () => register('POST', path('delete'), writeOpts('delete'), deleteOne),
    deleteBatch: () => register('POST', path('deleteBatch'), writeOpts('deleteBatch'), deleteBatch),
    changeStatus: () => register('POST', path('changeStatus'), writeOpts('changeStatus'), changeStatus),
    detail: () => register('POST', path('detail'), { ...readOpts, encrypt: encryptOf('detail') }, detail),
  };
  if (declared) {
    declaredCruds.push({
      prefix,
      table,
      entity: declared,
      ops,
      path,
      listMethod: options.listMethod ?? 'get',
      scope: byUser ? 'user' : byOwner ? 'owner' : scoped ? 'place' : 'global',
      perm: permOf,
      statusValues,
      encrypt: encryptOf,
    });
  }
  return ops.map((op) => byOp[op]());
}

/**
 * The table `crud()` stores a declaration's rows in (the last segment of its base), for the routes of other
 * entities that read them (a member refused whose ID number is on the blacklist).
 */
export const declaredTable = (e: Pick<Entity<EntityFields>, 'base'>): string =>
  e.base!.split('/').filter(Boolean).pop()!;

/**
 * The calls of every declaration the backend serves with no behaviour of its own (`Entity.serve`,
 * src/domain/entity.ts): `crud()` at its base with its keys and calls, a new row switched on when it has a
 * status. Mounted after every domain's own routes; a served declaration that a domain also serves by a `crud()`
 * line of its own is a mistake, refused here.
 */
export function serveDeclared(
  entities: ReadonlyArray<Entity<EntityFields> & { serve: NonNullable<Entity<EntityFields>['serve']> }>,
): MockRoute[] {
  return entities.flatMap((e) => {
    if (declaredCruds.some((d) => d.entity === e))
      throw new Error(`${e.base} is served by its declaration and by a crud() line`);
    const ops = servedOps(e);
    return crud(e, {
      perms: e.serve.perms,
      ops: [...ops],
      ...(ops.includes('changeStatus') ? { defaults: () => ({ status: 1 }) } : {}),
    });
  });
}
