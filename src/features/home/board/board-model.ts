import type { BoardRoom } from '@/api/services/room-board';
import { housekeepingMark, mainStatus, type StatusKey } from '@/domain/room-status';
import { contrast, darkenForWhite } from '@/utils/contrast';

/**
 * The pure rules of the room-status board: how filters apply, how rooms group into buildings and floors, and
 * how a status colour shows on a tile. What a room shows and counts as is src/domain/room-status.ts, which the
 * mock's roomStatusStatistics counts with too, so the legend of an unfiltered board equals the statistics call.
 */

/** Does the room count under this status (the legend and the status filter use the same rule)? */
export function hasStatus(r: BoardRoom, key: StatusKey): boolean {
  if (key === 'dirty' || key === 'inspected') return housekeepingMark(r) === key;
  return mainStatus(r) === key;
}

export interface BoardFilter {
  buildingId?: number;
  floor?: number;
  roomModelId?: number;
  status?: StatusKey;
}

/** Everything but the status: the status filter is applied on the live state (see RoomBoard). */
export function matchesPlace(r: BoardRoom, f: BoardFilter): boolean {
  return (
    (f.buildingId === undefined || r.buildingId === f.buildingId) &&
    (f.floor === undefined || r.floor === f.floor) &&
    (f.roomModelId === undefined || r.roomModelId === f.roomModelId)
  );
}

export function matches(r: BoardRoom, f: BoardFilter): boolean {
  return matchesPlace(r, f) && (f.status === undefined || hasStatus(r, f.status));
}

export interface FloorGroup {
  floor: number;
  roomIds: number[];
}
export interface BuildingGroup {
  buildingId: number;
  buildingName: string;
  floors: FloorGroup[];
}

/** A sort key that orders numbers by value inside room numbers (801 before 1001, 2-305 before 2-1001). */
const naturalKey = (roomNo: string) => roomNo.replace(/\d+/g, (d) => d.padStart(8, '0'));

/** Buildings in their display order, floors from the lowest up, rooms by number (801 before 1001). */
export function groupRooms(rooms: readonly BoardRoom[]): BuildingGroup[] {
  // keys computed once: a collator per comparison costs more than drawing the tiles
  const sorted = rooms
    .map((r) => ({ r, key: naturalKey(r.roomNo) }))
    .sort(
      (a, b) =>
        a.r.buildingSort - b.r.buildingSort ||
        a.r.buildingId - b.r.buildingId ||
        a.r.floor - b.r.floor ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    )
    .map((x) => x.r);
  const out: BuildingGroup[] = [];
  for (const r of sorted) {
    let b = out.at(-1);
    if (!b || b.buildingId !== r.buildingId) {
      b = { buildingId: r.buildingId, buildingName: r.buildingName, floors: [] };
      out.push(b);
    }
    let f = b.floors.at(-1);
    if (!f || f.floor !== r.floor) {
      f = { floor: r.floor, roomIds: [] };
      b.floors.push(f);
    }
    f.roomIds.push(r.id);
  }
  return out;
}

/** Options of the filters, from the rooms the place has (a floor list narrows to the chosen building). */
export function filterOptions(rooms: readonly BoardRoom[], buildingId?: number) {
  const buildings = new Map<number, { name: string; sort: number }>();
  const models = new Map<number, string>();
  const floors = new Set<number>();
  for (const r of rooms) {
    buildings.set(r.buildingId, { name: r.buildingName, sort: r.buildingSort });
    models.set(r.roomModelId, r.modelName);
    if (buildingId === undefined || r.buildingId === buildingId) floors.add(r.floor);
  }
  return {
    buildings: [...buildings]
      .sort((a, b) => a[1].sort - b[1].sort || a[0] - b[0])
      .map(([id, b]) => ({ id, name: b.name })),
    floors: [...floors].sort((a, b) => a - b),
    models: [...models].sort((a, b) => a[0] - b[0]).map(([id, name]) => ({ id, name })),
  };
}

/** the tiles' dark text */
const NEAR_BLACK = '#1f1f1f';

/** Text colour readable on a tile of this background ('#RRGGBB'): dark on light colours, white otherwise. */
export function readableOn(hex: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return '#fff';
  // the background's contrast with white against its contrast with near-black
  return contrast(hex, '#ffffff') >= contrast(hex, NEAR_BLACK) ? '#fff' : NEAR_BLACK;
}

/**
 * A status colour as a tile shows it: as chosen when white or near-black text reads on it at 4.5:1 (WCAG AA);
 * else (a mid-tone red or blue, say #F5222D, where neither does) darkened just enough for white text.
 * @example tileColor('#F5222D') // '#e6202a'
 */
export function tileColor(hex: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return hex;
  return Math.max(contrast(hex, '#ffffff'), contrast(hex, NEAR_BLACK)) >= 4.5
    ? hex
    : darkenForWhite(hex, 4.5);
}

/**
 * The CSS variables a board root sets: --rs-<status> (the colour as a tile shows it, tileColor) and
 * --rs-<status>-fg for every status.
 */
export function colorVariables(colors: Readonly<Record<StatusKey, string>>): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [key, chosen] of Object.entries(colors)) {
    const color = tileColor(chosen);
    vars[`--rs-${key}`] = color;
    vars[`--rs-${key}-fg`] = readableOn(color);
  }
  return vars;
}
