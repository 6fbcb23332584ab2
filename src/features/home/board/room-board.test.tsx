import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockDb, server } from '@mocks/node';
import { chinaDay, roomStatusOn } from '@mocks/domains/statistics/routes';
import { ROOM_TABLES } from '@mocks/seed';
import { pushTo } from '@mocks/realtime';
import { startRealtime, stopRealtime } from '@/realtime/realtime';
import { session } from '@/session/session-store';
import { renderPage } from '@/test/render-page';
import { choose } from '@/test/select';
import { signInTo } from '@/test/sign-in';
import { boardRenders } from './board-grid';
import { pushRoomState } from './live-board';
import { RoomBoard } from './room-board';

const tiles = () => document.querySelectorAll<HTMLElement>('[data-room-id]');
const legendCount = (status: string) =>
  Number(document.querySelector(`[data-count="${status}"]`)?.textContent ?? NaN);

async function openBoard(account = '13800138000', placeId = 1001) {
  await signInTo(account, placeId);
  const utils = renderPage(<RoomBoard />, { path: '/wel/index' });
  return utils;
}

describe('room-status board', () => {
  it('shows every room by building and floor, with counts equal to the statistics call', async () => {
    await openBoard();
    await waitFor(() => expect(tiles()).toHaveLength(300));
    const stats = roomStatusOn(mockDb(), 1001, chinaDay(Date.now()));
    for (const key of ['vacant', 'occupied', 'reserved', 'hourly', 'dirty', 'repair', 'disabled'] as const)
      expect(legendCount(key), key).toBe(stats[key]);
    expect(screen.getByRole('region', { name: '主楼' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '副楼 2 层' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('显示 300 / 300 间');
  });

  it('narrows the tiles and the counts by building, floor, type and status', async () => {
    const user = userEvent.setup();
    await openBoard();
    await waitFor(() => expect(tiles()).toHaveLength(300));
    const rooms = mockDb()
      .table(ROOM_TABLES.room)
      .filter((r) => r.placeId === 1001);
    const annex = mockDb()
      .table(ROOM_TABLES.building)
      .find((b) => b.placeId === 1001 && b.buildingName === '副楼')!;

    const board = screen.getByText('实时房态').closest('.ant-card') as HTMLElement;
    await choose(user, board, '楼栋', '副楼');
    const inAnnex = rooms.filter((r) => r.buildingId === annex.id);
    await waitFor(() => expect(tiles()).toHaveLength(inAnnex.length));
    expect(screen.queryByRole('region', { name: '主楼' })).not.toBeInTheDocument();

    await choose(user, board, '楼层', '3 层');
    await waitFor(() => expect(tiles()).toHaveLength(inAnnex.filter((r) => r.floor === 3).length));
    const counted = ['vacant', 'occupied', 'reserved', 'hourly', 'repair', 'disabled'].reduce(
      (n, k) => n + legendCount(k),
      0,
    );
    expect(counted).toBe(tiles().length);

    // a legend chip filters by its status; every tile left has it
    const vacant = legendCount('vacant');
    await user.click(screen.getByRole('button', { name: /^空房/ }));
    await waitFor(() => expect(tiles()).toHaveLength(vacant));
    expect([...tiles()].every((t) => t.dataset.state === 'vacant')).toBe(true);
    expect(screen.getByRole('button', { name: /^空房/ })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getAllByRole('button', { name: '清除筛选' })[0]!);
    await waitFor(() => expect(tiles()).toHaveLength(300));
  });

  it('takes a room state pushed over the socket (businessType 4) onto that tile', async () => {
    await openBoard();
    await waitFor(() => expect(tiles()).toHaveLength(300));
    // the socket's first frame is the session's token: the signed-in user's own socket
    startRealtime({ placeId: 1001, userId: session.get().user!.id });
    try {
      const tile = tiles()[1]!;
      const id = Number(tile.dataset.roomId);
      const next = tile.dataset.state === 'disabled' ? 'repair' : 'disabled';
      await waitFor(() =>
        expect(pushTo(1001, { businessType: 4, data: { roomId: id, patch: { block: next } } })).toBe(1),
      );
      await waitFor(() =>
        expect(document.querySelector(`[data-room-id="${id}"]`)).toHaveAttribute('data-state', next),
      );
      // a frame for another kind or without a room changes nothing
      pushTo(1001, { businessType: 4, data: { patch: { block: null } } });
      pushTo(1001, { businessType: 5, data: { roomId: id, patch: { block: null } } });
      await new Promise((r) => setTimeout(r, 50));
      expect(document.querySelector(`[data-room-id="${id}"]`)).toHaveAttribute('data-state', next);
    } finally {
      stopRealtime();
    }
  });

  it('applies a pushed room state to that one tile only, and a status filter follows it', async () => {
    await openBoard();
    await waitFor(() => expect(tiles()).toHaveLength(300));
    const tile = tiles()[0]!;
    const id = Number(tile.dataset.roomId);
    const before = boardRenders.tiles;
    const next = tile.dataset.state === 'repair' ? 'disabled' : 'repair';
    act(() => {
      expect(pushRoomState(1001, id, { block: next })).toBe(true);
    });
    expect(boardRenders.tiles - before).toBe(1);
    expect(document.querySelector(`[data-room-id="${id}"]`)).toHaveAttribute('data-state', next);
    expect(pushRoomState(1001, 999_999, { block: null })).toBe(false);

    // under a status filter, a room that takes that status joins the tiles
    await userEvent.setup().click(screen.getByRole('button', { name: /^维修/ }));
    const repairs = tiles().length;
    expect(repairs).toBe(legendCount('repair'));
    const free = mockDb()
      .table(ROOM_TABLES.room)
      .find((r) => r.placeId === 1001 && !document.querySelector(`[data-room-id="${r.id}"]`))!;
    act(() => void pushRoomState(1001, free.id, { block: 'repair' }));
    await waitFor(() => expect(tiles()).toHaveLength(repairs + 1));
    expect(legendCount('repair')).toBe(repairs + 1);
  });

  it('shows the one tooltip for the hovered room', async () => {
    const user = userEvent.setup();
    await openBoard();
    await waitFor(() => expect(tiles()).toHaveLength(300));
    const tile = tiles()[10]!;
    await user.hover(tile);
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent(/房型：.+位置：(主楼|副楼) \d+ 层/);
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
  });

  it('tells a place without rooms where to add them', async () => {
    await openBoard('13800138001', 1013);
    await screen.findByText('还没有房间');
    expect(screen.getByRole('link', { name: '去添加房间' })).toHaveAttribute('href', '/roomManage/roomInfo');
  });

  it('keeps the card and offers a retry when the rooms fail to load', async () => {
    server.use(
      http.post('*/business-merchant/merchantIndex/roomStatusBoard', () =>
        HttpResponse.json({ code: 500, msg: '网关异常', data: null }),
      ),
    );
    await openBoard();
    await screen.findByText('房态加载失败');
    expect(screen.getByText('实时房态')).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.setup().click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(tiles()).toHaveLength(300));
  });
});
