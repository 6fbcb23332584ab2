import { memo, useEffect, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { housekeepingMark, mainStatus, type StatusKey } from '@/domain/room-status';
import { colorVariables, type BuildingGroup } from './board-model';
import type { RoomStore } from './room-store';
import lists from '@/components/lists.module.css';
import s from './board-grid.module.css';

/** Words the grid shows, resolved once by the caller (the grid itself has no i18n or antd: it is the hot path). */
export interface BoardLabels {
  status: Readonly<Record<StatusKey, string>>;
  /** one-character marks on a tile's corner, e.g. 脏 / 查 */
  mark: Readonly<Record<'dirty' | 'inspected', string>>;
  floor: (floor: number) => string;
  type: string;
  location: string;
}

export interface BoardGridProps {
  store: RoomStore;
  groups: readonly BuildingGroup[];
  colors: Readonly<Record<StatusKey, string>>;
  labels: BoardLabels;
}

/** Renders counted by the benchmark and the tests: a one-room update must re-render one tile. */
export const boardRenders = { tiles: 0 };

function useRoom(store: RoomStore, id: number) {
  return useSyncExternalStore(
    (listener) => store.subscribe(id, listener),
    () => store.get(id),
  );
}

/**
 * One room: a list item with a single text node (number, then type on the next line) and the housekeeping mark
 * drawn by CSS from data-mark, so a tile costs about what a plain div does (see `npm run bench`).
 */
const Tile = memo(function Tile({
  id,
  store,
  labels,
}: {
  id: number;
  store: RoomStore;
  labels: BoardLabels;
}) {
  const room = useRoom(store, id);
  boardRenders.tiles++;
  if (!room) return null;
  const state = mainStatus(room);
  const mark = housekeepingMark(room);
  return (
    <li
      className={s.tile}
      data-room-id={id}
      data-state={state}
      data-mark={mark ?? undefined}
      aria-label={`${room.roomNo} ${room.modelName} ${labels.status[state]}${mark ? ` ${labels.status[mark]}` : ''}`}
    >
      <b>{room.roomNo}</b>
      {`\n${room.shortName || room.modelName}`}
    </li>
  );
});

const Building = memo(function Building({
  group,
  store,
  labels,
}: {
  group: BuildingGroup;
  store: RoomStore;
  labels: BoardLabels;
}) {
  return (
    <section aria-label={group.buildingName}>
      <h4 className={s.buildingName}>{group.buildingName}</h4>
      {group.floors.map((f) => (
        <div className={s.floor} key={f.floor} data-floor={f.floor}>
          <div className={s.floorLabel}>{labels.floor(f.floor)}</div>
          <ul className={lists.wrapRow} aria-label={`${group.buildingName} ${labels.floor(f.floor)}`}>
            {f.roomIds.map((id) => (
              <Tile key={id} id={id} store={store} labels={labels} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
});

interface Hover {
  id: number;
  x: number;
  y: number;
}

/** The one tooltip of the board: it follows the hovered tile and that room's live state. */
function Tooltip({
  store,
  labels,
  connect,
}: {
  store: RoomStore;
  labels: BoardLabels;
  connect: (show: (h: Hover | null) => void) => void;
}) {
  const [hover, setHover] = useState<Hover | null>(null);
  useEffect(() => connect(setHover), [connect]);
  const room = useSyncExternalStore(
    (listener) => (hover ? store.subscribe(hover.id, listener) : () => {}),
    () => (hover ? store.get(hover.id) : undefined),
  );
  if (!hover || !room) return null;
  const state = mainStatus(room);
  const mark = housekeepingMark(room);
  return createPortal(
    <div className={s.tooltip} role="tooltip" style={{ left: hover.x, top: hover.y }}>
      <strong>{room.roomNo}</strong> {labels.status[state]}
      {mark ? ` · ${labels.status[mark]}` : ''}
      <br />
      {labels.type}：{room.modelName}
      <br />
      {labels.location}：{room.buildingName} {labels.floor(room.floor)}
    </div>,
    document.body,
  );
}

/**
 * Every room as a plain list item grouped by building and floor, coloured through CSS variables so that a new
 * colour re-renders no tile. One delegated mouse handler feeds the one tooltip.
 */
export function BoardGrid({ store, groups, colors, labels }: BoardGridProps) {
  const show = useRef<(h: Hover | null) => void>(() => {});
  const [connect] = useState(() => (fn: (h: Hover | null) => void) => {
    show.current = fn;
  });
  const style = {
    ...colorVariables(colors),
    '--rs-dirty-mark': JSON.stringify(labels.mark.dirty),
    '--rs-inspected-mark': JSON.stringify(labels.mark.inspected),
  } as CSSProperties;
  return (
    <div
      className={s.board}
      style={style}
      onMouseOver={(e) => {
        const tile = (e.target as HTMLElement).closest<HTMLElement>('[data-room-id]');
        if (!tile) return show.current(null);
        const rect = tile.getBoundingClientRect();
        show.current({ id: Number(tile.dataset.roomId), x: rect.left, y: rect.bottom + 6 });
      }}
      onMouseLeave={() => show.current(null)}
    >
      {groups.map((g) => (
        <Building key={g.buildingId} group={g} store={store} labels={labels} />
      ))}
      <Tooltip store={store} labels={labels} connect={connect} />
    </div>
  );
}
