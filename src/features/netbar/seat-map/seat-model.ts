import {
  SEAT_PATCHABLE,
  SEAT_STATES,
  type MapSeat,
  type SeatMap,
  type SeatPatch,
  type SeatPosition,
  type SeatState,
} from '@/domain/netbar-seats';

/**
 * The seat map's model (/manageSite), pure: the areas as grids of cells, the counts per state, what a filter
 * keeps, and the edit mode's moves (a seat dropped on a taken cell swaps with the seat there; seats stay in their
 * area). DOM-free, tested alone.
 */

export type MapArea = SeatMap['areas'][number];

/** One area as it is drawn: its seats' ids and the size of its grid. */
export interface AreaGrid {
  area: MapArea;
  seatIds: number[];
  columns: number;
  /** rows drawn: the last seat's row + 1, plus `spareRows` (free rows to drag seats into in edit mode) */
  rows: number;
}

/** A seat's cell: its column and row in its area. */
export type Cell = Pick<SeatPosition, 'x' | 'y'>;
export type Positions = ReadonlyMap<number, Cell>;

/** The areas in their order, each with its seats (by row, then column), and the size of its grid. */
export function areaGrids(
  areas: readonly MapArea[],
  seats: readonly Pick<MapSeat, 'id' | 'areaId' | 'x' | 'y'>[],
  spareRows = 0,
  positions?: Positions,
): AreaGrid[] {
  const at = (s: Pick<MapSeat, 'id' | 'x' | 'y'>) => positions?.get(s.id) ?? s;
  return [...areas]
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((area) => {
      const own = seats
        .filter((s) => s.areaId === area.id)
        .sort((a, b) => at(a).y - at(b).y || at(a).x - at(b).x);
      const lastRow = own.reduce((m, s) => Math.max(m, at(s).y), -1);
      return { area, seatIds: own.map((s) => s.id), columns: area.columns, rows: lastRow + 1 + spareRows };
    });
}

/** How many seats are in each state. */
export function countByState(seats: readonly Pick<MapSeat, 'state'>[]): Record<SeatState, number> {
  const counts = Object.fromEntries(SEAT_STATES.map((s) => [s, 0])) as Record<SeatState, number>;
  for (const s of seats) counts[s.state]++;
  return counts;
}

export interface SeatFilter {
  state: SeatState | null;
  areaId: number | null;
  /** a seat number or a guest's name, any part, any case */
  text: string;
}
export const NO_FILTER: SeatFilter = { state: null, areaId: null, text: '' };

/** Whether a seat is one the filter keeps (the others are dimmed, not removed: the floor keeps its shape). */
export function seatMatches(
  seat: Pick<MapSeat, 'state' | 'areaId' | 'seatNo' | 'memberName'>,
  f: SeatFilter,
): boolean {
  if (f.state && seat.state !== f.state) return false;
  if (f.areaId !== null && seat.areaId !== f.areaId) return false;
  const text = f.text.trim().toLowerCase();
  return !text || seat.seatNo.toLowerCase().includes(text) || seat.memberName.toLowerCase().includes(text);
}

/** A cell's id for the drag and drop: area, column and row. */
export const cellId = (areaId: number, x: number, y: number) => `${areaId}:${x}:${y}`;
export function parseCell(id: string): { areaId: number; x: number; y: number } | null {
  const m = /^(\d+):(\d+):(\d+)$/.exec(id);
  return m ? { areaId: Number(m[1]), x: Number(m[2]), y: Number(m[3]) } : null;
}

/**
 * The positions after `seatId` is dropped on a cell: moved there, and the seat that held it (if any) moved to
 * where the dragged one was. 'otherArea' when the cell is in another area (a seat changes area in 机位设置).
 */
export function moveSeat(
  seats: readonly Pick<MapSeat, 'id' | 'areaId' | 'x' | 'y'>[],
  positions: Positions,
  seatId: number,
  to: { areaId: number; x: number; y: number },
): Map<number, Cell> | 'otherArea' {
  const seat = seats.find((s) => s.id === seatId);
  const next = new Map(positions);
  if (!seat) return next;
  if (seat.areaId !== to.areaId) return 'otherArea';
  const at = (s: Pick<MapSeat, 'id' | 'x' | 'y'>) => next.get(s.id) ?? { x: s.x, y: s.y };
  const from = at(seat);
  if (from.x === to.x && from.y === to.y) return next;
  const other = seats.find(
    (s) => s.id !== seatId && s.areaId === to.areaId && at(s).x === to.x && at(s).y === to.y,
  );
  next.set(seatId, { x: to.x, y: to.y });
  if (other) next.set(other.id, from);
  return next;
}

/** The seats whose cell differs from where the server has them: what 保存布局 sends. */
export function layoutChanges(
  seats: readonly Pick<MapSeat, 'id' | 'x' | 'y'>[],
  positions: Positions,
): SeatPosition[] {
  return seats.flatMap((s) => {
    const p = positions.get(s.id);
    return p && (p.x !== s.x || p.y !== s.y) ? [{ id: s.id, x: p.x, y: p.y }] : [];
  });
}

/** 'YYYY-MM-DD HH:mm:ss' in China time (the wire's) as epoch ms. */
export const chinaMs = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);

/** The time a guest has been on a seat, as h:mm (0:00 before they sat down). */
export function usedTime(since: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - chinaMs(since)) / 60_000));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A seat push (businessType 110): one seat's new state, or the plan changed (reload the map); null otherwise. */
export function seatPushOf(frame: {
  data?: unknown;
}): { layout: true } | { seatId: number; patch: SeatPatch } | null {
  const data = frame.data as { seatId?: unknown; patch?: unknown; layout?: unknown } | undefined;
  if (data?.layout === true) return { layout: true };
  if (typeof data?.seatId !== 'number' || typeof data.patch !== 'object' || data.patch === null) return null;
  const raw = data.patch as Record<string, unknown>;
  const patch: SeatPatch = {};
  for (const k of SEAT_PATCHABLE) {
    const v = raw[k];
    if (typeof v !== 'string') continue;
    if (k === 'state') {
      if ((SEAT_STATES as readonly string[]).includes(v)) patch.state = v as SeatState;
    } else patch[k] = v;
  }
  return { seatId: data.seatId, patch };
}

/** A tile's line: 14 half-widths (a CJK character two) and no more, an ellipsis after; cheaper than CSS's. */
export function fit(text: string, room = 14): string {
  let used = 0;
  let i = 0;
  for (const ch of text) {
    used += ch.charCodeAt(0) > 0x2e7f ? 2 : 1;
    if (used > room) return `${[...text].slice(0, i).join('').trimEnd()}…`;
    i++;
  }
  return text;
}
