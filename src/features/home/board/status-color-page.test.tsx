import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockDb } from '@mocks/node';
import { ROOM_STATUS_COLOR_TABLE } from '@mocks/domains/room-status-color/routes';
import { ROOM_STATUS_COLORS } from '@/domain/room-status';
import { renderPage } from '@/test/render-page';
import { signInTo } from '@/test/sign-in';
import StatusColorPage from './status-color-page';
import { expectTexts } from '@/test/table';

const rowOf = (status: string) => screen.getByRole('row', { name: new RegExp(`^${status}`) });
const stored = () =>
  mockDb()
    .table(ROOM_STATUS_COLOR_TABLE)
    .filter((r) => r.placeId === 1001);

describe('/roomManage/statusColor', () => {
  it('lists the eight statuses with their colours and what they mean', async () => {
    await signInTo('13800138000', 1001);
    renderPage(<StatusColorPage />, { path: '/roomManage/statusColor' });
    await screen.findByText('可售的空房（底色）');
    expect(screen.getAllByRole('row')).toHaveLength(1 + ROOM_STATUS_COLORS.length);
    expectTexts(rowOf('在住'), '#1677FF', '默认');
  });

  it(
    'saves a picked colour at once and marks it changed; restore brings the defaults back',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      await signInTo('13800138000', 1001);
      renderPage(<StatusColorPage />, { path: '/roomManage/statusColor' });
      await screen.findByText('可售的空房（底色）');

      await user.click(within(rowOf('在住')).getByText('#1677FF'));
      const preset = await waitFor(() => {
        const swatch = document.querySelector<HTMLElement>(
          // the swatch of #EB2F96 among the suggested colours
          '.ant-color-picker-presets-color [style*="rgb(235, 47, 150)"]',
        );
        if (!swatch) throw new Error('no preset swatch');
        return swatch;
      });
      await user.click(preset);
      await screen.findByText('更新成功');
      await waitFor(() => expect(within(rowOf('在住')).getByText('已修改')).toBeInTheDocument());
      expect(stored()).toMatchObject([{ statusKey: 'occupied', color: '#EB2F96' }]);

      await user.click(screen.getByRole('button', { name: '恢复默认' }));
      await user.click(await screen.findByRole('button', { name: /^确\s*定$/ }));
      await screen.findByText('已恢复默认颜色');
      await waitFor(() => expect(within(rowOf('在住')).getByText('默认')).toBeInTheDocument());
      expect(stored()).toEqual([]);
    },
  );

  it('lets staff see the colours but not change them', async () => {
    await signInTo('13800138002', 1001);
    renderPage(<StatusColorPage />, { path: '/roomManage/statusColor' });
    await screen.findByText('可售的空房（底色）');
    expect(screen.queryByRole('button', { name: '恢复默认' })).not.toBeInTheDocument();
    expect(document.querySelectorAll('.ant-color-picker-trigger-disabled')).toHaveLength(8);
  });
});
