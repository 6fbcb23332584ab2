import fc from 'fast-check';
import { batchRoomNos, checkFloorEnd, checkRoomNo, floorsOf } from './floors';

describe('floors', () => {
  it('has no floor 0 and keeps the order', () => {
    expect(floorsOf(-2, 3)).toEqual([-2, -1, 1, 2, 3]);
    expect(floorsOf(1, 1)).toEqual([1]);
    expect(floorsOf(5, 3)).toEqual([]);
  });

  it('is a range of end - start (+1 unless it spans 0) floors, never above 99 or below -5', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 99 }), fc.integer({ min: 0, max: 104 }), (start, span) => {
        const end = Math.min(99, start + span);
        const floors = floorsOf(start, end);
        const expected = end - start + 1 - (start <= 0 && end >= 0 ? 1 : 0);
        expect(floors).toHaveLength(expected);
        expect(floors.every((f) => f !== 0 && f >= -5 && f <= 99)).toBe(true);
      }),
    );
  });

  it('numbers a batch with its prefix', () => {
    expect(batchRoomNos('', 801, 805)).toEqual(['801', '802', '803', '804', '805']);
    expect(batchRoomNos('A', 9, 10)).toEqual(['A9', 'A10']);
    expect(batchRoomNos('', 10, 9)).toEqual([]);
  });

  it('checks room numbers and the floor order', () => {
    expect(checkRoomNo('A-1203')).toBeNull();
    expect(checkRoomNo('801 ')).toBeNull();
    expect(checkRoomNo('8 01')).toBe('rooms.roomNoRule');
    expect(checkRoomNo('12345678901')).toBe('rooms.roomNoRule');
    expect(checkFloorEnd(3, { floorStart: 5 })).toBe('rooms.floorEndBelowStart');
    expect(checkFloorEnd(5, { floorStart: 5 })).toBeNull();
  });
});
