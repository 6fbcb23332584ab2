import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { env } from '@/config/env';
import { isNetbar, session, type Tokens } from '@/session/session-store';
import { endSession } from '@/session/lifecycle';
import type { CallMeta } from './call-meta';
import { lockScreen, useLock } from '@/session/lock';
import { LOCKED_CODE } from '@/domain/session';
import { ApiError, isEnvelope, QUOTA_CODES, type Envelope } from './errors';
import { feedback } from './feedback';
import { refreshSettled, refreshTokens } from './refresh';
import { toWire } from './wire';
import { i18n } from '@/i18n/i18n';
import { serverText } from '@/i18n/server-text';

export const HTTP_TIMEOUT_MS = 60_000;
export const REFRESH_PATH = '/business-merchant/mgr/refreshToken';
export const LOGIN_PATH = '/api/authService/login';

/** The one axios instance. Nothing else in the app calls axios or fetch. */
export const http = axios.create({
  baseURL: env.apiBaseUrl,
  // The 60 s limit is our own timer (see send()), so that fake timers can drive it in tests.
  timeout: 0,
  // §8: every status from 200 to 500 is a received answer; the envelope decides success.
  validateStatus: (s) => s >= 200 && s <= 500,
});

http.interceptors.request.use(async (config) => {
  const meta: CallMeta = config.meta ?? {};
  // while the screen is locked nothing but lock, unlock and logout leaves the browser
  if (useLock.getState().locked && !meta.whileLocked) throw new ApiError('locked', t('shell.lockTitle'));
  // a call leaving during a token refresh waits for the new token (the refresh call itself does not wait)
  if (meta.auth !== false && !meta.noRefresh) await refreshSettled();
  const { tokens, place } = session.get();
  const wired = await toWire(
    {
      method: config.method ?? 'get',
      headers: Object.fromEntries(
        Object.entries(config.headers.toJSON()).filter(
          (e): e is [string, string] => typeof e[1] === 'string',
        ),
      ),
      params: config.params as Record<string, unknown> | undefined,
      data: config.data,
      meta,
    },
    {
      keys: { key: env.aesKey, iv: env.aesIv },
      rsaPublicKey: env.rsaPublicKey,
      token: tokens?.aToken ?? null,
      placeId: place?.id ?? null,
      netbar: isNetbar(place),
    },
  );
  for (const [k, v] of Object.entries(wired.headers)) config.headers.set(k, v);
  config.params = wired.params;
  config.data = wired.data;
  config.meta = { ...meta, sentToken: tokens?.aToken };
  return config;
});

/** A static file of this site (index.html), bypassing the API steps: used to notice a new deployment. */
export async function fetchStaticText(path: string): Promise<string> {
  const res = await axios.get<string>(path, {
    baseURL: '',
    responseType: 'text',
    headers: { 'Cache-Control': 'no-cache' },
  });
  return res.data;
}

/* ---------------- quota dialog: one at a time ---------------- */
let quotaOpen: Promise<void> | null = null;
function showQuota(code: number, msg: string): void {
  if (quotaOpen) return;
  quotaOpen = feedback()
    .quota({ code, msg })
    .finally(() => {
      quotaOpen = null;
    });
}

/** Forget the open dialog and logout latch (a new app instance, e.g. between tests). */
export function resetClientState(): void {
  quotaOpen = null;
  loggingOut = false;
}

/* ---------------- 401: one refresh, one logout ---------------- */
let loggingOut = false;
/** End the session with a message and go to /login, once however many calls ask at the same moment. */
export function expireSession(msg: string): void {
  if (loggingOut) return;
  loggingOut = true;
  feedback().error(msg);
  endSession();
  feedback().toLogin();
  // let the calls already rejected settle before another logout can be announced
  setTimeout(() => {
    loggingOut = false;
  }, 0);
}

async function callRefresh(rToken: string): Promise<Tokens> {
  const data = await request<{ a_token: string; r_token: string }>({
    method: 'post',
    url: REFRESH_PATH,
    data: { rToken },
    meta: { auth: false, index: false, placeId: false, noRefresh: true, silent: true },
  });
  return { aToken: data.a_token, rToken: data.r_token, datetime: Date.now() };
}

/** Refresh the tokens through the single flight (also used by the hourly check). */
export const refreshSession = (): Promise<Tokens> => refreshTokens(callRefresh);

function t(key: string): string {
  return i18n.t(key);
}

async function on401(res: AxiosResponse, config: AxiosRequestConfig): Promise<unknown> {
  const meta = config.meta ?? {};
  const msg = isEnvelope(res.data) && res.data.msg ? serverText(res.data.msg) : t('errors.sessionExpired');
  const onLogin = feedback().pathname() === '/login';
  if (meta.noRefresh || meta.replayed || onLogin || config.url === LOGIN_PATH) {
    if (!meta.silent && !onLogin && config.url !== LOGIN_PATH && !meta.noRefresh) expireSession(msg);
    else if (!meta.silent) feedback().error(msg);
    throw new ApiError('unauthorized', msg, 401);
  }
  const { tokens, autoLogin } = session.get();
  // The token changed since this call left: somebody already refreshed; just replay.
  if (tokens?.aToken && meta.sentToken && tokens.aToken !== meta.sentToken) {
    return replay(config);
  }
  if (!autoLogin || !tokens?.rToken) {
    expireSession(msg);
    throw new ApiError('unauthorized', msg, 401);
  }
  try {
    await refreshSession();
  } catch (e) {
    const why = e instanceof ApiError ? e.message : msg;
    expireSession(why);
    throw new ApiError('unauthorized', why, 401);
  }
  return replay(config);
}

function replay(config: AxiosRequestConfig): Promise<unknown> {
  const meta = config.meta ?? {};
  // The original config was already wired (encrypted); replay the caller's own input instead.
  const original = originals.get(config);
  return requestEnvelope({ ...(original ?? config), meta: { ...meta, replayed: true } });
}

/** The caller's own config, before the interceptor wired it, for replays. */
const originals = new WeakMap<AxiosRequestConfig, AxiosRequestConfig>();

function toApiError(e: unknown, timedOut: boolean): ApiError {
  if (e instanceof ApiError) return e;
  if (timedOut) return new ApiError('timeout', t('errors.timeout'));
  if (e instanceof AxiosError) {
    if (e.code === AxiosError.ECONNABORTED || e.code === AxiosError.ETIMEDOUT) {
      return new ApiError('timeout', t('errors.timeout'));
    }
    // no answer, or a status above 500 (502/503/504 come from the gateway, not the service)
    return new ApiError('network', t('errors.gateway'));
  }
  return new ApiError('network', t('errors.gateway'));
}

/**
 * Send a call and unwrap its envelope. Resolves with `data` on code 200; rejects with an ApiError
 * otherwise, having shown the message (unless `meta.silent`).
 *
 * @example const places = await request<Place[]>({ method: 'post', url: '/business-merchant/businessPlace/getOwnPlaceList' });
 */
export async function request<T>(config: AxiosRequestConfig): Promise<T> {
  return (await requestEnvelope<T>(config)).data;
}

/** Like `request`, but resolves with the whole envelope (for calls whose `msg` is shown on success). */
export async function requestEnvelope<T>(config: AxiosRequestConfig): Promise<Envelope<T>> {
  const meta = config.meta ?? {};
  const own: AxiosRequestConfig = { ...config, meta: { ...meta } };
  let res: AxiosResponse;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, config.timeout || HTTP_TIMEOUT_MS);
  try {
    res = await http.request({ ...own, timeout: 0, signal: controller.signal });
  } catch (e) {
    const err = toApiError(e, timedOut);
    // a call held back by the lock says nothing: the lock page is the message
    if (!meta.silent && err.kind !== 'locked') feedback().error(err.message);
    throw err;
  } finally {
    clearTimeout(timer);
  }
  originals.set(res.config as AxiosRequestConfig, own);
  if (res.status === 401) {
    return (await on401(res, res.config as AxiosRequestConfig)) as Envelope<T>;
  }
  const body: unknown = res.data;
  if (!isEnvelope(body)) {
    const err = new ApiError('server', t('errors.network'), res.status);
    if (!meta.silent) feedback().error(err.message);
    throw err;
  }
  inUserLanguage(body);
  if (body.code === 200) return body as Envelope<T>;
  if (body.code === LOCKED_CODE) {
    // the session is locked on the server (by another tab, or this tab's lock flag was lost): lock here too
    if (!useLock.getState().locked) lockScreen.lock(feedback().pathname(), session.get().user?.name);
    throw new ApiError('locked', body.msg, body.code);
  }
  if (QUOTA_CODES.has(body.code)) {
    showQuota(body.code, body.msg);
    throw new ApiError('quota', body.msg, body.code, body.data);
  }
  const msg = body.msg || t('errors.network');
  if (!meta.silent) feedback().error(msg);
  throw new ApiError('server', msg, body.code, body.data);
}

/**
 * The envelope's message and its field messages in the user's language where the console knows them
 * (i18n/server-text.ts): what a toast, a refusal and a field then show.
 */
function inUserLanguage(body: Envelope<unknown>): void {
  body.msg = serverText(body.msg);
  const fields = (body.data as { fields?: unknown } | null | undefined)?.fields;
  if (typeof fields === 'object' && fields !== null)
    for (const [k, v] of Object.entries(fields))
      if (typeof v === 'string') (fields as Record<string, string>)[k] = serverText(v);
}

/** A file the server answered: its content and the name the server gave it. */
export interface ServerFile {
  blob: Blob;
  fileName: string;
}

/**
 * The file name of a Content-Disposition header: RFC 5987 `filename*=UTF-8''…` first (Chinese names travel so),
 * else `filename="…"`.
 * @example fileNameOf("attachment; filename*=UTF-8''OTA%E5%95%86%E5%93%81.xlsx") // 'OTA商品.xlsx'
 */
export function fileNameOf(disposition: string | null | undefined): string | null {
  if (!disposition) return null;
  const star = /filename\*=(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      return null;
    }
  }
  return /filename="?([^";]+)"?/.exec(disposition)?.[1]?.trim() ?? null;
}

/**
 * A call that answers a file (an export): resolves with its blob and the server's file name. A refusal comes as
 * an envelope instead of a file; it is shown (unless `meta.silent`) and rejected as `request` does.
 * @example const { blob, fileName } = await requestFile({ method: 'post', url: '/…/exportOtaGoodsOrder', data: filters });
 */
export async function requestFile(config: AxiosRequestConfig, fallbackName: string): Promise<ServerFile> {
  const meta = config.meta ?? {};
  let res: AxiosResponse<ArrayBuffer>;
  try {
    // bytes rather than a Blob: the same in every browser and under the tests' XMLHttpRequest
    res = await http.request<ArrayBuffer>({
      ...config,
      responseType: 'arraybuffer',
      timeout: HTTP_TIMEOUT_MS,
    });
  } catch (e) {
    const err = toApiError(e, false);
    if (!meta.silent) feedback().error(err.message);
    throw err;
  }
  const type = String(res.headers['content-type'] ?? '');
  if (res.status === 200 && !type.includes('json')) {
    const fileName = fileNameOf(res.headers['content-disposition'] as string | undefined) ?? fallbackName;
    return { blob: new Blob([res.data], { type }), fileName };
  }
  // an envelope: the server said why there is no file
  let body: unknown = null;
  try {
    body = JSON.parse(new TextDecoder().decode(res.data));
  } catch {
    // not JSON either: a broken gateway
  }
  const msg = isEnvelope(body) && body.msg ? serverText(body.msg) : t('errors.network');
  const err = new ApiError('server', msg, isEnvelope(body) ? body.code : res.status);
  if (!meta.silent) feedback().error(msg);
  throw err;
}
