/**
 * The one push socket (spec §4 "Push messages"): heartbeat, backoff and the never-two-sockets rule, written
 * against an injectable WebSocket constructor and the global timers so that a fake socket and fake timers
 * drive it in tests. It knows nothing of React, the session or the listeners (realtime.ts owns those).
 */
import { HEARTBEAT_TEXT, readFrame, type FrameReading, type PushFrame } from './push-frame';

/** A heartbeat on open and then every 180 s. */
export const HEARTBEAT_MS = 180_000;

/** The waits before each reconnect: 2 s, 10 s, 30 s, 60 s, 5 min, 30 min; then the socket stays closed. */
export const RECONNECT_DELAYS_MS: readonly number[] = [2_000, 10_000, 30_000, 60_000, 300_000, 1_800_000];

/** What the connection uses of a WebSocket (the DOM's, `ws`'s, msw's or a test's fake). */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketConstructor = new (url: string) => SocketLike;

export interface RealtimeTarget {
  placeId: number;
  userId: number;
}

/**
 * - idle: not started, or stopped
 * - connecting: a socket is opening
 * - open: a socket is open and beating
 * - waiting: lost; a reconnect is scheduled
 * - given-up: every delay spent; nothing runs until the next start
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'waiting' | 'given-up';

export interface RealtimeConnectionOptions {
  /** The socket URL of a target (see `socketUrl`). */
  url: (target: RealtimeTarget) => string;
  /** Each good frame, in order of arrival. Dropped frames and the heartbeat reply never get here. */
  onFrame: (frame: PushFrame) => void;
  /**
   * A socket opened by a reconnect (after a loss or a failed first try), not the first socket of a start:
   * pushes may have been missed meanwhile.
   */
  onReconnect?: () => void;
  /**
   * The first frame of every socket, before the first heartbeat: the session's token
   * (`{"type":"auth","token":…}`, docs/api-contract.md "Push socket"), so that a path alone opens nothing.
   */
  hello?: () => string;
  /** Default: the global WebSocket, looked up at each connect (msw patches it after this module loads). */
  WebSocket?: SocketConstructor;
  /** A dropped frame or a lost socket; default `console.warn`. */
  warn?: (message: string) => void;
}

/**
 * `{host}/webSocket/merchant,{placeId},{userId}`, where host is the API base: http becomes ws and https wss; an
 * empty or relative base is resolved against the page's origin, and a path in the base is kept (the socket
 * goes through the same gateway prefix as the HTTP calls).
 * @example socketUrl('https://api.example.com', 'http://localhost', 1001, 7)
 * // → 'wss://api.example.com/webSocket/merchant,1001,7'
 */
export function socketUrl(apiBase: string, origin: string, placeId: number, userId: number): string {
  const base = new URL(apiBase || '/', origin);
  const scheme = base.protocol === 'https:' || base.protocol === 'wss:' ? 'wss:' : 'ws:';
  const prefix = base.pathname.replace(/\/+$/, '');
  return `${scheme}//${base.host}${prefix}/webSocket/merchant,${placeId},${userId}`;
}

function describe(reading: Exclude<FrameReading, { ok: true }>, data: unknown): string {
  const sample = typeof data === 'string' ? `: ${data.slice(0, 80)}` : '';
  return `[realtime] push frame dropped (${reading.reason})${sample}`;
}

/**
 * One connection at most, for one target at a time.
 * @example
 * const c = new RealtimeConnection({ url: (t) => socketUrl('', location.origin, t.placeId, t.userId), onFrame });
 * c.start({ placeId: 1001, userId: 7 }); // opens; c.start with the same target again does nothing
 * c.stop(); // closed, no timer left
 */
export class RealtimeConnection {
  private readonly options: RealtimeConnectionOptions;
  private target: RealtimeTarget | null = null;
  private url = '';
  private socket: SocketLike | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  /** index of the next delay in RECONNECT_DELAYS_MS */
  private attempt = 0;
  /** the socket being opened is a retry after a loss: its open is a reconnect */
  private retrying = false;
  private state: RealtimeStatus = 'idle';

  constructor(options: RealtimeConnectionOptions) {
    this.options = options;
  }

  get status(): RealtimeStatus {
    return this.state;
  }

  /** The target of the current start, or null when idle. */
  get current(): RealtimeTarget | null {
    return this.target;
  }

  /**
   * Connect to a target. The same target again does nothing (unless the connection gave up, which starts
   * over); another target closes the old socket and opens the new one.
   */
  start(target: RealtimeTarget): void {
    const url = this.options.url(target);
    if (this.target && url === this.url && this.state !== 'given-up') return;
    this.teardown();
    this.target = { placeId: target.placeId, userId: target.userId };
    this.url = url;
    this.attempt = 0;
    this.retrying = false;
    this.connect();
  }

  /** Close the socket and cancel any pending reconnect: no socket and no timer are left. */
  stop(): void {
    this.teardown();
    this.target = null;
    this.url = '';
    this.attempt = 0;
    this.retrying = false;
    this.state = 'idle';
  }

  private teardown(): void {
    if (this.retry !== null) clearTimeout(this.retry);
    this.retry = null;
    this.stopHeartbeat();
    this.dropSocket();
  }

  /** Forget the socket first, then close it: a socket we closed never reports back. */
  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onerror = null;
    socket.onclose = null;
    try {
      socket.close(1000);
    } catch {
      // already closed
    }
  }

  private stopHeartbeat(): void {
    if (this.heartbeat !== null) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private connect(): void {
    this.retry = null;
    this.dropSocket();
    const Ctor = this.options.WebSocket ?? (globalThis.WebSocket as unknown as SocketConstructor | undefined);
    let socket: SocketLike;
    try {
      if (!Ctor) throw new Error('no WebSocket in this environment');
      socket = new Ctor(this.url);
    } catch (e) {
      // a malformed URL or a missing WebSocket fails like a refused connection: back off
      this.warn(`[realtime] could not open ${this.url}: ${String(e)}`);
      this.lost();
      return;
    }
    this.socket = socket;
    this.state = 'connecting';
    socket.onopen = () => {
      if (socket === this.socket) this.opened();
    };
    socket.onmessage = (event) => {
      if (socket === this.socket) this.receive(event.data);
    };
    // a browser fires error then close for one failure: the first one schedules, the second finds the
    // socket already dropped
    socket.onerror = () => {
      if (socket === this.socket) this.lost();
    };
    socket.onclose = () => {
      if (socket === this.socket) this.lost();
    };
  }

  private opened(): void {
    this.state = 'open';
    this.attempt = 0;
    const reconnected = this.retrying;
    this.retrying = false;
    if (this.options.hello) this.send(this.options.hello());
    this.beat();
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    if (reconnected) this.options.onReconnect?.();
  }

  private beat(): void {
    this.send(HEARTBEAT_TEXT);
  }

  private send(text: string): void {
    try {
      this.socket?.send(text);
    } catch {
      // the socket is closing; its close event schedules the reconnect
    }
  }

  private receive(data: unknown): void {
    const reading = readFrame(data);
    if (reading.ok) this.options.onFrame(reading.frame);
    else if (reading.reason !== 'ack') this.warn(describe(reading, data));
  }

  private lost(): void {
    this.stopHeartbeat();
    this.dropSocket();
    if (this.retry !== null) return;
    const delay = RECONNECT_DELAYS_MS[this.attempt];
    if (delay === undefined) {
      this.state = 'given-up';
      this.warn('[realtime] push socket lost; every reconnect failed, giving up');
      return;
    }
    this.attempt += 1;
    this.retrying = true;
    this.state = 'waiting';
    this.retry = setTimeout(() => this.connect(), delay);
  }

  private warn(message: string): void {
    (this.options.warn ?? console.warn)(message);
  }
}
