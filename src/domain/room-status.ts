/**
 * A room's state on the room-status board (§7 home statistics) and what it counts and shows as, for the board
 * (src/features/home/board), its calls (src/api/services/room-board.ts) and the mock
 * (mocks/domains/statistics, mocks/domains/room-status-color). A room's state keeps apart what it is doing
 * (occupancy), its housekeeping and any block, as PMS boards do.
 */
export type Occupancy = 'vacant' | 'occupied' | 'reserved' | 'hourly';
export type Housekeeping = 'clean' | 'dirty' | 'inspected';
export type Block = 'repair' | 'disabled';

export interface RoomState {
  occupancy: Occupancy;
  housekeeping: Housekeeping;
  /** a blocked room is out of service whatever it was doing */
  block: Block | null;
}

/** What a colour is for: the four occupancies, two housekeeping marks and two blocks. */
export type StatusKey = Occupancy | Exclude<Housekeeping, 'clean'> | Block;

/** What a tile can show, in legend order (`id` fixed per status), with the colours a new place starts with. */
export const ROOM_STATUS_COLORS = [
  { id: 1, statusKey: 'vacant', color: '#52C41A' },
  { id: 2, statusKey: 'occupied', color: '#1677FF' },
  { id: 3, statusKey: 'reserved', color: '#722ED1' },
  { id: 4, statusKey: 'hourly', color: '#13C2C2' },
  { id: 5, statusKey: 'dirty', color: '#FA8C16' },
  { id: 6, statusKey: 'inspected', color: '#FADB14' },
  { id: 7, statusKey: 'repair', color: '#F5222D' },
  { id: 8, statusKey: 'disabled', color: '#8C8C8C' },
] as const satisfies readonly { id: number; statusKey: StatusKey; color: string }[];

/** The statuses in legend order. */
export const STATUS_KEYS: readonly StatusKey[] = ROOM_STATUS_COLORS.map((s) => s.statusKey);

/** The tile's main colour: a block wins over whatever the room is doing. */
export const mainStatus = (r: RoomState): Occupancy | Block => r.block ?? r.occupancy;

/** The corner mark: housekeeping that needs attention or was checked; blocked rooms show none. */
export const housekeepingMark = (r: RoomState): 'dirty' | 'inspected' | null =>
  r.block || r.housekeeping === 'clean' ? null : r.housekeeping;

export type StatusCounts = Record<StatusKey, number> & { total: number };

/** Every room once by its main status, and its housekeeping mark on top (the board's legend, roomStatusStatistics). */
export function countStatuses(rooms: Iterable<RoomState>): StatusCounts {
  const c: StatusCounts = {
    total: 0,
    vacant: 0,
    occupied: 0,
    reserved: 0,
    hourly: 0,
    dirty: 0,
    inspected: 0,
    repair: 0,
    disabled: 0,
  };
  for (const r of rooms) {
    c.total++;
    c[mainStatus(r)]++;
    const mark = housekeepingMark(r);
    if (mark) c[mark]++;
  }
  return c;
}
