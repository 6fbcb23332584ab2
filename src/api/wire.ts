import { aesEncrypt, rsaEncrypt, type AesKeys } from './crypto';
import type { CallMeta } from './call-meta';

/** Header names of the wire contract. */
export const HEADERS = {
  source: 'source',
  auth: 'Authorization',
  index: 'index',
} as const;

/** Product identities carried, encrypted, in the `source` header (§7). */
export type SourceIdentity = 'merchant' | 'netbarMerchant';

export interface WireContext {
  keys: AesKeys;
  rsaPublicKey: string;
  token: string | null;
  placeId: number | null;
  netbar: boolean;
}

export interface WireRequest {
  method: string;
  headers: Record<string, string>;
  params?: Record<string, unknown>;
  data?: unknown;
  meta: CallMeta;
}

/** The pure request steps: headers, placeId, body encoding. No I/O except the lazy RSA import. */
export async function toWire(req: WireRequest, ctx: WireContext): Promise<WireRequest> {
  const meta = req.meta;
  const headers: Record<string, string> = { ...req.headers };
  const identity: SourceIdentity = ctx.netbar ? 'netbarMerchant' : 'merchant';
  headers[HEADERS.source] = aesEncrypt(identity, ctx.keys);
  if (meta.auth !== false && ctx.token) headers[HEADERS.auth] = `Bearer ${ctx.token}`;
  if (meta.index !== false) headers[HEADERS.index] = ctx.placeId == null ? '' : String(ctx.placeId);

  const isGet = req.method.toLowerCase() === 'get';
  const withPlace = meta.placeId !== false && ctx.placeId != null;
  let params = req.params;
  let data = req.data;
  if (isGet) {
    if (withPlace) params = { placeId: ctx.placeId, ...params };
  } else if (typeof FormData !== 'undefined' && data instanceof FormData) {
    // uploads (multipart): the browser sets the boundary; the fields travel as they are
    if (withPlace && !data.has('placeId')) data.append('placeId', String(ctx.placeId));
  } else {
    const body = (data ?? {}) as Record<string, unknown>;
    const plain =
      withPlace && typeof body === 'object' && !Array.isArray(body)
        ? { placeId: ctx.placeId, ...body }
        : body;
    const json = JSON.stringify(plain);
    if (meta.encrypt === 'rsa') data = { param: await rsaEncrypt(json, ctx.rsaPublicKey) };
    else if (meta.encrypt === false) data = plain;
    else data = { param: aesEncrypt(json, ctx.keys) };
    if (meta.form) {
      data = new URLSearchParams(
        Object.entries(data as Record<string, unknown>).map(([k, v]) => [
          k,
          typeof v === 'string' ? v : JSON.stringify(v),
        ]),
      ).toString();
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    } else {
      headers['Content-Type'] = 'application/json';
    }
  }
  return { ...req, headers, params, data };
}
