/**
 * The mock backend's in-memory database. Everything in `DbState` is plain JSON so a whole database can be
 * snapshotted into localStorage (browser) and restored after a reload.
 */
import { hashPassword } from './password';
import { createSeed, DB_VERSION } from './seed';
import type { StoredRow, Table } from './table';

export { hashPassword, DB_VERSION };
export { defineTable, defineTables, tableRows, type StampedRow, type StoredRow, type Table } from './table';

/* ------------------------------------------------------------------ clock */

/** Replaceable time source. Default Date.now, so vitest fake timers drive token and code expiry. */
let nowFn: () => number = () => Date.now();

export function now(): number {
  return nowFn();
}

/** Inject a clock (tests); call without an argument to go back to Date.now. */
export function setClock(fn?: () => number): void {
  nowFn = fn ?? (() => Date.now());
}

/** 'YYYY-MM-DD HH:mm:ss' in China time (UTC+8), independent of the machine's time zone. */
export function formatTime(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return (
    `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ` +
    `${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`
  );
}

/* ------------------------------------------------------------------ rows */

export type PlaceType = 0 | 2 | 3 | 50;
export type MemberRole = 'owner' | 'staff';

export interface UserRow {
  id: number;
  account: string;
  phone: string;
  name: string;
  avatar: string;
  passwordHash: string;
  /** 1 enabled, 0 disabled (a disabled user cannot log in) */
  status: number;
  createTime: string;
}

export interface PlaceRow {
  id: number;
  placeName: string;
  placeType: PlaceType;
  /** 1 professional, 5 basic */
  license: number;
  address: string;
  contacts: string;
  phone: string;
  /** internet-cafe places carry the codes used by /api/system/bindNetbar */
  placeCode: string | null;
  bindCode: string | null;
  /** null while an internet cafe waits to be bound */
  ownerId: number | null;
  createTime: string;
}

export interface MembershipRow {
  userId: number;
  placeId: number;
  role: MemberRole;
  /** a staff member's roles (mocks/domains/staff/roles.ts): what they may see and do there */
  roleIds?: number[];
}

/** One login session: an access token and the refresh token that may replace it. */
export interface TokenRow {
  accessToken: string;
  refreshToken: string;
  userId: number;
  issuedAt: number;
  expiresAt: number;
  refreshExpiresAt: number;
  /** the screen is locked (/api/authService/lock): every call but unlock and logout answers 423 */
  locked?: boolean;
  /** wrong unlock passwords since the lock; the fifth ends the session */
  unlockFailures?: number;
}

export type VerifyScene = 'register' | 'forget' | 'updatePhone';

export interface VerifyCodeRow {
  phone: string;
  scene: VerifyScene;
  code: string;
  sentAt: number;
  expiresAt: number;
  used: boolean;
}

export interface ScanCodeRow {
  codeId: string;
  createdAt: number;
  expiresAt: number;
  polls: number;
  /** 0 waiting, 1 scanned, 2 confirmed, 3 expired */
  status: number;
  userId: number | null;
  consumed: boolean;
}

export interface DictEntry {
  dictId: number;
  value: string;
  label: string;
  description: string;
}

/**
 * A row of a CRUD table read by the table's name (see `crud()` in contract/crud.ts). A table declared with
 * `defineTable<Row>()` (mocks/table.ts) is read as its own row type instead.
 */
export interface EntityRow {
  id: number;
  placeId: number | null;
  [field: string]: unknown;
}

export interface MockSettings {
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  verifyCodeTtlMs: number;
  verifyCodeIntervalMs: number;
  scanCodeTtlMs: number;
  /** artificial delay before every answer, to see loading states; 0 in tests */
  latencyMs: number;
}

export const DEFAULT_SETTINGS: Readonly<MockSettings> = Object.freeze({
  accessTokenTtlMs: 24 * 3600_000,
  refreshTokenTtlMs: 7 * 24 * 3600_000,
  verifyCodeTtlMs: 300_000,
  verifyCodeIntervalMs: 60_000,
  scanCodeTtlMs: 120_000,
  latencyMs: 0,
});

export interface DbState {
  version: number;
  /** last id handed out per table */
  seq: Record<string, number>;
  settings: MockSettings;
  users: UserRow[];
  places: PlaceRow[];
  memberships: MembershipRow[];
  tokens: TokenRow[];
  verifyCodes: VerifyCodeRow[];
  scanCodes: ScanCodeRow[];
  dict: Record<string, DictEntry[]>;
  /** tables of the CRUD factory, by name */
  entities: Record<string, EntityRow[]>;
}

/* ------------------------------------------------------------------ passwords */

export function checkPassword(user: UserRow, password: string): boolean {
  return user.passwordHash === hashPassword(password);
}

/* ------------------------------------------------------------------ db */

export class Db {
  data: DbState;

  constructor(data: DbState) {
    this.data = data;
  }

  /** The next id of a table (or of any other numbered thing, e.g. 'users'), counted in `seq`. */
  nextId<Row extends StoredRow>(table: string | Table<Row>, start = 1): number {
    const name = typeof table === 'string' ? table : table.name;
    const next = Math.max(this.data.seq[name] ?? start - 1, start - 1) + 1;
    this.data.seq[name] = next;
    return next;
  }

  get settings(): MockSettings {
    return this.data.settings;
  }

  userById(id: number): UserRow | undefined {
    return this.data.users.find((u) => u.id === id);
  }

  userByAccount(account: string): UserRow | undefined {
    return this.data.users.find((u) => u.account === account || u.phone === account);
  }

  userByPhone(phone: string): UserRow | undefined {
    return this.data.users.find((u) => u.phone === phone);
  }

  /** Add an account signed in by its phone, enabled, with its password (hashed) and creation time; answers it. */
  addUser(phone: string, name: string, password: string, createTime: string): UserRow {
    const user: UserRow = {
      id: this.nextId('users'),
      account: phone,
      phone,
      name,
      avatar: '',
      passwordHash: hashPassword(password),
      status: 1,
      createTime,
    };
    this.data.users.push(user);
    return user;
  }

  placeById(id: number): PlaceRow | undefined {
    return this.data.places.find((p) => p.id === id);
  }

  membership(userId: number, placeId: number): MembershipRow | undefined {
    return this.data.memberships.find((m) => m.userId === userId && m.placeId === placeId);
  }

  /** Places the user may enter, in id order (the first is the one a fresh login lands on). */
  placesOfUser(userId: number): Array<{ place: PlaceRow; role: MemberRole }> {
    const out: Array<{ place: PlaceRow; role: MemberRole }> = [];
    for (const m of this.data.memberships) {
      if (m.userId !== userId) continue;
      const place = this.placeById(m.placeId);
      if (place) out.push({ place, role: m.role });
    }
    return out.sort((a, b) => a.place.id - b.place.id);
  }

  /** A CRUD table, created on first use: its typed rows when given its declaration, plain rows by its name. */
  table<Row extends StoredRow>(table: Table<Row>): Row[];
  table(name: string): EntityRow[];
  table<Row extends StoredRow>(table: string | Table<Row>): StoredRow[] {
    const name = typeof table === 'string' ? table : table.name;
    return (this.data.entities[name] ??= []);
  }

  /** Add a row to a declared table: numbered by `nextId`, pushed, and returned. */
  insert<Row extends StoredRow>(table: Table<Row>, row: Omit<Row, 'id'>): Row {
    const stored = { ...row, id: this.nextId(table) } as Row;
    this.table(table).push(stored);
    return stored;
  }
}

export function createDb(seed: DbState | (() => DbState) = createSeed): Db {
  const state = typeof seed === 'function' ? seed() : seed;
  // Deep copy: the seed object may be shared, and tests must never leak changes into the next case.
  const copy = JSON.parse(JSON.stringify(state)) as DbState;
  copy.settings = { ...DEFAULT_SETTINGS, ...copy.settings };
  return new Db(copy);
}

/* ------------------------------------------------------------------ the current database */

let current: Db = createDb();

/** The database the handlers use. Always call it at request time: reset and restore swap the object. */
export function getDb(): Db {
  return current;
}

/** Back to the seed (settings included). Clears the persisted copy too. */
export function resetDb(): Db {
  current = createDb();
  cancelFlush();
  forgetPersisted();
  persistence?.clear();
  notify();
  return current;
}

/**
 * Put one place's rows (every CRUD table) back to the seed, leaving users, tokens and other places alone: an
 * e2e test that changes a place's data can start clean without signing out a test running next to it.
 */
export function resetPlace(placeId: number): Db {
  const seed = createSeed();
  for (const [name, rows] of Object.entries(current.data.entities)) {
    const seeded = (seed.entities[name] ?? []).filter((r) => r.placeId === placeId);
    current.data.entities[name] = [...rows.filter((r) => r.placeId !== placeId), ...seeded];
  }
  markChanged();
  return current;
}

export function snapshot(): string {
  return JSON.stringify(current.data);
}

/** Load a snapshot; false (and nothing changed) when it is unreadable or of another version. */
export function restore(json: string): boolean {
  try {
    const parsed = JSON.parse(json) as Partial<DbState>;
    if (!parsed || parsed.version !== DB_VERSION || !Array.isArray(parsed.users)) return false;
    current = createDb(parsed as DbState);
    return true;
  } catch {
    return false;
  }
}

export function setMockSettings(patch: Partial<MockSettings>): MockSettings {
  for (const [k, v] of Object.entries(patch)) {
    if (!(k in DEFAULT_SETTINGS)) throw new Error(`unknown mock setting ${k}`);
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
      throw new Error(`mock setting ${k} must be a number >= 0`);
  }
  Object.assign(current.data.settings, patch);
  markChanged();
  return { ...current.data.settings };
}

export function getMockSettings(): MockSettings {
  return { ...current.data.settings };
}

/* ------------------------------------------------------------------ persistence */

/**
 * The prefix of the browser's copy in localStorage. Not under the app's `merchant-` prefix: logging out wipes
 * those keys, and must not wipe the backend.
 */
export const MOCK_STORAGE_KEY = 'mock-backend-db';

/**
 * Where the browser keeps the database between reloads, as small entries under one prefix: `meta` (the
 * version and a revision per part) and one entry per part — each top-level list of the state and each CRUD
 * table. A write stores only the parts it changed; another tab reads only `meta` before a request, and the
 * parts whose revision moved. Node runs without one.
 */
export interface MockPersistence {
  get(part: string): string | null;
  set(part: string, value: string): void;
  /** every entry under the prefix */
  clear(): void;
}

interface PersistedMeta {
  version: number;
  revs: Record<string, number>;
}

let persistence: MockPersistence | null = null;
/** the text of each part as this tab last wrote or read it, and the meta it last saw */
let known = new Map<string, string>();
let knownRevs: Record<string, number> = {};
let knownMeta: string | null = null;
let flushTimer: ReturnType<typeof setTimeout> | null = null;

/** how long writes are gathered before they are stored (a burst of calls is one write) */
export const PERSIST_DELAY_MS = 50;

function forgetPersisted(): void {
  known = new Map();
  knownRevs = {};
  knownMeta = null;
}

function cancelFlush(): void {
  if (flushTimer !== null) clearTimeout(flushTimer);
  flushTimer = null;
}

/** The parts of a state and their text: one per top-level list, one per CRUD table. */
export function persistedParts(state: DbState): Array<[string, string]> {
  const parts: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(state)) {
    if (key === 'entities' || key === 'version') continue;
    parts.push([key, JSON.stringify(value)]);
  }
  for (const [table, rows] of Object.entries(state.entities))
    parts.push([`entities/${table}`, JSON.stringify(rows)]);
  return parts;
}

/**
 * The localStorage entries of a whole database, as the browser mock stores it (e2e tests start a demo page
 * from a prepared database this way).
 */
export function persistedEntries(state: DbState): Array<[string, string]> {
  const parts = persistedParts(state);
  const meta: PersistedMeta = {
    version: state.version,
    revs: Object.fromEntries(parts.map(([k]) => [k, 1])),
  };
  return [
    ...parts.map(([k, v]): [string, string] => [`${MOCK_STORAGE_KEY}:${k}`, v]),
    [`${MOCK_STORAGE_KEY}:meta`, JSON.stringify(meta)],
  ];
}

export function setPersistence(p: MockPersistence | null): void {
  cancelFlush();
  persistence = p;
  forgetPersisted();
}

const readMeta = (raw: string | null): PersistedMeta | null => {
  if (raw === null) return null;
  try {
    const meta = JSON.parse(raw) as PersistedMeta;
    return meta.version === DB_VERSION && typeof meta.revs === 'object' && meta.revs !== null ? meta : null;
  } catch {
    return null;
  }
};

/**
 * Store the parts that changed since this tab last wrote or read them, then the meta that names them. The
 * stored meta is merged, not replaced: a part another tab changed keeps its revision, for this tab to adopt.
 */
export function flushPersistence(): void {
  cancelFlush();
  if (!persistence) return;
  const raw = persistence.get('meta');
  const stored = readMeta(raw)?.revs ?? {};
  const revs = { ...stored };
  let changed = false;
  for (const [part, text] of persistedParts(current.data)) {
    if (known.get(part) === text) continue;
    persistence.set(part, text);
    known.set(part, text);
    revs[part] = Math.max(stored[part] ?? 0, knownRevs[part] ?? 0) + 1;
    knownRevs[part] = revs[part];
    changed = true;
  }
  if (!changed && raw !== null) return;
  const meta = JSON.stringify({ version: DB_VERSION, revs } satisfies PersistedMeta);
  persistence.set('meta', meta);
  // when the meta held another tab's changes too, the next request adopts them
  knownMeta = raw === knownMeta ? meta : null;
}

/**
 * Before a request: adopt what another tab stored since — only the parts whose revision moved, after storing
 * this tab's pending writes. Every tab runs its own copy of the handlers (msw answers in the page, not in the
 * service worker), so storage is the only shared state.
 */
export function syncFromPersistence(): void {
  if (!persistence) return;
  if (persistence.get('meta') === knownMeta) return;
  if (flushTimer !== null) flushPersistence();
  const raw = persistence.get('meta');
  const meta = readMeta(raw);
  if (!meta) return;
  const adopted: Array<[string, string, unknown]> = [];
  for (const [part, rev] of Object.entries(meta.revs)) {
    if (knownRevs[part] === rev && known.has(part)) continue;
    const text = persistence.get(part);
    if (text === null) return;
    try {
      adopted.push([part, text, JSON.parse(text)]);
    } catch {
      return;
    }
  }
  // all or nothing: a part that is missing or unreadable leaves this tab's copy as it is
  const data = current.data as unknown as Record<string, unknown>;
  for (const [part, text, value] of adopted) {
    if (part.startsWith('entities/'))
      current.data.entities[part.slice('entities/'.length)] = value as EntityRow[];
    else data[part] = value;
    known.set(part, text);
  }
  current.data.settings = { ...DEFAULT_SETTINGS, ...current.data.settings };
  knownRevs = { ...meta.revs };
  knownMeta = raw;
}

/** After a mutating request: stored a moment later, with whatever else changes meanwhile. */
export function markChanged(): void {
  if (persistence && flushTimer === null) flushTimer = setTimeout(flushPersistence, PERSIST_DELAY_MS);
  notify();
}

/**
 * A write made outside a call (a test or demo control, an order the platform pushes): on the database as the
 * last tab stored it, and stored after it returns, as a call's write is.
 * @example const order = writeOutsideCall((db) => settle(db, outTradeNo, 'success', '', now()));
 */
export function writeOutsideCall<T>(write: (db: Db) => T): T {
  syncFromPersistence();
  const result = write(getDb());
  markChanged();
  return result;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called after every change (tests, dev tools). */
export function onDbChange(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

function notify(): void {
  for (const fn of listeners) fn();
}
