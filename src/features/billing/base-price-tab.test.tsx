import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@mocks/db';
import { BILLING_TABLES } from '@mocks/seed';
import { fieldShowing, openRowDialog, retype } from '@/test/form';
import { rowForRoomModel } from '@/test/seed-rows';
import { buttonIn, expectTexts, rowOf } from '@/test/table';
import { openFeeRuleTab } from './test-support';

/* /feeRule/index?tab=base against 1001: six room types, each with a base rule (weekends +20 %). */
const ruleOf = (name: string) => rowForRoomModel(BILLING_TABLES.rule, name);

const open = (account?: string) => openFeeRuleTab('base', '标准大床房', account);

describe('/feeRule/index?tab=base (base prices)', () => {
  it('lists each room type with its prices in two decimals, weekend nights, deposit and times', async () => {
    await open();
    const row = rowOf('标准大床房');
    expectTexts(row, '¥168.00', '¥201.60', '周五、周六', '¥100.00', '14:00 / 12:00');
    expect(within(row).getByRole('switch')).toBeChecked();
    expect(within(row).getByText('编辑')).toBeInTheDocument();
  });

  it('keeps the form and its values when a check fails, then saves the upsert and shows it', async () => {
    const user = await open();
    const dialog = await openRowDialog(user, '标准大床房');
    const base = await fieldShowing(dialog, '门市价', '168.00');
    const weekend = within(dialog).getByLabelText('周末价');
    await retype(user, weekend, '230');
    await user.clear(base);
    await user.click(buttonIn(dialog, '保存'));
    await within(dialog).findByText('输入不可以为空');
    expect(weekend).toHaveValue('230.00');
    expect(ruleOf('标准大床房')!.basePrice).toBe(168);

    await user.type(base, '188.5');
    // Sunday nights become weekend nights too
    await user.click(within(dialog).getByLabelText('周日'));
    await user.click(buttonIn(dialog, '保存'));
    await screen.findByText('更新成功');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(ruleOf('标准大床房')).toMatchObject({
      basePrice: 188.5,
      weekendPrice: 230,
      weekendDays: [5, 6, 7],
    });
    const row = rowOf('标准大床房');
    await within(row).findByText('¥188.50');
    expectTexts(row, '¥230.00', '周五、周六、周日');
  });

  it('shows a type without a rule as 未设置 with 设置房价 and no switch; setting it puts it on sale', async () => {
    const table = getDb().table(BILLING_TABLES.rule);
    table.splice(table.indexOf(ruleOf('电竞三人间')!), 1);
    const user = await open();
    const row = rowOf('电竞三人间');
    expect(within(row).getByText('未设置')).toBeInTheDocument();
    expect(within(row).queryByRole('switch')).not.toBeInTheDocument();
    const dialog = await openRowDialog(user, '电竞三人间', '设置房价');
    // a new rule starts with Friday and Saturday as the weekend and no weekend price (= the base price)
    await waitFor(() => expect(within(dialog).getByLabelText('周五')).toBeChecked());
    expect(within(dialog).getByLabelText('周六')).toBeChecked();
    expect(within(dialog).getByLabelText('周日')).not.toBeChecked();
    expect(within(dialog).getByLabelText('周末价')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('门市价'), '300');
    await user.click(buttonIn(dialog, '保存'));
    await screen.findByText('更新成功');
    expect(ruleOf('电竞三人间')).toMatchObject({
      basePrice: 300,
      weekendPrice: 0,
      weekendDays: [5, 6],
      status: 1,
    });
    await within(rowOf('电竞三人间')).findByText('¥300.00');
    expect(within(rowOf('电竞三人间')).getByText('同门市价')).toBeInTheDocument();
    expect(within(rowOf('电竞三人间')).getByRole('switch')).toBeChecked();
  });

  it('takes a type off sale through changeStatus', async () => {
    const user = await open();
    await user.click(within(rowOf('豪华电竞套房')).getByRole('switch'));
    await screen.findByText('更新成功');
    expect(ruleOf('豪华电竞套房')!.status).toBe(0);
    await waitFor(() => expect(within(rowOf('豪华电竞套房')).getByRole('switch')).not.toBeChecked());
  });

  it('is read-only for staff: no edit button, the sale state as text', async () => {
    await open('13800138002');
    const row = rowOf('标准大床房');
    expectTexts(row, '¥168.00', '在售');
    expect(screen.queryByText('编辑')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
