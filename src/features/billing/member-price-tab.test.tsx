import { screen, waitFor, within } from '@testing-library/react';
import { BILLING_TABLES } from '@mocks/seed';
import { choose } from '@/test/select';
import { fieldShowing, openRowDialog, retype } from '@/test/form';
import { roomModelId } from '@/test/seed-rows';
import { buttonIn, rowOf } from '@/test/table';
import { placeRow, placeRows } from '@/test/place-rows';
import { openFeeRuleTab } from './test-support';
import { refuseField } from '@/test/refuse';
import { BILLING_RULES_BASE } from '@/domain/billing';

/*
 * /feeRule/index?tab=member against 1001: member types 普通/银卡/金卡/钻石; 电竞大床房 has 金卡 8.8折 (88) and
 * 钻石 ¥198; 标准大床房 银卡 9.5折, 金卡 9折, 钻石 ¥138.
 */
const typeId = (name: string) => placeRow(BILLING_TABLES.memberType, 'typeName', name)!.id;
const pricesOf = (model: string) =>
  placeRows(BILLING_TABLES.member)
    .filter((r) => r.roomModelId === roomModelId(model))
    .map(({ memberTypeId, mode, price, discount }) => ({ memberTypeId, mode, price, discount }))
    .sort((a, b) => Number(a.memberTypeId) - Number(b.memberTypeId));

const open = (account?: string) => openFeeRuleTab('member', '电竞大床房', account);

/** The matrix cell of a room type under a member type's column. */
function cell(model: string, memberType: string): HTMLElement {
  const headers = screen.getAllByRole('columnheader');
  const index = headers.findIndex((h) => h.textContent === memberType);
  return within(rowOf(model)).getAllByRole('cell')[index]!;
}

describe('/feeRule/index?tab=member (member prices)', () => {
  it('shows a matrix of room types by member types: prices in two decimals, discounts in tenths', async () => {
    await open();
    expect(cell('电竞大床房', '金卡会员')).toHaveTextContent(/^8\.8折$/);
    expect(cell('电竞大床房', '钻石会员')).toHaveTextContent(/^¥198\.00$/);
    expect(cell('电竞大床房', '普通会员')).toHaveTextContent(/^门市价$/);
    expect(cell('标准大床房', '银卡会员')).toHaveTextContent(/^9\.5折$/);
    expect(cell('标准大床房', '金卡会员')).toHaveTextContent(/^9折$/);
    expect(cell('标准大床房', '钻石会员')).toHaveTextContent(/^¥138\.00$/);
    expect(within(rowOf('标准大床房')).getByText('¥168.00')).toBeInTheDocument();
  });

  it('edits a type in a drawer: a missing value keeps the drawer, then the set is replaced', async () => {
    const user = await open();
    const drawer = await openRowDialog(user, '电竞大床房');
    // the stored 88 is entered as 8.8
    await fieldShowing(drawer, '金卡会员价格或折扣', '8.8');
    expect(within(drawer).getByLabelText('钻石会员价格或折扣')).toHaveValue('198.00');

    await choose(user, drawer, '普通会员', '固定价');
    await choose(user, drawer, '银卡会员', '折扣');
    await user.type(within(drawer).getByLabelText('银卡会员价格或折扣'), '9.2');
    await user.click(buttonIn(drawer, '保存'));
    await within(drawer).findByText('输入不可以为空');
    expect(within(drawer).getByLabelText('银卡会员价格或折扣')).toHaveValue('9.2');
    expect(pricesOf('电竞大床房')).toHaveLength(2);

    await user.type(within(drawer).getByLabelText('普通会员价格或折扣'), '208');
    await choose(user, drawer, '钻石会员', '不设置');
    await user.click(buttonIn(drawer, '保存'));
    await screen.findByText('更新成功');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // 9.2 折 travels as 92; 不设置 lines are left out
    expect(pricesOf('电竞大床房')).toEqual([
      { memberTypeId: typeId('普通会员'), mode: 1, price: 208, discount: 0 },
      { memberTypeId: typeId('银卡会员'), mode: 2, price: 0, discount: 92 },
      { memberTypeId: typeId('金卡会员'), mode: 2, price: 0, discount: 88 },
    ]);
    await waitFor(() => expect(cell('电竞大床房', '普通会员')).toHaveTextContent(/^¥208\.00$/));
    expect(cell('电竞大床房', '银卡会员')).toHaveTextContent(/^9\.2折$/);
    expect(cell('电竞大床房', '钻石会员')).toHaveTextContent(/^门市价$/);
  });

  it('shows what each line costs on weekdays and weekends as it is typed', async () => {
    const user = await open();
    const drawer = await openRowDialog(user, '标准大床房');
    await within(drawer).findByText('标准大床房：门市价 ¥168.00，周末价 ¥201.60');
    // 9 折 of 168 and of 201.60
    expect(within(drawer).getByText('金卡会员：平日 ¥151.20，周末 ¥181.44')).toBeInTheDocument();
    await retype(user, within(drawer).getByLabelText('金卡会员价格或折扣'), '8');
    await within(drawer).findByText('金卡会员：平日 ¥134.40，周末 ¥161.28');
  });

  it("puts the server's refusal of one line on that line, without a toast", async () => {
    const user = await open();
    const refusal = '金卡会员：折扣须为1-99之间的整数（88表示8.8折）';
    refuseField(`${BILLING_RULES_BASE}/editMember`, 'items', refusal);
    const drawer = await openRowDialog(user, '电竞大床房');
    const gold = await fieldShowing(drawer, '金卡会员价格或折扣', '8.8');
    await retype(user, gold, '7.5');
    await user.click(buttonIn(drawer, '保存'));
    await within(drawer).findByText('折扣须为1-99之间的整数（88表示8.8折）');
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    expect(gold).toHaveValue('7.5');
    expect(pricesOf('电竞大床房')).toContainEqual(expect.objectContaining({ discount: 88 }));
  });

  it('offers staff no edit', async () => {
    await open('13800138002');
    expect(cell('电竞大床房', '金卡会员')).toHaveTextContent('8.8折');
    expect(screen.queryByText('编辑')).not.toBeInTheDocument();
  });
});
