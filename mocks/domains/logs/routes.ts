/**
 * The logs (§7: businessOperationLog; /api/loginLog/list and delLoginLog). The operation log is written for every
 * write that succeeded at a place (the router tells `onWrite` listeners), the login log by the sign-in calls
 * (`logSignIn`), refused attempts included. docs/orders.md "Logs".
 */
import {
  clientOf,
  LOGIN_LOG_CLEAR,
  LOGIN_LOG_LIST,
  OPERATION_LOG_LIST,
  type LoginWay,
  type OperationAction,
} from '../../../src/domain/logs';
import { maskPhone } from '../../../src/domain/orders';
import {
  compareRows,
  contains,
  equalsNumber,
  inDays,
  ok,
  onWrite,
  paginate,
  route,
  rowsAt,
  type WriteListener,
} from '../../contract';
import { formatTime, type Db, type UserRow } from '../../db';
import { LOGS } from './tables';

/** The module a call belongs to, by its path (a key of orders.logs.modules), first match wins. */
const MODULES: Array<[RegExp, string]> = [
  [/\/businessBuilding\//, 'building'],
  [/\/businessRoomModel\//, 'roomModel'],
  [/\/businessRoom\/|\/businessRoomManager\//, 'room'],
  [
    /\/(lock|gateway|passBox|boxUser|businessComputer|businessRoomOnAndOffShelves|businessRoomOtaConfig)\//i,
    'roomExtra',
  ],
  [/\/roomStatusColor\//, 'statusColor'],
  [/\/(businessBillingRules|businessPromotionPrice|businessReduceRoomPrice|orderEdit)\//, 'billing'],
  [/\/businessPayConfig\//, 'payAccount'],
  [/^\/business-erppro\//, 'goods'],
  [/\/businessShiftChange\//, 'shift'],
  [/\/businessDamage\//, 'damage'],
  [/\/(businessPlacePosition|businessPlaceEmployee|mgr)\//, 'staff'],
  [/\/(businessNotice|businessMsgModel|message)\//, 'message'],
  [/\/(businessPlace|businessPlaceConfig|businessOtherConfig)\//, 'place'],
  [/^\/business-member\//, 'member'],
  // the points programme's calls (issue 22) are the members' pages; /business-wy/shiftChange is the shifts'
  [/^\/business-wy\/(integral|signConfig)/, 'member'],
  [/^\/common-license\//, 'licence'],
];
const ACTIONS: Record<string, OperationAction> = {
  add: 'add',
  edit: 'edit',
  delete: 'delete',
  deleteBatch: 'delete',
  remove: 'delete',
  changeStatus: 'status',
  onAndOffShelves: 'status',
  enableOrDisable: 'status',
};
/** Body keys that name the row written, in the order they are tried. */
const NAMES = /^(.*Name|name|roomNo|title|itemName|account|phone)$/;

const targetOf = (body: Record<string, unknown>): string => {
  for (const [k, v] of Object.entries(body))
    if (NAMES.test(k) && typeof v === 'string' && v) return v.slice(0, 40);
  return '';
};
/** The browser that made a call: its header, or (the mock in the page, where fetch sends none) the page's own. */
const agentOf = (request: Request) =>
  request.headers.get('user-agent') ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
const ipOf = (request: Request) =>
  request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || '127.0.0.1';

/** An operation-log row for a write that succeeded at a place (the logs' own calls aside). */
const logWrite: WriteListener = ({ db, url, body, user, place, request, now }, msg) => {
  if (!user || !place || url.pathname.includes('/loginLog/')) return;
  const last = url.pathname.split('/').pop() ?? '';
  db.insert(LOGS.operation, {
    placeId: place.id,
    userId: user.id,
    operator: user.name,
    account: maskPhone(user.phone),
    module: MODULES.find(([re]) => re.test(url.pathname))?.[1] ?? 'other',
    action: ACTIONS[last] ?? 'other',
    target: targetOf(body),
    path: url.pathname,
    result: msg,
    ip: ipOf(request),
    createTime: formatTime(now),
  });
  trim(db.table(LOGS.operation));
};
onWrite(logWrite);

/** A login-log row: a sign-in of `user` (or a refused one of the account typed) the way it was made. */
export function logSignIn(
  db: Db,
  request: Request,
  now: number,
  sign: { user: UserRow; way: LoginWay; success: boolean; message: string },
): void {
  db.insert(LOGS.login, {
    placeId: null,
    userId: sign.user.id,
    account: maskPhone(sign.user.phone),
    way: sign.way,
    success: sign.success ? 1 : 0,
    message: sign.message,
    ip: ipOf(request),
    client: clientOf(agentOf(request)),
    createTime: formatTime(now),
  });
  trim(db.table(LOGS.login));
}

/** The most rows a log keeps (the oldest go first): the browser's mock stores its database in localStorage. */
export const LOG_KEEP = 5000;
const trim = (rows: unknown[]) => {
  if (rows.length > LOG_KEEP) rows.splice(0, rows.length - LOG_KEEP);
};

const newestFirst = compareRows([
  { field: 'createTime', order: 'desc' },
  { field: 'id', order: 'desc' },
]);

export const logHandlers = [
  // the writes made at the place, newest first: by operator, module, action and a time range
  route.get(
    OPERATION_LOG_LIST,
    { auth: true, index: true, mutates: false, perm: 'info:oplog:list' },
    ({ db, place, query: q }) => {
      const rows = rowsAt(db, LOGS.operation, place.id).filter(
        (r) =>
          contains(r.operator, q.operator) &&
          (!q.module || r.module === q.module) &&
          (!q.action || r.action === q.action) &&
          inDays(q, r.createTime),
      );
      const out = rows.map(({ placeId: _p, userId: _u, ...r }) => r);
      return ok(paginate(out.sort(newestFirst), q));
    },
  ),

  // the signed-in account's own sign-ins, newest first
  route.get(LOGIN_LOG_LIST, { auth: true, index: false, mutates: false }, ({ db, user, query: q }) => {
    const rows = db
      .table(LOGS.login)
      .filter((r) => r.userId === user.id && equalsNumber(r.success, q.success) && inDays(q, r.createTime))
      .map(({ placeId: _p, userId: _u, ...r }) => r);
    return ok(paginate(rows.sort(newestFirst), q));
  }),

  // 清空: the account's whole login log
  route.post(LOGIN_LOG_CLEAR, { auth: true, index: false }, ({ db, user }) => {
    const rows = db.table(LOGS.login);
    const kept = rows.filter((r) => r.userId !== user.id);
    rows.splice(0, rows.length, ...kept);
    return ok(null, '清空成功');
  }),
];
