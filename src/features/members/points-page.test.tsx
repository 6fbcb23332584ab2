import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { listPointsMembers } from '@/api/services/points';
import { POINTS_MEMBER_BASE } from '@/domain/points';
import { postsTo } from '@/test/posts';
import { refuseField } from '@/test/refuse';
import { saveRefused } from '@/test/form';
import { renderPage } from '@/test/render-page';
import { signInTo } from '@/test/sign-in';
import { buttonIn, rowButton, rowOf } from '@/test/table';
import PointsPage from './points-page';

/*
 * /member/points at the demo hotel: 调整积分 of 周子轩 — the page's own check, the server's refusal on its field with
 * the dialog kept, one adjustment however often 保存 is clicked — and 明细 opening the ledger at the member's card.
 */

describe('/member/points (members’ points)', () => {
  it('adjusts a member’s points once, keeps the dialog on a refusal, and shows it in the ledger', async () => {
    await signInTo('13800138000', 1001);
    const zhou = (await listPointsMembers({ page: 1, size: 10, filters: { phone: '13912345678' } }))
      .records[0]!;
    renderPage(<PointsPage />, { path: '/member/points?tab=members&q_phone=13912345678' });
    const user = userEvent.setup();
    await screen.findByText('M10010001');
    // 当前积分 (and 累计获得, as the seed's members never spent any)
    expect(within(rowOf('M10010001')).getAllByText(String(zhou.points)).length).toBeGreaterThan(0);

    await user.click(rowButton('M10010001', '调整积分'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('调整积分：周子轩')).toBeInTheDocument();
    const change = within(dialog).getByLabelText('调整数量');
    const sent = postsTo(`${POINTS_MEMBER_BASE}/adjust`);
    // the page's own check: never below 0, before anything is sent
    await user.type(change, String(-(zhou.points + 1)));
    await user.type(within(dialog).getByLabelText('调整原因'), '更正');
    await saveRefused(user, dialog, { 调整数量: `调整后积分不能小于0（当前${zhou.points}积分）` });
    expect(sent).toHaveLength(0);

    // the server's refusal lands on its field; the dialog keeps what was typed
    await user.clear(change);
    await user.type(change, '200');
    expect(within(dialog).getByText(`调整后 ${zhou.points + 200} 积分`)).toBeInTheDocument();
    refuseField(`${POINTS_MEMBER_BASE}/adjust`, 'change', `调整后积分不能小于0（当前0积分）`);
    await saveRefused(user, dialog, { 调整数量: '调整后积分不能小于0（当前0积分）' });
    expect(within(dialog).getByLabelText('调整原因')).toHaveValue('更正');
    expect(sent).toHaveLength(1);

    server.resetHandlers();
    await user.type(within(dialog).getByLabelText('调整原因'), '补发');
    await user.dblClick(buttonIn(dialog, '保存'));
    await screen.findByText('调整成功');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(2);
    await waitFor(() =>
      expect(within(rowOf('M10010001')).getAllByText(String(zhou.points + 200)).length).toBeGreaterThan(0),
    );

    // 明细: the ledger at the member's card, the adjustment first
    await user.click(rowButton('M10010001', '明细'));
    const remark = await screen.findByText('更正补发');
    const row = remark.closest('tr')!;
    expect(within(row).getByText('手动调整')).toBeInTheDocument();
    expect(within(row).getByText('+200')).toBeInTheDocument();
    expect(within(row).getByText('张建国')).toBeInTheDocument();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('积分明细');
  });
});
