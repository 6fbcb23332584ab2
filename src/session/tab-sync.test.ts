import { endSession } from './lifecycle';
import { lockScreen, useLock } from './lock';
import { session, type Tokens } from './session-store';
import { prefix } from './storage-keys';
import { joinOpenSession, startTabSync, stopTabSync } from './tab-sync';

const tokens = (n: number): Tokens => ({ aToken: `a${n}`, rToken: `r${n}`, datetime: n });

/** Another tab of the console: its own end of the channel. */
function otherTab() {
  const ch = new BroadcastChannel(`${prefix}-session`);
  const heard: Array<Record<string, unknown>> = [];
  ch.onmessage = (e: MessageEvent<Record<string, unknown>>) => heard.push(e.data);
  return { ch, heard, say: (m: object) => ch.postMessage(m) };
}

describe('one session across tabs', () => {
  let other: ReturnType<typeof otherTab>;
  beforeEach(() => {
    startTabSync();
    other = otherTab();
  });
  afterEach(() => {
    other.ch.close();
    stopTabSync();
    endSession();
    lockScreen.unlock();
  });

  it('a sign-out in another tab of the session signs this tab out; one of another session does not', async () => {
    session.setTokens(tokens(1), true);
    other.say({ type: 'ended', sid: 'somebody-else' });
    await new Promise((r) => setTimeout(r, 20));
    expect(session.get().tokens).toEqual(tokens(1));
    other.say({ type: 'ended', sid: session.get().sid });
    await vi.waitFor(() => expect(session.get().tokens).toBeNull());
  });

  it('this tab announces its sign-out, lock and unlock to the others, and not what it heard', async () => {
    session.setTokens(tokens(1), true);
    const sid = session.get().sid;
    lockScreen.lock('/roomManage/roomInfo', '张经理');
    lockScreen.unlock();
    endSession();
    await vi.waitFor(() => expect(other.heard).toHaveLength(3));
    expect(other.heard).toEqual([
      { type: 'locked', sid, name: '张经理' },
      { type: 'unlocked', sid },
      { type: 'ended', sid },
    ]);
  });

  it('a lock in another tab locks this one where it is; the unlock there unlocks it', async () => {
    session.setTokens(tokens(1), true);
    const sid = session.get().sid;
    other.say({ type: 'locked', sid, name: '张经理' });
    await vi.waitFor(() => expect(useLock.getState().locked).toBe(true));
    expect(useLock.getState().from).toBe(`${location.pathname}${location.search}`);
    other.say({ type: 'tokens', sid, tokens: tokens(2) });
    other.say({ type: 'unlocked', sid });
    await vi.waitFor(() => expect(useLock.getState().locked).toBe(false));
    expect(session.get().tokens).toEqual(tokens(2));
    // nothing it heard was said back
    expect(other.heard).toEqual([]);
  });

  it('a tab without a session joins the one an open tab holds, lock included', async () => {
    other.ch.onmessage = (e: MessageEvent<{ type: string; nonce: string }>) => {
      if (e.data.type === 'ask')
        other.say({
          type: 'session',
          nonce: e.data.nonce,
          snapshot: { sid: 's-1', tokens: tokens(7), autoLogin: true, place: null },
          lock: { from: '/shop/goodsManage', name: '张经理' },
        });
    };
    await expect(joinOpenSession()).resolves.toBe(true);
    expect(session.get()).toMatchObject({ sid: 's-1', tokens: tokens(7), autoLogin: true });
    expect(useLock.getState()).toMatchObject({ locked: true, from: '/shop/goodsManage' });
    // and tokens never touch localStorage
    expect(JSON.stringify({ ...localStorage })).not.toContain('a7');
  });

  it('with no open tab, a new tab stays signed out; a tab with a session answers only for its own', async () => {
    await expect(joinOpenSession(50)).resolves.toBe(false);
    expect(session.get().tokens).toBeNull();
    session.setTokens(tokens(1), true);
    const sid = session.get().sid;
    other.say({ type: 'ask', nonce: 'n1', sid: 'another-session' });
    other.say({ type: 'ask', nonce: 'n2' });
    const answers = () => other.heard.filter((m) => m.type === 'session');
    await vi.waitFor(() => expect(answers()).toHaveLength(1));
    expect(answers()[0]).toMatchObject({
      type: 'session',
      nonce: 'n2',
      snapshot: { sid, tokens: tokens(1) },
    });
  });
});
