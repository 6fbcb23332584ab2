import { screen, waitFor, within } from '@testing-library/react';
import { getDb, now, setClock } from '@mocks/db';
import { SEED_NOW } from '@mocks/test-kit';
import { ORDERS } from '@mocks/domains/orders/tables';
import { ensureShifts } from '@mocks/domains/orders/shifts';
import { rowsAt } from '@mocks/contract';
import { SHIFT_STATUS } from '@/domain/shifts';
import { expectCashDifference, spanOf } from '@/test/handover';
import { openSignedIn } from '@/test/open-page';
import { choose } from '@/test/select';
import { buttonIn, rowOf, spaced } from '@/test/table';
import ShiftsPage from './shifts-page';

/*
 * /handOver/detail against 1001: the place's past handovers are written the first time its shifts are read
 * (mocks/domains/orders/shifts.ts), the current shift runs from the last of them to now. The server's clock runs
 * from 10:00 of the seed day, so the current shift is 08:00 to 10:00 whatever the hour of the run.
 */
beforeEach(() => {
  const start = Date.now();
  setClock(() => SEED_NOW + (Date.now() - start));
});
afterEach(() => setClock());
const shifts = () => {
  ensureShifts(getDb(), 1001, now());
  return rowsAt(getDb(), ORDERS.shift, 1001).sort((a, b) => (a.startTime < b.startTime ? 1 : -1));
};

async function openHandover() {
  const latest = shifts()[0]!;
  const opened = await openSignedIn(<ShiftsPage />, '/handOver/detail', {
    first: spanOf(latest),
  });
  await opened.user.click(buttonIn(document.body, '交班'));
  const dialog = await screen.findByRole('dialog');
  return { ...opened, latest, dialog };
}

describe('/handOver/detail (shift handovers)', () => {
  it('hands over the current shift: its span from the last handover, the count typed, the difference shown', async () => {
    const { user, latest, dialog } = await openHandover();
    // the span starts where the last handover ended, and the one signed in hands over
    expect(within(dialog).getByDisplayValue(latest.endTime.slice(0, 16))).toBeInTheDocument();
    expect(within(dialog).getByLabelText('交班人')).toHaveValue('张建国');
    // the place's shifts of the day (/business-wy/shiftChange/list) under the form
    expect(
      await within(dialog).findByText(/^本店班次：夜班 00:00–08:00、早班 08:00–16:00、中班 16:00–00:00$/),
    ).toBeInTheDocument();
    // a name not among the place's staff is taken as typed (someone without an account may take over)
    await user.click(within(dialog).getByLabelText('接班人'));
    await user.paste('陈晓雨');
    await user.type(within(dialog).getByLabelText('实点现金'), '100');

    // what the orders say the drawer holds, and the difference to the count
    await expectCashDifference(dialog, 100);

    await user.click(buttonIn(dialog, '保存'));
    expect(await screen.findByText('交班成功')).toBeInTheDocument();
    const saved = shifts()[0]!;
    expect(saved).toMatchObject({ handOverName: '张建国', takeOverName: '陈晓雨', countedCash: 100 });
    expect(saved.startTime).toBe(latest.endTime);
    await waitFor(() => expect(within(rowOf(spanOf(saved))).getByText('待接班')).toBeInTheDocument());
  });

  it('refuses a span that overlaps a handover made meanwhile, on the span, and keeps what was typed', async () => {
    const { user, latest, dialog } = await openHandover();
    // 接班人 offers the place's staff (getChildUserInfoByPlaceId): 王磊, the front desk of 1001
    await choose(user, dialog, '接班人', '王磊');
    await user.type(within(dialog).getByLabelText('实点现金'), '1800');
    // another desk hands over part of the same span before this one saves
    const start = new Date(Date.parse(`${latest.endTime.replace(' ', 'T')}+08:00`) + 60_000);
    const china = (d: Date) =>
      new Date(d.getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
    getDb().insert(ORDERS.shift, {
      ...latest,
      startTime: latest.endTime,
      endTime: china(start),
      handOverName: '刘洋',
      status: SHIFT_STATUS.handedOver,
    });

    await user.click(buttonIn(dialog, '保存'));
    const message = `与 刘洋 的班次（${latest.endTime.slice(0, 16)} 至 ${china(start).slice(0, 16)}）时间重叠`;
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('接班人')).toHaveValue('王磊');
    expect(within(dialog).getByLabelText('实点现金')).toHaveValue('1800.00');
  });

  it('takes over a handed-over shift, after which it can be neither edited nor deleted', async () => {
    const latest = shifts()[0]!;
    expect(latest.status).toBe(SHIFT_STATUS.handedOver);
    const { user } = await openSignedIn(<ShiftsPage />, '/handOver/detail', {
      first: spanOf(latest),
    });
    const row = () => rowOf(spanOf(latest));
    expect(within(row()).getByText('编辑')).toBeInTheDocument();
    await user.click(within(row()).getByText('接班'));
    await user.click(await screen.findByRole('button', { name: spaced('确定') }));
    expect(await screen.findByText('接班成功')).toBeInTheDocument();
    await waitFor(() => expect(within(row()).getByText('已接班')).toBeInTheDocument());
    expect(within(row()).queryByText('编辑')).toBeNull();
    expect(within(row()).queryByText('删除')).toBeNull();
  });
});
