import { boardRoom } from '@/test/board-room';
import { createRoomStore } from './room-store';

const room = boardRoom;

describe('room store', () => {
  it('tells only the room that changed, the legend, and the layout only when rooms move', () => {
    const store = createRoomStore([room(1), room(2), room(3)]);
    const heard: string[] = [];
    for (const id of [1, 2, 3]) store.subscribe(id, () => heard.push(`room ${id}`));
    store.subscribeAll(() => heard.push('all'));
    store.subscribeLayout(() => heard.push('layout'));
    const layout = store.layoutItems();

    store.update(2, { occupancy: 'occupied' });
    expect(heard).toEqual(['room 2', 'all']);
    expect(store.get(2)!.occupancy).toBe('occupied');
    expect(store.layoutItems()).toBe(layout);

    heard.length = 0;
    store.update(2, { occupancy: 'occupied' });
    expect(heard).toEqual([]); // nothing changed, nobody told

    store.update(3, { floor: 9 });
    expect(heard).toEqual(['room 3', 'layout', 'all']);
    expect(store.layoutItems()).not.toBe(layout);
  });

  it('a refetch keeps unchanged rooms as they were and tells only the changed ones', () => {
    const store = createRoomStore([room(1), room(2)]);
    const first = store.get(1);
    const heard: number[] = [];
    store.subscribe(1, () => heard.push(1));
    store.subscribe(2, () => heard.push(2));
    const rooms = store.items();

    store.replace([room(1), room(2, { housekeeping: 'dirty' })]);
    expect(heard).toEqual([2]);
    expect(store.get(1)).toBe(first);
    expect(store.items()).not.toBe(rooms);

    const same = store.items();
    store.replace([room(1), room(2, { housekeeping: 'dirty' })]);
    expect(store.items()).toBe(same);

    store.replace([room(1)]);
    expect(store.get(2)).toBeUndefined();
    expect(store.layoutItems()).toHaveLength(1);
  });

  it('ignores a push for a room it does not have', () => {
    const store = createRoomStore([room(1)]);
    const all = vi.fn();
    store.subscribeAll(all);
    store.update(99, { occupancy: 'occupied' });
    expect(all).not.toHaveBeenCalled();
  });
});
