import { describe, expect, it } from 'vitest';
import type { MapSeat } from '@/domain/netbar-seats';
import {
  areaGrids,
  cellId,
  fit,
  countByState,
  layoutChanges,
  moveSeat,
  NO_FILTER,
  parseCell,
  seatMatches,
  seatPushOf,
  usedTime,
} from './seat-model';

const seat = (id: number, areaId: number, x: number, y: number, more: Partial<MapSeat> = {}): MapSeat => ({
  id,
  seatNo: `A${String(id).padStart(2, '0')}`,
  areaId,
  x,
  y,
  state: 'free',
  memberName: '',
  levelName: '',
  since: '',
  ...more,
});
const AREAS = [
  { id: 2, areaName: '电竞区', columns: 4, sort: 2 },
  { id: 1, areaName: '大厅', columns: 3, sort: 1 },
];
const SEATS = [seat(1, 1, 0, 0), seat(2, 1, 1, 0), seat(3, 1, 0, 1), seat(4, 2, 3, 2), seat(5, 2, 0, 0)];

describe('the seat map model', () => {
  it('lays the areas out in their order, each seat by row then column, its grid as tall as its last row', () => {
    const grids = areaGrids(AREAS, SEATS);
    expect(grids.map((g) => [g.area.areaName, g.seatIds, g.columns, g.rows])).toEqual([
      ['大厅', [1, 2, 3], 3, 2],
      ['电竞区', [5, 4], 4, 3],
    ]);
    // edit mode: a spare row to drag into; positions being edited count, not the server's
    expect(areaGrids(AREAS, SEATS, 1, new Map([[3, { x: 2, y: 3 }]]))[0]).toMatchObject({
      rows: 5,
      seatIds: [1, 2, 3],
    });
    expect(areaGrids([{ id: 9, areaName: '包间', columns: 4, sort: 3 }], SEATS)[0]).toMatchObject({
      seatIds: [],
      rows: 0,
    });
  });

  it('counts the seats per state, every state present', () => {
    expect(
      countByState([
        seat(1, 1, 0, 0, { state: 'online' }),
        seat(2, 1, 1, 0, { state: 'online' }),
        seat(3, 1, 2, 0, { state: 'fault' }),
      ]),
    ).toEqual({ free: 0, online: 2, booked: 0, offline: 0, fault: 1 });
    expect(countByState([])).toEqual({ free: 0, online: 0, booked: 0, offline: 0, fault: 0 });
  });

  it('keeps the seats of a state, an area, a seat number or a guest', () => {
    const s = seat(7, 2, 0, 0, { seatNo: 'B07', state: 'online', memberName: '张伟' });
    expect(seatMatches(s, NO_FILTER)).toBe(true);
    expect(seatMatches(s, { ...NO_FILTER, state: 'online' })).toBe(true);
    expect(seatMatches(s, { ...NO_FILTER, state: 'free' })).toBe(false);
    expect(seatMatches(s, { ...NO_FILTER, areaId: 1 })).toBe(false);
    expect(seatMatches(s, { ...NO_FILTER, text: ' b0 ' })).toBe(true);
    expect(seatMatches(s, { ...NO_FILTER, text: '张' })).toBe(true);
    expect(seatMatches(s, { ...NO_FILTER, text: '李' })).toBe(false);
  });

  it('moves a seat to a free cell, swaps it with the seat on a taken one, and keeps it in its area', () => {
    const moved = moveSeat(SEATS, new Map(), 1, { areaId: 1, x: 2, y: 0 });
    expect(moved).toEqual(new Map([[1, { x: 2, y: 0 }]]));
    const swapped = moveSeat(SEATS, moved as Map<number, { x: number; y: number }>, 2, {
      areaId: 1,
      x: 2,
      y: 0,
    });
    // seat 2 goes where seat 1 now is, seat 1 where seat 2 was
    expect(swapped).toEqual(
      new Map([
        [1, { x: 1, y: 0 }],
        [2, { x: 2, y: 0 }],
      ]),
    );
    expect(moveSeat(SEATS, new Map(), 1, { areaId: 2, x: 1, y: 1 })).toBe('otherArea');
    expect(moveSeat(SEATS, new Map(), 1, { areaId: 1, x: 0, y: 0 })).toEqual(new Map());
  });

  it('sends only the seats that left their cell', () => {
    const positions = new Map([
      [1, { x: 1, y: 0 }],
      [2, { x: 0, y: 0 }],
      [3, { x: 0, y: 1 }],
    ]);
    expect(layoutChanges(SEATS, positions)).toEqual([
      { id: 1, x: 1, y: 0 },
      { id: 2, x: 0, y: 0 },
    ]);
  });

  it('names cells for the drag and drop and reads them back', () => {
    expect(parseCell(cellId(3, 4, 12))).toEqual({ areaId: 3, x: 4, y: 12 });
    expect(parseCell('seat-3')).toBeNull();
  });

  it('tells the time used since a guest sat down, in China time', () => {
    const now = Date.parse('2026-11-21T10:00:00+08:00');
    expect(usedTime('2026-11-21 07:55:30', now)).toBe('2:04');
    expect(usedTime('2026-11-21 10:05:00', now)).toBe('0:00');
  });

  it('reads a seat push: the patch of known keys and states, or the plan changed', () => {
    expect(
      seatPushOf({
        data: {
          seatId: 4,
          patch: { state: 'online', memberName: '王芳', since: '2026-11-21 09:00:00', x: 3 },
        },
      }),
    ).toEqual({ seatId: 4, patch: { state: 'online', memberName: '王芳', since: '2026-11-21 09:00:00' } });
    expect(seatPushOf({ data: { seatId: 4, patch: { state: 'exploded' } } })).toEqual({
      seatId: 4,
      patch: {},
    });
    expect(seatPushOf({ data: { layout: true } })).toEqual({ layout: true });
    expect(seatPushOf({ data: { seatId: '4', patch: {} } })).toBeNull();
    expect(seatPushOf({})).toBeNull();
  });

  it('cuts a tile line to its room, a CJK character counting two', () => {
    expect(fit('临时卡 1278')).toBe('临时卡 1278');
    expect(fit('欧阳娜娜娜娜娜娜娜')).toBe('欧阳娜娜娜娜娜…');
    expect(fit('until 05:30 tomorrow')).toBe('until 05:30 to…');
    expect(fit('')).toBe('');
  });
});
