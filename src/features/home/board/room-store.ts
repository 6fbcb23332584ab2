import type { BoardRoom } from '@/api/services/room-board';

/**
 * The rooms of one board, outside React, so that a change to one room reaches exactly one tile: each tile
 * subscribes to its own id (`subscribe`), the legend and a status filter to every change (`subscribeAll`), and
 * the grouping to changes of where rooms are (`subscribeLayout`: a room added, removed, renumbered or moved).
 * A refetch goes through `replace`, a live push through `update`; both notify only the rooms that changed.
 */
export interface RoomStore {
  get(id: number): BoardRoom | undefined;
  /** every room; a new array after any change (a useSyncExternalStore snapshot) */
  rooms(): readonly BoardRoom[];
  /** every room; a new array only when the layout changed (their state may be older: read it with get) */
  layoutRooms(): readonly BoardRoom[];
  subscribe(id: number, listener: () => void): () => void;
  subscribeAll(listener: () => void): () => void;
  subscribeLayout(listener: () => void): () => void;
  replace(rooms: readonly BoardRoom[]): void;
  update(id: number, patch: Partial<Omit<BoardRoom, 'id'>>): void;
}

const LAYOUT_FIELDS = [
  'roomNo',
  'buildingId',
  'buildingName',
  'buildingSort',
  'floor',
  'roomModelId',
  'modelName',
  'shortName',
] as const satisfies ReadonlyArray<keyof BoardRoom>;
const STATE_FIELDS = ['occupancy', 'housekeeping', 'block'] as const satisfies ReadonlyArray<keyof BoardRoom>;

const sameFields = (a: BoardRoom, b: BoardRoom, fields: ReadonlyArray<keyof BoardRoom>) =>
  fields.every((f) => a[f] === b[f]);

export function createRoomStore(initial: readonly BoardRoom[] = []): RoomStore {
  let byId = new Map(initial.map((r) => [r.id, r]));
  let all: readonly BoardRoom[] = [...initial];
  let layout = all;
  const own = new Map<number, Set<() => void>>();
  const everyChange = new Set<() => void>();
  const layoutChange = new Set<() => void>();

  const listen = (set: Set<() => void>, listener: () => void) => {
    set.add(listener);
    return () => void set.delete(listener);
  };
  function publish(changed: Iterable<number>, layoutChanged: boolean) {
    all = [...byId.values()];
    if (layoutChanged) layout = all;
    for (const id of changed) own.get(id)?.forEach((l) => l());
    if (layoutChanged) layoutChange.forEach((l) => l());
    everyChange.forEach((l) => l());
  }

  return {
    get: (id) => byId.get(id),
    rooms: () => all,
    layoutRooms: () => layout,
    subscribe(id, listener) {
      let set = own.get(id);
      if (!set) own.set(id, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) own.delete(id);
      };
    },
    subscribeAll: (listener) => listen(everyChange, listener),
    subscribeLayout: (listener) => listen(layoutChange, listener),
    replace(rooms) {
      const next = new Map(rooms.map((r) => [r.id, r]));
      const changed: number[] = [];
      let layoutChanged = next.size !== byId.size;
      for (const [id, r] of next) {
        const old = byId.get(id);
        if (!old) {
          layoutChanged = true;
          changed.push(id);
        } else if (!sameFields(old, r, LAYOUT_FIELDS)) {
          layoutChanged = true;
          changed.push(id);
        } else if (!sameFields(old, r, STATE_FIELDS)) changed.push(id);
        else next.set(id, old); // unchanged: keep the object a tile already shows
      }
      for (const id of byId.keys()) if (!next.has(id)) changed.push(id);
      if (changed.length === 0 && !layoutChanged) return;
      byId = next;
      publish(changed, layoutChanged);
    },
    update(id, patch) {
      const old = byId.get(id);
      if (!old) return;
      const room = { ...old, ...patch, id };
      if (sameFields(old, room, [...LAYOUT_FIELDS, ...STATE_FIELDS])) return;
      byId.set(id, room);
      publish([id], !sameFields(old, room, LAYOUT_FIELDS));
    },
  };
}
