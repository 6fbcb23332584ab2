/**
 * The benchmark page of the cafe's seat map (`npm run bench`, scripts/bench.mjs builds it on its own): the real
 * floor (SeatFloor) with 500 seats against a plain grid of memoised divs in the same page and run, and the cost
 * of one seat's push. The same steps as the room board's bench page. Not part of the app bundle.
 */
import { SEAT_STATES, type MapSeat, type SeatMap } from '@/domain/netbar-seats';
import { netbarSeats } from '@/i18n/locales/en/netbar-seats';
import { PlainGrid } from '@/components/bench-plain-grid';
import { benchRoot } from '@/utils/bench-root';
import { NO_FILTER } from '../seat-model';
import { createClock, createSeatStore, SeatFloor, seatRenders, type SeatLabels } from '../seat-floor';
import s from '../seat-map.module.css';

const NOW = '2026-11-21 20:00:00';
const LABELS: SeatLabels = {
  state: netbarSeats.states,
  used: (time) => `${time} used`,
  until: (time) => `until ${time}`,
  seats: (count) => `${count} seats`,
};
const COLORS = {
  free: '#e8f5e9',
  online: '#1554b3',
  booked: '#b45309',
  offline: '#e4e4e7',
  fault: '#b91c1c',
};

/** 5 areas of 100 seats, 10 a row, with a spread of states and guests (deterministic). */
export function benchSeats(count = 500): SeatMap {
  const perArea = 100;
  const areas = Array.from({ length: Math.ceil(count / perArea) }, (_, a) => ({
    id: a + 1,
    areaName: `Area ${a + 1}`,
    columns: 10,
    sort: a + 1,
  }));
  const seats: MapSeat[] = Array.from({ length: count }, (_, i) => {
    const n = i % perArea;
    const state = SEAT_STATES[(i * 7) % SEAT_STATES.length]!;
    const guest = state === 'online' || state === 'booked';
    return {
      id: i + 1,
      seatNo: `${String.fromCharCode(65 + Math.floor(i / perArea))}${String(n + 1).padStart(3, '0')}`,
      areaId: Math.floor(i / perArea) + 1,
      x: n % 10,
      y: Math.floor(n / 10),
      state,
      memberName: guest ? `Member ${i}` : '',
      levelName: guest ? 'Gold' : '',
      since: guest ? '2026-11-21 18:30:00' : '',
    };
  });
  return { areas, seats, now: NOW };
}

/** Steps driven by scripts/bench.mjs (the board's bench page has the same; src/utils/bench-root.ts times them). */
export function createSeatBench(count = 500) {
  const bench = benchRoot(() => seatRenders.tiles);
  const map = benchSeats(count);
  const clock = createClock(NOW);
  let store = createSeatStore(map.seats);
  return {
    /** mounts one grid; resolves two frames after, with the synchronous part (render + first layout) in ms */
    mount(kind: 'real' | 'plain') {
      return bench.mount(() => {
        if (kind === 'plain')
          return (
            <div className={s.page}>
              <PlainGrid
                items={map.seats}
                width={96}
                height={58}
                gap={8}
                look={(x) => ({ text: x.seatNo + x.memberName, background: COLORS[x.state] })}
              />
            </div>
          );
        store = createSeatStore(map.seats);
        return (
          <div className={s.page}>
            <SeatFloor areas={map.areas} store={store} filter={NO_FILTER} labels={LABELS} clock={clock} />
          </div>
        );
      });
    },
    unmount: bench.unmount,
    /** one seat of the mounted floor is pushed a new state: the time until laid out again, and the tiles re-rendered */
    update(i: number) {
      const id = 1 + ((i * 131) % count);
      return bench.update(() =>
        store.update(
          id,
          store.get(id)!.state === 'online'
            ? { state: 'free', memberName: '', since: '' }
            : { state: 'online', memberName: 'Pushed', since: NOW },
        ),
      );
    },
    tiles: () => bench.count('[data-seat-id]'),
  };
}

// the seat count from the address (?count=2000), 500 by default (the size)
const count = Number(new URLSearchParams(location.search).get('count')) || 500;
(window as unknown as { gridBench: ReturnType<typeof createSeatBench> }).gridBench = createSeatBench(count);
