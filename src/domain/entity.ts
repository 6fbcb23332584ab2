import { z } from 'zod';
import { checks, type Check } from '../utils/validators';
import { fieldChecks } from '../utils/field-rules';

// Zod 4 compiles a fast object parser with `new Function` and probes for it first; the console's content policy
// has no 'unsafe-eval' (docs/security.md), so the probe would be refused and reported on every page that
// parses a row. The interpreted path gives the same results.
z.config({ jitless: true });

/**
 * One declaration per entity, shared by the page, the mock and the tests (docs/crud-engine.md, "A new plain
 * entity"). A field says what travels on the wire and which rules hold, each rule with its message as a locale
 * key: the page translates the key in the user's language, the mock answers with its Chinese text, and the
 * contract suite (mocks/entity-contract.test.ts) sends every rule's bad value and expects that very text. The
 * page's config adds only what is about showing a field (label, column, layout); the mock adds what is about
 * other tables (references, what may be deleted).
 *
 * @example
 * export const buildingEntity = entity({
 *   buildingName: field.text({ required: 'rooms.buildingNameRequired', maxLength: 30, checks: [checks.name30], unique: 'rooms.buildingNameTaken' }),
 *   sort: field.sort(),
 * });
 * type Building = EntityRow<typeof buildingEntity>;
 */

/** How a wire value is read: text (trimmed), an integer, a number, a list, or as sent. */
export type WireKind = 'text' | 'int' | 'number' | 'list' | 'any';

/** A rule's answer: a locale key and its interpolation values ({{min}}, {{max}} …). */
export interface RuleMessage {
  key: string;
  params?: Record<string, unknown>;
}

export interface FieldSpec<K extends WireKind = WireKind> {
  kind: K;
  /** locale key of the message when the value is empty; absent: the field is optional */
  required?: string;
  /** numbers: the bounds, both included */
  min?: number;
  max?: number;
  /** numbers: the decimals allowed (default 0 for int, 2 for number) */
  precision?: number;
  /** locale key when a number is outside min..max or has too many decimals ({{min}}, {{max}}) */
  range?: string;
  /** text: the most characters (counted as the user sees them) */
  maxLength?: number;
  /** locale key when the text is longer than maxLength ({{max}}); default fieldRules.maxLength */
  tooLong?: string;
  /** lists: the most items, and the locale key when there are more */
  maxItems?: number;
  tooMany?: string;
  /** §5 checks run in order on a non-empty value, each answering a locale key */
  checks?: Check[];
  /** locale key when another row of the same place has this value */
  unique?: string;
  /** a rule on other fields of the same row (e.g. the highest floor ≥ the lowest); list them in dependsOn */
  cross?: (value: unknown, row: Record<string, unknown>) => string | null;
  dependsOn?: string[];
  /** the value of a new row when the body leaves the field out or sends it empty */
  initial?: unknown;
  /** the server derives it (a count, a name of another row): answered, never written */
  derived?: boolean;
  /** written when the row is made, never by edit (a goods' opening stock, moved later by stock changes) */
  createOnly?: boolean;
  /**
   * the id of a row of another entity (its wire name, e.g. businessRoom) — on a list, every item: the server
   * refuses an id it does not hold (of this place, unless `global`) with `missing`; the page offers only rows
   * it listed
   */
  ref?: { entity: string; missing: string; global?: boolean };
  /**
   * a code of a dictionary group (§7 dict, e.g. BED_TYPE): the server refuses a value (in a list, an item)
   * the group does not hold, with `missing`; the page offers only the group's codes
   */
  dict?: { group: string; missing: string };
  /**
   * what the server also checks against other tables, in words (a floor inside its building's range, a
   * building still enabled): a value that passes the declared rules may still be refused on this field, with
   * a message of the mock's own tests
   */
  tableRule?: string;
  /**
   * a value that passes every rule, or the n-th of many different ones (for a unique field): what the
   * contract suite sends. Plain ASCII: no source outside the locale files holds Chinese; the realistic
   * Chinese rows are the seed's.
   */
  example?: unknown;
  /** values that break a check the contract suite's own bad values miss (each check must be seen failing) */
  bad?: unknown[];
}

const empty = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

/** Unique text compares case-insensitively: Type-C and type-c are one cable, A座 and a座 one building. */
const same = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' ? a.toLowerCase() === b.toLowerCase() : a === b;

/** The decimals a number is written with: 12.5 → 1. */
export const decimals = (n: number) => {
  const s = String(n);
  return s.includes('e-') ? Number(s.split('e-')[1]) : (s.split('.')[1] ?? '').length;
};

/** What `readWire` gives for a value that cannot be read as its kind (an object for a name, 'abc' for a price). */
export const MALFORMED: unique symbol = Symbol('malformed');

/**
 * Read a wire value by its kind, as the server does before checking it: text is trimmed (numbers become
 * text); an int or number accepts numeric text, empty is null; a list must be an array. A value that cannot
 * be read is MALFORMED, which the rules answer with the field's own message.
 */
export function readWire(kind: WireKind, v: unknown): unknown {
  switch (kind) {
    case 'text':
      if (v === undefined || v === null) return '';
      return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : MALFORMED;
    case 'int':
    case 'number': {
      if (v === undefined || v === null || v === '') return null;
      const n =
        typeof v === 'number'
          ? v
          : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim())
            ? Number(v)
            : NaN;
      if (!Number.isFinite(n) || (kind === 'int' && !Number.isInteger(n))) return MALFORMED;
      return n;
    }
    case 'list':
      return v === undefined || v === null ? [] : Array.isArray(v) ? v : MALFORMED;
    case 'any':
      return v;
  }
}

/**
 * What the server stores for a field of a body: the wire value read by its kind, except that a new row's
 * optional field left out or sent blank starts from the field's initial value (a required one must be sent).
 */
export function readField(spec: FieldSpec, sent: unknown, isNew: boolean): unknown {
  const blank = sent === undefined || sent === null || sent === '';
  if (isNew && blank && spec.initial !== undefined && !spec.required) return spec.initial;
  return readWire(spec.kind, sent);
}

/**
 * The first rule a field's value breaks, or null. `value` is the wire value (what the page would send, what
 * the mock received, read by `readWire`); `row` the other fields, for cross rules. Uniqueness needs the other
 * rows and is checked by `firstProblem`.
 */
export function checkField(
  spec: FieldSpec,
  value: unknown,
  row: Record<string, unknown> = {},
): RuleMessage | null {
  if (spec.derived) return null;
  if (value === MALFORMED) {
    const bounds = { min: spec.min, max: spec.max };
    return spec.range
      ? { key: spec.range, params: bounds }
      : { key: spec.required ?? spec.dict?.missing ?? 'fieldRules.format' };
  }
  if (empty(value)) return spec.required ? { key: spec.required } : null;
  if (spec.kind === 'int' || spec.kind === 'number') {
    const n = value as number;
    const places = spec.precision ?? (spec.kind === 'int' ? 0 : 2);
    const outside =
      (spec.min !== undefined && n < spec.min) ||
      (spec.max !== undefined && n > spec.max) ||
      decimals(n) > places;
    if (outside) return { key: spec.range ?? 'fieldRules.range', params: { min: spec.min, max: spec.max } };
  }
  if (
    spec.kind === 'text' &&
    spec.maxLength !== undefined &&
    [...(value as string)].length > spec.maxLength
  ) {
    return { key: spec.tooLong ?? 'fieldRules.maxLength', params: { max: spec.maxLength } };
  }
  if (spec.kind === 'list' && spec.maxItems !== undefined && (value as unknown[]).length > spec.maxItems) {
    return { key: spec.tooMany ?? 'fieldRules.maxItems', params: { max: spec.maxItems } };
  }
  // a value out of order with another field is told before what is wrong with it alone (a highest floor of 0
  // under a lowest of 1 is first of all below it)
  const cross = spec.cross?.(value, row);
  if (cross) return { key: cross };
  for (const check of spec.checks ?? []) {
    const key = check(value);
    if (key) return { key };
  }
  return null;
}

/** Presets for the fields most entities have, so their rules are written once. */
/** An image as the upload answers it (data:image/…) or any http(s) or site address. */
const IMAGE_URL_RE = /^(data:image\/|https?:\/\/|\/)/;

/** How a person's name may be written: Chinese, letters, the middle dot, dots and spaces. */
const PERSON_NAME_RE = /^[\u4e00-\u9fa5A-Za-z·. ]+$/;

/** A 17-digit ID number base with its check character (GB 11643): an example that passes §5. */
const withIdCheck = (base: string): string =>
  base + '10X98765432'[[...base].reduce((sum, d, i) => sum + +d * (2 ** (17 - i) % 11), 0) % 11];

export const field = {
  text: (o: Omit<FieldSpec<'text'>, 'kind'> = {}): FieldSpec<'text'> => ({ kind: 'text', ...o }),
  int: (o: Omit<FieldSpec<'int'>, 'kind'> = {}): FieldSpec<'int'> => ({ kind: 'int', ...o }),
  number: (o: Omit<FieldSpec<'number'>, 'kind'> = {}): FieldSpec<'number'> => ({ kind: 'number', ...o }),
  list: (o: Omit<FieldSpec<'list'>, 'kind'> = {}): FieldSpec<'list'> => ({ kind: 'list', ...o }),
  any: (o: Omit<FieldSpec<'any'>, 'kind'> = {}): FieldSpec<'any'> => ({ kind: 'any', ...o }),
  /** a name of 1–30 Chinese, letters, digits, - and _, unique in the place */
  name: (required: string, unique?: string, example = 'Block'): FieldSpec<'text'> => ({
    kind: 'text',
    required,
    maxLength: 30,
    checks: [checks.name30],
    unique,
    example: (n: number) => `${example}${n}`,
  }),
  /** the list order a user sets: an integer 0–9999, 1 for a new row */
  sort: (): FieldSpec<'int'> => ({ kind: 'int', min: 0, max: 9999, range: 'fieldRules.sort', initial: 1 }),
  /** free text of at most `max` characters */
  remark: (max = 50): FieldSpec<'text'> => ({
    kind: 'text',
    maxLength: max,
    tooLong: 'fieldRules.remarkTooLong',
    example: 'near the lift',
  }),
  /** 1 on (启用, 上架), 0 off: switched by changeStatus, never by add or edit */
  status: (): FieldSpec<'int'> => ({ kind: 'int', derived: true }),
  /** 1 or 0, written by add and edit (a default address, a template on); `message` when it is another */
  flag: (initial: 0 | 1, message: string): FieldSpec<'int'> => ({
    kind: 'int',
    initial,
    checks: [(v) => (v === 0 || v === 1 ? null : message)],
    bad: [2],
  }),
  /** yuan with two decimals at most, 0.01 to 999999.99 unless the field says otherwise */
  money: (o: Omit<FieldSpec<'number'>, 'kind'> = {}): FieldSpec<'number'> => ({
    kind: 'number',
    min: 0.01,
    max: 999_999.99,
    precision: 2,
    range: 'fieldRules.moneyRange',
    checks: [fieldChecks.money],
    ...o,
  }),
  /** a count of things in stock or on hand: an integer 0–999999999 */
  count: (o: Omit<FieldSpec<'int'>, 'kind'> = {}): FieldSpec<'int'> => ({
    kind: 'int',
    min: 0,
    max: 999_999_999,
    range: 'fieldRules.count',
    ...o,
  }),
  /** a mobile number (§5), optional unless `required` names its message; `unique` in the place */
  mobile: (required?: string, unique?: string): FieldSpec<'text'> => ({
    kind: 'text',
    required,
    checks: [checks.mobile],
    unique,
    example: (n: number) => `139${String(n % 1e8).padStart(8, '0')}`,
  }),
  /**
   * a person's name (a member, a guest, an employee): 1–20 characters of Chinese, letters, the middle dot of
   * minority names, dots and spaces; `required` its message
   */
  personName: (required: string, example = 'Lin Mei'): FieldSpec<'text'> => ({
    kind: 'text',
    required,
    maxLength: 20,
    checks: [(v) => (PERSON_NAME_RE.test(String(v)) ? null : 'fieldRules.personName')],
    example,
  }),
  /**
   * a resident ID number (§5: 18 characters, the last its check character), optional unless `required` names
   * its message; `unique` in the place
   */
  idCard: (required?: string, unique?: string): FieldSpec<'text'> => ({
    kind: 'text',
    required,
    checks: [checks.idCard],
    unique,
    example: (n: number) =>
      withIdCheck(`11010519900${101 + (Math.floor(n / 1000) % 28)}${String(n % 1000).padStart(3, '0')}`),
  }),
  /** an IPv4 address (§5) */
  ipv4: (required?: string): FieldSpec<'text'> => ({
    kind: 'text',
    required,
    checks: [fieldChecks.ipv4],
    example: (n: number) => `10.0.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
  }),
  /** one of a few coded values (a type, a mode): `message` when it is another */
  oneOf: (values: readonly number[], message: string): FieldSpec<'int'> => ({
    kind: 'int',
    required: message,
    checks: [(v) => (values.includes(v as number) ? null : message)],
    example: values[0],
  }),
  /** photos: up to `max` URLs (as the upload answers them, data: or http(s)), the first the main one */
  images: (max: number): FieldSpec<'list'> => ({
    kind: 'list',
    maxItems: max,
    tooMany: 'fieldRules.tooManyImages',
    checks: [
      (v) =>
        (v as unknown[]).every((u) => typeof u === 'string' && IMAGE_URL_RE.test(u))
          ? null
          : 'fieldRules.imagesBad',
    ],
    initial: [],
    bad: [['javascript:alert(1)']],
  }),
  /** a server-derived value: answered in the row, never written */
  derived: <K extends WireKind>(kind: K): FieldSpec<K> => ({ kind, derived: true }),
  /**
   * the id of a row of another entity, `required` and `missing` its messages; `global` when that entity is
   * not the place's own (a lock brand)
   */
  ref: (
    entity: string,
    required: string,
    missing: string,
    { global, ...o }: Omit<FieldSpec<'int'>, 'kind' | 'ref'> & { global?: boolean } = {},
  ): FieldSpec<'int'> => ({ kind: 'int', required, ref: { entity, missing, global }, ...o }),
  /** a code of a dictionary group (a bed type): `missing` when the group does not hold it */
  dict: (
    group: string,
    missing: string,
    o: Omit<FieldSpec<'text'>, 'kind' | 'dict'> = {},
  ): FieldSpec<'text'> => ({ kind: 'text', required: missing, dict: { group, missing }, ...o }),
  /** codes of a dictionary group (facilities): every item must be one; none is an empty list */
  dictList: (
    group: string,
    missing: string,
    o: Omit<FieldSpec<'list'>, 'kind' | 'dict'> = {},
  ): FieldSpec<'list'> => ({ kind: 'list', dict: { group, missing }, initial: [], ...o }),
};

export type Fields = Record<string, FieldSpec>;

type WireType<K extends WireKind> = K extends 'text'
  ? string
  : K extends 'int' | 'number'
    ? number
    : K extends 'list'
      ? unknown[]
      : unknown;

/** The row as the server answers it: the declared fields plus its id and creation time. */
export type EntityRow<E extends Entity<Fields>> = {
  id: number;
  createTime: string;
} & { [K in keyof E['fields']]: WireType<E['fields'][K]['kind']> };

/** What the add and edit calls send: the writable fields (edit adds the id). */
export type EntityInput<E extends Entity<Fields>> = {
  [K in keyof E['fields'] as E['fields'][K]['derived'] extends true ? never : K]?: WireType<
    E['fields'][K]['kind']
  >;
} & { id?: number };

export interface Entity<F extends Fields> {
  fields: F;
  /**
   * where the backend serves it (service prefix and entity path, e.g. '/business-merchant/businessPlacePosition'):
   * the page's calls and the mock's `crud()` both take it from here
   */
  base?: string;
  /**
   * what the backend serves there with no behaviour of its own (docs/crud-engine.md): its resource keys, its
   * calls and the menu node of its page. The mock serves such a declaration from it alone (`serveDeclared`)
   * and hangs the node in its menus; an entity with server rules of its own is served by a `crud()` line.
   */
  serve?: Served;
  /** the fields a body may write */
  writable: string[];
  /** the zod schema of an answered row: what the contract suite holds the mock's list and detail to */
  row: z.ZodObject;
  /** the first problem of a row about to be stored, uniqueness against `siblings` (the place's other rows) */
  firstProblem(
    row: Record<string, unknown>,
    siblings: ReadonlyArray<Record<string, unknown>>,
  ): FieldProblem | null;
}

/**
 * A value of the field that passes its rules (the n-th of its examples when it gives many): its `example`,
 * else its initial value, else a plain one of its kind inside its bounds.
 */
export function exampleOf(spec: FieldSpec, n = 1): unknown {
  if (typeof spec.example === 'function') return (spec.example as (n: number) => unknown)(n);
  if (spec.example !== undefined) return spec.example;
  if (spec.initial !== undefined) return spec.initial;
  switch (spec.kind) {
    case 'text':
      return 'sample';
    case 'int':
    case 'number':
      return Math.max(spec.min ?? 1, Math.min(1, spec.max ?? 1));
    case 'list':
      return [];
    case 'any':
      return null;
  }
}

export interface FieldProblem extends RuleMessage {
  field: string;
}

const zodOf = (spec: FieldSpec): z.ZodType => {
  const base =
    spec.kind === 'text'
      ? z.string()
      : spec.kind === 'int'
        ? z.number().int()
        : spec.kind === 'number'
          ? z.number()
          : spec.kind === 'list'
            ? z.array(z.unknown())
            : z.unknown();
  // a stored optional number may be empty; text is answered as '' rather than null
  return spec.kind === 'int' || spec.kind === 'number' ? base.nullable() : base;
};

/** A call of a plain entity (the mock's `CrudOp`s that a declaration may name). */
export type PlainOp = 'list' | 'add' | 'edit' | 'delete' | 'changeStatus' | 'detail';

/** The menu node of a declared entity's page, as the backend's menu table holds it. */
export interface DeclaredMenu {
  menuId: number;
  /** the menu group it hangs under (in every menu that has the group: the hotel's, the internet cafe's) */
  parent: number;
  path: string;
  /** its name: a locale key (the node's name and enName are its zh and en texts) */
  title: string;
}

/** What the backend serves of a plain entity: see `Entity.serve`. */
export interface Served {
  /** the resource key base (`member:blacklist`): a write needs `<base>:add`, `:edit`, `:delete`, `:status` */
  perms: string;
  /** the calls served (default list, add, edit, delete, and changeStatus when a field is named `status`) */
  ops?: readonly PlainOp[];
  menu?: DeclaredMenu;
}

/**
 * The key a write call needs, after the resource's base (`room:building:add`): what the mock's `crud()` checks,
 * the console's `actionPerms` names and a served declaration's menu node grants.
 */
export const WRITE_KEY = {
  add: 'add',
  edit: 'edit',
  delete: 'delete',
  deleteBatch: 'delete',
  changeStatus: 'status',
} as const;

/** The calls a served declaration has: its own list, else the plain four and a status switch if it has one. */
export const servedOps = (e: Pick<Entity<Fields>, 'fields' | 'serve'>): readonly PlainOp[] =>
  e.serve?.ops ?? [
    'list',
    'add',
    'edit',
    'delete',
    ...('status' in e.fields ? (['changeStatus'] as const) : []),
  ];

/**
 * The keys a served declaration's menu node grants: the list's, each write call's, and the export of the list
 * (the console's, from the rows it reads).
 */
export const servedKeys = (e: Pick<Entity<Fields>, 'fields' | 'serve'>): string[] => {
  const writes = servedOps(e).flatMap((op) =>
    op in WRITE_KEY ? [WRITE_KEY[op as keyof typeof WRITE_KEY]] : [],
  );
  return ['list', ...writes, 'export'].map((k) => `${e.serve!.perms}:${k}`);
};

/** Whether a module's export is an entity declaration (the mock looks for them in the domain modules). */
export const isEntity = (x: unknown): x is Entity<Fields> =>
  typeof x === 'object' && x !== null && 'fields' in x && 'firstProblem' in x && 'writable' in x;

/**
 * Declare an entity's fields once.
 * @example const shelfEntity = entity({ shelfName: field.name('roomExtras.shelfNameRequired', 'roomExtras.shelfNameTaken'), sort: field.sort() });
 */
export function entity<F extends Fields>(fields: F, wire: { base?: string; serve?: Served } = {}): Entity<F> {
  const writable = Object.keys(fields).filter((k) => !fields[k]!.derived);
  const row = z.object({
    id: z.number().int().positive(),
    createTime: z.string(),
    ...Object.fromEntries(Object.entries(fields).map(([k, spec]) => [k, zodOf(spec)])),
  });
  return {
    fields,
    base: wire.base,
    serve: wire.serve,
    writable,
    row,
    firstProblem(values, siblings) {
      for (const key of writable) {
        const spec = fields[key]!;
        const problem = checkField(spec, values[key], values);
        if (problem) return { field: key, ...problem };
        if (spec.unique && !empty(values[key]) && siblings.some((s) => same(s[key], values[key]))) {
          return { field: key, key: spec.unique };
        }
      }
      return null;
    },
  };
}
