/**
 * Why a call failed. `server` carries the envelope's code; `locked`: the screen is locked (the call was not
 * sent, or the server answered LOCKED_CODE); the others never reached a `{code,msg}`.
 */
export type ApiErrorKind = 'server' | 'quota' | 'unauthorized' | 'locked' | 'network' | 'timeout';

/** The one error type every call rejects with. `msg` is already fit to show to the user. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number | null;
  readonly data: unknown;
  constructor(kind: ApiErrorKind, msg: string, code: number | null = null, data: unknown = null) {
    super(msg);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.data = data;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** Licence and capacity codes that open the purchase warning dialog (§8). */
export const QUOTA_CODES: ReadonlySet<number> = new Set([290, 291, 292, 2901, 2911]);
/** Codes whose dialog offers 去扩容 >> (expand) instead of 去购买 >> (buy). */
export const EXPAND_CODES: ReadonlySet<number> = new Set([2901, 2911]);

/** The `{code, msg, data}` envelope every backend answer carries. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export function isEnvelope(v: unknown): v is Envelope {
  return typeof v === 'object' && v !== null && typeof (v as { code?: unknown }).code === 'number';
}

/** Server field errors (docs/api-contract.md): code 400 with data.fields { key: message }; null without any. */
export function fieldErrorsOf(e: unknown): Record<string, string> | null {
  if (!isApiError(e) || typeof e.data !== 'object' || e.data === null) return null;
  const fields = (e.data as { fields?: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return null;
  const entries = Object.entries(fields).filter(([, v]) => typeof v === 'string') as Array<[string, string]>;
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}
