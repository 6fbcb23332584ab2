import type { BoardRoom } from '@/api/services/room-board';

/** A vacant, clean 豪华大床房 on floor 8 of 主楼, numbered 800 + id; `over` changes what a test is about. */
export const boardRoom = (id: number, over: Partial<BoardRoom> = {}): BoardRoom => ({
  id,
  roomNo: String(800 + id),
  buildingId: 1,
  buildingName: '主楼',
  buildingSort: 1,
  floor: 8,
  roomModelId: 1,
  modelName: '豪华大床房',
  shortName: '大床',
  occupancy: 'vacant',
  housekeeping: 'clean',
  block: null,
  ...over,
});
