/**
 * The mock backend's in-memory database. Everything in `DbState` is plain JSON so a whole database can be
 * snapshotted into localStorage (browser) and restored after a reload.
 */
import { hashPassword } from './password';
import { createSeed, DB_VERSION } from './seed';

export { hashPassword, DB_VERSION };

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
}

/** One login session: an access token and the refresh token that may replace it. */
export interface TokenRow {
  accessToken: string;
  refreshToken: string;
  userId: number;
  issuedAt: number;
  expiresAt: number;
  refreshExpiresAt: number;
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

/** A row of a plain CRUD table (see `crud()` in contract.ts). */
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

  nextId(table: string, start = 1): number {
    const next = Math.max(this.data.seq[table] ?? start - 1, start - 1) + 1;
    this.data.seq[table] = next;
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

  /** A CRUD table, created on first use. */
  table(name: string): EntityRow[] {
    return (this.data.entities[name] ??= []);
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
  lastPersisted = null;
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
 * The localStorage key of the browser's copy. Not under the app's `merchant-` prefix: logging out wipes those
 * keys, and must not wipe the backend.
 */
export const MOCK_STORAGE_KEY = 'mock-backend-db';

/** Where the browser keeps the database between reloads. Node runs without one. */
export interface MockPersistence {
  read(): string | null;
  write(json: string): void;
  clear(): void;
}

let persistence: MockPersistence | null = null;
/** what this tab last wrote or read, to notice another tab's writes */
let lastPersisted: string | null = null;

export function setPersistence(p: MockPersistence | null): void {
  persistence = p;
  lastPersisted = null;
}

/**
 * Before a request: adopt what another tab stored since. Every tab runs its own copy of the handlers
 * (msw answers in the page, not in the service worker), so storage is the only shared state.
 */
export function syncFromPersistence(): void {
  if (!persistence) return;
  const stored = persistence.read();
  if (stored === null || stored === lastPersisted) return;
  if (restore(stored)) lastPersisted = stored;
}

/** After a mutating request. */
export function markChanged(): void {
  if (persistence) {
    const json = snapshot();
    persistence.write(json);
    lastPersisted = json;
  }
  notify();
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
