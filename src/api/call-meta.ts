/** Per-call switches of the wire contract (docs/api-contract.md). Defaults suit most calls. */
export interface CallMeta {
  /** send `Authorization` (default true) */
  auth?: boolean;
  /** send the `index` header with the current place id (default true; false for login and refresh) */
  index?: boolean;
  /** add `placeId` to the query (GET) or body (POST) (default true) */
  placeId?: boolean;
  /** body encoding: AES `param` (default), RSA `param`, or plain JSON */
  encrypt?: 'aes' | 'rsa' | false;
  /** send the body as application/x-www-form-urlencoded instead of JSON */
  form?: boolean;
  /** do not toast errors; the caller shows them (forms that put the message next to a field) */
  silent?: boolean;
  /** a 401 here is final: no refresh, no replay (login, refresh itself) */
  noRefresh?: boolean;
  /** may leave while the screen is locked (lock, unlock, logout); every other call is held back */
  whileLocked?: boolean;
  /** internal: the access token this call was sent with, and whether it is a replay */
  sentToken?: string;
  replayed?: boolean;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    meta?: CallMeta;
  }
}
