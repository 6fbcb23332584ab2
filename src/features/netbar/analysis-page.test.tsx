import { screen, waitFor } from '@testing-library/react';
import { getDb, now } from '@mocks/db';
import { consumptionAnalysis } from '@mocks/domains/netbar/analysis';
import { netbarBooks } from '@mocks/domains/netbar/books';
import { addDays, chinaToday, type Day } from '@/domain/calendar';
import { AT_CAFE, openSignedIn } from '@/test/open-page';
import { formatYuan } from '@/utils/validators';
import AnalysisPage from './analysis-page';

/*
 * /netBar/consumptionAnalysis against 思远网咖 (1014): a preset sets the days the one call reads, and every figure
 * follows (the figures are the books', as the mock test holds). The server's clock is the real one, as the page's
 * today: the books are drawn for any clock.
 */
const CAFE = 1014;
const expected = (range: [Day, Day]) => consumptionAnalysis(netbarBooks(getDb(), CAFE, now()), range).totals;
const statistic = (title: string) =>
  screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic')!;
const areaCard = () => screen.getByText('按区域').closest('.ant-card') as HTMLElement;

describe('/netBar/consumptionAnalysis (the cafe’s consumption analysis)', () => {
  it('opens on today, and a preset reloads every figure for its days', async () => {
    const today = chinaToday(now());
    const { user } = await openSignedIn(<AnalysisPage />, '/netBar/consumptionAnalysis', {
      ...AT_CAFE,
      first: '按时段',
    });
    await waitFor(() =>
      expect(statistic('上网费')).toHaveTextContent(formatYuan(expected([today, today]).onlineFees)),
    );
    // the areas' table, with its totals under it
    expect(areaCard()).toHaveTextContent('大厅');
    expect(areaCard()).toHaveTextContent('合计');
    expect(screen.getAllByRole('button', { name: /导出/ }).length).toBe(4);

    await user.click(screen.getByText('昨天'));
    const yesterday = addDays(today, -1);
    const y = expected([yesterday, yesterday]);
    await waitFor(() => expect(statistic('上网费')).toHaveTextContent(formatYuan(y.onlineFees)));
    expect(statistic('上机人次')).toHaveTextContent(String(y.sessions));
    expect(screen.getByText(`统计至 ${today} 00:00`)).toBeInTheDocument();

    await user.click(screen.getByText('近 3 天'));
    const three = expected([addDays(today, -2), today]);
    await waitFor(() => expect(statistic('上网费')).toHaveTextContent(formatYuan(three.onlineFees)));
    expect(screen.getByDisplayValue(addDays(today, -2))).toBeInTheDocument();
  });
});
