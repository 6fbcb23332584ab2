/**
 * The wire of the backend: the envelope every answer has, the errors a handler throws, the AES/RSA body and
 * `source` header decryption, and the tokens (docs/api-contract.md). Written against crypto-js and jsencrypt
 * directly, not against src/api, so a round trip between the console's client and the mock proves they agree.
 */
// crypto-js has no exports map: with the file extension, Node's own ESM loader (Playwright's, for e2e/support)
// finds the module as Vite and tsx do
import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import { HttpResponse } from 'msw';
import { getMockConfig } from '../config';
import { now, type Db, type MemberRole, type PlaceRow, type TokenRow, type UserRow } from '../db';

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
  locked: '屏幕已锁定，请先解锁',
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

export function toResponse(reply: MockReply<unknown>): Response {
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

/** The mock's private key as numbers, for decryption by the Chinese remainder theorem. */
interface RsaKey {
  n: bigint;
  p: bigint;
  q: bigint;
  dp: bigint;
  dq: bigint;
  qInv: bigint;
  /** the modulus in bytes (128) */
  size: number;
}
let rsa: RsaKey | null = null;

const toBig = (x: { toString(radix: number): string }) => BigInt(`0x${x.toString(16)}`);

/** base^exp mod m, square and multiply. */
function modPow(base: bigint, exp: bigint, m: bigint): bigint {
  let r = 1n;
  let b = base % m;
  for (let e = exp; e > 0n; e >>= 1n) {
    if (e & 1n) r = (r * b) % m;
    b = (b * b) % m;
  }
  return r;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * One block: base64 of an RSA-1024 PKCS#1 v1.5 cipher, its text, or null. Native BigInt with the key's CRT
 * parts: four times as fast as jsencrypt's own decrypt (an activity's body is five blocks, and the contract
 * suite sends hundreds of them).
 */
function decryptBlock(key: RsaKey, block: string): string | null {
  let hex = '';
  try {
    for (const ch of atob(block)) hex += ch.charCodeAt(0).toString(16).padStart(2, '0');
  } catch {
    return null;
  }
  if (!hex) return null;
  const c = BigInt(`0x${hex}`);
  if (c >= key.n) return null;
  const m1 = modPow(c, key.dp, key.p);
  const m2 = modPow(c, key.dq, key.q);
  const h = (key.qInv * (((m1 - m2) % key.p) + key.p)) % key.p;
  const m = (m2 + h * key.q).toString(16).padStart(key.size * 2, '0');
  const em = Uint8Array.from({ length: key.size }, (_, i) => parseInt(m.slice(i * 2, i * 2 + 2), 16));
  // 00 02, at least 8 bytes of non-zero padding, 00, the message
  if (em[0] !== 0 || em[1] !== 2) return null;
  const sep = em.indexOf(0, 2);
  if (sep < 10) return null;
  try {
    return utf8.decode(em.subarray(sep + 1));
  } catch {
    return null;
  }
}

/** Blocks joined by '.', each RSA-1024 PKCS#1 v1.5 with the mock's private key; null if any block fails. */
export async function rsaDecrypt(param: string): Promise<string | null> {
  if (!rsa) {
    // lazy: most requests are AES and the worker bundle should not pay for jsencrypt up front; it only reads
    // the PEM key here
    const { JSEncrypt } = await import('jsencrypt');
    const dec = new JSEncrypt();
    dec.setPrivateKey(getMockConfig().rsaPrivateKey);
    const k = dec.getKey() as unknown as Record<
      'n' | 'p' | 'q' | 'dmp1' | 'dmq1' | 'coeff',
      { toString(radix: number): string }
    >;
    const n = toBig(k.n);
    rsa = {
      n,
      p: toBig(k.p),
      q: toBig(k.q),
      dp: toBig(k.dmp1),
      dq: toBig(k.dmq1),
      qInv: toBig(k.coeff),
      size: Math.ceil(n.toString(16).length / 2),
    };
  }
  let out = '';
  for (const block of param.split('.')) {
    if (!block) return null;
    const piece = decryptBlock(rsa, block);
    if (piece === null) return null;
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
