/**
 * The logs (§7 Orders and statistics: businessOperationLog; GET /api/loginLog/list, POST
 * /api/loginLog/delLoginLog): what travels. DOM-free: imported by the log pages and by the mock
 * (mocks/domains/logs), which writes an operation-log row for every write the console makes at a place and a
 * login-log row for every sign-in.
 */
export const OPERATION_LOG_LIST = '/business-merchant/businessOperationLog/list';
export const LOGIN_LOG_LIST = '/api/loginLog/list';
export const LOGIN_LOG_CLEAR = '/api/loginLog/delLoginLog';

/** What a write did, by the last segment of its call. */
export type OperationAction = 'add' | 'edit' | 'delete' | 'status' | 'other';

/** A write made at the place: who, when, in which module, what, and the server's answer. */
export interface OperationLog {
  id: number;
  operator: string;
  /** the operator's account (mobile), masked */
  account: string;
  /** a module key (orders.logs.modules.*), 'other' for a call the log does not name */
  module: string;
  action: OperationAction;
  /** what was written, as the row names itself (a building's name, a room number …), or '' */
  target: string;
  /** the call, for the curious: '/business-merchant/businessBuilding/add' */
  path: string;
  /** the server's answer: 新增成功 … */
  result: string;
  ip: string;
  createTime: string;
}

/** How a sign-in was made. */
export type LoginWay = 'password' | 'scan' | 'register' | 'unlock';

/** A sign-in of the user's account, successful or refused. */
export interface LoginLog {
  id: number;
  account: string;
  way: LoginWay;
  /** 1 signed in, 0 refused (the reason in `message`) */
  success: 0 | 1;
  message: string;
  ip: string;
  /** browser and system, read from the user agent: 'Chrome 131 / Windows 10' */
  client: string;
  createTime: string;
}

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\/(\d+)/, 'Edge'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Version\/(\d+).*Safari/, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Windows NT 10/, 'Windows 10'],
  [/Windows NT 6\.1/, 'Windows 7'],
  [/Mac OS X/, 'macOS'],
  [/Android/, 'Android'],
  [/Linux/, 'Linux'],
];

/**
 * A browser and system from a user agent, as a log shows them.
 * @example clientOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) … Chrome/131.0.0.0 Safari/537.36') // 'Chrome 131 / Windows 10'
 */
export function clientOf(agent: string): string {
  const browser = BROWSERS.map(([re, name]) => [re.exec(agent), name] as const).find(([m]) => m);
  const system = SYSTEMS.find(([re]) => re.test(agent))?.[1];
  const parts = [browser ? `${browser[1]} ${browser[0]![1]}` : '', system ?? ''].filter(Boolean);
  return parts.join(' / ') || agent.slice(0, 40);
}
