/**
 * The cafe's seats (§7 Internet cafe: placeConfig, orderSeatConfig; §2 /manageSite): its areas with their hourly
 * rates by member level, its seats laid out on each area's grid, and what a seat is doing now. DOM-free: the
 * seat pages, the seat map and the mock (mocks/domains/netbar/seats.ts) share it. docs/netbar.md "Seats".
 */
import { entity, field, type EntityRow } from './entity';

export const NETBAR_AREA_BASE = '/business-netbar/placeConfig';
export const NETBAR_SEAT_BASE = '/business-netbar/orderSeatConfig';
/** the stored tables, which the seat's area reference names */
export const SEAT_AREA_TABLE = 'netbarSeatArea';
export const SEAT_TABLE = 'netbarSeat';

/** The member levels a rate is given for, in getBarLevel's order: 临时卡, 普通, 黄金, 钻石 (rates[levelId]). */
export const BAR_LEVEL_COUNT = 4;
export const RATE_MIN = 0.5;
export const RATE_MAX = 100;

const hasTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** rates[levelId]: one hourly rate per level, each RATE_MIN–RATE_MAX yuan with two decimals at most. */
export function checkRates(value: unknown): string | null {
  if (
    !Array.isArray(value) ||
    value.length !== BAR_LEVEL_COUNT ||
    !value.every(
      (r) =>
        typeof r === 'number' && Number.isFinite(r) && r >= RATE_MIN && r <= RATE_MAX && hasTwoDecimals(r),
    )
  )
    return 'netbarSeats.ratesBad';
  // a member never pays more than a temporary card
  const [temp, ...members] = value as number[];
  return members.some((r) => r > temp!) ? 'netbarSeats.memberRateHigh' : null;
}

/**
 * A seat area (placeConfig): its name, how many seats a row of its grid holds on the map, and its hourly rate
 * for each member level.
 */
export const seatAreaEntity = entity(
  {
    areaName: field.name('netbarSeats.areaNameRequired', 'netbarSeats.areaNameTaken', 'Area'),
    columns: field.int({
      required: 'netbarSeats.columnsRange',
      min: 2,
      max: 20,
      range: 'netbarSeats.columnsRange',
      initial: 10,
      example: 10,
    }),
    rates: field.list({
      required: 'netbarSeats.ratesBad',
      checks: [checkRates],
      example: [5, 4.5, 4, 3.5],
      bad: [
        [5, 6, 4, 3.5],
        [5, 4.5, 4],
        [0.2, 0.2, 0.2, 0.2],
        [5, 4.555, 4, 3.5],
      ],
    }),
    sort: field.sort(),
    remark: field.remark(50),
    seatCount: field.derived('int'),
  },
  { base: NETBAR_AREA_BASE },
);
export type SeatArea = EntityRow<typeof seatAreaEntity>;

/** A seat number as the floor signs show it: one or two capitals and two or three digits (A01, VIP101). */
const SEAT_NO = /^[A-Z]{1,3}\d{2,3}$/;

/**
 * A seat (orderSeatConfig): its number, area, what it is, whether it can be booked and for how long. Where it
 * sits on its area's grid (x: column, y: row) is the map's edit mode (saveLayout); a new seat takes the
 * first free cell. `status` 1 in service, 0 out of order (故障), switched by changeStatus.
 */
export const seatEntity = entity(
  {
    seatNo: field.text({
      required: 'netbarSeats.seatNoRequired',
      checks: [(v) => (SEAT_NO.test(String(v)) ? null : 'netbarSeats.seatNoBad')],
      unique: 'netbarSeats.seatNoTaken',
      example: (n: number) => `Z${String(n % 1000).padStart(3, '0')}`,
      bad: ['a01', 'A1', '1A01'],
    }),
    areaId: field.ref(SEAT_AREA_TABLE, 'netbarSeats.areaRequired', 'netbarSeats.areaMissing'),
    hardware: field.text({ maxLength: 50, example: 'i5-12400F / RTX 3060 / 27" 165Hz' }),
    bookable: field.oneOf([0, 1], 'netbarSeats.bookableRequired'),
    maxBookMinutes: field.int({
      required: 'netbarSeats.bookMinutesRange',
      min: 15,
      max: 240,
      range: 'netbarSeats.bookMinutesRange',
      initial: 60,
      example: 60,
    }),
    remark: field.remark(50),
    status: field.status(),
    areaName: field.derived('text'),
    x: field.derived('int'),
    y: field.derived('int'),
  },
  { base: NETBAR_SEAT_BASE },
);
export type Seat = EntityRow<typeof seatEntity>;

/** What a seat is doing: 空闲, 上机 (a guest on it), 预订 (held for a member), 离线 (the PC is off), 故障. */
export type SeatState = 'free' | 'online' | 'booked' | 'offline' | 'fault';
export const SEAT_STATES: readonly SeatState[] = ['free', 'online', 'booked', 'offline', 'fault'];

/** A seat as the map shows it (orderSeatConfig/seatMap). */
export interface MapSeat {
  id: number;
  seatNo: string;
  areaId: number;
  x: number;
  y: number;
  state: SeatState;
  /** online: the guest (a member or 临时卡 and its number); booked: who it is held for; else '' */
  memberName: string;
  levelName: string;
  /** online: when the guest sat down; booked: until when it is held; else '' ('YYYY-MM-DD HH:mm:ss') */
  since: string;
}

export interface SeatMap {
  areas: Array<Pick<SeatArea, 'id' | 'areaName' | 'columns' | 'sort'>>;
  seats: MapSeat[];
  /** the server's clock, for the time used */
  now: string;
}

/** The part of a map seat a push may change (businessType 110 `{ seatId, patch }`). */
export type SeatPatch = Partial<Pick<MapSeat, 'state' | 'memberName' | 'levelName' | 'since'>>;
export const SEAT_PATCHABLE = ['state', 'memberName', 'levelName', 'since'] as const;

/** A seat's place on its area's grid, as saveLayout sends it. */
export interface SeatPosition {
  id: number;
  x: number;
  y: number;
}

/** How many rows an area's grid may have. */
export const MAX_ROWS = 50;
