import { describe, expect, it } from 'vitest';
import { NETBAR_HANDOVER_BASE, type NetbarShiftDetail } from '../../../src/domain/netbar';
import {
  NETBAR_AREA_BASE,
  NETBAR_SEAT_BASE,
  type Seat,
  type SeatArea,
  type SeatMap,
} from '../../../src/domain/netbar-seats';
import { currentPermissionSource, setPermissionSource } from '../../contract';
import { mockDb } from '../../node';
import { DEMO_USERS } from '../../seed';
import { as, atSeedTime, cafeOwner as owner, SEED_NOW, socketAt, type Page } from '../../test-kit';
import { netbarBooks } from './books';

atSeedTime();
type Client = Awaited<ReturnType<typeof owner>>;
const seatMap = async (c: Client) => (await c.get<SeatMap>(`${NETBAR_SEAT_BASE}/seatMap`)).body.data;
const areas = async (c: Client) =>
  (await c.get<Page<SeatArea>>(`${NETBAR_AREA_BASE}/list`, { pageSize: 50 })).body.data.records;

describe('the seat plan and the live seat map (placeConfig, orderSeatConfig)', () => {
  it('opens with three areas of 72 seats, each at its own cell, the guests of the books on theirs', async () => {
    const c = await owner();
    const map = await seatMap(c);
    expect(map.areas.map((a) => [a.areaName, a.columns])).toEqual([
      ['大厅', 10],
      ['电竞区', 8],
      ['包间', 4],
    ]);
    expect(map.seats).toHaveLength(72);
    const cells = new Set(map.seats.map((s) => `${s.areaId}:${s.x},${s.y}`));
    expect(cells.size).toBe(72);
    const byState = (state: string) => map.seats.filter((s) => s.state === state);
    // 上机 is who the books have on a seat now: what the running shift counts as seats in use
    const shift = (await c.post<NetbarShiftDetail>(`${NETBAR_HANDOVER_BASE}/detail`)).body.data;
    expect(byState('online')).toHaveLength(shift.seatsInUse);
    expect(byState('online').every((s) => s.memberName !== '' && s.since <= map.now)).toBe(true);
    // only a bookable seat (电竞区, 包间) is held, for a regular, until later
    const bookable = new Set(map.areas.slice(1).map((a) => a.id));
    expect(
      byState('booked').every((s) => bookable.has(s.areaId) && s.since > map.now && s.levelName !== ''),
    ).toBe(true);
    expect(byState('fault')).toEqual([]);
    // the rates by level of each area, the temporary card's first
    expect((await areas(c)).map((a) => [a.areaName, a.rates, a.seatCount])).toEqual([
      ['大厅', [5, 4.5, 4, 3.5], 40],
      ['电竞区', [8, 7.2, 6.4, 5.6], 24],
      ['包间', [12, 10.8, 9.6, 8.4], 8],
    ]);
  });

  it('draws the online fees at the area rates the owner sets', async () => {
    const c = await owner();
    const hall = (await areas(c))[0]!;
    const rates = [10, 9, 8, 7];
    expect((await c.post(`${NETBAR_AREA_BASE}/edit`, { ...hall, rates })).body).toMatchObject({
      msg: '更新成功',
    });
    const levels = ['临时卡', '普通会员', '黄金会员', '钻石会员'];
    const sessions = netbarBooks(mockDb(), 1014, SEED_NOW).sessions.filter((s) => s.areaName === '大厅');
    expect(sessions.length).toBeGreaterThan(50);
    for (const s of sessions) {
      const minutes = (s.end - s.start) / 60_000;
      expect(s.fee).toBe(Math.ceil((minutes / 60) * rates[levels.indexOf(s.levelName)]! * 2) / 2);
    }
  });

  it('puts a seat out of order and back, and tells the open maps at once', async () => {
    const c = await owner();
    const socket = socketAt<{ businessType: number; data: unknown }>(1014, DEMO_USERS.netbarOwner);
    const seat = (await seatMap(c)).seats.find((s) => s.state === 'online')!;
    expect((await c.post(`${NETBAR_SEAT_BASE}/changeStatus`, { id: seat.id, status: 0 })).body.code).toBe(
      200,
    );
    expect((await seatMap(c)).seats.find((s) => s.id === seat.id)).toMatchObject({
      state: 'fault',
      memberName: seat.memberName,
    });
    expect(socket.frames.at(-1)).toEqual({
      businessType: 110,
      data: {
        seatId: seat.id,
        patch: { state: 'fault', memberName: seat.memberName, levelName: seat.levelName, since: seat.since },
      },
    });
    await c.post(`${NETBAR_SEAT_BASE}/changeStatus`, { id: seat.id, status: 1 });
    expect(socket.frames.at(-1)).toMatchObject({ data: { seatId: seat.id, patch: { state: 'online' } } });
    socket.close();
  });

  it('places a new seat at the first free cell of its area, and a seat moved to another area at that one', async () => {
    const c = await owner();
    const [hall, esports] = await areas(c);
    const add = await c.post<{ id: number }>(`${NETBAR_SEAT_BASE}/add`, {
      seatNo: 'A41',
      areaId: hall!.id,
      hardware: '',
      bookable: 0,
      maxBookMinutes: 60,
    });
    expect(add.body).toMatchObject({ code: 200, msg: '新增成功' });
    const seats = async () =>
      (await c.get<Page<Seat>>(`${NETBAR_SEAT_BASE}/list`, { pageSize: 200 })).body.data.records;
    const a41 = (await seats()).find((s) => s.seatNo === 'A41')!;
    expect(a41).toMatchObject({ x: 0, y: 4, areaName: '大厅' });
    await c.post(`${NETBAR_SEAT_BASE}/edit`, { ...a41, areaId: esports!.id });
    expect((await seats()).find((s) => s.seatNo === 'A41')).toMatchObject({ x: 0, y: 3, areaName: '电竞区' });
    // an area that still has seats stays
    expect((await c.post(`${NETBAR_AREA_BASE}/delete`, { id: hall!.id })).body).toMatchObject({
      code: 400,
      msg: '该区域下还有机位，请先删除或移走机位',
    });
  });

  it('moves the seats beyond an area’s last column to its free cells when the owner narrows it', async () => {
    const c = await owner();
    const room = (await areas(c))[2]!; // 包间: 8 seats, 4 a row
    await c.post(`${NETBAR_AREA_BASE}/edit`, { ...room, columns: 2 });
    const mine = (await seatMap(c)).seats.filter((s) => s.areaId === room.id);
    expect(mine.every((s) => s.x < 2)).toBe(true);
    expect(new Set(mine.map((s) => `${s.x},${s.y}`)).size).toBe(8);
  });

  it('saves a layout: two seats swapped, a cell outside or taken twice refused, nothing stored then', async () => {
    const c = await owner();
    const socket = socketAt<{ data: unknown }>(1014, DEMO_USERS.netbarOwner);
    const map = await seatMap(c);
    const [a01, a02] = map.seats;
    const layout = `${NETBAR_SEAT_BASE}/saveLayout`;
    const swap = [
      { id: a01!.id, x: a02!.x, y: a02!.y },
      { id: a02!.id, x: a01!.x, y: a01!.y },
    ];
    expect((await c.post(layout, { seats: swap })).body).toMatchObject({ code: 200, msg: '更新成功' });
    expect(socket.frames.at(-1)).toEqual({ businessType: 110, data: { layout: true } });
    const after = await seatMap(c);
    expect(after.seats.find((s) => s.id === a01!.id)).toMatchObject({ x: a02!.x, y: a02!.y });
    expect(after.seats.find((s) => s.id === a02!.id)).toMatchObject({ x: a01!.x, y: a01!.y });

    expect((await c.post(layout, { seats: [{ id: a01!.id, x: a01!.x, y: a01!.y }] })).body).toEqual({
      code: 400,
      msg: `机位 ${a01!.seatNo} 与 ${a02!.seatNo} 的位置重叠`,
      data: null,
    });
    expect((await c.post(layout, { seats: [{ id: a01!.id, x: 10, y: 0 }] })).body.msg).toBe(
      `机位 ${a01!.seatNo} 的位置超出区域范围（每排 10 台，最多 50 排）`,
    );
    expect((await c.post(layout, { seats: [{ id: 999_999, x: 0, y: 9 }] })).body.msg).toBe(
      '机位不存在或已被删除',
    );
    expect((await c.post(layout, { seats: [] })).body.msg).toBe('请提交要调整的机位');
    expect((await seatMap(c)).seats).toEqual(after.seats);
    socket.close();
  });

  it('refuses the layout to a role without the edit key, and the map to a hotel', async () => {
    const c = await owner();
    const map = await seatMap(c);
    const original = currentPermissionSource()!;
    setPermissionSource(() => new Set(['netbar:seat:list']));
    try {
      expect((await c.get(`${NETBAR_SEAT_BASE}/seatMap`)).body.code).toBe(200);
      const moved = [{ id: map.seats[0]!.id, x: 9, y: 9 }];
      expect((await c.post(`${NETBAR_SEAT_BASE}/saveLayout`, { seats: moved })).body.code).toBe(403);
    } finally {
      setPermissionSource(original);
    }
    const hotel = await as(DEMO_USERS.owner, 1001);
    expect((await hotel.get(`${NETBAR_SEAT_BASE}/seatMap`)).body.code).toBe(403);
  });
});
