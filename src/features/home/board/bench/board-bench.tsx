/**
 * The benchmark page of the room-status board (`npm run bench`, scripts/bench.mjs builds it on its own): the
 * real BoardGrid with 2,000 rooms against a plain grid of memoised divs in the same page and run, and the cost
 * of one room's update. Not part of the app bundle.
 */
import type { BoardRoom } from '@/api/services/room-board';
import { mainStatus, ROOM_STATUS_COLORS, type StatusKey } from '@/domain/room-status';
import { dashboard } from '@/i18n/locales/en/dashboard';
import { PlainGrid } from '@/components/bench-plain-grid';
import { benchRoot } from '@/utils/bench-root';
import { BoardGrid, boardRenders, type BoardLabels } from '../board-grid';
import { groupRooms } from '../board-model';
import { createRoomStore } from '../room-store';

/** a new place's colours */
const COLORS = Object.fromEntries(ROOM_STATUS_COLORS.map((s) => [s.statusKey, s.color])) as Record<
  StatusKey,
  string
>;
const LABELS: BoardLabels = {
  status: dashboard.status,
  mark: { dirty: 'D', inspected: 'I' },
  floor: (f) => `${f}F`,
  type: 'Type',
  location: 'Location',
};
const OCCUPANCY = ['vacant', 'occupied', 'occupied', 'reserved', 'hourly'] as const;
const HOUSEKEEPING = ['clean', 'clean', 'dirty', 'inspected'] as const;

/** 2 buildings × 20 floors × 50 rooms, with a spread of states (deterministic). */
export function benchRooms(count = 2000): BoardRoom[] {
  return Array.from({ length: count }, (_, i) => {
    const building = i < count / 2 ? 1 : 2;
    const floor = Math.floor((i % (count / 2)) / 50) + 1;
    return {
      id: i + 1,
      roomNo: `${building === 1 ? '' : 'B'}${floor}${String((i % 50) + 1).padStart(2, '0')}`,
      buildingId: building,
      buildingName: building === 1 ? 'Main' : 'Annex',
      buildingSort: building,
      floor,
      roomModelId: (i % 4) + 1,
      modelName: `Type ${(i % 4) + 1}`,
      shortName: `T${(i % 4) + 1}`,
      occupancy: OCCUPANCY[i % OCCUPANCY.length]!,
      housekeeping: HOUSEKEEPING[i % HOUSEKEEPING.length]!,
      block: i % 97 === 0 ? 'repair' : null,
    };
  });
}

/** Steps driven by scripts/bench.mjs (src/utils/bench-root.ts times them). */
export function createBoardBench(count = 2000) {
  const bench = benchRoot(() => boardRenders.tiles);
  const rooms = benchRooms(count);
  let store = createRoomStore(rooms);
  const everyFloor = document.createElement('style');
  everyFloor.textContent = '[data-floor] { content-visibility: visible !important; }';

  return {
    /** mounts one grid; resolves two frames after, with the synchronous part (render + first layout) in ms */
    mount(kind: 'real' | 'plain', { layOutEveryFloor = false } = {}) {
      if (layOutEveryFloor) document.head.append(everyFloor);
      else everyFloor.remove();
      return bench.mount(() => {
        if (kind === 'plain')
          return (
            <PlainGrid
              items={rooms}
              width={76}
              height={48}
              gap={6}
              look={(r) => ({ text: r.roomNo, background: COLORS[mainStatus(r)], color: '#fff' })}
            />
          );
        store = createRoomStore(rooms);
        return <BoardGrid store={store} groups={groupRooms(rooms)} colors={COLORS} labels={LABELS} />;
      });
    },
    unmount: bench.unmount,
    /** one room of the mounted board changes state: the time until laid out again, and the tiles re-rendered */
    update(i: number) {
      const id = 1 + ((i * 131) % count);
      return bench.update(() =>
        store.update(id, { occupancy: store.get(id)!.occupancy === 'occupied' ? 'vacant' : 'occupied' }),
      );
    },
    tiles: () => bench.count('[data-room-id]'),
  };
}

declare global {
  interface Window {
    gridBench?: ReturnType<typeof createBoardBench>;
  }
}
window.gridBench = createBoardBench();
