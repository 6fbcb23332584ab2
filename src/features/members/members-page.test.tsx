import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockDb, server } from '@mocks/node';
import { membersAt } from '@mocks/domains/members/seed';
import { MEMBER_TABLES, type MemberRow } from '@mocks/domains/members/tables';
import { renderPage } from '@/test/render-page';
import { signInTo } from '@/test/sign-in';
import { buttonIn, rowOf } from '@/test/table';
import MembersPage from './members-page';

/*
 * /member/list as the desk (王磊 at 1001: list, add, recharge), on 周子轩 (金卡会员): his detail shows his level,
 * balance with principal and bonus apart, points and his records in tabs, phone and ID number masked; 充值 shows
 * what 500 earns before it is sent, keeps the dialog and its values when the server refuses (frozen meanwhile), and
 * sends once on a double click.
 */
const yuan = (n: number) => `¥${n.toFixed(2)}`;

async function open(): Promise<{ user: ReturnType<typeof userEvent.setup>; zhou: MemberRow }> {
  await signInTo('13800138002', 1001);
  const db = mockDb();
  const zhou = membersAt(db, db.placeById(1001)!, Date.now()).find((m) => m.memberName === '周子轩')!;
  renderPage(<MembersPage />, { path: '/member/list?q_memberName=周子轩' });
  const user = userEvent.setup();
  expect(within(await waitFor(() => rowOf('M10010001'))).getByText('139****5678')).toBeInTheDocument();
  return { user, zhou };
}

describe('/member/list (members)', () => {
  it('详情: level, balance with principal and bonus apart, points, masked numbers, the records in tabs', async () => {
    const { user, zhou } = await open();
    await user.click(within(rowOf('M10010001')).getByText('详情'));
    const drawer = (await screen.findByText('会员详情：周子轩')).closest<HTMLElement>('.ant-drawer')!;
    await within(drawer).findByText('3301**********1236');
    const item = (label: string) =>
      within(drawer).getAllByText(label)[0]!.closest('th')!.nextElementSibling!.textContent;
    expect(item('会员等级')).toBe('金卡会员');
    expect(item('余额')).toBe(
      `${yuan(zhou.principal + zhou.bonus)}本金 ${yuan(zhou.principal)} + 赠送 ${yuan(zhou.bonus)}`,
    );
    expect(item('积分')).toBe(String(zhou.points));
    expect(item('手机号')).toBe('139****5678');
    const mine = <R extends { memberId: number }>(rows: R[]) =>
      rows.filter((r) => r.memberId === zhou.id).at(-1)!;
    const last = mine(mockDb().table(MEMBER_TABLES.recharge));
    const recharge = (await within(drawer).findByText(last.orderNo)).closest('tr')!;
    expect(within(recharge).getByText(yuan(last.bonus))).toBeInTheDocument();
    await user.click(within(drawer).getByRole('tab', { name: '消费记录' }));
    const spent = mine(mockDb().table(MEMBER_TABLES.consume));
    const line = (await within(drawer).findByText(spent.orderNo)).closest('tr')!;
    expect(within(line).getByText(spent.description)).toBeInTheDocument();
  });

  it('充值: what 500 earns before it is sent; a refusal keeps the values; a double click recharges once', async () => {
    const { user, zhou } = await open();
    await user.click(within(rowOf('M10010001')).getByText(/^充\s*值$/));
    const dialog = (await screen.findByText('会员充值：周子轩')).closest<HTMLElement>('.ant-modal')!;
    await user.click(within(dialog).getByLabelText('充值金额'));
    await user.paste('500');
    // 充500送50's bonus, and 1 point a yuan recharged (the earn rule)
    await within(dialog).findByText('本次可得：按「充500送50」赠送 ¥50.00 · 500 积分');
    const after = `充值后余额：${yuan(zhou.principal + zhou.bonus + 550)}（本金 ${yuan(zhou.principal + 500)} + 赠送 ${yuan(zhou.bonus + 50)}）`;
    expect(within(dialog).getByText(after)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '现金' }));

    // frozen meanwhile: refused, the dialog keeps its values
    zhou.status = 0;
    await user.click(buttonIn(dialog, '确认充值'));
    await within(dialog).findByText('该会员已冻结，不能充值');
    expect(within(dialog).getByLabelText('充值金额')).toHaveValue('500.00');
    expect(within(dialog).getByRole('radio', { name: '现金' })).toBeChecked();

    // active again: a double click recharges once
    zhou.status = 1;
    let sent = 0;
    const count = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/member/recharge')) sent++;
    };
    server.events.on('request:start', count);
    await user.type(within(dialog).getByLabelText('备注'), '前台');
    await user.dblClick(buttonIn(dialog, '确认充值'));
    await screen.findByText('已为周子轩充值 ¥500.00，赠送 ¥50.00');
    server.events.removeListener('request:start', count);
    expect(sent).toBe(1);
    await waitFor(() => expect(dialog).not.toBeVisible());
    expect(
      mockDb()
        .table(MEMBER_TABLES.recharge)
        .filter((r) => r.memberId === zhou.id)
        .at(-1),
    ).toMatchObject({ amount: 500, bonus: 50, points: 500, payType: 3, remark: '前台', operator: '王磊' });
  });

  it('快速充值: a member found by the last digits of the phone (getPage) gets the same recharge dialog', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: /快速充值/ }));
    const picker = await screen.findByRole('combobox', { name: '会员' });
    await user.type(picker, '5678');
    await user.click(await screen.findByText('周子轩 · 139****5678 · M10010001 · 金卡会员'));
    await screen.findByText('会员充值：周子轩');
  });
});
