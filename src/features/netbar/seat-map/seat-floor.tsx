import { memo, useMemo, useSyncExternalStore } from 'react';
import type { MapSeat, SeatMap, SeatState } from '@/domain/netbar-seats';
import { createTileStore, type TileStore } from '@/utils/tile-store';
import { areaGrids, chinaMs, fit, seatMatches, usedTime, type SeatFilter } from './seat-model';
import s from './seat-map.module.css';

/**
 * The seat map's floor, the hot path (500 seats and more): every area as a grid, each seat a list item at its
 * cell that subscribes to its own seat, so a push re-renders one tile; once a minute the seats in use are touched
 * (`useSeatClock`) for their time used. No i18n, no antd: the words come resolved
 * (`SeatLabels`), as the room board's grid does. `npm run bench` measures it against a plain grid.
 */

export type SeatStore = TileStore<MapSeat>;

/** A seat's cell and number regroup the floor; its state, guest and since re-render its tile. */
export const createSeatStore = (seats: readonly MapSeat[] = []): SeatStore =>
  createTileStore(
    {
      layout: ['seatNo', 'areaId', 'x', 'y'],
      state: ['state', 'memberName', 'levelName', 'since'],
    },
    seats,
  );

/** Renders counted by the tests and the bench: a one-seat push must re-render one tile. */
export const seatRenders = { tiles: 0 };

/** Words the floor shows, resolved once by the caller. */
export interface SeatLabels {
  state: Readonly<Record<SeatState, string>>;
  used: (time: string) => string;
  until: (time: string) => string;
  seats: (count: number) => string;
}

/**
 * The server's clock as this machine reads it; once a minute it moves on and the seats in use are re-rendered
 * (`store.touch`), the others not: one subscription per seat, the clock none of its own.
 */
export function createClock(serverNow: string, store?: SeatStore) {
  const offset = chinaMs(serverNow) - Date.now();
  let now = Date.now() + offset;
  const timer = setInterval(() => {
    now = Date.now() + offset;
    store?.touch(store.items().flatMap((x) => (x.state === 'online' ? [x.id] : [])));
  }, 60_000);
  return { now: () => now, stop: () => clearInterval(timer) };
}
export type SeatClock = ReturnType<typeof createClock>;

/**
 * A cell's pitch: a tile (96 × 58, seat-map.module.css) and the gap after it. Tiles are placed absolutely at their
 * cell, which lays out at about a plain list's cost (a CSS grid's placement of 500 items took twice that).
 */
const PITCH_X = 96 + 8;
const PITCH_Y = 58 + 8;

/**
 * One seat: a list item of one text node in one style — its number, the guest or the state, then the time used or
 * held until — so a tile costs about what a plain div does (see `npm run bench`).
 */
const Tile = memo(function Tile({
  id,
  store,
  filter,
  labels,
  clock,
}: {
  id: number;
  store: SeatStore;
  filter: SeatFilter;
  labels: SeatLabels;
  clock: SeatClock;
}) {
  const seat = useSyncExternalStore(
    (l) => store.subscribe(id, l),
    () => store.get(id),
  );
  seatRenders.tiles++;
  if (!seat) return null;
  const online = seat.state === 'online' && seat.since !== '';
  const label = labels.state[seat.state];
  const extra = online
    ? labels.used(usedTime(seat.since, clock.now()))
    : seat.state === 'booked' && seat.since
      ? labels.until(seat.since.slice(11, 16))
      : '';
  return (
    <li
      className={s.seat}
      style={{ left: seat.x * PITCH_X, top: seat.y * PITCH_Y }}
      data-seat-id={id}
      data-state={seat.state}
      data-dim={seatMatches(seat, filter) ? undefined : ''}
      aria-label={seat.memberName ? `${seat.seatNo} ${label} ${seat.memberName}` : `${seat.seatNo} ${label}`}
    >
      {`${seat.seatNo}\n${fit(seat.memberName || label)}${extra ? `\n${fit(extra)}` : ''}`}
    </li>
  );
});

/** Every area as on the floor: a grid of its seats, each at its cell. */
export function SeatFloor({
  areas,
  store,
  filter,
  labels,
  clock,
}: {
  areas: SeatMap['areas'];
  store: SeatStore;
  filter: SeatFilter;
  labels: SeatLabels;
  clock: SeatClock;
}) {
  const layout = useSyncExternalStore(store.subscribeLayout, store.layoutItems);
  const grids = useMemo(() => areaGrids(areas, layout), [areas, layout]);
  return (
    <div className={s.areas}>
      {grids.map((g) => (
        <section key={g.area.id} className={s.area} aria-labelledby={`area-${g.area.id}`}>
          <h2 className={s.areaName} id={`area-${g.area.id}`}>
            {g.area.areaName}
            <small>{labels.seats(g.seatIds.length)}</small>
          </h2>
          {g.seatIds.length > 0 && (
            <ul className={s.floor} style={{ width: g.columns * PITCH_X, height: g.rows * PITCH_Y }}>
              {g.seatIds.map((id) => (
                <Tile key={id} id={id} store={store} filter={filter} labels={labels} clock={clock} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
