/**
 * The cafe's seat plan as stored (§7 Internet cafe placeConfig, orderSeatConfig): its areas and their rates by
 * member level, its seats and where each sits on its area's grid. Written the first time a cafe's plan is read,
 * from the plan every demo cafe opens with (72 seats in three areas). The books (./books.ts) seat their guests on
 * the plan's seats at its rates; the routes are ./seats.ts. docs/netbar.md "Seats".
 */
import { SEAT_AREA_TABLE, SEAT_TABLE, type Seat, type SeatArea } from '../../../src/domain/netbar-seats';
import { rowsAt } from '../../contract';
import { defineTable, formatTime, type Db, type StoredRow } from '../../db';

export interface SeatAreaRow extends StoredRow, Omit<SeatArea, 'seatCount'> {
  placeId: number;
  updateTime: string;
}
export interface SeatRow extends StoredRow, Omit<Seat, 'areaName'> {
  placeId: number;
  updateTime: string;
}

export const SEAT_TABLES = {
  area: defineTable<SeatAreaRow>(SEAT_AREA_TABLE),
  seat: defineTable<SeatRow>(SEAT_TABLE),
  /** the places whose opening plan is written */
  written: defineTable<StoredRow & { placeId: number }>('netbarSeatPlanWritten'),
};

/** The plan a demo cafe opens with: seats numbered from the area's prefix, rates by level (temporary card first). */
const OPENING_PLAN = [
  {
    areaName: '大厅',
    prefix: 'A',
    seats: 40,
    columns: 10,
    rates: [5, 4.5, 4, 3.5],
    hardware: 'i5-12400F / RTX 3060 / 24寸 144Hz',
    book: 0,
  },
  {
    areaName: '电竞区',
    prefix: 'B',
    seats: 24,
    columns: 8,
    rates: [8, 7.2, 6.4, 5.6],
    hardware: 'i7-13700KF / RTX 4070 / 27寸 240Hz',
    book: 60,
  },
  {
    areaName: '包间',
    prefix: 'C',
    seats: 8,
    columns: 4,
    rates: [12, 10.8, 9.6, 8.4],
    hardware: 'i7-13700KF / RTX 4070 Ti / 27寸 2K 165Hz',
    book: 120,
  },
] as const;

/** The seats of the opening plan (the cafe's record counts them until its owner says otherwise). */
export const OPENING_SEATS = OPENING_PLAN.reduce((n, a) => n + a.seats, 0);

function writeOpeningPlan(db: Db, placeId: number, now: number) {
  const updateTime = formatTime(now);
  OPENING_PLAN.forEach((a, i) => {
    const area = db.insert(SEAT_TABLES.area, {
      placeId,
      areaName: a.areaName,
      columns: a.columns,
      rates: [...a.rates],
      sort: i + 1,
      remark: '',
      createTime: updateTime,
      updateTime,
    });
    for (let n = 0; n < a.seats; n++) {
      db.insert(SEAT_TABLES.seat, {
        placeId,
        seatNo: `${a.prefix}${String(n + 1).padStart(2, '0')}`,
        areaId: area.id,
        hardware: a.hardware,
        bookable: a.book > 0 ? 1 : 0,
        maxBookMinutes: a.book || 60,
        remark: '',
        status: 1,
        x: n % a.columns,
        y: Math.floor(n / a.columns),
        createTime: updateTime,
        updateTime,
      });
    }
  });
}

/**
 * A cafe's areas and seats, written from the opening plan the first time they are read (a row of `written` says
 * so, so that an owner who removes every area does not get the opening plan back).
 */
export function seatPlan(db: Db, placeId: number, now: number): { areas: SeatAreaRow[]; seats: SeatRow[] } {
  if (!db.table(SEAT_TABLES.written).some((w) => w.placeId === placeId)) {
    writeOpeningPlan(db, placeId, now);
    db.insert(SEAT_TABLES.written, { placeId });
  }
  return { areas: rowsAt(db, SEAT_TABLES.area, placeId), seats: rowsAt(db, SEAT_TABLES.seat, placeId) };
}
