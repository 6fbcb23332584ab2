/**
 * Runs `fn` once the browser is idle (at the latest after `timeout` ms, when given); where the browser cannot
 * say (jsdom, an old one), after `fallbackMs`. For work that must not hold up what the user is waiting for:
 * the sign-in code while the login is typed in, antd's toasts on /login, the CRUD engine once the console is up.
 * @example whenIdle(() => void import('./heavy'), { timeout: 5000 });
 */
export function whenIdle(
  fn: () => void,
  { timeout, fallbackMs = 200 }: { timeout?: number; fallbackMs?: number } = {},
) {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(() => fn(), timeout === undefined ? undefined : { timeout });
  else setTimeout(fn, fallbackMs);
}
