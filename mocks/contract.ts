/**
 * What a real backend checks before a handler runs, exactly as docs/api-contract.md describes: the
 * encrypted `source` header, the access token, the `index` (place) header and the encrypted `param` body.
 * Handlers are written with `route.get/post` (one line of options each) and plain CRUD tables with `crud`.
 *
 * The decryption here is written against crypto-js and jsencrypt directly, not against src/api, so a
 * round trip between the console's client and this mock proves the two sides agree.
 */
// crypto-js has no exports map: with the file extension, Node's own ESM loader (Playwright's, for e2e/support)
// finds the module as Vite and tsx do
import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { getMockConfig } from './config';
import {
  formatTime,
  getDb,
  getMockSettings,
  markChanged,
  now,
  resetDb,
  resetPlace,
  setMockSettings,
  syncFromPersistence,
  type Db,
  type EntityRow,
  type MemberRole,
  type MockSettings,
  type PlaceRow,
  type TokenRow,
  type UserRow,
} from './db';
import { int, text } from './validate';
import { readWire, type Entity, type Fields as EntityFields } from '../src/domain/entity';
import { zhText } from './messages';

/* ------------------------------------------------------------------ envelope */

export type SourceIdentity = 'merchant' | 'netbarMerchant';
export const SOURCE_IDENTITIES: readonly SourceIdentity[] = ['merchant', 'netbarMerchant'];

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** An answer: the envelope and the HTTP status it travels with. */
export interface MockReply<T = unknown> {
  status: number;
  body: Envelope<T>;
}

/** The messages of the contract table (docs/api-contract.md, "Answers"). */
export const CONTRACT_MSG = {
  badSource: '非法请求来源',
  badParam: '请求参数解析失败',
  noToken: '请先登录',
  unknownToken: '登录状态已失效，请重新登录',
  expiredToken: '登录已过期，请重新登录',
  noPlace: '无权访问该场所',
  noPermission: '没有该操作的权限',
  badRefresh: '登录已过期，请重新登录',
  notFound: '接口不存在',
  badMethod: '请求方法不支持',
  serverError: '服务器内部错误',
} as const;

export function ok<T>(data: T, msg = '获取成功'): MockReply<T> {
  return { status: 200, body: { code: 200, msg, data } };
}

/** A failure answer; business failures travel with HTTP 200, only contract violations change the status. */
export function fail(code: number, msg: string, status = 200, data: unknown = null): MockReply<unknown> {
  return { status, body: { code, msg, data } };
}

/** Thrown anywhere below a handler to answer with `reply` (validation helpers, lookups). */
export class MockError extends Error {
  readonly reply: MockReply<unknown>;
  constructor(reply: MockReply<unknown>) {
    super(reply.body.msg);
    this.name = 'MockError';
    this.reply = reply;
  }
}

export function raise(code: number, msg: string, status = 200, data: unknown = null): never {
  throw new MockError(fail(code, msg, status, data));
}

/** Code 400 with a Chinese message: the validation failure of every handler. */
export function invalid(msg: string): never {
  return raise(400, msg);
}

/** A validation failure that names the form field it belongs to. */
export interface FieldProblem {
  field: string;
  msg: string;
}

/** What a check answers: nothing, a message that belongs to no field, or one that names its field. */
export type Problem = string | FieldProblem | null | undefined;

/**
 * Code 400 naming the field, so the console can put the message under that form field
 * (docs/api-contract.md, CRUD conventions).
 * @example invalidField('roomNo', '房间号已存在')
 * // → {code: 400, msg: '房间号已存在', data: {fields: {roomNo: '房间号已存在'}}}
 */
export function invalidField(field: string, msg: string): never {
  return raise(400, msg, 200, { fields: { [field]: msg } });
}

/**
 * A rule's message attached to a field, or null when the rule passed; chains with `??`.
 * @example return atField('buildingName', checkName(row.buildingName)) ?? atField('sort', checkSort(row.sort));
 */
export function atField(field: string, msg: string | null | undefined): FieldProblem | null {
  return msg ? { field, msg } : null;
}

/**
 * Answer a problem as code 400 (field-named when it names one); does nothing when there is none.
 * @example refuse(validate(row)); // throws on '名称已存在' or {field: 'name', msg: '名称已存在'}
 */
export function refuse(problem: Problem): void {
  if (!problem) return;
  if (typeof problem === 'string') invalid(problem);
  invalidField(problem.field, problem.msg);
}

/** Run validators; the first problem found is answered as code 400 (field-named when it names one). */
export function ensure(...problems: Problem[]): void {
  for (const p of problems) refuse(p);
}

function toResponse(reply: MockReply<unknown>): Response {
  return HttpResponse.json(reply.body, { status: reply.status });
}

/* ------------------------------------------------------------------ crypto */

export function aesEncrypt(plain: string): string {
  const { aesKey, aesIv } = getMockConfig();
  return AES.encrypt(plain, Utf8.parse(aesKey), { iv: Utf8.parse(aesIv) }).toString();
}

/** The plain text, or null when the cipher is not ours (wrong key, not Base64, bad padding). */
export function aesDecrypt(cipher: string): string | null {
  const { aesKey, aesIv } = getMockConfig();
  try {
    const plain = AES.decrypt(cipher, Utf8.parse(aesKey), { iv: Utf8.parse(aesIv) }).toString(Utf8);
    return plain === '' ? null : plain;
  } catch {
    // crypto-js throws "Malformed UTF-8 data" when the key does not fit
    return null;
  }
}

interface RsaDecryptor {
  decrypt(cipher: string): string | false | null;
}
let rsa: RsaDecryptor | null = null;

/** Blocks joined by '.', each RSA-1024 PKCS#1 v1.5 with the mock's private key; null if any block fails. */
export async function rsaDecrypt(param: string): Promise<string | null> {
  if (!rsa) {
    // lazy: most requests are AES and the worker bundle should not pay for jsencrypt up front
    const { JSEncrypt } = await import('jsencrypt');
    const dec = new JSEncrypt();
    dec.setPrivateKey(getMockConfig().rsaPrivateKey);
    rsa = dec as RsaDecryptor;
  }
  let out = '';
  for (const block of param.split('.')) {
    if (!block) return null;
    let piece: string | false | null;
    try {
      piece = rsa.decrypt(block);
    } catch {
      return null;
    }
    if (typeof piece !== 'string') return null;
    out += piece;
  }
  return out;
}

export function decryptSource(header: string | null): SourceIdentity | null {
  if (!header) return null;
  const plain = aesDecrypt(header);
  return plain === 'merchant' || plain === 'netbarMerchant' ? plain : null;
}

export type Fields = Record<string, unknown>;
export type EncryptMode = 'aes' | 'rsa' | false;

function badParam(): never {
  return raise(400, CONTRACT_MSG.badParam, 400);
}

function parseObject(json: string | null): Fields {
  if (json === null) badParam();
  try {
    const v: unknown = JSON.parse(json);
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) return v as Fields;
  } catch {
    // falls through to the contract failure
  }
  return badParam();
}

/** A file field of a multipart body (undici's File in node, the browser's in the worker: no instanceof). */
export interface UploadedFile {
  name: string;
  type: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export function isUploadedFile(v: unknown): v is UploadedFile {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as UploadedFile).arrayBuffer === 'function' &&
    typeof (v as UploadedFile).size === 'number' &&
    typeof (v as UploadedFile).type === 'string'
  );
}

/**
 * The real body of a POST: `{param}` as JSON or form, decrypted per the route's mode. A plain route
 * (`encrypt: false`) also takes multipart/form-data, because that is how the console sends uploads (the
 * FormData travels as is); its fields arrive as text and files as `UploadedFile`. An encrypted route never
 * reads multipart, so a file cannot slip past the `param` check.
 */
export async function readBody(request: Request, mode: EncryptMode): Promise<Fields> {
  const type = request.headers.get('content-type') ?? '';
  if (mode === false && type.includes('multipart/form-data')) {
    let data: FormData;
    try {
      data = await request.formData();
    } catch {
      return badParam();
    }
    const fields: Fields = {};
    data.forEach((value, key) => {
      fields[key] = value;
    });
    return fields;
  }
  const raw = await request.text();
  const form = type.includes('application/x-www-form-urlencoded');
  let outer: Fields;
  if (form) {
    outer = Object.fromEntries(new URLSearchParams(raw));
  } else {
    if (raw.trim() === '') return mode === false ? {} : badParam();
    outer = parseObject(raw);
  }
  if (mode === false) return outer;
  const param = outer.param;
  if (typeof param !== 'string' || param === '') return badParam();
  return parseObject(mode === 'rsa' ? await rsaDecrypt(param) : aesDecrypt(param));
}

/* ------------------------------------------------------------------ tokens */

/** Random hex text (tokens, tickets). */
export function randomHex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface TokenPair {
  a_token: string;
  r_token: string;
  /** seconds the access token lives */
  expires_in: number;
}

/** Start a session for the user with the current TTL settings. */
export function issueTokens(db: Db, userId: number): TokenPair {
  const t = now();
  const { accessTokenTtlMs, refreshTokenTtlMs } = db.settings;
  // Sessions whose refresh token died a week ago can no longer be told apart from forged ones anyway.
  db.data.tokens = db.data.tokens.filter((r) => r.refreshExpiresAt + 7 * 24 * 3600_000 > t);
  const row: TokenRow = {
    accessToken: `mat.${randomHex(20)}`,
    refreshToken: `mrt.${randomHex(20)}`,
    userId,
    issuedAt: t,
    expiresAt: t + accessTokenTtlMs,
    refreshExpiresAt: t + refreshTokenTtlMs,
  };
  db.data.tokens.push(row);
  return {
    a_token: row.accessToken,
    r_token: row.refreshToken,
    expires_in: Math.round(accessTokenTtlMs / 1000),
  };
}

/** End sessions: one (by access token) or all of a user's. */
export function revokeTokens(db: Db, by: { accessToken: string } | { userId: number }): void {
  db.data.tokens = db.data.tokens.filter((r) =>
    'accessToken' in by ? r.accessToken !== by.accessToken : r.userId !== by.userId,
  );
}

/** The `Authorization: Bearer` check; throws the contract's 401s. */
export function checkToken(db: Db, header: string | null): { user: UserRow; token: TokenRow } {
  const m = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  if (!m) raise(401, CONTRACT_MSG.noToken, 401);
  const token = db.data.tokens.find((r) => r.accessToken === m[1]);
  if (!token) raise(401, CONTRACT_MSG.unknownToken, 401);
  if (token.expiresAt <= now()) raise(401, CONTRACT_MSG.expiredToken, 401);
  const user = db.userById(token.userId);
  if (!user || user.status !== 1) raise(401, CONTRACT_MSG.unknownToken, 401);
  return { user, token };
}

/** The `index` header check: a place the user owns or works at, else code 403. */
export function checkPlace(
  db: Db,
  user: UserRow,
  header: string | null,
): { place: PlaceRow; role: MemberRole } {
  const id = /^\d+$/.test(header?.trim() ?? '') ? Number(header!.trim()) : null;
  const place = id === null ? undefined : db.placeById(id);
  const membership = place ? db.membership(user.id, place.id) : undefined;
  if (!place || !membership) raise(403, CONTRACT_MSG.noPlace);
  return { place, role: membership.role };
}

/* ------------------------------------------------------------------ routes */

export interface RouteOptions {
  /** Authorization required (default true); 'optional' checks a token only when one is sent */
  auth?: boolean | 'optional';
  /**
   * the `index` header: true (default when auth is on) = place-scoped, must name a place of the user;
   * 'optional' = checked when not empty; false = ignored
   */
  index?: boolean | 'optional';
  /** POST body encoding (default 'aes'); GET calls are never encrypted */
  encrypt?: EncryptMode;
  /** persist the database after the call (default: every POST) */
  mutates?: boolean;
  /**
   * the resource key (as the menu call hands out, mocks/menus.ts) the caller's role must hold at the place,
   * else code 403 没有该操作的权限: what the console hides, the server refuses too
   */
  perm?: string;
}

type AuthOf<O> = O extends { auth: false } ? false : O extends { auth: 'optional' } ? 'optional' : true;
type IndexOf<O> =
  AuthOf<O> extends true
    ? O extends { index: false }
      ? false
      : O extends { index: 'optional' }
        ? 'optional'
        : true
    : O extends { index: 'optional' }
      ? 'optional'
      : false;

interface BaseContext {
  request: Request;
  url: URL;
  db: Db;
  /** the decrypted body (POST) or the query (GET) */
  body: Fields;
  query: Record<string, string>;
  source: SourceIdentity;
  now: number;
}

/** What a handler receives; `user` and `place` are non-null exactly when the options guarantee them. */
export type MockContext<O extends RouteOptions = RouteOptions> = BaseContext &
  (AuthOf<O> extends true
    ? { user: UserRow; token: TokenRow }
    : { user: UserRow | null; token: TokenRow | null }) &
  (IndexOf<O> extends true
    ? { place: PlaceRow; role: MemberRole }
    : { place: PlaceRow | null; role: MemberRole | null });

/** The context of a CRUD call: always logged in; a place only when the table is place-scoped. */
export type CrudContext = BaseContext & {
  user: UserRow;
  token: TokenRow;
  place: PlaceRow | null;
  role: MemberRole | null;
};

export type MockResolver<O extends RouteOptions> = (
  ctx: MockContext<O>,
) => MockReply<unknown> | Response | Promise<MockReply<unknown> | Response>;

/** Every route path and its methods, to tell "wrong method" from "no such call". */
const knownRoutes = new Map<string, Set<string>>();

/** The resource keys a role holds at a place on a day: its menu's permissions (they follow the licences). */
export type PermissionSource = (
  db: Db,
  place: PlaceRow,
  role: MemberRole,
  now: number,
) => ReadonlySet<string>;
let permissionSource: PermissionSource | null = null;
/**
 * Set once by handlers/index.ts, which sees the menus and the licences (importing them here would be a cycle:
 * every handler module imports this one).
 */
export function setPermissionSource(source: PermissionSource): void {
  permissionSource = source;
}

async function handle(
  method: 'GET' | 'POST',
  request: Request,
  opts: RouteOptions,
  resolver: MockResolver<RouteOptions>,
): Promise<Response> {
  syncFromPersistence();
  const db = getDb();
  const latency = db.settings.latencyMs;
  if (latency > 0) await delay(latency);
  const auth = opts.auth ?? true;
  const index = opts.index ?? auth === true;
  const mutates = opts.mutates ?? method === 'POST';
  const url = new URL(request.url);
  const query = Object.fromEntries(url.searchParams);
  try {
    const source = decryptSource(request.headers.get('source'));
    if (!source) raise(400, CONTRACT_MSG.badSource, 400);
    let user: UserRow | null = null;
    let token: TokenRow | null = null;
    const authHeader = request.headers.get('authorization');
    if (auth === true || (auth === 'optional' && authHeader)) ({ user, token } = checkToken(db, authHeader));
    let place: PlaceRow | null = null;
    let role: MemberRole | null = null;
    const indexHeader = request.headers.get('index');
    if (user && (index === true || (index === 'optional' && indexHeader?.trim()))) {
      ({ place, role } = checkPlace(db, user, indexHeader));
    }
    if (opts.perm) {
      if (!place || !role || !permissionSource)
        throw new Error(`${url.pathname}: a permission needs a place`);
      if (!permissionSource(db, place, role, now()).has(opts.perm)) raise(403, CONTRACT_MSG.noPermission);
    }
    const body = method === 'POST' ? await readBody(request, opts.encrypt ?? 'aes') : query;
    const ctx = { request, url, db, body, query, source, now: now(), user, token, place, role };
    const result = await resolver(ctx as MockContext<RouteOptions>);
    if (mutates) markChanged();
    return result instanceof Response ? result : toResponse(result);
  } catch (e) {
    if (e instanceof MockError) {
      // a handler may have changed rows before failing (e.g. consumed a code); keep what it did
      if (mutates && e.reply.status === 200) markChanged();
      return toResponse(e.reply);
    }
    console.error(`[mock] ${method} ${url.pathname} failed`, e);
    return toResponse(fail(500, CONTRACT_MSG.serverError, 500));
  }
}

type AnyResolver = (ctx: never) => ReturnType<MockResolver<RouteOptions>>;

/**
 * One backend call the mock answers: written with `route.get/post` or `crud`, served by `routesHandler`.
 * Plain data rather than an msw handler each: msw tries its handlers one by one for every request (and in the
 * browser reads document.cookie for each try, a synchronous trip to the browser process), which with two
 * hundred calls cost seconds per page load; a table finds the call in one step.
 */
export interface MockRoute {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly run: (request: Request) => Promise<Response>;
}

function register(
  method: 'GET' | 'POST',
  path: string,
  opts: RouteOptions,
  resolver: AnyResolver,
): MockRoute {
  if (opts.auth !== true && opts.auth !== undefined && opts.index === true) {
    throw new Error(`${path}: a place check needs auth`);
  }
  const methods = knownRoutes.get(path) ?? new Set<string>();
  methods.add(method);
  knownRoutes.set(path, methods);
  return {
    method,
    path,
    run: (request) => handle(method, request, opts, resolver as MockResolver<RouteOptions>),
  };
}

/**
 * One msw handler for these routes: a request whose path and method are in the table goes to its route, any
 * other request passes on to the next handler. The path matches on any origin (same-origin in the browser,
 * jsdom's localhost, 127.0.0.1:3100). A call defined twice is a mistake, refused here.
 * @example server.use(routesHandler(crud('/business-merchant/testGadget', { table: 'testGadget' })));
 */
export function routesHandler(routes: readonly MockRoute[]): HttpHandler {
  const table = new Map<string, MockRoute>();
  for (const r of routes) {
    const key = `${r.method} ${r.path}`;
    if (table.has(key)) throw new Error(`${key} is defined twice`);
    table.set(key, r);
  }
  const find = (request: Request) => table.get(`${request.method} ${new URL(request.url).pathname}`);
  return http.all(
    ({ request }) => find(request) !== undefined,
    ({ request }) => find(request)!.run(request),
  );
}

function define(method: 'GET' | 'POST') {
  return <const O extends RouteOptions>(path: string, opts: O, resolver: MockResolver<O>): MockRoute =>
    register(method, path, opts, resolver);
}

/**
 * @example route.post('/api/authService/login', { auth: false, index: false }, async ({ body, db }) => ok(...))
 */
export const route = { get: define('GET'), post: define('POST') };

/** Route options of a place-scoped read (not persisted) and of a place-scoped write. */
export const PLACE_READ = { auth: true, index: true, mutates: false } as const;
export const PLACE_WRITE = { auth: true, index: true } as const;
/** A place-scoped write that needs a resource key (RouteOptions.perm). */
export const placeWrite = (perm: string) => ({ ...PLACE_WRITE, perm });

/** The rows of a table that belong to one place. */
export const rowsAt = (db: Db, table: string, placeId: number) =>
  db.table(table).filter((r) => r.placeId === placeId);

/** The place a crud() callback runs for (crud routes are always place-scoped). */
export const placeIdOf = (ctx: CrudContext) => ctx.place!.id;

/* ------------------------------------------------------------------ CRUD factory */

export type CrudOp = 'list' | 'add' | 'edit' | 'delete' | 'changeStatus' | 'detail' | 'deleteBatch';

/** The six calls every plain entity has; `deleteBatch` is opt-in. */
export const CRUD_OPS: readonly CrudOp[] = ['list', 'add', 'edit', 'delete', 'changeStatus', 'detail'];

export interface CrudValidateArgs {
  mode: 'add' | 'edit';
  /** the row as it would be stored */
  row: EntityRow;
  /** the stored row (edit only) */
  existing: EntityRow | null;
  /** the other rows of the same place, for uniqueness checks */
  siblings: EntityRow[];
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
  'contains' | 'equals' | ((value: string, row: Record<string, unknown>) => boolean);

export type SortOrder = 'asc' | 'desc';
export interface SortSpec {
  field: string;
  order: SortOrder;
}

export interface CrudOptions {
  /**
   * The entity's declaration (src/domain/entity.ts), shared with the page: which columns add/edit write and
   * how each is read, the values of a new row, and every field rule with its message — checked before
   * `validate`, which is left with what needs other tables. Replaces `fields` and the rule part of `validate`.
   */
  entity?: Entity<EntityFields>;
  /** table name in the database (default: last segment of the prefix) */
  table?: string;
  /** rows belong to the current place (index header); default true */
  placeScoped?: boolean;
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
  validate?: (args: CrudValidateArgs) => Problem;
  /** delete/deleteBatch check: a message refuses the delete (e.g. a building that still has rooms) */
  beforeDelete?: (row: EntityRow, ctx: CrudContext) => string | null | undefined;
  /** filter kind per query key; keys not named here: text contains, anything else equals */
  filters?: Record<string, CrudFilterKind>;
  /** replaces all filtering: a predicate on the stored row and the query texts */
  filter?: (row: EntityRow, query: Record<string, string>) => boolean;
  /** list order when the query has no sortField (default: newest id first); ties always go newest first */
  defaultSort?: SortSpec | SortSpec[];
  /**
   * list order when the query has no sortField, as a comparison of presented rows, for an order on something
   * the answered rows do not carry (e.g. the sort of a row's category); replaces defaultSort
   * @example defaultCompare: (ctx) => (a, b) => shelfOrder(ctx, a.categoryId) - shelfOrder(ctx, b.categoryId)
   */
  defaultCompare?: (ctx: CrudContext) => (a: Record<string, unknown>, b: Record<string, unknown>) => number;
  /** how a row goes out (hide fields, add derived ones); lists filter and sort on this shape */
  present?: (row: EntityRow, ctx: CrudContext) => Record<string, unknown>;
  /** status values changeStatus accepts (default [0, 1]) */
  statusValues?: number[];
  /** after a status change is stored: what else the server does (e.g. push the new state to the place) */
  afterStatus?: (row: EntityRow, ctx: CrudContext) => void;
  /**
   * after any change is stored (add, edit, delete, deleteBatch, changeStatus; after `afterStatus`): what else
   * the server does, e.g. tell the place's other consoles to reload. Never called for a refused call.
   * @example afterChange: ({ op, ids }, ctx) => pushTo(ctx.place!.id, { businessType: 109, data: { ids } })
   */
  afterChange?: (change: CrudChange, ctx: CrudContext) => void;
  /** POST body encoding of the add/edit/... calls (default 'aes') */
  encrypt?: EncryptMode;
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
  /** the resource key a write needs, if any */
  perm: (op: 'add' | 'edit' | 'delete' | 'deleteBatch' | 'changeStatus') => string | undefined;
  statusValues: number[];
}
const declaredCruds: DeclaredCrud[] = [];
/** Every `crud()` given an `entity`, in the order the handlers made them. */
export const declaredEntities = (): readonly DeclaredCrud[] => declaredCruds;

/** The resource keys a role holds now (tests swap it for a while and put it back). */
export const currentPermissionSource = (): PermissionSource | null => permissionSource;

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

/** pageNumber/pageSize (or page/size) from a query or body; pageNumber ≥ 1, pageSize 1..500. */
export function paginate<T>(rows: T[], q: Fields): Page<T> {
  const pageNumber = Math.max(1, int(q.pageNumber) ?? int(q.page) ?? 1);
  const pageSize = Math.min(500, Math.max(1, int(q.pageSize) ?? int(q.size) ?? 10));
  const start = (pageNumber - 1) * pageSize;
  return { records: rows.slice(start, start + pageSize), total: rows.length, pageNumber, pageSize };
}

function cellMatches(
  cell: unknown,
  value: string,
  kind: CrudFilterKind,
  row: Record<string, unknown>,
): boolean {
  if (typeof kind === 'function') return kind(value, row);
  if (cell === undefined || cell === null) return false;
  if (kind === 'contains') return String(cell).toLowerCase().includes(value.toLowerCase());
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
  return (a: Record<string, unknown>, b: Record<string, unknown>): number => {
    for (const { field, order } of specs) {
      const x = a[field];
      const y = b[field];
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
    return Number(b.id) - Number(a.id);
  };
}

/** The sort of a list query: sortField + sortOrder ('asc' default), else null. Throws on a bad order. */
function sortOf(q: Fields): SortSpec | null {
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

/** The action of a write call, as the console's permission keys name it (src/crud/types.ts actionPerms). */
const WRITE_ACTION = {
  add: 'add',
  edit: 'edit',
  delete: 'delete',
  deleteBatch: 'delete',
  changeStatus: 'status',
} as const;
type WriteOp = keyof typeof WRITE_ACTION;

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
export function crud(prefix: string, options: CrudOptions = {}): MockRoute[] {
  const table = options.table ?? prefix.split('/').filter(Boolean).pop()!;
  const scoped = options.placeScoped ?? true;
  const ops = options.ops ?? CRUD_OPS;
  const statusValues = options.statusValues ?? [0, 1];
  const path = (op: CrudOp) => `${prefix}/${options.paths?.[op] ?? op}`;
  const opts: RouteOptions = { auth: true, index: scoped, encrypt: options.encrypt ?? 'aes' };
  const readOpts: RouteOptions = { ...opts, mutates: false };
  const present = (row: EntityRow, ctx: CrudContext) => (options.present ? options.present(row, ctx) : row);
  const defaultSort = options.defaultSort
    ? Array.isArray(options.defaultSort)
      ? options.defaultSort
      : [options.defaultSort]
    : [];

  const rowsOf = (ctx: CrudContext) => {
    const rows = ctx.db.table(table);
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
        const sent = body[k];
        const blank = sent === undefined || sent === null || sent === '';
        // a new row's optional field left blank starts from its initial value; a required one must be sent
        if (mode === 'add' && blank && spec.initial !== undefined && !spec.required) out[k] = spec.initial;
        else if (k in body || mode === 'add') out[k] = readWire(spec.kind, sent);
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
  // the declared rules, answered in the page's own zh words
  const ruleProblem = (row: EntityRow, siblings: EntityRow[]): Problem => {
    const problem = declared?.firstProblem(row, siblings);
    return problem ? { field: problem.field, msg: zhText(problem) } : null;
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
    return ok(paginate(items, ctx.body));
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
      createTime: t,
      updateTime: t,
    };
    refuse(ruleProblem(row, rowsOf(ctx)));
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
    refuse(ruleProblem(row, siblings));
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
  const detail = (ctx: CrudContext) => ok(present(find(ctx), ctx));

  const permOf = (op: WriteOp): string | undefined =>
    typeof options.perms === 'string' ? `${options.perms}:${WRITE_ACTION[op]}` : options.perms?.[op];
  const writeOpts = (op: WriteOp): RouteOptions => {
    const perm = permOf(op);
    return perm ? { ...opts, perm } : opts;
  };

  const byOp: Record<CrudOp, () => MockRoute> = {
    list: () =>
      options.listMethod === 'post'
        ? register('POST', path('list'), readOpts, list)
        : register('GET', path('list'), opts, list),
    add: () => register('POST', path('add'), writeOpts('add'), add),
    edit: () => register('POST', path('edit'), writeOpts('edit'), edit),
    delete: () => register('POST', path('delete'), writeOpts('delete'), deleteOne),
    deleteBatch: () => register('POST', path('deleteBatch'), writeOpts('deleteBatch'), deleteBatch),
    changeStatus: () => register('POST', path('changeStatus'), writeOpts('changeStatus'), changeStatus),
    detail: () => register('POST', path('detail'), readOpts, detail),
  };
  if (declared) {
    declaredCruds.push({
      prefix,
      table,
      entity: declared,
      ops,
      path,
      listMethod: options.listMethod ?? 'get',
      perm: permOf,
      statusValues,
    });
  }
  return ops.map((op) => byOp[op]());
}

/* ------------------------------------------------------------------ mock control and fallback */

/** Test hooks: reset to seed, read or change TTLs. No contract checks: e2e tests call them with plain fetch. */
export const controlHandlers: HttpHandler[] = [
  // a body { placeId } resets only that place's rows (tokens and other places stay)
  http.post('*/__mock/reset', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { placeId?: unknown } | null;
    const placeId = int(body?.placeId);
    if (placeId !== null) resetPlace(placeId);
    else resetDb();
    return toResponse(ok(null, '重置成功'));
  }),
  http.get('*/__mock/settings', () => toResponse(ok(getMockSettings()))),
  http.post('*/__mock/settings', async ({ request }) => {
    let patch: Partial<MockSettings>;
    try {
      patch = (await request.json()) as Partial<MockSettings>;
      return toResponse(ok(setMockSettings(patch), '更新成功'));
    } catch (e) {
      return toResponse(fail(400, e instanceof Error ? e.message : CONTRACT_MSG.badParam, 400));
    }
  }),
];

/** Paths that belong to the backend; anything else (Vite modules, assets) passes through untouched. */
const BACKEND_PATH = /^\/(api|business-[\w-]+|common-[\w-]+)\//;

/** Last handler: an envelope for backend calls nobody mocked yet, instead of Vite's index.html. */
export const fallbackHandler: HttpHandler = http.all(
  ({ request }) => BACKEND_PATH.test(new URL(request.url).pathname),
  ({ request }) => {
    const path = new URL(request.url).pathname;
    const methods = knownRoutes.get(path);
    if (methods && !methods.has(request.method)) return toResponse(fail(405, CONTRACT_MSG.badMethod, 405));
    return toResponse(fail(404, `${CONTRACT_MSG.notFound}: ${path}`, 404));
  },
);
