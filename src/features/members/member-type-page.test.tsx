import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openSignedIn } from '@/test/open-page';
import { choose } from '@/test/select';
import { deleteRow } from '@/test/form';
import { rowOf, spaced } from '@/test/table';
import { CrudPage } from '@/crud/crud-page';
import memberTypeConfig from './member.type.crud';
import RechargeStrategyPage from './recharge-strategy-page';

/* /member/type and /member/recharge at the demo hotel 1001 (four levels, three offers for all levels). */

async function save(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(dialog).getByRole('button', { name: spaced('保存') }));
}

describe('/member/type (member levels)', () => {
  it('adds a level (shown in 折 and yuan) and keeps one in use, saying what uses it', async () => {
    const { user } = await openSignedIn(<CrudPage config={memberTypeConfig} />, '/member/type', {
      first: '钻石会员',
    });
    await user.click(screen.getByText(/^新\s*增$/).closest('button')!);
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('类型名称'), '黑金会员');
    await user.clear(within(dialog).getByLabelText('会员折扣'));
    await user.type(within(dialog).getByLabelText('会员折扣'), '7.5');
    await user.clear(within(dialog).getByLabelText('升级门槛'));
    await user.type(within(dialog).getByLabelText('升级门槛'), '20000');
    await save(dialog, user);
    await screen.findByText('新增成功');
    expect(within(rowOf('黑金会员')).getByText('7.5折')).toBeInTheDocument();
    expect(within(rowOf('黑金会员')).getByText('¥20000.00')).toBeInTheDocument();

    await deleteRow(user, '金卡会员');
    await screen.findByText(/^「金卡会员」正在使用，不能删除：\d+名会员、\d+个房型的会员价/);
    expect(rowOf('金卡会员')).toBeInTheDocument();
  });
});

describe('/member/recharge (recharge offers)', () => {
  it('refuses an offer overlapping another of its level on the amount, keeps the form, and saves it for a level', async () => {
    const { user } = await openSignedIn(<RechargeStrategyPage />, '/member/recharge', {
      first: '充1000送150',
    });
    expect(within(rowOf('充200送10')).getByText('¥200.00 至 ¥500.00（不含）')).toBeInTheDocument();
    expect(within(rowOf('充1000送150')).getByText('¥1000.00 起')).toBeInTheDocument();

    await user.click(screen.getByText(/^新\s*增$/).closest('button')!);
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('策略名称'), '充300送30');
    await user.type(within(dialog).getByLabelText('起充金额'), '300');
    await user.clear(within(dialog).getByLabelText('赠送金额'));
    await user.type(within(dialog).getByLabelText('赠送金额'), '30');
    expect(within(dialog).getByText('会员充值 ¥300.00 时得到：赠送 ¥30.00')).toBeInTheDocument();
    await save(dialog, user);
    await within(dialog).findByText(
      '与充值策略「充200送10」的金额区间和有效期重叠，同一会员等级只能有一条生效',
    );
    expect(within(dialog).getByLabelText('策略名称')).toHaveValue('充300送30');

    await choose(user, dialog, '会员等级', '金卡会员');
    await save(dialog, user);
    await screen.findByText('新增成功');
    expect(within(rowOf('充300送30')).getByText('金卡会员')).toBeInTheDocument();
  });
});
