/**
 * The mock's push sockets: the registry, msw's `ws` link (a WebSocket of this test process, as the console
 * opens it in the browser) and the /__mock controls.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { issueTokens } from './contract';
import { getDb } from './db';
import { DEMO_USERS } from './seed';
import {
  CLOSED_BY_MOCK,
  UNAUTHORIZED,
  UNKNOWN_PLACE,
  closeSockets,
  openSocketCount,
  parseSocketPath,
  pushTo,
  registerSocket,
  replyTo,
  type PushSocket,
} from './realtime';
import { postControl } from './test-kit';

class Recorder implements PushSocket {
  sent: string[] = [];
  closed: Array<[number, string]> = [];
  send(text: string) {
    this.sent.push(text);
  }
  close(code: number, reason: string) {
    this.closed.push([code, reason]);
  }
}

/** The seeded owner (works at 1001 and 1002) and the staff of 1001. */
const userOf = (account: string) => getDb().userByAccount(account)!.id;
const OWNER = () => userOf(DEMO_USERS.owner);
const STAFF = () => userOf(DEMO_USERS.staff);
/** The first frame a socket of `userId` sends (docs/api-contract.md "Push socket"). */
const hello = (userId: number) =>
  JSON.stringify({ type: 'auth', token: issueTokens(getDb(), userId).a_token });

describe('the socket registry', () => {
  const registered: Array<{ remove(): void }> = [];
  /** a socket that presented `first` (by default a live token of its user) */
  const add = (placeId: number, userId = OWNER(), first = hello(userId)) => {
    const socket = new Recorder();
    const r = registerSocket(placeId, userId, socket);
    registered.push(r);
    r.receive(first);
    return { socket, ...r };
  };
  afterEach(() => {
    registered.splice(0).forEach((r) => r.remove());
  });

  it('reads /webSocket/merchant,{placeId},{userId} and nothing else', () => {
    expect(parseSocketPath('/webSocket/merchant,1001,7')).toEqual({ placeId: 1001, userId: 7 });
    expect(parseSocketPath('/webSocket/merchant%2C1001%2C7')).toEqual({ placeId: 1001, userId: 7 });
    for (const bad of [
      '/webSocket/merchant,1001',
      '/webSocket/merchant,a,7',
      '/webSocket/netbar,1001,7',
      '/ws/merchant,1001,7',
      '/webSocket/merchant,1001,7,8',
      '/webSocket/merchant,%E0%A4%A,7',
    ])
      expect(parseSocketPath(bad)).toBeNull();
  });

  it("answers a heartbeat with 'success' and nothing else", () => {
    expect(replyTo('{"type":"heartbeat"}')).toBe('success');
    expect(replyTo('heartbeat')).toBeNull();
    expect(replyTo('{"type":"other"}')).toBeNull();
    expect(replyTo(null)).toBeNull();
    const a = add(1001);
    a.receive('{"type":"heartbeat"}');
    a.receive('hello');
    expect(a.socket.sent).toEqual(['success']);
  });

  it('closes a socket whose first frame is not a live token of its user at the place, and pushes it nothing', () => {
    const locked = issueTokens(getDb(), OWNER());
    getDb().data.tokens.find((r) => r.accessToken === locked.a_token)!.locked = true;
    const refused = [
      add(1001, OWNER(), '{"type":"heartbeat"}'),
      add(1001, OWNER(), JSON.stringify({ type: 'auth', token: 'mat.forged' })),
      // somebody else's token for the owner's path
      add(1001, OWNER(), hello(STAFF())),
      // the staff's own token at a place they do not work at
      add(1002, STAFF()),
      add(1001, OWNER(), JSON.stringify({ type: 'auth', token: locked.a_token })),
    ];
    for (const r of refused) expect(r.socket.closed).toEqual([[UNAUTHORIZED, 'unauthorized']]);
    expect(pushTo(1001, { type: 101 }) + pushTo(1002, { type: 101 })).toBe(0);
    expect(refused.flatMap((r) => r.socket.sent)).toEqual([]);
  });

  it("pushes to the place's sockets only: objects as JSON, strings as they are", () => {
    const a = add(1001, OWNER());
    const b = add(1001, STAFF());
    const other = add(1002);
    expect(pushTo(1001, { type: 101, msg: '注意' })).toBe(2);
    expect(pushTo(1001, 'not json')).toBe(2);
    expect(a.socket.sent).toEqual(['{"type":101,"msg":"注意"}', 'not json']);
    expect(b.socket.sent).toEqual(a.socket.sent);
    expect(other.socket.sent).toEqual([]);
    b.remove();
    expect(pushTo(1001, { businessType: 4 })).toBe(1);
    expect(openSocketCount(1001)).toBe(1);
  });

  it("closes a place's sockets and forgets them", () => {
    const a = add(1001);
    const other = add(1002);
    expect(closeSockets(1001)).toBe(1);
    expect(a.socket.closed).toEqual([[CLOSED_BY_MOCK, 'closed by the mock']]);
    expect(other.socket.closed).toEqual([]);
    expect(openSocketCount(1001)).toBe(0);
    expect(pushTo(1001, { type: 101 })).toBe(0);
    // a late heartbeat of a closed socket gets no answer
    a.receive('{"type":"heartbeat"}');
    expect(a.socket.sent).toEqual([]);
  });
});

/** A client socket of this process; msw's link answers it. */
function connect(path: string) {
  const socket = new WebSocket(`ws://localhost${path}`);
  const messages: string[] = [];
  socket.addEventListener('message', (e: MessageEvent) => messages.push(String(e.data)));
  const opened = new Promise<boolean>((resolve) => {
    socket.addEventListener('open', () => resolve(true));
    socket.addEventListener('close', () => resolve(false));
  });
  const closed = new Promise<number>((resolve) =>
    socket.addEventListener('close', (e: CloseEvent) => resolve(e.code)),
  );
  return { socket, messages, opened, closed };
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('the push socket in msw (browser and vitest)', () => {
  it('answers heartbeats, delivers pushes and closes on request', async () => {
    const c = connect(`/webSocket/merchant,1001,${OWNER()}`);
    expect(await c.opened).toBe(true);
    expect(openSocketCount(1001)).toBe(1);
    c.socket.send(hello(OWNER()));
    c.socket.send('{"type":"heartbeat"}');
    await until(() => c.messages.length === 1, "'success'");
    expect(c.messages).toEqual(['success']);

    const pushed = await postControl('/__mock/push', {
      placeId: 1001,
      frame: { businessType: 5, data: { id: 1 } },
    });
    expect(await pushed.json()).toEqual({ code: 200, msg: '推送成功', data: { sent: 1 } });
    await postControl('/__mock/push', { placeId: 1001, frame: '<not json>' });
    await until(() => c.messages.length === 3, 'the pushes');
    expect(c.messages.slice(1)).toEqual(['{"businessType":5,"data":{"id":1}}', '<not json>']);

    const res = await postControl('/__mock/socket/close', { placeId: 1001 });
    expect(await res.json()).toEqual({ code: 200, msg: '已关闭', data: { closed: 1 } });
    expect(await c.closed).toBe(CLOSED_BY_MOCK);
    expect(openSocketCount(1001)).toBe(0);
  });

  it('forgets a socket the client closes', async () => {
    const c = connect(`/webSocket/merchant,1001,${OWNER()}`);
    await c.opened;
    c.socket.close();
    await c.closed;
    await until(() => openSocketCount(1001) === 0, 'the registry to forget it');
  });

  it('refuses unknown places and other paths without opening', async () => {
    for (const path of ['/webSocket/merchant,424242,1', '/webSocket/merchant,1001', '/webSocket/other']) {
      const c = connect(path);
      expect(await c.opened).toBe(false);
      expect(await c.closed).toBe(UNKNOWN_PLACE);
    }
    expect(openSocketCount()).toBe(0);
  });

  it('refuses malformed control calls', async () => {
    const noPlace = await postControl('/__mock/push', { frame: { type: 101 } });
    expect(noPlace.status).toBe(400);
    const noFrame = await postControl('/__mock/push', { placeId: 1001 });
    expect(noFrame.status).toBe(400);
    expect((await postControl('/__mock/socket/close', {})).status).toBe(400);
    // nobody listening is not an error
    expect(
      await (await postControl('/__mock/push', { placeId: 1003, frame: { type: 101 } })).json(),
    ).toMatchObject({
      code: 200,
      data: { sent: 0 },
    });
  });
});
