import { describe, expect, it } from 'vitest';
import type { BoardRoom, RoomStatusColor } from '../../../src/api/services/room-board';
import { DEMO_USERS } from '../../seed';
import type { TestClient } from '../../test-client';
import { as } from '../../test-kit';
import { ROOM_STATUS_COLORS } from '../../../src/domain/room-status';
import { COLOR_MSG } from '../room-status-color/routes';

const COLOR = '/business-merchant/roomStatusColor';
const INDEX = '/business-merchant/merchantIndex';

const colors = (c: TestClient) => c.get<RoomStatusColor[]>(`${COLOR}/list`).then((r) => r.body.data);

describe('room status colours', () => {
  it('lists the eight statuses with their defaults until the place changes one', async () => {
    const c = await as(DEMO_USERS.owner, 1001);
    const rows = await colors(c);
    expect(rows.map((r) => r.statusKey)).toEqual(ROOM_STATUS_COLORS.map((d) => d.statusKey));
    expect(rows.every((r) => r.color === r.defaultColor)).toBe(true);

    const edit = await c.post(`${COLOR}/edit`, { id: 2, color: '#ff00aa' });
    expect(edit.body).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await colors(c)).find((r) => r.statusKey === 'occupied')!.color).toBe('#FF00AA');
  });

  it('refuses an unknown status or a colour that is not #RRGGBB, on the field', async () => {
    const c = await as(DEMO_USERS.owner, 1001);
    const bad = await c.post(`${COLOR}/edit`, { id: 2, color: 'red' });
    expect(bad.body).toMatchObject({
      code: 400,
      msg: COLOR_MSG.color,
      data: { fields: { color: COLOR_MSG.color } },
    });
    const unknown = await c.post(`${COLOR}/edit`, { id: 99, color: '#000000' });
    expect(unknown.body).toMatchObject({ code: 400, data: { fields: { id: COLOR_MSG.status } } });
    expect((await colors(c)).every((r) => r.color === r.defaultColor)).toBe(true);
  });

  it('reset brings back the defaults of this place only', async () => {
    const c = await as(DEMO_USERS.owner, 1001);
    const other = await as(DEMO_USERS.owner, 1002);
    await c.post(`${COLOR}/edit`, { id: 1, color: '#000001' });
    await other.post(`${COLOR}/edit`, { id: 1, color: '#000002' });
    expect((await c.post(`${COLOR}/reset`, {})).body).toMatchObject({ code: 200, msg: COLOR_MSG.reset });
    expect((await colors(c))[0]!.color).toBe(ROOM_STATUS_COLORS[0].color);
    expect((await colors(other))[0]!.color).toBe('#000002');
  });
});

describe('room status board', () => {
  it('gives every room of the place with its state, and counts that agree with roomStatusStatistics', async () => {
    const c = await as(DEMO_USERS.owner, 1001);
    const rooms = (await c.post<BoardRoom[]>(`${INDEX}/roomStatusBoard`)).body.data;
    const stats = (await c.post<Record<string, number>>(`${INDEX}/roomStatusStatistics`)).body.data;
    expect(rooms).toHaveLength(300);
    expect(rooms[0]).toMatchObject({ buildingName: expect.any(String), floor: expect.any(Number) });
    const count = (key: string) =>
      rooms.filter((r) => (r.block ? r.block === key : r.occupancy === key)).length;
    for (const key of ['vacant', 'occupied', 'reserved', 'hourly', 'repair', 'disabled'])
      expect(count(key), key).toBe(stats[key]);
    expect(rooms.filter((r) => !r.block && r.housekeeping === 'dirty').length).toBe(stats.dirty);

    const inn = await as(DEMO_USERS.innOwner, 1013);
    expect((await inn.post<BoardRoom[]>(`${INDEX}/roomStatusBoard`)).body.data).toEqual([]);
  });
});
