/**
 * The mock's push sockets (spec §4 "Push messages"): a registry of the sockets open per place, fed by msw's
 * `ws` link in the browser and vitest (domains/socket/routes.ts) and by the real `ws` server of the stand-alone mock
 * (server/app.ts). Handlers push through `pushTo`; tests push any frame, even a malformed one.
 *
 * No transport is imported here, so the browser bundle never carries `ws`.
 */
import { getDb, now, syncFromPersistence } from './db';

/** What the registry needs of a socket, whichever side serves it. */
export interface PushSocket {
  send(text: string): void;
  close(code: number, reason: string): void;
}

interface OpenSocket {
  placeId: number;
  userId: number;
  socket: PushSocket;
  /** its first frame presented a live token of the path's user at the place; no push before */
  authed: boolean;
}

/** Close code of `closeSockets`: the console sees a socket it did not close and reconnects. */
export const CLOSED_BY_MOCK = 4000;
/** Close code of a socket refused after the handshake (msw cannot refuse before it). */
export const UNKNOWN_PLACE = 4404;
/** Close code of a socket whose first frame is not the session's token (docs/api-contract.md, "Push socket"). */
export const UNAUTHORIZED = 4401;

/**
 * The first frame a socket must send: `{"type":"auth","token":"<access token>"}` (an extension of §4: the path
 * names a place and a user, and anybody can write a path). The token must be live, of that user, not locked,
 * and the user must work at the place.
 */
export function tokenOpens(frame: unknown, placeId: number, userId: number): boolean {
  let auth: { type?: unknown; token?: unknown } | null;
  try {
    auth = typeof frame === 'string' ? (JSON.parse(frame) as typeof auth) : null;
  } catch {
    return false;
  }
  if (!auth || auth.type !== 'auth' || typeof auth.token !== 'string') return false;
  syncFromPersistence();
  const db = getDb();
  const row = db.data.tokens.find((r) => r.accessToken === auth.token);
  return (
    !!row &&
    row.userId === userId &&
    row.expiresAt > now() &&
    !row.locked &&
    db.membership(userId, placeId) !== undefined
  );
}

export const SOCKET_PATH_PREFIX = '/webSocket/merchant';

const open = new Set<OpenSocket>();

/**
 * The place and user of a socket path `/webSocket/merchant,{placeId},{userId}`; null for any other path.
 * @example parseSocketPath('/webSocket/merchant,1001,7') // → { placeId: 1001, userId: 7 }
 */
export function parseSocketPath(pathname: string): { placeId: number; userId: number } | null {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const m = /^\/webSocket\/merchant,(\d{1,15}),(\d{1,15})\/?$/.exec(path);
  if (!m) return null;
  return { placeId: Number(m[1]), userId: Number(m[2]) };
}

/** Whether a socket may open for the place: it must exist (another tab of the demo may have just made it). */
export function socketPlaceExists(placeId: number): boolean {
  syncFromPersistence();
  return getDb().placeById(placeId) !== undefined;
}

/** The answer to one message from a client: 'success' to a heartbeat, nothing to anything else. */
export function replyTo(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  try {
    const v = JSON.parse(text) as { type?: unknown } | null;
    return v !== null && typeof v === 'object' && v.type === 'heartbeat' ? 'success' : null;
  } catch {
    return null;
  }
}

export interface RegisteredSocket {
  /** A message from the client (answers heartbeats). */
  receive(text: unknown): void;
  /** The socket closed: forget it. */
  remove(): void;
}

/** Add an open socket to the registry; the transport calls `receive` per message and `remove` on close. */
export function registerSocket(placeId: number, userId: number, socket: PushSocket): RegisteredSocket {
  const entry: OpenSocket = { placeId, userId, socket, authed: false };
  open.add(entry);
  return {
    receive(text) {
      if (!open.has(entry)) return;
      if (!entry.authed) {
        if (tokenOpens(text, placeId, userId)) entry.authed = true;
        else {
          open.delete(entry);
          socket.close(UNAUTHORIZED, 'unauthorized');
        }
        return;
      }
      const reply = replyTo(text);
      if (reply !== null && open.has(entry)) socket.send(reply);
    },
    remove() {
      open.delete(entry);
    },
  };
}

/**
 * Send a frame to every socket open for the place: objects as JSON, strings as they are (so a test can send
 * a malformed frame). Returns how many sockets it reached.
 * @example pushTo(1001, { businessType: 4, data: { roomId: 7, patch: { status: 2 } } });
 */
export function pushTo(placeId: number, frame: unknown): number {
  const text = typeof frame === 'string' ? frame : JSON.stringify(frame);
  let sent = 0;
  for (const entry of [...open]) {
    if (entry.placeId !== placeId || !entry.authed) continue;
    try {
      entry.socket.send(text);
      sent += 1;
    } catch {
      // closing under us: its close removes it
    }
  }
  return sent;
}

/** Close every socket of the place as a server restart would; the console reconnects. Returns how many. */
export function closeSockets(placeId: number): number {
  let closed = 0;
  for (const entry of [...open]) {
    if (entry.placeId !== placeId) continue;
    open.delete(entry);
    try {
      entry.socket.close(CLOSED_BY_MOCK, 'closed by the mock');
    } catch {
      // already gone
    }
    closed += 1;
  }
  return closed;
}

/** How many sockets are open, for one place or all. */
export function openSocketCount(placeId?: number): number {
  let n = 0;
  for (const entry of open) if (placeId === undefined || entry.placeId === placeId) n += 1;
  return n;
}

/** The users with a socket open for the place (one entry per socket). */
export function openSocketUsers(placeId: number): number[] {
  return [...open].filter((e) => e.placeId === placeId).map((e) => e.userId);
}
