import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@mocks/db';
import { BILLING_TABLES } from '@mocks/seed';
import { choose } from '@/test/select';
import { confirmRowAction } from '@/test/form';
import { buttonIn, expectTexts, rowButton, rowOf } from '@/test/table';
import { openFeeRuleTab } from './test-support';

/*
 * /feeRule/index?tab=orderEdit against 1001: five price edits by 王磊, three waiting (H202611210022 吴昊,
 * H202611210015 周婷婷, H202611200007 赵强), H202611170012 approved, H202611180031 refused.
 */
const edit = (orderNo: string) =>
  getDb()
    .table(BILLING_TABLES.orderEdit)
    .find((r) => r.orderNo === orderNo)!;
const orderNos = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelectorAll('td')[1]?.textContent);

const open = (account?: string) => openFeeRuleTab('orderEdit', 'H202611210022', account);

describe('/feeRule/index?tab=orderEdit (order price edits)', () => {
  it('lists the waiting edits first, with the price change and its difference', async () => {
    await open();
    expect(orderNos()).toEqual([
      'H202611210022',
      'H202611210015',
      'H202611200007',
      'H202611170012',
      'H202611180031',
    ]);
    const waiting = rowOf('H202611210022');
    expectTexts(waiting, '¥358.00 → ¥328.00', '(-¥30.00)', '团队三间房统一价', '待审核', '通过');
    const refused = rowOf('H202611180031');
    expectTexts(refused, '已驳回', '套房不参与议价');
    // a decided edit has no actions
    expect(within(refused).queryByText('通过')).not.toBeInTheDocument();
    expect(within(rowOf('H202611170012')).queryByText('驳回')).not.toBeInTheDocument();
  });

  it('filters by status', async () => {
    const user = await open();
    await choose(user, screen.getByRole('search'), '审核状态', '待审核');
    await user.click(buttonIn(screen.getByRole('search'), '查询'));
    await waitFor(() => expect(orderNos()).toEqual(['H202611210022', 'H202611210015', 'H202611200007']));
  });

  it('approves a waiting edit after the confirmation', async () => {
    const user = await open();
    await confirmRowAction(
      user,
      'H202611210022',
      '通过',
      '确认通过订单 H202611210022 的改价（¥358.00 → ¥328.00）吗？',
    );
    await screen.findByText('审核成功');
    expect(edit('H202611210022')).toMatchObject({ status: 1 });
    expect(edit('H202611210022').checker).not.toBe('');
    await waitFor(() => expect(within(rowOf('H202611210022')).getByText('已通过')).toBeInTheDocument());
    expect(within(rowOf('H202611210022')).queryByText('通过')).not.toBeInTheDocument();
  });

  it('refuses an edit only with a remark', async () => {
    const user = await open();
    await user.click(rowButton('H202611200007', '驳回'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('订单 H202611200007：¥168.00 → ¥148.00')).toBeInTheDocument();
    await user.click(buttonIn(dialog, '驳回'));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeTruthy();
    expect(edit('H202611200007').status).toBe(0);

    await user.type(within(dialog).getByLabelText('驳回原因'), '已为客人换房，无需改价');
    await user.click(buttonIn(dialog, '驳回'));
    await screen.findByText('审核成功');
    expect(edit('H202611200007')).toMatchObject({ status: 2, checkRemark: '已为客人换房，无需改价' });
    const row = await waitFor(() => {
      const r = rowOf('H202611200007');
      expect(within(r).getByText('已驳回')).toBeInTheDocument();
      return r;
    });
    expect(within(row).getByText('已为客人换房，无需改价')).toBeInTheDocument();
    expect(within(row).queryByText('驳回')).not.toBeInTheDocument();
  });

  it('shows staff the edits without 通过 or 驳回', async () => {
    await open('13800138002');
    expect(within(rowOf('H202611210022')).getByText('待审核')).toBeInTheDocument();
    expect(screen.queryByText('通过')).not.toBeInTheDocument();
    expect(screen.queryByText('驳回')).not.toBeInTheDocument();
  });
});
