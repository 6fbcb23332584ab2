import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockDb } from '@mocks/node';
import { server } from '@mocks/node';
import { chinaDay, dayIncome, roomStatusOn } from '@mocks/domains/statistics/routes';
import { renderPage } from '@/test/render-page';
import { signInTo } from '@/test/sign-in';
import { formatPrice } from '@/utils/validators';
import HomePage from './home-page';

describe('home dashboard', () => {
  it("shows today's figures and the rooms by status as the server counts them, then the seven-day chart", async () => {
    await signInTo('13800138000', 1001);
    renderPage(<HomePage />, { path: '/wel/index' });
    const today = chinaDay(Date.now());
    const income = dayIncome(mockDb(), 1001, today);
    const rooms = roomStatusOn(mockDb(), 1001, today);

    const card = (await screen.findByText('今日营业额')).closest('.ant-card') as HTMLElement;
    // antd groups thousands: 51830.12 shows as 51,830.12
    const shown = Number(formatPrice(income.total)).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await waitFor(() => expect(card).toHaveTextContent(`今日营业额¥${shown}`));
    await screen.findByText(`在住 ${rooms.occupied}`);
    expect(screen.getByText(`空房 ${rooms.vacant}`)).toBeInTheDocument();
    expect(screen.getByText(`停用 ${rooms.disabled}`)).toBeInTheDocument();
    expect(screen.getByText(`共 ${rooms.total} 间`)).toBeInTheDocument();
    const chart = await screen.findByRole('img', { name: /^近七日营业额与出租率：/ });
    expect(chart.getAttribute('aria-label')).toContain(`${income.total}`);
  });

  it('keeps the page and offers a retry when the figures fail', async () => {
    server.use(
      http.post('*/business-merchant/merchantIndex/incomeStatistics', () =>
        HttpResponse.json({ code: 500, msg: '统计服务繁忙', data: null }),
      ),
    );
    await signInTo('13800138000', 1001);
    renderPage(<HomePage />, { path: '/wel/index' });
    await screen.findByText('营业数据加载失败');
    expect(screen.getByText('张建国，您好')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
  });

  it('is not shown to an internet cafe', async () => {
    await signInTo('13800138003', 1014);
    renderPage(<HomePage />, { path: '/wel/index' });
    await screen.findByText('陈思远，您好');
    expect(screen.queryByText('今日营业额')).not.toBeInTheDocument();
  });
});
