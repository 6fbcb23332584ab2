/**
 * What the mock's route tests share: a client signed in at a place (the demo owners at their places among them),
 * the data of an answer and the body of a POST, the answer of a write that went through or of a refused body or
 * field, the paged list shape and every row of a list, the seed's clock, sums of money to the cent, a socket that
 * catches what is pushed to a place. Built on the TestClient (./test-client.ts), which speaks the wire as the
 * console does.
 */
import { beforeEach, expect } from 'vitest';
import { issueTokens } from './contract';
import { getDb, setClock } from './db';
import { BILLING_SEED_DAY } from './domains/seed-kit';
import { registerSocket } from './realtime';
import { DEMO_USERS } from './seed';
import { TestClient, type TestResponse } from './test-client';
import { round2 } from '../src/domain/money';

export { round2 };

/** A page of rows as the list calls answer it. */
export interface Page<T> {
  records: T[];
  total: number;
  pageNumber: number;
  pageSize: number;
}

/**
 * 10:00 in China on the seed's today (BILLING_SEED_DAY, 2026-11-21): the time the seeded orders, promotions and
 * records are dated around. `setClock(() => SEED_NOW)` before a test that must see them as the demo does.
 */
export const SEED_NOW = Date.parse(`${BILLING_SEED_DAY}T10:00:00+08:00`);

/**
 * Every test of the file runs at SEED_NOW, the day the seed's records are dated around: called once at the top
 * of a file whose tests read those records as the demo shows them (a test may still set a clock of its own).
 */
export const atSeedTime = (): void => beforeEach(() => setClock(() => SEED_NOW));
export type Row = Record<string, unknown> & { id: number };

/** The sum of amounts of money, to the cent. */
export const sum = (xs: number[]) => round2(xs.reduce((s, x) => s + x, 0));

/** Every row of the list call at `url` (one page of 500), after checking it answered code 200. */
export async function allRows(c: TestClient, url: string, q: Record<string, string | number> = {}) {
  const res = await c.get<Page<Row>>(url, { pageSize: 500, ...q });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data.records;
}

/** The row has exactly these fields, in any order: a list's or a detail's shape as the client types name it. */
export const expectKeys = (row: object | undefined, keys: readonly string[]) =>
  expect(Object.keys(row ?? {}).sort()).toEqual([...keys].sort());

/**
 * The keys of a declared entity's answered row (its declaration in src/domain: id, createTime and its fields), for
 * `expectKeys`: the mock's rows hold what the page's types name, no more and no less.
 * @example expectKeys(locks[0], rowKeys(lockEntity));
 */
export const rowKeys = (e: { row: { shape: object } }): string[] => Object.keys(e.row.shape);

/**
 * A client of `account`, signed in and working at `placeId` (none: at no place yet, as after the login); `netbar`
 * sends the internet cafe console's source.
 */
export async function as(
  account: string,
  placeId: number | null = null,
  netbar = false,
): Promise<TestClient> {
  const c = new TestClient();
  await c.login(account);
  return c.enter(placeId, netbar);
}

/** The demo hotel (1001, 云栖电竞酒店(西湖店)), the demo inn (1013, 梅子客栈) and the demo internet cafe (1014, 思远网咖). */
export const HOTEL = 1001;
export const INN = 1013;
export const CAFE = 1014;

/** 张建国, the demo owner, at his hotel 1001 (or another of his places). */
export const hotelOwner = (placeId = HOTEL) => as(DEMO_USERS.owner, placeId);
/** 王磊, the demo staff account, at the hotel's front desk (1001). */
export const hotelDesk = () => as(DEMO_USERS.staff, HOTEL);
/** 李晓梅 at her inn 1013, which the seed leaves empty. */
export const innOwner = () => as(DEMO_USERS.innOwner, INN);
/** 陈思远 at his internet cafe 1014. */
export const cafeOwner = () => as(DEMO_USERS.netbarOwner, CAFE);

/** The data of an answer, after checking it is code 200 (its message says why not). */
export async function data<T>(res: Promise<TestResponse<T>>): Promise<T> {
  const { body } = await res;
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

/** The body of the answer to a POST of `body` to `url`. */
export const post = (c: TestClient, url: string, body: Record<string, unknown> = {}) =>
  c.post(url, body).then((r) => r.body);

/**
 * The answer to `body` POSTed as plain JSON to a test or demo control (`/__mock/*`), which no contract check guards:
 * no token, no place, no encryption.
 * @example await postControl('/__mock/reset', { placeId: 1006 });
 */
export const postControl = (path: string, body: unknown) =>
  fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The answer to a write that went through: code 200, the message, the data (none unless told). */
export const done = (msg: string, d: unknown = null) => ({ code: 200, msg, data: d });

/** The answer to a body refused as a whole: code 400, the message, no data. */
export const refusal = (msg: string) => ({ code: 400, msg, data: null });

/** The answer to a body refused on one field: code 400, the message, and the field it belongs to. */
export const fieldError = (field: string, msg: string) => ({
  code: 400,
  msg,
  data: { fields: { [field]: msg } },
});

/** Bodies each refused on one field: the body, the field and the message. */
export type FieldRefusals = Array<[body: Record<string, unknown>, field: string, msg: string]>;

/**
 * Each body of `cases` POSTed to `url` (over `base`: a good body the case changes) is refused on its field with its
 * message; a failure names the case's field and message.
 */
export async function expectFieldRefusals(
  c: TestClient,
  url: string,
  cases: FieldRefusals,
  base: Record<string, unknown> = {},
) {
  for (const [body, field, msg] of cases)
    expect((await c.post(url, { ...base, ...body })).body, `${field} ${msg}`).toEqual(fieldError(field, msg));
}

/**
 * A push socket of `account` (the demo owner) at the place, in the registry as the transport puts one and past
 * its first frame, a live token of the account (docs/api-contract.md "Push socket"): what is pushed to the place
 * from then on lands in `sent` (the text) and `frames` (parsed; the text when it is no JSON). `close()` takes it
 * out of the registry.
 */
export function socketAt<Frame = unknown>(placeId: number, account: string = DEMO_USERS.owner) {
  const db = getDb();
  const user = db.userByAccount(account)!;
  const sent: string[] = [];
  const frames: Frame[] = [];
  const parsed = (text: string): Frame => {
    try {
      return JSON.parse(text) as Frame;
    } catch {
      return text as Frame;
    }
  };
  const socket = registerSocket(placeId, user.id, {
    send: (text) => {
      sent.push(text);
      frames.push(parsed(text));
    },
    close: () => undefined,
  });
  socket.receive(JSON.stringify({ type: 'auth', token: issueTokens(db, user.id).a_token }));
  return { sent, frames, close: () => socket.remove() };
}
