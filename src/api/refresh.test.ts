import { prefix } from '@/session/storage-keys';
import { session, type Tokens } from '@/session/session-store';
import { refreshTokens, resetRefreshState } from './refresh';

const tokens = (n: number): Tokens => ({ aToken: `a${n}`, rToken: `r${n}`, datetime: n });

describe('one refresh across tabs', () => {
  afterEach(() => resetRefreshState());

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

  it('announces new tokens to other tabs that hold the old refresh token', async () => {
    session.setTokens(tokens(1), true);
    const otherTab = new BroadcastChannel(`${prefix}-session`);
    const heard = new Promise<unknown>((r) => (otherTab.onmessage = (e) => r(e.data)));
    await refreshTokens(async () => tokens(2));
    expect(await heard).toEqual({ oldRToken: 'r1', tokens: tokens(2) });
    otherTab.close();
  });

  it('adopts the tokens another tab announces instead of spending a dead refresh token', async () => {
    session.setTokens(tokens(1), true);
    const call = vi.fn(async () => tokens(9));
    await refreshTokens(async () => tokens(1)); // opens this tab's channel
    session.setTokens(tokens(1), true);
    const otherTab = new BroadcastChannel(`${prefix}-session`);
    otherTab.postMessage({ oldRToken: 'r1', tokens: tokens(3) });
    await vi.waitFor(() => expect(session.get().tokens).toEqual(tokens(3)));
    // an announcement for somebody else's refresh token changes nothing
    otherTab.postMessage({ oldRToken: 'r-other', tokens: tokens(4) });
    await new Promise((r) => setTimeout(r, 20));
    expect(session.get().tokens).toEqual(tokens(3));
    otherTab.close();
    expect(call).not.toHaveBeenCalled();
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
