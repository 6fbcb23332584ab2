import { screen, waitFor, within } from '@testing-library/react';
import { BILLING_TABLES, ROOM_TABLES } from '@mocks/seed';
import { fieldShowing, retype, type User } from '@/test/form';
import { buttonIn, expectTexts, rowOf } from '@/test/table';
import { placeRow } from '@/test/place-rows';
import { openFeeRuleTab } from './test-support';

/* /feeRule/index?tab=reduce against 1001: one row per room; 217 has ¥15 off (紧邻电梯，略有噪音). */
const room = (roomNo: string) => placeRow(ROOM_TABLES.room, 'roomNo', roomNo)!;
const reduction = (roomNo: string) => placeRow(BILLING_TABLES.reduce, 'roomId', room(roomNo).id);
const cellsOf = (row: HTMLElement) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent);

async function open(account?: string) {
  const user = await openFeeRuleTab('reduce', /^共 \d+ 条$/, account);
  // find the room by its number
  await user.type(screen.getByLabelText('房间号'), '217');
  await user.click(buttonIn(screen.getByRole('search'), '查询'));
  await waitFor(() => expect(screen.getAllByRole('row').some((r) => cellsOf(r)[1] === '1217')).toBe(true));
  return user;
}

const row217 = () => screen.getAllByRole('row').find((r) => cellsOf(r)[1] === '217')!;

/** Open 217's edit dialog once it holds the ¥15 reduction; answers the dialog and its 每晚减免 field. */
async function edit217(user: User) {
  await user.click(within(row217()).getByText('编辑').closest('button')!);
  const dialog = screen.getByRole('dialog');
  return { dialog, amount: await fieldShowing(dialog, '每晚减免', '15.00') };
}

describe('/feeRule/index?tab=reduce (room reductions)', () => {
  it('finds a room by number and shows its reduction per night and why', async () => {
    await open();
    const cells = cellsOf(row217());
    expect(cells).toContain('¥15.00');
    expect(cells).toContain('紧邻电梯，略有噪音');
    expect(screen.getAllByRole('row').every((r) => !cellsOf(r)[1] || cellsOf(r)[1]!.includes('217'))).toBe(
      true,
    );
  });

  it('edits a reduction, refuses one above the base price on its field, and 0 clears it', async () => {
    const user = await open();
    const { dialog, amount } = await edit217(user);
    expect(within(dialog).getByLabelText('房间号')).toBeDisabled();

    await retype(user, amount, '900');
    await user.click(buttonIn(dialog, '保存'));
    expect(await within(dialog).findByText(/^减免金额须低于该房型门市价（[\d.]+元）$/)).toBeTruthy();
    expect(reduction('217')!.reduceAmount).toBe(15);

    await retype(user, amount, '0');
    await user.click(buttonIn(dialog, '保存'));
    await screen.findByText('更新成功');
    expect(reduction('217')).toBeUndefined();
    await waitFor(() => expect(cellsOf(row217())).toContain('无'));
  });

  it('shows the change in the price records', async () => {
    const user = await open();
    const { dialog, amount } = await edit217(user);
    await retype(user, amount, '25');
    await retype(user, within(dialog).getByLabelText('减免原因'), '电梯旁，夜间噪音');
    await user.click(buttonIn(dialog, '保存'));
    await screen.findByText('更新成功');
    expect(reduction('217')).toMatchObject({ reduceAmount: 25, reason: '电梯旁，夜间噪音' });

    await user.click(screen.getByRole('tab', { name: '调价记录' }));
    const record = await screen.findByText('每晚减免 15.00 → 25.00（电梯旁，夜间噪音）');
    // newest first
    const first = screen.getAllByRole('row')[1]!;
    expect(first).toContainElement(record);
    expectTexts(first, '房价减免', /^217（.+）$/);
  });

  it('shows staff the reductions without an edit action', async () => {
    await open('13800138002');
    expect(cellsOf(row217())).toContain('¥15.00');
    expect(within(row217()).queryByText('编辑')).not.toBeInTheDocument();
    expect(rowOf('紧邻电梯，略有噪音')).toBe(row217());
  });
});
