import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { BILLING_RULES_BASE } from '@/domain/billing';
import { chinaToday, weekday } from '@/domain/calendar';
import { renderPage } from '@/test/render-page';
import { choose } from '@/test/select';
import { signInTo } from '@/test/sign-in';
import FeeRulePage from './fee-rule-page';

const PATH = '/feeRule/index?tab=calendar';
const cells = () => Array.from(document.querySelectorAll<HTMLElement>('li[data-day]'));
const card = () =>
  screen.getByText('价格日历', { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;

async function open(account = '13800138000', placeId = 1001) {
  await signInTo(account, placeId);
  const utils = renderPage(<FeeRulePage />, { path: PATH });
  await waitFor(() => expect(cells()).toHaveLength(30));
  return { ...utils, user: userEvent.setup() };
}

describe('price calendar (?tab=calendar)', () => {
  it('shows 30 days from today, weekends at the weekend price, and agrees with the server', async () => {
    await open();
    const days = cells();
    expect(days[0]!.dataset.day).toBe(chinaToday());
    // the grid starts under the right week day
    expect(days[0]!.style.gridColumnStart).toBe(String(weekday(chinaToday())));
    const weekend = days.filter((d) => [5, 6].includes(weekday(d.dataset.day!)));
    expect(weekend.some((d) => d.dataset.rule === 'weekend' || d.dataset.rule === 'promotion')).toBe(true);
    await within(card()).findByText('与服务器房价一致');
    for (const d of days) expect(d.getAttribute('aria-label')).toMatch(/¥\d+\.\d{2}|未设置房价/);
  });

  it('prices a member type: its member price shows where it is the lowest', async () => {
    const { user } = await open();
    const before = cells().map((c) => c.getAttribute('aria-label'));
    await user.click(within(card()).getByText('会员'));
    await choose(user, card(), '会员类型', '钻石会员');
    await waitFor(() => expect(cells().map((c) => c.getAttribute('aria-label'))).not.toEqual(before));
    expect(cells().some((c) => c.dataset.rule === 'member')).toBe(true);
    await within(card()).findByText('与服务器房价一致');
  });

  it('flags the days on which the server prices differently', async () => {
    server.use(
      http.post(`*${BILLING_RULES_BASE}/findLastPrice`, async () => {
        const today = chinaToday();
        return HttpResponse.json({
          code: 200,
          msg: '获取成功',
          data: [{ day: today, price: 1, rule: 'base', standard: 1 }],
        });
      }),
    );
    await open();
    await within(card()).findByText('30 天与服务器不一致');
    expect(screen.getByRole('alert')).toHaveTextContent(chinaToday());
  });

  it('offers a retry when the price rules do not load, then shows the calendar', async () => {
    server.use(
      http.get(
        `*${BILLING_RULES_BASE}/list`,
        () => HttpResponse.json({ code: 400, msg: '规则读取失败', data: null }),
        { once: true },
      ),
    );
    await signInTo('13800138000', 1001);
    renderPage(<FeeRulePage />, { path: PATH });
    const failed = (await screen.findByText('房价规则加载失败')).closest('.ant-result') as HTMLElement;
    expect(within(failed).getByText('规则读取失败')).toBeInTheDocument();
    await userEvent.setup().click(within(failed).getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(cells()).toHaveLength(30));
  });
});
