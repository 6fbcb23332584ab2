import { readTokenCookie, session, writeTokenCookie } from './session-store';
import {
  checkTokenNow,
  startTokenCheck,
  stopTokenCheck,
  tokenCheckOutcome,
  TOKEN_CHECK_INTERVAL_MS,
} from './token-check';

const HOUR = 60 * 60 * 1000;

describe('the 12-hour rule', () => {
  const base = { now: 100 * HOUR, hasCookie: true, canRefresh: true };
  it('does nothing without a session and keeps a young token', () => {
    expect(tokenCheckOutcome({ ...base, issuedAt: null })).toBe('none');
    expect(tokenCheckOutcome({ ...base, issuedAt: base.now - 11.9 * HOUR })).toBe('fresh');
  });
  it('refreshes a token 12 h old or more', () => {
    expect(tokenCheckOutcome({ ...base, issuedAt: base.now - 12 * HOUR })).toBe('refresh');
    expect(tokenCheckOutcome({ ...base, issuedAt: base.now - 30 * HOUR })).toBe('refresh');
  });
  it('a lapsed 4-hour cookie means refresh with auto-login, otherwise the session is over', () => {
    expect(tokenCheckOutcome({ ...base, issuedAt: base.now - HOUR, hasCookie: false })).toBe('refresh');
    expect(
      tokenCheckOutcome({ ...base, issuedAt: base.now - HOUR, hasCookie: false, canRefresh: false }),
    ).toBe('expired');
  });
});

describe('session timers under fake timers', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] }),
  );
  afterEach(() => {
    stopTokenCheck();
    vi.useRealTimers();
  });

  it('the cookie token lives 4 hours', () => {
    session.setTokens({ aToken: 'a', rToken: 'r', datetime: Date.now() }, false);
    expect(readTokenCookie()).toBe('a');
    vi.advanceTimersByTime(4 * HOUR - 60_000);
    expect(readTokenCookie()).toBe('a');
    vi.advanceTimersByTime(2 * 60_000);
    expect(readTokenCookie()).toBeUndefined();
  });

  it('checks hourly and refreshes once the token is 12 hours old', async () => {
    const refresh = vi.fn(async () => {
      session.setTokens({ aToken: 'a2', rToken: 'r2', datetime: Date.now() });
    });
    const expire = vi.fn();
    session.setTokens({ aToken: 'a', rToken: 'r', datetime: Date.now() }, true);
    startTokenCheck({ refresh, expire });
    startTokenCheck({ refresh, expire }); // idempotent: still one timer
    // the cookie lapses at 4 h: with auto-login the hourly check renews at the first tick after it
    await vi.advanceTimersByTimeAsync(3 * TOKEN_CHECK_INTERVAL_MS);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2 * TOKEN_CHECK_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(expire).not.toHaveBeenCalled();
    expect(readTokenCookie()).toBe('a2');
  });

  it('refreshes at 12 h when the cookie is still there', async () => {
    const refresh = vi.fn(async () => undefined);
    session.setTokens({ aToken: 'a', rToken: 'r', datetime: Date.now() - 11.5 * HOUR }, true);
    writeTokenCookie('a'); // a cookie written just now (e.g. by another tab of the front desk)
    expect(await checkTokenNow({ refresh, expire: vi.fn() })).toBe('fresh');
    vi.advanceTimersByTime(HOUR);
    expect(await checkTokenNow({ refresh, expire: vi.fn() })).toBe('refresh');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('without auto-login, a lapsed cookie ends the session at the next hourly check', async () => {
    const expire = vi.fn();
    session.setTokens({ aToken: 'a', rToken: 'r', datetime: Date.now() }, false);
    startTokenCheck({ refresh: vi.fn(), expire });
    await vi.advanceTimersByTimeAsync(3.5 * HOUR);
    expect(expire).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1.5 * HOUR);
    expect(expire).toHaveBeenCalled();
  });

  it('a failed refresh ends the session', async () => {
    const expire = vi.fn();
    session.setTokens({ aToken: 'a', rToken: 'r', datetime: Date.now() - 13 * HOUR }, true);
    expect(await checkTokenNow({ refresh: () => Promise.reject(new Error('x')), expire })).toBe('expired');
    expect(expire).toHaveBeenCalledTimes(1);
  });
});
