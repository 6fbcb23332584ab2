import { screen, waitFor, within } from '@testing-library/react';
import { getDb, now, setClock } from '@mocks/db';
import { SEED_NOW } from '@mocks/test-kit';
import { rowsAt } from '@mocks/contract';
import { ORDERS } from '@mocks/domains/orders/tables';
import { netbarBooks, netbarLinesIn } from '@mocks/domains/netbar/books';
import { netbarFigures } from '@/domain/netbar';
import { expectCashDifference, money, spanOf } from '@/test/handover';
import { AT_CAFE, openSignedIn } from '@/test/open-page';
import { buttonIn, rowOf } from '@/test/table';
import NetbarShiftsPage from './netbar-shifts-page';

/*
 * /handOver/netbarDetail, the internet cafe's landing page, against 思远网咖 (1014): its handovers are written the
 * first time they are read, its money comes from the cafe's books (mocks/domains/netbar/books.ts). The server's
 * clock runs from 10:00 of the seed day, so the current shift is 08:00 to 10:00 whatever the hour of the run.
 */
beforeEach(() => {
  const start = Date.now();
  setClock(() => SEED_NOW + (Date.now() - start));
});
afterEach(() => setClock());
const CAFE = 1014;
const latestShift = () =>
  rowsAt(getDb(), ORDERS.shift, CAFE).sort((a, b) => (a.startTime < b.startTime ? 1 : -1))[0]!;

describe('/handOver/netbarDetail (an internet cafe hands over)', () => {
  it("shows the running shift from the till, hands it over with the count, and details a shift's channels and goods", async () => {
    const { user } = await openSignedIn(<NetbarShiftsPage />, '/handOver/netbarDetail', {
      ...AT_CAFE,
      first: '按收款渠道',
    });
    // the current shift, 08:00 to now: its online fees are what the cafe's books drew in that span
    const latest = latestShift();
    const books = netbarBooks(getDb(), CAFE, now());
    const f = netbarFigures(netbarLinesIn(books, latest.endTime, '2026-11-21 10:00:00'), 0);
    const fees = screen.getByText('上网费', { selector: '.ant-statistic-title' }).closest('.ant-statistic')!;
    await waitFor(() =>
      expect(money(within(fees as HTMLElement).getByText(/¥/).textContent!)).toBeGreaterThanOrEqual(
        f.onlineFees,
      ),
    );
    expect(screen.getByText('在线机位')).toBeInTheDocument();

    await user.click(buttonIn(document.body, '交班'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByDisplayValue(latest.endTime.slice(0, 16))).toBeInTheDocument();
    expect(within(dialog).getByLabelText('交班人')).toHaveValue('陈思远');
    await user.type(within(dialog).getByLabelText('接班人'), '孙倩');
    await user.type(within(dialog).getByLabelText('实点现金'), '2100');
    await expectCashDifference(dialog, 2100);
    await user.click(buttonIn(dialog, '保存'));
    expect(await screen.findByText('交班成功')).toBeInTheDocument();
    const saved = latestShift();
    expect(saved).toMatchObject({ handOverName: '陈思远', takeOverName: '孙倩', countedCash: 2100 });
    await waitFor(() => expect(within(rowOf(spanOf(saved))).getByText('待接班')).toBeInTheDocument());

    // a past shift's detail: by channel, the goods sold, the till's lines
    await user.click(within(rowOf(spanOf(latest))).getByText('详情'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('商品销售', { selector: 'h5' })).toBeInTheDocument();
    expect(within(drawer).getAllByText('现金').length).toBeGreaterThan(0);
    expect(await within(drawer).findByText('收银流水')).toBeInTheDocument();
  });
});
