import type { BoardRoom } from '@/api/services/room-board';
import {
  colorVariables,
  filterOptions,
  groupRooms,
  hasStatus,
  matches,
  readableOn,
  tileColor,
} from './board-model';
import { countStatuses, housekeepingMark, mainStatus } from '@/domain/room-status';
import { contrast } from '@/utils/contrast';
import { boardRoom } from '@/test/board-room';

let nextId = 1;
const room = (over: Partial<BoardRoom> = {}): BoardRoom => boardRoom(nextId++, { roomNo: '801', ...over });

describe('board model', () => {
  it('colours a tile by its block first, then by what the room is doing; housekeeping is a mark', () => {
    expect(mainStatus(room({ occupancy: 'occupied' }))).toBe('occupied');
    expect(mainStatus(room({ occupancy: 'occupied', block: 'repair' }))).toBe('repair');
    expect(housekeepingMark(room({ housekeeping: 'dirty' }))).toBe('dirty');
    expect(housekeepingMark(room({ housekeeping: 'inspected' }))).toBe('inspected');
    expect(housekeepingMark(room({ housekeeping: 'clean' }))).toBeNull();
    // a blocked room is out of service: no housekeeping mark, not counted as dirty
    expect(housekeepingMark(room({ housekeeping: 'dirty', block: 'repair' }))).toBeNull();
    expect(hasStatus(room({ housekeeping: 'dirty', block: 'repair' }), 'dirty')).toBe(false);
  });

  it('counts as roomStatusStatistics does: every room once by its main status, dirty on top', () => {
    const c = countStatuses([
      room({ occupancy: 'vacant', housekeeping: 'dirty' }),
      room({ occupancy: 'occupied', housekeeping: 'dirty' }),
      room({ occupancy: 'reserved', housekeeping: 'inspected' }),
      room({ occupancy: 'hourly' }),
      room({ block: 'repair', housekeeping: 'dirty' }),
      room({ block: 'disabled' }),
    ]);
    expect(c).toEqual({
      total: 6,
      vacant: 1,
      occupied: 1,
      reserved: 1,
      hourly: 1,
      dirty: 2,
      inspected: 1,
      repair: 1,
      disabled: 1,
    });
  });

  it('groups by building order, floors from the basement up, rooms by number (801 before 1001)', () => {
    const rooms = [
      room({ roomNo: '1001', floor: 10 }),
      room({ roomNo: 'B101', floor: -1 }),
      room({ roomNo: '802', floor: 8 }),
      room({ roomNo: '801', floor: 8 }),
      room({ roomNo: '101', floor: 1, buildingId: 2, buildingName: '副楼', buildingSort: 0 }),
    ];
    const groups = groupRooms(rooms);
    expect(groups.map((g) => g.buildingName)).toEqual(['副楼', '主楼']);
    const main = groups[1]!;
    expect(main.floors.map((f) => f.floor)).toEqual([-1, 8, 10]);
    const no = (id: number) => rooms.find((r) => r.id === id)!.roomNo;
    expect(main.floors[1]!.roomIds.map(no)).toEqual(['801', '802']);
  });

  it('filters by building, floor, type and status, and offers the floors of the chosen building', () => {
    const a = room({ buildingId: 1, floor: 3, roomModelId: 1, occupancy: 'occupied' });
    const b = room({ buildingId: 2, buildingName: '副楼', buildingSort: 2, floor: 5, roomModelId: 2 });
    expect(matches(a, { buildingId: 1, floor: 3 })).toBe(true);
    expect(matches(a, { buildingId: 2 })).toBe(false);
    expect(matches(b, { roomModelId: 2, status: 'vacant' })).toBe(true);
    expect(matches(a, { status: 'vacant' })).toBe(false);
    const opts = filterOptions([a, b], 2);
    expect(opts.buildings.map((x) => x.name)).toEqual(['主楼', '副楼']);
    expect(opts.floors).toEqual([5]);
    expect(filterOptions([a, b]).floors).toEqual([3, 5]);
  });

  it('keeps tile text readable on the colour an operator picks', () => {
    expect(readableOn('#1677FF')).toBe('#fff');
    expect(readableOn('#FADB14')).toBe('#1f1f1f');
    expect(readableOn('#FFFFFF')).toBe('#1f1f1f');
    expect(readableOn('#000000')).toBe('#fff');
    expect(colorVariables({ vacant: '#FADB14' } as never)).toEqual({
      '--rs-vacant': '#FADB14',
      '--rs-vacant-fg': '#1f1f1f',
    });
  });

  it('shows a status colour on which no text reads a little darker, for white text at 4.5:1', () => {
    // antd's red: 4.0:1 with white, 3.9:1 with near-black
    const red = tileColor('#F5222D');
    expect(red).not.toBe('#F5222D');
    expect(contrast(red, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(colorVariables({ repair: '#F5222D' } as never)).toEqual({
      '--rs-repair': red,
      '--rs-repair-fg': '#fff',
    });
    // readable colours stay as chosen
    for (const c of ['#52C41A', '#FADB14', '#722ED1', '#595959']) expect(tileColor(c)).toBe(c);
    // every default status colour ends up readable
    for (const c of ['#52C41A', '#1677FF', '#722ED1', '#13C2C2', '#F5222D', '#8C8C8C', '#FA8C16']) {
      const bg = tileColor(c);
      const fg = readableOn(bg) === '#fff' ? '#ffffff' : '#1f1f1f';
      expect(contrast(bg, fg)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
