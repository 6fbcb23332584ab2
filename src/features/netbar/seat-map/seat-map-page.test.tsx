import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockDb } from '@mocks/node';
import { pushTo } from '@mocks/realtime';
import { seatStates } from '@mocks/domains/netbar/seats';
import { renderPage } from '@/test/render-page';
import { signInTo } from '@/test/sign-in';
import { countByState } from './seat-model';
import { seatRenders } from './seat-floor';
import SeatMapPage from './seat-map-page';

const tiles = () => document.querySelectorAll<HTMLElement>('li[data-seat-id]');
const count = (state: string) =>
  Number(document.querySelector(`[data-count="${state}"] b`)?.textContent ?? NaN);

describe('the seat map (/manageSite)', () => {
  it('lays out every seat with its state, counts and filters them, and takes a pushed seat in place', async () => {
    const user = userEvent.setup();
    await signInTo('13800138003', 1014);
    renderPage(<SeatMapPage />, { path: '/manageSite' });
    await waitFor(() => expect(tiles()).toHaveLength(72));
    const server = countByState(seatStates(mockDb(), 1014, Date.now()));
    for (const state of ['free', 'online', 'booked', 'offline', 'fault'] as const)
      expect(count(state), state).toBe(server[state]);
    expect(screen.getByRole('heading', { name: /大厅/ })).toBeInTheDocument();

    // a count keeps its state: the other seats are dimmed, not removed
    await user.click(screen.getByRole('button', { name: /空闲/ }));
    expect(tiles()).toHaveLength(72);
    expect(
      [...tiles()].filter((t) => !t.hasAttribute('data-dim')).every((t) => t.dataset.state === 'free'),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: /空闲/ }));
    expect([...tiles()].some((t) => t.hasAttribute('data-dim'))).toBe(false);

    // a push of one seat re-renders that tile alone; the counts follow
    const free = [...tiles()].find((t) => t.dataset.state === 'free')!;
    const id = Number(free.dataset.seatId);
    const before = seatRenders.tiles;
    const frame = {
      businessType: 110,
      data: { seatId: id, patch: { state: 'fault', memberName: '', since: '' } },
    };
    await waitFor(() => expect(pushTo(1014, frame)).toBe(1));
    await waitFor(() =>
      expect(document.querySelector(`li[data-seat-id="${id}"]`)).toHaveAttribute('data-state', 'fault'),
    );
    expect(seatRenders.tiles - before).toBe(1);
    expect(count('fault')).toBe(server.fault + 1);
    expect(count('free')).toBe(server.free - 1);
  });
});
