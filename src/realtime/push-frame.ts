/**
 * The push wire (spec §4 "Push messages"): a frame is JSON text whose kind is `businessType`, or `type` when it
 * has none. Pure, so what counts as a frame is tested without a socket.
 */

/** A push message as the server sends it. `data` is the kind's payload: check it before use. */
export interface PushFrame {
  businessType?: number;
  type?: number;
  data?: unknown;
  msg?: string;
}

/** The kinds of §4's push table; a frame of any other kind is dropped. */
export const PUSH_KIND = {
  /** a room's state changed: `{ roomId, patch }` (the home board) */
  roomState: 4,
  /** system notification: `{ id, title, content, sendTime }` */
  systemNotification: 5,
  /** business notification, same payload as 5 */
  businessNotification: 6,
  /** activity popup: `{ id, title, content, imgUrl, startTime, endTime }` */
  activity: 7,
  /** pay-order notice: `{ orderId, outTradeNo, licenseName, planName, price }` */
  payOrder: 9,
  /** warning toast for 30 s: the text is `msg` (a `type`, not a `businessType`) */
  warning: 101,
  /** urgent notification, same payload as 5 */
  urgentNotification: 105,
  /** goods changed: `{ goodsId }` (the goods page reloads) */
  goodsChanged: 109,
  /**
   * an internet cafe's seat changed: `{ seatId, patch }` (its state, guest and since; the seat map's tile), or
   * `{ layout: true }` when seats or areas were added, moved or removed (the map reloads). Not in §4: ours.
   */
  seatState: 110,
} as const;

export type PushKind = (typeof PUSH_KIND)[keyof typeof PUSH_KIND];

const KNOWN_KINDS: ReadonlySet<number> = new Set(Object.values(PUSH_KIND));

/** Larger frames are dropped unread: a push is a small notice, never a payload to render. */
export const MAX_FRAME_BYTES = 64 * 1024;

/** The server's answer to a heartbeat; ignored. */
export const HEARTBEAT_REPLY = 'success';

/** What the client sends on open and every 180 s. */
export const HEARTBEAT_TEXT = JSON.stringify({ type: 'heartbeat' });

/** The kind a listener subscribes to: `businessType`, else `type`. */
export function kindOf(frame: PushFrame): number | undefined {
  return frame.businessType ?? frame.type;
}

export type FrameReading =
  | { ok: true; frame: PushFrame }
  | { ok: false; reason: 'ack' | 'binary' | 'too large' | 'not JSON' | 'not an object' | 'unknown kind' };

function byteLength(text: string): number {
  // a UTF-16 unit takes at most 3 UTF-8 bytes: count only when the length alone cannot decide
  if (text.length > MAX_FRAME_BYTES || text.length * 3 <= MAX_FRAME_BYTES) return text.length;
  return new TextEncoder().encode(text).length;
}

/**
 * Read one message of the socket.
 * @example readFrame('{"businessType":4,"data":{"roomId":7}}') // → { ok: true, frame: {…} }
 * readFrame('success') // → { ok: false, reason: 'ack' }
 */
export function readFrame(data: unknown): FrameReading {
  if (typeof data !== 'string') return { ok: false, reason: 'binary' };
  if (data === HEARTBEAT_REPLY) return { ok: false, reason: 'ack' };
  if (byteLength(data) > MAX_FRAME_BYTES) return { ok: false, reason: 'too large' };
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, reason: 'not an object' };
  const frame = value as Record<string, unknown>;
  const kind = frame.businessType ?? frame.type;
  if (typeof kind !== 'number' || !KNOWN_KINDS.has(kind)) return { ok: false, reason: 'unknown kind' };
  return { ok: true, frame: frame as PushFrame };
}
