import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@mocks/db';
import { openSocketCount, pushTo } from '@mocks/realtime';
import { startRealtime } from '@/realtime/realtime';
import { choose } from '@/test/select';
import { buttonIn, expectTexts, rowButton, rowOf } from '@/test/table';
import { placeRow, placeRows } from '@/test/place-rows';
import { openMessages } from './test-support';

/*
 * /info/msg?tab=notice against 1001's five system notifications: 系统升级通知, 房费结算提醒 and 端午节房价调整提醒
 * unread, 收款账户实名认证提醒 and 新功能上线：钟点房自动计费 read.
 */
const PATH = '/info/msg?tab=notice';
/** The top bar's badge query (src/app/layout/top-bar.tsx): placeKey(placeId, 'notifications', 'unread'). */
const BADGE_KEY = ['place', 1001, 'notifications', 'unread'];
const notification = (title: string) => placeRow('businessNotification', 'title', title)!;

const open = (path = PATH) => openMessages(path, { first: '系统升级通知' });

describe('/info/msg?tab=notice (system notifications)', { timeout: 30_000 }, () => {
  it('lists the notifications with their read state and filters the unread ones', async () => {
    const { user, router } = await open();
    expect(screen.getByText('共 5 条')).toBeInTheDocument();
    await screen.findByText('未读消息 3 条');
    expectTexts(rowOf('系统升级通知'), '未读', '标为已读');
    expect(within(rowOf('收款账户实名认证提醒')).getByText('已读')).toBeInTheDocument();
    expect(within(rowOf('收款账户实名认证提醒')).queryByText('标为已读')).not.toBeInTheDocument();

    const search = screen.getByRole('search');
    await choose(user, search, '阅读状态', '未读');
    await user.click(buttonIn(search, '查询'));
    await waitFor(() => expect(screen.getByText('共 3 条')).toBeInTheDocument());
    expect(screen.queryByText('收款账户实名认证提醒')).not.toBeInTheDocument();
    expect(router.state.location.search).toContain('q_status=0');
    expect(router.state.location.search).toContain('tab=notice');
  });

  it('marks one read and refreshes the top bar’s unread count', async () => {
    const { user, queryClient } = await open();
    await screen.findByText('未读消息 3 条');
    expect(queryClient.getQueryData(BADGE_KEY)).toBe(3);
    await user.click(rowButton('房费结算提醒', '标为已读'));
    await screen.findByText('更新成功');
    expect(notification('房费结算提醒').status).toBe(1);
    // the badge's query was invalidated and fetched again
    await screen.findByText('未读消息 2 条');
    expect(queryClient.getQueryData(BADGE_KEY)).toBe(2);
    await waitFor(() => expect(within(rowOf('房费结算提醒')).getByText('已读')).toBeInTheDocument());
    expect(within(rowOf('房费结算提醒')).queryByText('标为已读')).not.toBeInTheDocument();
  });

  it('opens a notification with its content made safe, and marks it read', async () => {
    const row = notification('端午节房价调整提醒');
    row.content =
      '<p>节假日价格<img src=x onerror="window.__pwned=1"><a href="javascript:alert(1)">详情</a></p>';
    const { user, queryClient } = await open();
    await user.click(screen.getByText('端午节房价调整提醒'));
    const dialog = await screen.findByRole('dialog');
    expectTexts(dialog, '端午节房价调整提醒', '2025-05-26 14:00:00', /节假日价格/);
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(within(dialog).getByText('详情').getAttribute('href')).toBeNull();
    await waitFor(() => expect(notification('端午节房价调整提醒').status).toBe(1));
    await waitFor(() => expect(queryClient.getQueryData(BADGE_KEY)).toBe(2));
    await user.click(within(dialog).getByRole('button', { name: '关 闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('marks all read, one call each, and the count reaches 0', async () => {
    const { user, queryClient } = await open();
    await screen.findByText('未读消息 3 条');
    await user.click(buttonIn(document.body, '全部标为已读'));
    await screen.findByText('已将 3 条消息标为已读');
    expect(placeRows('businessNotification').filter((r) => r.status === 0)).toHaveLength(0);
    await screen.findByText('未读消息 0 条');
    expect(queryClient.getQueryData(BADGE_KEY)).toBe(0);
    await waitFor(() => expect(screen.queryAllByText('未读', { selector: '.ant-tag' })).toHaveLength(0));
    expect(buttonIn(document.body, '全部标为已读')).toBeDisabled();
    // another place's notifications are untouched
    expect(placeRows('businessNotification', 1002).filter((r) => r.status === 0)).toHaveLength(3);
  });

  it('shows a pushed notification at once (§4: businessType 5)', async () => {
    await open();
    await screen.findByText('未读消息 3 条');
    startRealtime({ placeId: 1001, userId: 10001 });
    await waitFor(() => expect(openSocketCount(1001)).toBe(1));
    getDb().table('businessNotification').push({
      id: 9001,
      placeId: 1001,
      notionId: 5006,
      title: '夜间房态同步维护',
      content: '<p>今晚 23:00 起房态同步维护 10 分钟。</p>',
      sendTime: '2025-06-20 18:00:00',
      status: 0,
      receivePlatform: 1,
    });
    pushTo(1001, {
      businessType: 5,
      data: { id: 9001, title: '夜间房态同步维护', content: '', sendTime: '' },
    });
    await screen.findByText('夜间房态同步维护');
    await screen.findByText('未读消息 4 条');
  });
});
