import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HEARTBEAT_MS,
  RECONNECT_DELAYS_MS,
  RealtimeConnection,
  socketUrl,
  type SocketLike,
} from './connection';
import { HEARTBEAT_TEXT, type PushFrame } from './push-frame';

/** A socket the test opens, feeds and breaks by hand. */
class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  onclose: SocketLike['onclose'] = null;
  readonly sent: string[] = [];
  closed = false;
  readonly url: string;

  constructor(url: string) {
    this.url = url;
    FakeSocket.all.push(this);
  }
  send(data: string): void {
    if (this.closed) throw new Error('send on a closed socket');
    this.sent.push(data);
  }
  close(): void {
    this.closed = true;
  }
  /** the server accepts */
  open(): void {
    this.onopen?.({});
  }
  message(data: unknown): void {
    this.onmessage?.({ data });
  }
  /** the network fails: a browser fires error, then close */
  fail(): void {
    this.closed = true;
    this.onerror?.({});
    this.onclose?.({});
  }
}

const live = () => FakeSocket.all.filter((s) => !s.closed);
const last = () => FakeSocket.all.at(-1)!;

function setup() {
  const frames: PushFrame[] = [];
  const warnings: string[] = [];
  const onReconnect = vi.fn();
  const c = new RealtimeConnection({
    url: ({ placeId, userId }) => socketUrl('', 'http://console.test', placeId, userId),
    onFrame: (f) => frames.push(f),
    onReconnect,
    WebSocket: FakeSocket,
    warn: (m) => warnings.push(m),
  });
  return { c, frames, warnings, onReconnect };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('socketUrl', () => {
  it('is {host}/webSocket/merchant,{placeId},{userId} with http→ws and https→wss', () => {
    expect(socketUrl('http://api.test:8080', 'https://x.test', 1001, 7)).toBe(
      'ws://api.test:8080/webSocket/merchant,1001,7',
    );
    expect(socketUrl('https://api.test/', 'http://x.test', 1001, 7)).toBe(
      'wss://api.test/webSocket/merchant,1001,7',
    );
    // the gateway prefix of the HTTP calls is kept
    expect(socketUrl('https://api.test/gw/', 'http://x.test', 1, 2)).toBe(
      'wss://api.test/gw/webSocket/merchant,1,2',
    );
  });

  it("uses the page's origin when the base is empty or relative", () => {
    expect(socketUrl('', 'http://localhost:5173', 1001, 7)).toBe(
      'ws://localhost:5173/webSocket/merchant,1001,7',
    );
    expect(socketUrl('/api-gw', 'https://console.test', 1001, 7)).toBe(
      'wss://console.test/api-gw/webSocket/merchant,1001,7',
    );
  });
});

describe('RealtimeConnection', () => {
  it('sends its hello (the session token) first on every socket, then the heartbeat', () => {
    let token = 'mat.1';
    const c = new RealtimeConnection({
      url: ({ placeId, userId }) => socketUrl('', 'http://console.test', placeId, userId),
      onFrame: () => undefined,
      hello: () => JSON.stringify({ type: 'auth', token }),
      WebSocket: FakeSocket,
      warn: () => undefined,
    });
    c.start({ placeId: 1001, userId: 7 });
    last().open();
    expect(last().sent).toEqual(['{"type":"auth","token":"mat.1"}', HEARTBEAT_TEXT]);
    // a reconnect presents the token of that moment (refreshed meanwhile)
    token = 'mat.2';
    last().fail();
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]!);
    last().open();
    expect(last().sent[0]).toBe('{"type":"auth","token":"mat.2"}');
    c.stop();
  });

  it('sends a heartbeat on open and every 180 s', () => {
    const { c } = setup();
    c.start({ placeId: 1001, userId: 7 });
    const s = last();
    expect(s.url).toBe('ws://console.test/webSocket/merchant,1001,7');
    expect(s.sent).toEqual([]);
    s.open();
    expect(s.sent).toEqual([HEARTBEAT_TEXT]);
    expect(JSON.parse(s.sent[0]!)).toEqual({ type: 'heartbeat' });
    vi.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(s.sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(s.sent).toHaveLength(2);
    vi.advanceTimersByTime(HEARTBEAT_MS * 3);
    expect(s.sent).toEqual(Array(5).fill(HEARTBEAT_TEXT));
    expect(c.status).toBe('open');
  });

  it('reconnects after 2 s, 10 s, 30 s, 60 s, 5 min and 30 min, then stops', () => {
    const { c, warnings } = setup();
    expect(RECONNECT_DELAYS_MS).toEqual([2_000, 10_000, 30_000, 60_000, 300_000, 1_800_000]);
    c.start({ placeId: 1001, userId: 7 });
    last().fail();
    for (const delay of [2_000, 10_000, 30_000, 60_000, 300_000, 1_800_000]) {
      const before = FakeSocket.all.length;
      expect(c.status).toBe('waiting');
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSocket.all).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.all).toHaveLength(before + 1);
      expect(c.status).toBe('connecting');
      last().fail();
    }
    expect(c.status).toBe('given-up');
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(24 * 3600_000);
    expect(FakeSocket.all).toHaveLength(7);
    expect(warnings.at(-1)).toMatch(/giving up/);
  });

  it('backs off the same way when the socket cannot even be constructed', () => {
    let calls = 0;
    const c = new RealtimeConnection({
      url: () => 'ws://x.test/webSocket/merchant,1,1',
      onFrame: () => {},
      WebSocket: class {
        constructor() {
          calls += 1;
          throw new SyntaxError('bad url');
        }
      } as unknown as typeof FakeSocket,
      warn: () => {},
    });
    c.start({ placeId: 1, userId: 1 });
    expect(calls).toBe(1);
    vi.advanceTimersByTime(2_000);
    expect(calls).toBe(2);
    vi.advanceTimersByTime(10_000);
    expect(calls).toBe(3);
    c.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts the delays over after a good open', () => {
    const { c } = setup();
    c.start({ placeId: 1001, userId: 7 });
    last().fail();
    vi.advanceTimersByTime(2_000);
    last().fail();
    vi.advanceTimersByTime(10_000);
    last().fail();
    vi.advanceTimersByTime(30_000);
    // third retry opens: the next loss waits 2 s again
    last().open();
    last().fail();
    const before = FakeSocket.all.length;
    vi.advanceTimersByTime(1_999);
    expect(FakeSocket.all).toHaveLength(before);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(before + 1);
    last().fail();
    vi.advanceTimersByTime(9_999);
    expect(FakeSocket.all).toHaveLength(before + 1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(before + 2);
  });

  it('schedules one reconnect for an error followed by a close', () => {
    const { c } = setup();
    c.start({ placeId: 1001, userId: 7 });
    last().open();
    last().fail(); // error + close
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(2_000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(live()).toHaveLength(1);
  });

  it('never holds two sockets: a second start with the same place reuses the socket', () => {
    const { c } = setup();
    c.start({ placeId: 1001, userId: 7 });
    c.start({ placeId: 1001, userId: 7 });
    expect(FakeSocket.all).toHaveLength(1);
    last().open();
    c.start({ placeId: 1001, userId: 7 });
    expect(FakeSocket.all).toHaveLength(1);
    expect(live()).toHaveLength(1);
  });

  it('never holds two sockets: a start while a reconnect is pending does not add one', () => {
    const { c } = setup();
    c.start({ placeId: 1001, userId: 7 });
    last().open();
    last().fail();
    c.start({ placeId: 1001, userId: 7 }); // the app re-renders meanwhile
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(2_000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(live()).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never holds two sockets: a new place while a reconnect is pending cancels it', () => {
    const { c } = setup();
    c.start({ placeId: 1001, userId: 7 });
    last().open();
    last().fail();
    c.start({ placeId: 1002, userId: 7 });
    expect(live().map((s) => s.url)).toEqual(['ws://console.test/webSocket/merchant,1002,7']);
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS.reduce((a, b) => a + b));
    expect(FakeSocket.all).toHaveLength(2);
    expect(live()).toHaveLength(1);
  });

  it('reopens for the new place and closes the old socket, which then stays silent', () => {
    const { c, frames } = setup();
    c.start({ placeId: 1001, userId: 7 });
    const old = last();
    old.open();
    c.start({ placeId: 1002, userId: 7 });
    expect(old.closed).toBe(true);
    expect(live()).toEqual([last()]);
    expect(last().url).toBe('ws://console.test/webSocket/merchant,1002,7');
    // a late message or close of the old socket changes nothing
    old.message('{"type":101,"msg":"old place"}');
    old.fail();
    expect(frames).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    last().open();
    expect(last().sent).toEqual([HEARTBEAT_TEXT]);
    // one heartbeat timer, not one per place
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(old.sent).toEqual([HEARTBEAT_TEXT]);
    expect(last().sent).toHaveLength(2);
  });

  it('ignores the heartbeat reply "success"', () => {
    const { c, frames, warnings } = setup();
    c.start({ placeId: 1001, userId: 7 });
    last().open();
    last().message('success');
    expect(frames).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('drops bad frames and keeps the socket open', () => {
    const { c, frames, warnings } = setup();
    c.start({ placeId: 1001, userId: 7 });
    const s = last();
    s.open();
    const huge = JSON.stringify({ type: 101, msg: 'x'.repeat(64 * 1024) });
    for (const bad of [
      'not json',
      '{"businessType":',
      '[1,2]',
      'null',
      '{"businessType":999,"data":{}}',
      '{"data":{}}',
      '{"businessType":"5"}',
      huge,
      new ArrayBuffer(8),
    ])
      s.message(bad);
    expect(frames).toEqual([]);
    expect(warnings).toHaveLength(9);
    expect(s.closed).toBe(false);
    expect(c.status).toBe('open');
    expect(vi.getTimerCount()).toBe(1); // the heartbeat, no reconnect
    s.message('{"type":101,"msg":"网络异常"}');
    s.message('{"businessType":4,"type":1,"data":{"roomId":7}}');
    expect(frames).toEqual([
      { type: 101, msg: '网络异常' },
      { businessType: 4, type: 1, data: { roomId: 7 } },
    ]);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('stop closes the socket and leaves no timer, whatever the state', () => {
    const { c } = setup();
    c.start({ placeId: 1001, userId: 7 });
    last().open();
    expect(vi.getTimerCount()).toBe(1);
    c.stop();
    expect(last().closed).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(c.status).toBe('idle');

    c.start({ placeId: 1001, userId: 7 });
    last().open();
    last().fail();
    expect(vi.getTimerCount()).toBe(1);
    c.stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(3_600_000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(live()).toHaveLength(0);

    // stopped while connecting
    c.start({ placeId: 1001, userId: 7 });
    c.stop();
    expect(live()).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fires onReconnect after a reconnect, never after the first open', () => {
    const { c, onReconnect } = setup();
    c.start({ placeId: 1001, userId: 7 });
    last().open();
    expect(onReconnect).not.toHaveBeenCalled();
    last().fail();
    expect(onReconnect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(onReconnect).not.toHaveBeenCalled(); // connecting, not yet open
    last().open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    // a new place is a first open again
    c.start({ placeId: 1002, userId: 7 });
    last().open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    // so is a start after a stop
    c.stop();
    c.start({ placeId: 1002, userId: 7 });
    last().open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('counts an open after a failed first try as a reconnect (pushes may have been missed)', () => {
    const { c, onReconnect } = setup();
    c.start({ placeId: 1001, userId: 7 });
    last().fail();
    vi.advanceTimersByTime(2_000);
    last().open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('starts over when started again after giving up', () => {
    const { c } = setup();
    c.start({ placeId: 1001, userId: 7 });
    last().fail();
    for (const delay of RECONNECT_DELAYS_MS) {
      vi.advanceTimersByTime(delay);
      last().fail();
    }
    expect(c.status).toBe('given-up');
    c.start({ placeId: 1001, userId: 7 });
    expect(FakeSocket.all).toHaveLength(8);
    last().fail();
    vi.advanceTimersByTime(2_000);
    expect(FakeSocket.all).toHaveLength(9);
  });
});
