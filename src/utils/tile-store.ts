/**
 * The tiles of a live grid (the room board, the cafe's seat map), outside React, so that a change to one item
 * reaches exactly one tile: each tile subscribes to its own id (`subscribe`), legends and filters to every change
 * (`subscribeAll`), and the grouping to changes of where items are (`subscribeLayout`: an item added, removed or
 * moved). A refetch goes through `replace`, a live push through `update`; both notify only the items that
 * changed. Which fields are the layout and which the state is the grid's to say.
 */
export interface TileStore<T extends { id: number }> {
  get(id: number): T | undefined;
  /** every item; a new array after any change (a useSyncExternalStore snapshot) */
  items(): readonly T[];
  /** every item; a new array only when the layout changed (their state may be older: read it with get) */
  layoutItems(): readonly T[];
  subscribe(id: number, listener: () => void): () => void;
  subscribeAll(listener: () => void): () => void;
  subscribeLayout(listener: () => void): () => void;
  replace(items: readonly T[]): void;
  update(id: number, patch: Partial<Omit<T, 'id'>>): void;
  /**
   * re-render the tiles of `ids` though their items did not change (what they show moved on: a clock): each gets
   * a copy of its item, so its snapshot differs; the lists and the other tiles are left alone
   */
  touch(ids: Iterable<number>): void;
}

export interface TileFields<T> {
  /** what places an item in the grid: a change regroups */
  layout: ReadonlyArray<keyof T>;
  /** what a tile shows of its item: a change re-renders that tile */
  state: ReadonlyArray<keyof T>;
}

export function createTileStore<T extends { id: number }>(
  fields: TileFields<T>,
  initial: readonly T[] = [],
): TileStore<T> {
  const all = [...fields.layout, ...fields.state];
  const same = (a: T, b: T, keys: ReadonlyArray<keyof T>) => keys.every((f) => a[f] === b[f]);
  let byId = new Map(initial.map((r) => [r.id, r]));
  let list: readonly T[] = [...initial];
  let layout = list;
  const own = new Map<number, Set<() => void>>();
  const everyChange = new Set<() => void>();
  const layoutChange = new Set<() => void>();

  const listen = (set: Set<() => void>, listener: () => void) => {
    set.add(listener);
    return () => void set.delete(listener);
  };
  function publish(changed: Iterable<number>, layoutChanged: boolean) {
    list = [...byId.values()];
    if (layoutChanged) layout = list;
    for (const id of changed) own.get(id)?.forEach((l) => l());
    if (layoutChanged) layoutChange.forEach((l) => l());
    everyChange.forEach((l) => l());
  }

  return {
    get: (id) => byId.get(id),
    items: () => list,
    layoutItems: () => layout,
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
    replace(items) {
      const next = new Map(items.map((r) => [r.id, r]));
      const changed: number[] = [];
      let layoutChanged = next.size !== byId.size;
      for (const [id, r] of next) {
        const old = byId.get(id);
        if (!old || !same(old, r, fields.layout)) {
          layoutChanged = true;
          changed.push(id);
        } else if (!same(old, r, fields.state)) changed.push(id);
        else next.set(id, old); // unchanged: keep the object a tile already shows
      }
      for (const id of byId.keys()) if (!next.has(id)) changed.push(id);
      if (changed.length === 0 && !layoutChanged) return;
      byId = next;
      publish(changed, layoutChanged);
    },
    touch(ids) {
      for (const id of ids) {
        const item = byId.get(id);
        if (!item) continue;
        byId.set(id, { ...item });
        own.get(id)?.forEach((l) => l());
      }
    },
    update(id, patch) {
      const old = byId.get(id);
      if (!old) return;
      const item = { ...old, ...patch, id };
      if (same(old, item, all)) return;
      byId.set(id, item);
      publish([id], !same(old, item, fields.layout));
    },
  };
}
