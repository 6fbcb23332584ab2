import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@mocks/db';
import { MESSAGE_TABLES } from '@mocks/domains/message-center/seed';
import { choose } from '@/test/select';
import { buttonIn, expectTexts, rowOf } from '@/test/table';
import { openMessages } from './test-support';

/*
 * /info/msg?tab=sms: 1001 has 3826 messages left, sends 入住成功通知, 退房提醒 and 预订确认, sent 12 SMS (2 failed)
 * and bought one pack of 5000; 1002 has no balance.
 */
const PATH = '/info/msg?tab=sms';
const switchOf = (placeId: number, templateId: number) =>
  getDb()
    .table(MESSAGE_TABLES.smsSwitch)
    .find((r) => r.placeId === placeId && r.templateId === templateId);

const open = (path = PATH, placeId = 1001) => openMessages(path, { placeId, first: '入住成功通知' });

describe('/info/msg?tab=sms (SMS)', { timeout: 30_000 }, () => {
  it('shows the balance and which SMS go out with what wording; 购买短信包 leads to the SMS packs', async () => {
    const { user, router } = await open();
    const balance = (await screen.findByText('短信余额')).closest('.ant-statistic') as HTMLElement;
    expectTexts(balance, '3,826', '条');
    const checkIn = rowOf('入住成功通知');
    expect(within(checkIn).getByRole('switch')).toBeChecked();
    expectTexts(checkIn, '消息模板：入住欢迎短信', /^【云栖电竞酒店】\{客人姓名\}您好，欢迎入住/);
    const cancel = rowOf('预订取消通知');
    expect(within(cancel).getByRole('switch')).not.toBeChecked();
    expect(within(cancel).getByText('平台默认')).toBeInTheDocument();
    await user.click(buttonIn(document.body, '购买短信包'));
    expect(router.state.location.pathname).toBe('/application/index');
    expect(router.state.location.search).toBe('?tab=sms');
  });

  it('switches an SMS on and off', async () => {
    const { user } = await open();
    await user.click(within(rowOf('预订取消通知')).getByRole('switch'));
    await screen.findByText('更新成功');
    expect(switchOf(1001, 4)?.status).toBe(1);
    await user.click(within(rowOf('入住成功通知')).getByRole('switch'));
    await waitFor(() => expect(switchOf(1001, 1)?.status).toBe(0));
    await waitFor(() => expect(within(rowOf('入住成功通知')).getByRole('switch')).not.toBeChecked());
  });

  it('refuses to switch on without a balance and puts the switch back', async () => {
    const { user } = await open(PATH, 1002);
    expect(
      within((await screen.findByText('短信余额')).closest('.ant-statistic') as HTMLElement).getByText('0'),
    ).toBeInTheDocument();
    await user.click(within(rowOf('会员生日祝福')).getByRole('switch'));
    await screen.findByText('短信余额不足，请先购买短信包');
    await waitFor(() => expect(within(rowOf('会员生日祝福')).getByRole('switch')).not.toBeChecked());
    expect(switchOf(1002, 6)).toBeUndefined();
  });

  it('pages the send records and filters the failed ones', async () => {
    const { user, router } = await open();
    await user.click(screen.getByText('发送记录'));
    await screen.findByText('共 12 条');
    expect(router.state.location.search).toBe('?tab=sms&view=send');
    const latest = rowOf('135****8806');
    expectTexts(latest, '孙佳琪', '预订确认', '成功', '2026-11-15 13:12:40');
    const search = screen.getByRole('search');
    await choose(user, search, '发送结果', '失败');
    await user.click(buttonIn(search, '查询'));
    await screen.findByText('共 2 条');
    expect(within(rowOf('用户已退订短信')).getByText('失败')).toBeInTheDocument();
    expect(within(rowOf('号码已停机')).getByText('150****7712')).toBeInTheDocument();
  });

  it('lists the SMS packs bought, with their payment state', async () => {
    await openMessages('/info/msg?tab=sms&view=buy', { placeId: 1006 });
    await screen.findByText('共 2 条');
    const paid = rowOf('1000条');
    expectTexts(paid, '已支付', '¥60.00', '1000 条', '支付宝');
    expectTexts(rowOf('5000条'), '待支付', '微信支付');
  });
});
