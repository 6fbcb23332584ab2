import { screen, waitFor, within } from '@testing-library/react';
import { BILLING_TABLES } from '@mocks/seed';
import { choose } from '@/test/select';
import { fieldShowing, openRowDialog, retype } from '@/test/form';
import { rowForRoomModel } from '@/test/seed-rows';
import { buttonIn, expectTexts, rowOf } from '@/test/table';
import { openFeeRuleTab } from './test-support';
import { refuseField } from '@/test/refuse';
import { BILLING_RULES_BASE } from '@/domain/billing';

/*
 * /feeRule/index?tab=hourRoom against 1001: 标准大床房 (门市价 168) sold as hour rooms, 3 h ¥58, then ¥20 per
 * 60 min, a day room after 6 h, 08:00–22:00; 电竞三人间 never set up (off, defaults).
 */
const hourRoomOf = (name: string) => rowForRoomModel(BILLING_TABLES.hourRoom, name);

const open = (account?: string) => openFeeRuleTab('hourRoom', '标准大床房', account);

describe('/feeRule/index?tab=hourRoom (hour rooms)', () => {
  it('shows one row per room type: on or off, the start block, overtime, cap and sale hours', async () => {
    await open();
    const row = rowOf('标准大床房');
    expectTexts(row, '已开启', '3 小时 ¥58.00', '每 60 分钟 ¥20.00', '6 小时后按全天房', '08:00–22:00');
    expect(within(rowOf('电竞三人间')).getByText('未开启')).toBeInTheDocument();
  });

  it('prices a worked example with the entered values as they change', async () => {
    const user = await open();
    const dialog = await openRowDialog(user, '标准大床房');
    // 4 h: ¥58 for 3 h and one started hour at ¥20
    await within(dialog).findByText('住 4 小时：¥78.00');
    expect(within(dialog).getByText('超过 6 小时或钟点费达到门市价 ¥168.00 时按全天房')).toBeInTheDocument();

    await retype(user, within(dialog).getByLabelText('起步价'), '70');
    await within(dialog).findByText('住 4 小时：¥90.00');
    await choose(user, dialog, '超时计费单位', '每 30 分钟');
    await within(dialog).findByText('住 4 小时：¥110.00');
    // the example stays one hour past the start block until a length is picked
    await retype(user, within(dialog).getByLabelText('起步时长'), '2');
    await within(dialog).findByText('住 3 小时：¥110.00');
    await retype(user, within(dialog).getByLabelText('示例时长'), '7');
    await within(dialog).findByText('住 7 小时：¥168.00（按全天房）');
    // nothing of this was saved
    expect(hourRoomOf('标准大床房')).toMatchObject({ startPrice: 58, stepMinutes: 60 });
  });

  it('keeps the form when the cap is not after the start block, then saves the rule', async () => {
    const user = await open();
    const dialog = await openRowDialog(user, '标准大床房');
    const cap = await fieldShowing(dialog, '封顶时长', '6');
    await retype(user, within(dialog).getByLabelText('超时单价'), '15');
    await retype(user, cap, '3');
    await user.click(buttonIn(dialog, '保存'));
    await within(dialog).findByText('封顶时长须大于起步时长');
    expect(within(dialog).getByLabelText('超时单价')).toHaveValue('15.00');
    expect(hourRoomOf('标准大床房')!.capHours).toBe(6);

    await retype(user, cap, '5');
    await user.click(buttonIn(dialog, '保存'));
    await screen.findByText('更新成功');
    expect(hourRoomOf('标准大床房')).toMatchObject({ capHours: 5, stepPrice: 15, startHours: 3, enabled: 1 });
    const row = rowOf('标准大床房');
    await within(row).findByText('5 小时后按全天房');
    expect(within(row).getByText('每 60 分钟 ¥15.00')).toBeInTheDocument();
  });

  it('turns hour rooms on for a type never set up', async () => {
    const user = await open();
    const dialog = await openRowDialog(user, '电竞三人间');
    const enabled = within(dialog).getByRole('switch');
    await waitFor(() => expect(enabled).not.toBeChecked());
    await user.click(enabled);
    await user.click(buttonIn(dialog, '保存'));
    await screen.findByText('更新成功');
    expect(hourRoomOf('电竞三人间')).toMatchObject({ enabled: 1, startHours: 3, capHours: 6 });
    await within(rowOf('电竞三人间')).findByText('已开启');
  });

  it("shows the server's refusal on its field and keeps the form", async () => {
    const user = await open();
    refuseField(`${BILLING_RULES_BASE}/editHourRoom`, 'saleEndTime', '售卖开始与结束时间不能相同');
    const dialog = await openRowDialog(user, '电竞大床房');
    await fieldShowing(dialog, '起步价', '88.00');
    await user.click(buttonIn(dialog, '保存'));
    await within(dialog).findByText('售卖开始与结束时间不能相同');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('offers staff no edit', async () => {
    await open('13800138002');
    expect(within(rowOf('标准大床房')).getByText('3 小时 ¥58.00')).toBeInTheDocument();
    expect(screen.queryByText('编辑')).not.toBeInTheDocument();
  });
});
