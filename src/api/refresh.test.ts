import { prefix } from '@/session/storage-keys';
import { session, type Tokens } from '@/session/session-store';
import { startTabSync, stopTabSync } from '@/session/tab-sync';
import { refreshTokens, resetRefreshState } from './refresh';

const tokens = (n: number): Tokens => ({ aToken: `a${n}`, rToken: `r${n}`, datetime: n });

describe('one refresh across tabs', () => {
  beforeEach(() => startTabSync());
  afterEach(() => {
    resetRefreshState();
    stopTabSync();
  });

  it('shares one refresh between concurrent callers in a tab', async () => {
    session.setTokens(tokens(1), true);
    let release!: (t: Tokens) => void;
    const call = vi.fn(() => new Promise<Tokens>((r) => (release = r)));
    const a = refreshTokens(call);
    const b = refreshTokens(call);
    release(tokens(2));
    expect(await a).toEqual(tokens(2));
    expect(await b).toEqual(tokens(2));
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('r1');
  });

  it('announces new tokens to the other tabs of the session', async () => {
    session.setTokens(tokens(1), true);
    const sid = session.get().sid;
    const otherTab = new BroadcastChannel(`${prefix}-session`);
    const heard = new Promise<unknown>((r) => (otherTab.onmessage = (e) => r(e.data)));
    await refreshTokens(async () => tokens(2));
    expect(await heard).toEqual({ type: 'tokens', sid, tokens: tokens(2) });
    otherTab.close();
  });

  it('when the server refuses the refresh token, adopts the newer tokens another tab of the session holds', async () => {
    session.setTokens(tokens(1), true);
    const sid = session.get().sid;
    const otherTab = new BroadcastChannel(`${prefix}-session`);
    // the other tab refreshed while this one was reloading: it answers the question with its tokens
    otherTab.onmessage = (e: MessageEvent<{ type: string; nonce: string; sid?: string }>) => {
      if (e.data.type === 'ask' && e.data.sid === sid)
        otherTab.postMessage({
          type: 'session',
          nonce: e.data.nonce,
          snapshot: { sid, tokens: tokens(5), autoLogin: true, place: null },
          lock: null,
        });
    };
    const call = vi.fn(async () => Promise.reject(new Error('令牌已使用')));
    await expect(refreshTokens(call)).resolves.toEqual(tokens(5));
    expect(session.get().tokens).toEqual(tokens(5));
    otherTab.close();
  });

  it('with no other tab to ask, a refused refresh fails', async () => {
    session.setTokens(tokens(1), true);
    await expect(refreshTokens(async () => Promise.reject(new Error('令牌已使用')))).rejects.toThrow(
      '令牌已使用',
    );
  });

  it('never calls the server without a refresh token, and rejects an empty answer', async () => {
    await expect(refreshTokens(async () => tokens(2))).rejects.toThrow('no refresh token');
    session.setTokens(tokens(1), true);
    await expect(refreshTokens(async () => ({ aToken: '', rToken: 'r2', datetime: 2 }))).rejects.toThrow(
      'refresh returned no token',
    );
    expect(session.get().tokens).toEqual(tokens(1));
  });
});
