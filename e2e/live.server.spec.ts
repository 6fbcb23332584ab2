import { expect, test, type MockServer, type SignedInOptions } from './support/fixtures';
import { VISIBLE_PAGE, type Console } from './pages/console';

/*
 * Live pushes over a real WebSocket to the stand-alone mock server (project `server` only), at 悦途客栈 (1003),
 * which no other spec uses: it starts with three unread notifications. The tests push to the same place, so they
 * run one after another.
 */
test.describe.configure({ mode: 'serial' });

const PLACE = 1003;
const PLACE_NAME = '悦途客栈';

async function enter(
  mockServer: MockServer,
  signedIn: (account: string, o: SignedInOptions) => Promise<Console>,
  path?: string,
) {
  await mockServer.resetPlace(PLACE);
  const c = await signedIn('13800138000', { place: PLACE_NAME, path });
  // the console's socket is open once a push reaches it
  await expect.poll(() => mockServer.push(PLACE, 'success'), { timeout: 10_000 }).toBe(1);
  return c;
}

test('each push kind does what §4 says: notification, room state on home, warning, activity, pay order', async ({
  page,
  mockServer,
  signedIn,
}) => {
  await enter(mockServer!, signedIn);

  // businessType 4 on home: that room's tile changes
  const tile = page.locator('[data-room-id]').first();
  await expect(tile).toBeVisible({ timeout: 15_000 });
  const roomId = Number(await tile.getAttribute('data-room-id'));
  const next = (await tile.getAttribute('data-state')) === 'repair' ? 'disabled' : 'repair';
  await mockServer!.push(PLACE, { businessType: 4, data: { roomId, patch: { block: next } } });
  await expect(page.locator(`[data-room-id="${roomId}"]`)).toHaveAttribute('data-state', next);

  // type 101: a warning toast
  await mockServer!.push(PLACE, { type: 101, msg: '前台收银机网络中断' });
  await expect(page.locator('.ant-message').getByText('前台收银机网络中断')).toBeVisible();

  // 7: the activity popup with its period, closed by its button
  await mockServer!.push(PLACE, {
    businessType: 7,
    data: {
      id: 1,
      title: '双十二房费立减',
      content: '<p>开通OTA直连享<strong>8折</strong></p>',
      imgUrl: '',
      startTime: '2026-12-01 00:00:00',
      endTime: '2026-12-12 23:59:59',
    },
  });
  const activity = page.getByRole('dialog', { name: '双十二房费立减' });
  await expect(activity.getByText('活动时间：2026-12-01 00:00:00 至 2026-12-12 23:59:59')).toBeVisible();
  await activity.getByRole('button', { name: /^关\s闭$/ }).click();
  await expect(activity).toHaveCount(0);

  // 9: a pay-order notice that stays until acted on; 去支付 opens the QR flow of that order
  await mockServer!.payOrder(PLACE, 1);
  const notice = page.locator('.ant-notification-notice').filter({ hasText: '您有一笔待支付订单' });
  await expect(notice.getByText('OTA直连 · 1年')).toBeVisible();
  await page.waitForTimeout(5_000);
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: '去支付' }).click();
  const order = page.getByRole('dialog', { name: '确认订单' });
  await order.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await order.getByRole('button', { name: '去支付' }).click();
  await expect(
    page.getByRole('dialog', { name: '扫码支付' }).getByRole('img', { name: '支付二维码' }),
  ).toBeVisible();
  await page
    .getByRole('dialog', { name: '扫码支付' })
    .getByRole('button', { name: '关闭', exact: true })
    .click();

  // 5: the notification dialog opens with the unread ones
  await mockServer!.notify(PLACE, { title: '停电检修通知', content: '<p>今晚 23:00 停电</p>' });
  await expect(page.getByRole('dialog', { name: /系统通知/ })).toBeVisible();
});

test('109 on the goods page reloads it: a sale at the front desk shows without a reload', async ({
  page,
  mockServer,
  signedIn,
}) => {
  await enter(mockServer!, signedIn, '/shop/goodsManage');
  const water = page.locator(VISIBLE_PAGE).getByRole('row').filter({ hasText: '农夫山泉饮用天然水' });
  await expect(water.getByRole('cell', { name: '120', exact: true })).toBeVisible({ timeout: 15_000 });
  // 1003's goods come after 1001's and 1002's 17 each (mocks/seed.ts): 农夫山泉 is 35
  await mockServer!.sellGoods(PLACE, 35, 3);
  await expect(water.getByRole('cell', { name: '117', exact: true })).toBeVisible();
});

test('the notification dialog walks through the unread ones and the unread count reaches 0', async ({
  page,
  mockServer,
  signedIn,
}) => {
  await enter(mockServer!, signedIn);
  const badge = page.getByRole('button', { name: '系统消息' }).locator('..').locator('.ant-badge-count');
  await expect(badge).toHaveText('3');
  await mockServer!.push(PLACE, { businessType: 6, data: { id: 0, title: '', content: '', sendTime: '' } });
  const dialog = page.getByRole('dialog', { name: /系统通知/ });
  await expect(dialog.getByText('未读 3 条')).toBeVisible();
  await dialog.getByRole('button', { name: '查看下一条' }).click();
  await expect(dialog.getByText('未读 2 条')).toBeVisible();
  await dialog.getByRole('button', { name: '查看下一条' }).click();
  await expect(dialog.getByText('未读 1 条')).toBeVisible();
  await dialog.getByRole('button', { name: '知道了' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(badge).toHaveCount(0);
});

test('a killed socket reconnects after 2 s; a notice full of script runs none', async ({
  page,
  mockServer,
  signedIn,
}) => {
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  await enter(mockServer!, signedIn);
  expect(await mockServer!.closeSockets(PLACE)).toBe(1);
  const closedAt = Date.now();
  await expect.poll(() => mockServer!.push(PLACE, 'success'), { timeout: 10_000, intervals: [200] }).toBe(1);
  expect(Date.now() - closedAt).toBeGreaterThanOrEqual(1_800);

  await mockServer!.notify(PLACE, {
    title: '安全测试',
    content:
      '<p>正文</p><img src=x onerror=alert(1)><a href="javascript:alert(2)">点我</a><svg><script>alert(3)</script></svg>',
  });
  const dialog = page.getByRole('dialog', { name: /系统通知/ });
  await expect(dialog).toBeVisible();
  // the newest unread one is shown first or after the seeded ones: walk to it. It joins the queue when the
  // console has fetched it after the push, which may be after the walk reached the last seeded one (then there
  // is no 查看下一条 yet): each step waits a moment and tries again rather than waiting on a button. One read
  // at a time: a step that clicks waits until the dialog has moved on from the notice it read, or a click
  // queued behind a slow read would land on the next notice (the one looked for) and read it away.
  const notice = dialog.getByRole('article');
  await expect(async () => {
    const shown = await notice.getAttribute('aria-label', { timeout: 1_000 });
    if (shown === '安全测试') return;
    await dialog.getByRole('button', { name: '查看下一条' }).click({ timeout: 1_000 });
    await expect(notice).not.toHaveAttribute('aria-label', shown ?? '', { timeout: 3_000 });
    await expect(notice).toHaveAttribute('aria-label', '安全测试', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(dialog.getByText('正文')).toBeVisible();
  const link = dialog.getByText('点我');
  await expect(link).not.toHaveAttribute('href', /javascript/);
  await expect(dialog.locator('[onerror]')).toHaveCount(0);
  await expect(dialog.locator('script')).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(alerts).toEqual([]);
});

test('feedback refuses empty content, sends once on a double click, and keeps the content on a server error', async ({
  page,
  mockServer,
  signedIn,
}) => {
  await enter(mockServer!, signedIn);
  await page.getByRole('button', { name: '意见反馈' }).click();
  const dialog = page.getByRole('dialog', { name: '意见反馈' });
  await expect(dialog.getByRole('button', { name: '关闭', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: /^提\s?交$/ }).click();
  await expect(page.getByText('反馈内容不能为空')).toBeVisible();

  const editor = dialog.locator('[contenteditable="true"]');
  await editor.click();
  await page.keyboard.type('退房时门锁没有自动注销 #fail');
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('/business-merchant/feedback/add')) sent++;
  });
  await dialog.getByRole('button', { name: /^提\s?交$/ }).dblclick();
  await expect(page.getByText('反馈服务繁忙，请稍后再试')).toBeVisible();
  expect(sent).toBe(1);
  await expect(dialog).toBeVisible();
  await expect(editor).toContainText('退房时门锁没有自动注销');

  // the mask does not close it (a successful send closing it is a component test: feedback-dialog.test.tsx)
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await expect(editor).toContainText('退房时门锁没有自动注销');
});
