/**
 * Floors of a building are a range without floor 0 (a building goes from B1 = -1 straight to 1), as Chinese
 * buildings are numbered. Pure, shared by the building page, the floor select and the batch form.
 */
import { FLOOR_MAX, FLOOR_MIN } from '@/domain/rooms';

export { checkFloorEnd, FLOOR_MAX, FLOOR_MIN } from '@/domain/rooms';
/** one batch creates at most this many rooms (the mock refuses more, docs/api-contract.md) */
export const BATCH_MAX = 200;

export function floorsOf(start: number, end: number): number[] {
  if (!Number.isInteger(start) || !Number.isInteger(end) || end < start) return [];
  const out: number[] = [];
  for (let f = Math.max(start, FLOOR_MIN); f <= Math.min(end, FLOOR_MAX); f++) if (f !== 0) out.push(f);
  return out;
}

/** The numbers a batch creates: prefix + each number from start to end, e.g. A801 … A830. */
export function batchRoomNos(prefix: string, start: number, end: number): string[] {
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 1 || end < start) return [];
  return Array.from({ length: end - start + 1 }, (_, i) => `${prefix}${start + i}`);
}

/** §5-style checks of the room forms (declared with the room, src/domain/rooms.ts). */
export { checkRoomNo, ROOM_NO } from '@/domain/rooms';
