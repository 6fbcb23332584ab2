import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { prefix } from '@/session/storage-keys';
import { renderApp } from '@/test/render-app';
import { signInTo } from '@/test/sign-in';
import { visit } from './tag-rules';

/*
 * After a reload the open tags come back from sessionStorage. Only the page on screen mounts: the others wait in
 * the bar until they are shown (then stay mounted), instead of all fetching their code and data at once.
 */
describe('kept-alive tag pages', { timeout: 30_000 }, () => {
  it('mounts a restored tag only when it is first shown, then keeps it', async () => {
    await signInTo('13800138000', 1001);
    const now = Date.now();
    const restored = visit(
      visit([], '/wel/index', '', now - 2),
      '/roomManage/index',
      '?q_buildingName=主楼',
      now - 1,
    );
    sessionStorage.setItem(`${prefix}-tags-1001`, JSON.stringify(restored));
    const calls: string[] = [];
    const record = ({ request }: { request: Request }) => calls.push(new URL(request.url).pathname);
    server.events.on('request:start', record);
    try {
      const user = userEvent.setup();
      renderApp('/roomManage/roomInfo');
      await screen.findByText('共 300 条');
      const bar = screen.getByRole('navigation', { name: '已打开的页面' });
      expect(within(bar).getByRole('link', { name: '首页' })).toBeInTheDocument();
      expect(within(bar).getByRole('link', { name: /楼栋/ })).toBeInTheDocument();
      // the restored home and buildings pages have not been mounted: no statistics, no building list
      expect(document.querySelectorAll('.keep-alive-page')).toHaveLength(1);
      expect(calls.some((p) => p.endsWith('/incomeStatistics'))).toBe(false);
      expect(calls.some((p) => p.endsWith('/businessBuilding/list'))).toBe(false);

      // shown once, the buildings tag loads with the filter it was left with
      await user.click(within(bar).getByRole('link', { name: /楼栋/ }));
      await waitFor(() => expect(calls.some((p) => p.endsWith('/businessBuilding/list'))).toBe(true));
      const page = () => document.querySelector<HTMLElement>('.keep-alive-page:not([hidden])')!;
      await waitFor(() =>
        expect(within(within(page()).getByRole('search')).getByLabelText('楼栋名称')).toHaveValue('主楼'),
      );
      expect(document.querySelectorAll('.keep-alive-page')).toHaveLength(2);
      expect(calls.some((p) => p.endsWith('/incomeStatistics'))).toBe(false);

      // back to the rooms: still mounted, not loaded again
      const roomLists = calls.filter((p) => p.endsWith('/businessRoom/list')).length;
      await user.click(within(bar).getByRole('link', { name: /房间信息/ }));
      await waitFor(() => expect(within(page()).getByText('共 300 条')).toBeInTheDocument());
      expect(calls.filter((p) => p.endsWith('/businessRoom/list'))).toHaveLength(roomLists);
      expect(document.querySelectorAll('.keep-alive-page')).toHaveLength(2);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });
});
