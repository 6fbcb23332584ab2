/**
 * The routes: what every call checks before its handler runs (source, token, place, resource key, body), and
 * `route.get/post` to declare one in a line of options.
 */
import { delay, http, type HttpHandler } from 'msw';
import { LOCKED_CODE } from '../../src/domain/session';
import {
  getDb,
  markChanged,
  now,
  syncFromPersistence,
  type Db,
  type MemberRole,
  type EntityRow,
  type PlaceRow,
  type StoredRow,
  type Table,
  type TokenRow,
  type UserRow,
} from '../db';
import {
  checkPlace,
  checkToken,
  CONTRACT_MSG,
  decryptSource,
  fail,
  MockError,
  raise,
  readBody,
  toResponse,
  type EncryptMode,
  type Fields,
  type MockReply,
  type SourceIdentity,
} from './wire';

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
  /** answered while the session is locked (lock, unlock, logout); every other call then answers 423 */
  whileLocked?: boolean;
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
export const knownRoutes = new Map<string, Set<string>>();

/**
 * The resource keys a user of a role holds at a place on a day: its menu's permissions (they follow the licences;
 * a staff member's come from their roles).
 */
export type PermissionSource = (
  db: Db,
  place: PlaceRow,
  role: MemberRole,
  now: number,
  userId: number,
) => ReadonlySet<string>;
let permissionSource: PermissionSource | null = null;
/**
 * Set once by domains/index.ts, which sees the menus and the licences (importing them here would be a cycle:
 * every handler module imports this one).
 */
export function setPermissionSource(source: PermissionSource): void {
  permissionSource = source;
}

/** The resource keys a role holds now (tests swap it for a while and put it back). */
export const currentPermissionSource = (): PermissionSource | null => permissionSource;

/** What a write that succeeded tells its listeners: the call's context and the message it answered. */
export type WriteListener = (
  ctx: BaseContext & { user: UserRow | null; place: PlaceRow | null },
  msg: string,
) => void;
const writeListeners: WriteListener[] = [];
/**
 * Be told of every write that succeeded, after it is stored (the operation log writes its row this way).
 * @example onWrite((ctx, msg) => ctx.place && log(ctx.db, ctx.place.id, ctx.url.pathname, msg));
 */
export function onWrite(listener: WriteListener): void {
  if (!writeListeners.includes(listener)) writeListeners.push(listener);
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
    // a locked session's token opens nothing but the lock page's calls (docs/api-contract.md "Lock screen")
    if (token?.locked && !opts.whileLocked) raise(LOCKED_CODE, CONTRACT_MSG.locked);
    let place: PlaceRow | null = null;
    let role: MemberRole | null = null;
    const indexHeader = request.headers.get('index');
    if (user && (index === true || (index === 'optional' && indexHeader?.trim()))) {
      ({ place, role } = checkPlace(db, user, indexHeader));
    }
    if (opts.perm) {
      if (!place || !role || !permissionSource)
        throw new Error(`${url.pathname}: a permission needs a place`);
      if (!permissionSource(db, place, role, now(), user!.id).has(opts.perm))
        raise(403, CONTRACT_MSG.noPermission);
    }
    const body = method === 'POST' ? await readBody(request, opts.encrypt ?? 'aes') : query;
    const ctx = { request, url, db, body, query, source, now: now(), user, token, place, role };
    const result = await resolver(ctx as MockContext<RouteOptions>);
    if (mutates) markChanged();
    if (mutates && !(result instanceof Response) && result.body.code === 200)
      for (const listen of writeListeners) listen(ctx, result.body.msg);
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

export function register(
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

/** The rows of a table that belong to one place: typed rows when given the table's declaration. */
export function rowsAt<Row extends StoredRow>(db: Db, table: Table<Row>, placeId: number): Row[];
export function rowsAt(db: Db, table: string, placeId: number): EntityRow[];
export function rowsAt<Row extends StoredRow>(db: Db, table: string | Table<Row>, placeId: number) {
  const rows: StoredRow[] = typeof table === 'string' ? db.table(table) : db.table(table);
  return rows.filter((r) => r.placeId === placeId);
}

/** The row of `rows` with this id; an id read from a body may be anything, and one that matches none is undefined. */
export const byId = <Row extends StoredRow>(rows: readonly Row[], id: unknown): Row | undefined =>
  rows.find((r) => r.id === id);

/**
 * The paths of a service's calls, each under its base, declared at once instead of a constant a path.
 * @example const PATH = servicePaths('/business-erppro', { goods: 'goodsInfo', unit: 'goodsUnit' });
 * PATH.goods // '/business-erppro/goodsInfo'
 */
export function servicePaths<const Names extends Record<string, string>>(
  base: string,
  names: Names,
): { readonly [K in keyof Names]: string } {
  const paths: Record<string, string> = {};
  for (const [key, name] of Object.entries(names)) paths[key] = `${base}/${name}`;
  // every key of `names` was given its path just above
  return paths as { readonly [K in keyof Names]: string };
}

/** The place a crud() callback runs for (crud routes are always place-scoped). */
export const placeIdOf = (ctx: CrudContext) => ctx.place!.id;
