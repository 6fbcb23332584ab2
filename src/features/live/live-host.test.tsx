import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { addNotification } from '@mocks/domains/notification/routes';
import { closeSockets, openSocketCount, pushTo } from '@mocks/realtime';
import { commonLicense, type LicenseOrder } from '@/api/services/common-license';
import { payOrderPush } from '@/domain/licence';
import { notificationApi } from '@/api/services/notifications';
import { PaymentHost } from '@/payment/payment-host';
import { RECONNECT_DELAYS_MS } from '@/realtime/connection';
import { realtimeStatus, startRealtime } from '@/realtime/realtime';
import { renderPage } from '@/test/render-page';
import { signInTo } from '@/test/sign-in';
import { LiveHost, WARNING_TOAST_S } from './live-host';
import { expectTexts } from '@/test/table';

const OWNER = '13800138000';

/** Sign in at the place, render the host (and the payment dialogs) and open the place's socket. */
async function live(placeId = 1001, { checkOnEnter = false } = {}) {
  await signInTo(OWNER, placeId);
  const utils = renderPage(
    <>
      <LiveHost checkOnEnter={checkOnEnter} />
      <PaymentHost />
    </>,
    { path: '/wel/index' },
  );
  startRealtime({ placeId, userId: 10001 });
  await waitFor(() => expect(openSocketCount(placeId)).toBe(1));
  return { ...utils, user: userEvent.setup() };
}

/** The platform's pay-order notice (push 9) for an order of 1001, as the mock's pushPayOrder sends it. */
const pushPayOrder = (order: LicenseOrder) => pushTo(1001, payOrderPush(order));

/** Calls that left the console, by path fragment. */
function countCalls(fragment: string) {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(fragment)) calls.push(request.url);
  });
  return calls;
}

const noticeDialog = () => screen.findByRole('dialog', { name: /系统通知/ });

/** The dialog shows this notification and this unread count. */
async function shows(title: string, unread: number) {
  const dialog = await noticeDialog();
  await within(dialog).findByRole('article', { name: title });
  expect(within(dialog).getByText(`未读 ${unread} 条`)).toBeInTheDocument();
  return dialog;
}

const button = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('button', { name: new RegExp(`^${name.split('').join('\\s*')}$`) });

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('notification dialog (§4 Notifications)', () => {
  it('a push opens the unread ones one at a time; each step marks one read until none is left', async () => {
    const { user } = await live();
    const reads = countCalls('/businessNotification/updateStatus');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    pushTo(1001, { businessType: 5, data: { id: 1, title: '系统升级通知', content: '', sendTime: '' } });

    let dialog = await shows('系统升级通知', 3);
    expectTexts(dialog, '发送时间：2025-06-16 10:00:00', '2025-06-18 02:00-04:00');
    await user.click(button(dialog, '查看下一条'));
    dialog = await shows('房费结算提醒', 2);
    await user.click(button(dialog, '查看下一条'));
    dialog = await shows('端午节房价调整提醒', 1);
    await user.click(button(dialog, '知道了'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(reads).toHaveLength(3);
    expect(await notificationApi.unreadCount()).toBe(0);
  });

  it('entering the console checks once (per place and tab session) and opens it when unread ones exist', async () => {
    await signInTo(OWNER, 1001);
    const lists = countCalls('/businessNotification/list');
    const first = renderPage(<LiveHost />, { path: '/wel/index' });
    await shows('系统升级通知', 3);
    first.unmount();
    // a reload or a remount in the same tab session is not a new entry
    renderPage(<LiveHost />, { path: '/wel/index' });
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(lists).toHaveLength(1);
  });

  it('an urgent push (105) of a new notification puts it in the queue; × leaves the rest unread', async () => {
    const { user } = await live(1001);
    const { notification } = addNotification(1001, {
      title: '停电检修通知',
      content: '<p>今晚 23:00 停电 <a href="https://example.com/a">详情</a><img src=x onerror=alert(1)></p>',
      businessType: 105,
    });
    const dialog = await shows('停电检修通知', 4);
    expect(within(dialog).getByRole('link', { name: '详情' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(dialog.querySelector('[onerror]')).toBeNull();
    // a push while reading does not swap the text on screen
    addNotification(1001, { title: '第二条', content: '<p>2</p>', businessType: 6 });
    await within(dialog).findByText('未读 5 条');
    expect(within(dialog).getByRole('article', { name: '停电检修通知' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await notificationApi.unreadCount()).toBe(5);
    expect(notification.status).toBe(0);
  });

  it('more than 20 unread: 20 are fetched, the rest follow once those are read', async () => {
    for (let i = 1; i <= 18; i += 1) addNotification(1006, { title: `批量通知${i}`, content: `<p>${i}</p>` });
    const { user } = await live(1006);
    const lists = countCalls('/businessNotification/list');
    pushTo(1006, { businessType: 6, data: {} });
    let dialog = await shows('批量通知18', 21);
    for (let left = 21; left > 1; left -= 1) {
      await user.click(button(dialog, '查看下一条'));
      dialog = await noticeDialog();
      await within(dialog).findByText(`未读 ${left - 1} 条`);
    }
    // the 21st (the oldest seeded one) came with a second request
    expect(within(dialog).getByRole('article', { name: '端午节房价调整提醒' })).toBeInTheDocument();
    expect(lists).toHaveLength(2);
    await user.click(button(dialog, '知道了'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await notificationApi.unreadCount()).toBe(0);
  }, 30_000);

  it('after a reconnect, notifications missed meanwhile open the dialog; nothing new keeps it shut', async () => {
    // a fake clock that runs with the real one, so the 2 s wait before a reconnect can be skipped, not waited for
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout'],
      shouldAdvanceTime: true,
      advanceTimeDelta: 5,
    });
    await live(1001);
    closeSockets(1001);
    await waitFor(() => expect(realtimeStatus()).toBe('waiting'));
    // sent while the socket was down: nobody heard the push
    expect(addNotification(1001, { title: '断线期间的通知', content: '<p>x</p>' }).sent).toBe(0);
    // the console reconnects after 2 s
    expect(realtimeStatus()).toBe('waiting');
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]!);
    const dialog = await shows('断线期间的通知', 4);
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // the next reconnect finds nothing this tab has not seen: the closed dialog stays closed
    const lists = countCalls('/businessNotification/list');
    closeSockets(1001);
    await waitFor(() => expect(realtimeStatus()).toBe('waiting'));
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]!);
    await waitFor(() => expect(lists).toHaveLength(1));
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 25_000);
});

describe('other pushes (§4 table)', () => {
  it('7 opens the activity popup: title, sanitised body, 活动时间 from 至 to, a close button', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = await live();
    const activity = (id: number, title: string) => ({
      businessType: 7,
      data: {
        id,
        title,
        content:
          '<p>连住三晚<strong>八折</strong><img src=x onerror=alert(1)></p><svg><script>alert(1)</script></svg>',
        imgUrl: 'https://img.example/summer.png',
        startTime: '2025-07-01 00:00:00',
        endTime: '2025-08-31 23:59:59',
      },
    });
    pushTo(1001, activity(1, '暑期特惠'));
    pushTo(1001, activity(2, '国庆连住'));
    pushTo(1001, activity(1, '暑期特惠'));
    pushTo(1001, { businessType: 7, data: 'not an activity' });
    let dialog = await screen.findByRole('dialog', { name: '暑期特惠' });
    expect(within(dialog).getByText('八折')).toBeInTheDocument();
    expect(
      within(dialog).getByText('活动时间：2025-07-01 00:00:00 至 2025-08-31 23:59:59'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: '暑期特惠' })).toHaveAttribute(
      'src',
      'https://img.example/summer.png',
    );
    expect(dialog.querySelector('script, [onerror]')).toBeNull();
    // the footer's 关闭 (antd spaces two-character labels); the × is 关闭 too
    await user.click(within(dialog).getByRole('button', { name: '关 闭' }));
    dialog = await screen.findByRole('dialog', { name: '国庆连住' });
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it(`101 shows a warning toast for ${WARNING_TOAST_S} s; a pay-order notice (9) stays meanwhile`, async () => {
    await live();
    const order = await commonLicense.orderDetail(6);
    // antd's toast counts its time in animation frames and Date.now
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    pushTo(1001, { type: 101, msg: '前台收银机网络异常，请检查' });
    pushPayOrder(order);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText('前台收银机网络异常，请检查')).toBeInTheDocument();
    expect(screen.getByText('您有一笔待支付订单')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(WARNING_TOAST_S * 1000 - 1000));
    expect(screen.getByText('前台收银机网络异常，请检查')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByText('前台收银机网络异常，请检查')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(screen.getByText('您有一笔待支付订单')).toBeInTheDocument();
  });
});

describe('pay-order notice (push 9)', () => {
  async function notice() {
    const order = await commonLicense.orderDetail(6);
    pushPayOrder(order);
    const box = (await screen.findByText('您有一笔待支付订单')).closest(
      '.ant-notification-notice',
    ) as HTMLElement;
    return { order, box };
  }

  it('shows the order with 去支付 and 取消 and no close icon; 去支付 opens the payment flow for that order', async () => {
    const { user } = await live();
    const { order, box } = await notice();
    expectTexts(box, `订单号：${order.outTradeNo}`, `${order.licenseName} · ${order.planName}`);
    expect(within(box).queryByRole('button', { name: /close|关闭/i })).not.toBeInTheDocument();
    await user.click(button(box, '去支付'));
    const dialog = await screen.findByRole('dialog', { name: '确认订单' });
    expect(within(dialog).getByText(order.licenseName)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('您有一笔待支付订单')).not.toBeInTheDocument());
    // paying it goes through buyOrder for the existing order: a QR code for it
    const box2 = within(dialog).getByRole('checkbox', { name: '我已阅读并同意《购买协议》' });
    await user.click(box2);
    await user.click(button(dialog, '去支付'));
    await screen.findByRole('dialog', { name: '扫码支付' });
    expect((await commonLicense.orderDetail(6)).id).toBe(order.id);
  });

  it('取消 asks first; 暂不取消 keeps the notice, 取消订单 cancels the order and removes it', async () => {
    const { user } = await live();
    const { order, box } = await notice();
    await user.click(button(box, '取消'));
    let confirm = await screen.findByRole('dialog', { name: '确定取消该订单吗？' });
    expect(within(confirm).getByText(new RegExp(order.outTradeNo))).toBeInTheDocument();
    await user.click(button(confirm, '暂不取消'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('您有一笔待支付订单')).toBeInTheDocument();

    await user.click(button(box, '取消'));
    confirm = await screen.findByRole('dialog', { name: '确定取消该订单吗？' });
    await user.click(button(confirm, '取消订单'));
    await screen.findByText('取消成功');
    await waitFor(() => expect(screen.queryByText('您有一笔待支付订单')).not.toBeInTheDocument());
    expect((await commonLicense.orderDetail(6)).payStatus).toBe(3);
  });

  it('a malformed pay-order frame shows nothing', async () => {
    await live();
    pushTo(1001, { businessType: 9, data: { orderId: 'x', price: 1 } });
    pushTo(1001, { type: 101, msg: '之后的提示' });
    await screen.findByText('之后的提示');
    expect(screen.queryByText('您有一笔待支付订单')).not.toBeInTheDocument();
  });
});
