/**
 * What /test/index checks on the front desk's PC, each in its own function so that the page and its test agree:
 * the backend answers (and how fast), the push socket is open, the browser keeps a session (storage, cookies),
 * the screen is wide enough for the console, and the browser can speak (the cafe's announcements).
 */
export type CheckStatus = 'ok' | 'warn' | 'fail';
export interface CheckResult {
  status: CheckStatus;
  /** locale key of what was found, and its values */
  detail: string;
  values?: Record<string, unknown>;
}

/** An answer slower than this is worth a word (the front desk feels it). */
export const SLOW_MS = 800;
/** The console's layout is made for this width and more. */
export const MIN_WIDTH = 1280;

/** The backend: one signed-in call, timed. */
export async function checkApi(
  call: () => Promise<unknown>,
  now = () => performance.now(),
): Promise<CheckResult> {
  const t0 = now();
  try {
    await call();
  } catch (e) {
    return { status: 'fail', detail: 'diagnostics.apiFailed', values: { reason: (e as Error).message } };
  }
  const ms = Math.round(now() - t0);
  return {
    status: ms < SLOW_MS ? 'ok' : 'warn',
    detail: ms < SLOW_MS ? 'diagnostics.apiOk' : 'diagnostics.apiSlow',
    values: { ms },
  };
}

/** The push socket, as the connection reports it. */
export function checkPush(state: string): CheckResult {
  if (state === 'open') return { status: 'ok', detail: 'diagnostics.pushOpen' };
  if (state === 'connecting' || state === 'waiting')
    return { status: 'warn', detail: 'diagnostics.pushConnecting' };
  return { status: 'fail', detail: 'diagnostics.pushDown' };
}

/** Storage and cookies: a session needs both (the sign-in keeps its tokens there). */
export function checkStorage(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | null,
  cookies: boolean,
): CheckResult {
  try {
    storage?.setItem('merchant-self-test', '1');
    storage?.removeItem('merchant-self-test');
  } catch {
    return { status: 'fail', detail: 'diagnostics.storageBlocked' };
  }
  if (!storage) return { status: 'fail', detail: 'diagnostics.storageBlocked' };
  return cookies
    ? { status: 'ok', detail: 'diagnostics.storageOk' }
    : { status: 'fail', detail: 'diagnostics.cookiesOff' };
}

/** The window's width. */
export function checkScreen(width: number): CheckResult {
  return width >= MIN_WIDTH
    ? { status: 'ok', detail: 'diagnostics.screenOk', values: { width } }
    : { status: 'warn', detail: 'diagnostics.screenNarrow', values: { width, min: MIN_WIDTH } };
}

/** Speech, for the announcements' preview. */
export const checkSpeech = (can: boolean): CheckResult =>
  can
    ? { status: 'ok', detail: 'diagnostics.speechOk' }
    : { status: 'warn', detail: 'diagnostics.speechNone' };
