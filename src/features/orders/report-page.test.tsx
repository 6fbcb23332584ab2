import { screen, waitFor } from '@testing-library/react';
import { getDb } from '@mocks/db';
import { chinaDay, dayIncome } from '@mocks/domains/statistics/routes';
import { chinaToday } from '@/domain/calendar';
import { presetRange } from '@/domain/report';
import { openSignedIn } from '@/test/open-page';
import { formatYuan } from '@/utils/validators';
import ReportPage from './report-page';

/* /statistics/index against 1001: the presets set the days every card reads; the figures are the home page's. */
const card = async (title: string) => (await screen.findByText(title)).closest('.ant-card') as HTMLElement;
const firstColumn = (el: HTMLElement) =>
  [...el.querySelectorAll('tbody tr.ant-table-row')].map((r) => r.querySelector('td')!.textContent);

describe('/statistics/index (the business report)', () => {
  it('opens on today with the home page’s income, and each preset sets the days of every card', async () => {
    const today = chinaToday();
    const { user } = await openSignedIn(<ReportPage />, '/statistics/index', { first: '每日营业额' });
    const income = await card('每日营业额');
    await waitFor(() => expect(firstColumn(income)).toEqual([today]));
    const expected = dayIncome(getDb(), 1001, chinaDay(Date.now())).total;
    const statistic = () =>
      screen
        .getAllByText('营业额')
        .map((e) => e.closest('.ant-statistic'))
        .find((e) => e !== null)!;
    await waitFor(() => expect(statistic()).toHaveTextContent(`营业额${formatYuan(expected)}`));

    await user.click(screen.getByText('昨天'));
    const [yesterday] = presetRange('yesterday', today);
    await waitFor(() => expect(firstColumn(income)).toEqual([yesterday]));

    await user.click(screen.getByText('本周'));
    const [monday] = presetRange('week', today);
    await waitFor(() => expect(firstColumn(income)[0]).toBe(monday));
    expect(firstColumn(income).at(-1)).toBe(today);

    await user.click(screen.getByText('本月'));
    const [first] = presetRange('month', today);
    await waitFor(() => expect(firstColumn(income)[0]).toBe(first));
    // the picker shows the days the preset chose
    expect(screen.getByDisplayValue(first)).toBeInTheDocument();
    expect(screen.getByDisplayValue(today)).toBeInTheDocument();
  });
});
