/**
 * A minimal client of the wire contract for the mock's own tests. It encrypts with crypto-js/jsencrypt on
 * its own (no src/ import), so the tests check the mock against the written contract, not against the
 * console's client code.
 */
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { JSEncrypt } from 'jsencrypt';
import { getMockConfig } from './config';
import type { Envelope, MockReply } from './contract/wire';
import { DEMO_PASSWORD } from './seed';

/** An answer as a test reads it: the mock's reply (status and envelope) and the headers it came with. */
export interface TestResponse<T = unknown> extends MockReply<T> {
  headers: Headers;
}

export interface CallOptions {
  /** overrides the client's token for this call; null sends no Authorization */
  token?: string | null;
  /** overrides the index header; null omits it */
  index?: string | number | null;
  /** identity put (encrypted) in `source`; null omits the header */
  source?: string | null;
  /** the `source` header exactly as given (not encrypted) */
  rawSource?: string;
  encrypt?: 'aes' | 'rsa' | false;
  form?: boolean;
  /** body sent as is, bypassing encryption */
  rawBody?: string;
  /** add placeId to the body/query like the console does (default: when a place is entered) */
  withPlaceId?: boolean;
  headers?: Record<string, string>;
}

export function encryptAes(plain: string): string {
  const { aesKey, aesIv } = getMockConfig();
  return AES.encrypt(plain, Utf8.parse(aesKey), { iv: Utf8.parse(aesIv) }).toString();
}

let rsaEncryptor: JSEncrypt | null = null;

/** Pieces of at most 117 UTF-8 bytes, never splitting a character; each RSA-encrypted; joined by '.'. */
export function encryptRsa(plain: string): string {
  // the key parsed once: RSA bodies are sent hundreds of times by the contract suite
  if (!rsaEncryptor) {
    rsaEncryptor = new JSEncrypt();
    rsaEncryptor.setPublicKey(getMockConfig().rsaPublicKey);
  }
  const enc = rsaEncryptor;
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let cur = '';
  let bytes = 0;
  for (const ch of plain) {
    const n = encoder.encode(ch).length;
    if (bytes + n > 117) {
      pieces.push(cur);
      cur = '';
      bytes = 0;
    }
    cur += ch;
    bytes += n;
  }
  pieces.push(cur);
  return pieces
    .map((p) => {
      const c = enc.encrypt(p);
      if (c === false) throw new Error('RSA encryption failed');
      return c;
    })
    .join('.');
}

/** A file part of a multipart body. */
export interface UploadPart {
  filename: string;
  type: string;
  bytes: Uint8Array;
}

export class TestClient {
  token: string | null = null;
  rToken: string | null = null;
  placeId: number | null = null;
  netbar = false;
  readonly baseUrl: string;

  constructor(baseUrl = 'http://localhost') {
    this.baseUrl = baseUrl;
  }

  private headers(opts: CallOptions): Record<string, string> {
    const h: Record<string, string> = { ...opts.headers };
    if (opts.rawSource !== undefined) h.source = opts.rawSource;
    else if (opts.source !== null)
      h.source = encryptAes(opts.source ?? (this.netbar ? 'netbarMerchant' : 'merchant'));
    const token = opts.token === undefined ? this.token : opts.token;
    if (token) h.Authorization = `Bearer ${token}`;
    const index = opts.index === undefined ? (this.placeId ?? '') : opts.index;
    if (index !== null) h.index = String(index);
    return h;
  }

  private async send<T>(url: string, init: RequestInit): Promise<TestResponse<T>> {
    const res = await fetch(new URL(url, this.baseUrl), init);
    const text = await res.text();
    let body: Envelope<T>;
    try {
      body = JSON.parse(text) as Envelope<T>;
    } catch {
      throw new Error(`not JSON (${res.status}): ${text.slice(0, 200)}`);
    }
    return { status: res.status, body, headers: res.headers };
  }

  async post<T = unknown>(
    path: string,
    body: Record<string, unknown> = {},
    opts: CallOptions = {},
  ): Promise<TestResponse<T>> {
    return this.send<T>(path, this.postInit(body, opts));
  }

  /** A POST whose answer is a file (an export): the raw response, for its headers and bytes. */
  async postFile(
    path: string,
    body: Record<string, unknown> = {},
    opts: CallOptions = {},
  ): Promise<Response> {
    return fetch(new URL(path, this.baseUrl), this.postInit(body, opts));
  }

  /** A POST as the console sends it: the place id added, the body encrypted into `param`, the headers. */
  private postInit(body: Record<string, unknown>, opts: CallOptions): RequestInit {
    const headers = this.headers(opts);
    let payload: string;
    if (opts.rawBody !== undefined) {
      payload = opts.rawBody;
    } else {
      const withPlace = opts.withPlaceId ?? this.placeId !== null;
      const plain = JSON.stringify(
        withPlace && this.placeId !== null ? { placeId: this.placeId, ...body } : body,
      );
      const mode = opts.encrypt ?? 'aes';
      const outer =
        mode === false
          ? plain
          : JSON.stringify({ param: mode === 'rsa' ? encryptRsa(plain) : encryptAes(plain) });
      if (opts.form) {
        const fields = JSON.parse(outer) as Record<string, unknown>;
        payload = new URLSearchParams(
          Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
        ).toString();
      } else {
        payload = outer;
      }
    }
    headers['Content-Type'] ??= opts.form ? 'application/x-www-form-urlencoded' : 'application/json';
    return { method: 'POST', headers, body: payload };
  }

  /**
   * A multipart POST as the console sends uploads: the fields as they are (placeId added), no `param`.
   * The body is written by hand (RFC 7578) rather than from a FormData: under jsdom, fetch would not encode
   * jsdom's FormData and the environment's conversion loses a File's bytes.
   */
  async postForm<T = unknown>(
    path: string,
    fields: Record<string, string | UploadPart>,
    opts: CallOptions = {},
  ): Promise<TestResponse<T>> {
    const headers = this.headers(opts);
    const withPlace = opts.withPlaceId ?? this.placeId !== null;
    const all = withPlace && this.placeId !== null ? { placeId: String(this.placeId), ...fields } : fields;
    const boundary = `----mock-test-${Math.random().toString(16).slice(2)}`;
    const enc = new TextEncoder();
    const chunks: Uint8Array[] = [];
    for (const [name, value] of Object.entries(all)) {
      if (typeof value === 'string') {
        chunks.push(
          enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
        );
      } else {
        chunks.push(
          enc.encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
              `Content-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`,
          ),
          value.bytes,
          enc.encode('\r\n'),
        );
      }
    }
    chunks.push(enc.encode(`--${boundary}--\r\n`));
    const body = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const c of chunks) {
      body.set(c, at);
      at += c.length;
    }
    headers['Content-Type'] = `multipart/form-data; boundary=${boundary}`;
    return this.send<T>(path, { method: 'POST', headers, body });
  }

  async get<T = unknown>(
    path: string,
    query: Record<string, string | number> = {},
    opts: CallOptions = {},
  ): Promise<TestResponse<T>> {
    const withPlace = opts.withPlaceId ?? this.placeId !== null;
    const q = new URLSearchParams();
    if (withPlace && this.placeId !== null) q.set('placeId', String(this.placeId));
    for (const [k, v] of Object.entries(query)) q.set(k, String(v));
    const qs = q.toString();
    return this.send<T>(qs ? `${path}?${qs}` : path, { method: 'GET', headers: this.headers(opts) });
  }

  /** Log in (throws unless code 200) and keep the tokens. */
  async login(
    account: string,
    password = DEMO_PASSWORD,
  ): Promise<{ a_token: string; r_token: string; expires_in: number }> {
    const res = await this.post<{ a_token: string; r_token: string; expires_in: number }>(
      '/api/authService/login',
      { account, password, platform: 1, product: 'merchant' },
      { index: null, withPlaceId: false },
    );
    if (res.body.code !== 200) throw new Error(`login ${account} failed: ${res.body.msg}`);
    this.token = res.body.data.a_token;
    this.rToken = res.body.data.r_token;
    return res.body.data;
  }

  /** Choose the current place, as the console does after the place list. */
  enter(placeId: number | null, netbar = false): this {
    this.placeId = placeId;
    this.netbar = netbar;
    return this;
  }
}
