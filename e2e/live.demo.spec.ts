import { VISIBLE_PAGE } from './pages/console';
import { expect, test } from './support/fixtures';

/*
 * The demo build serves the socket in the page (MSW's WebSocket link): its user menu pushes what the backend
 * would, and the console reacts as it does against a real server (live.server.spec.ts checks each kind there).
 */
test('the demo menu pushes messages through the in-page socket: goods sold, warning, order to pay, notification', async ({
  page,
  signedIn,
}) => {
  // all 17 goods of the place on one page, so the one sold is on screen
  await signedIn('13800138000', { place: '悦途客栈', path: '/shop/goodsManage?size=50' });
  const rows = page.locator(VISIBLE_PAGE).locator('.ant-table-tbody tr');
  await expect(rows.filter({ hasText: '农夫山泉饮用天然水' })).toBeVisible();

  /*
   * Under load a hover can land while the user menu is still zooming in, and the submenu then never opens (seen
   * in CI, with the menu open and 演示推送 closed). Each try starts from the mouse away from the menu.
   */
  async function push(kind: string) {
    await expect(async () => {
      await page.mouse.move(0, 0);
      await page.getByRole('button', { name: '张建国' }).hover();
      await page.getByRole('menuitem', { name: /演示推送/ }).hover({ timeout: 5_000 });
      await page.getByRole('menuitem', { name: kind }).click({ timeout: 5_000 });
    }).toPass({ timeout: 10_000 });
  }

  // 109 on the goods page: a front-desk sale (of whichever goods) shows in the list without a reload
  const before = (await rows.allInnerTexts()).join('|');
  await push('前台售出商品');
  await expect.poll(async () => (await rows.allInnerTexts()).join('|')).not.toBe(before);

  await push('警告提示');
  await expect(
    page.locator('.ant-message').getByText('前台收银机 POS-01 网络中断，请检查网线或路由器'),
  ).toBeVisible();

  await push('待支付订单');
  const notice = page.locator('.ant-notification-notice').filter({ hasText: '您有一笔待支付订单' });
  await expect(notice.getByText('OTA直连 · 1年')).toBeVisible();
  await notice.getByRole('button', { name: /^取\s?消$/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: '取消订单' }).click();
  await expect(notice).toHaveCount(0);

  // last: the notification dialog is modal
  await push('系统通知');
  const dialog = page.getByRole('dialog', { name: /系统通知/ });
  await expect(dialog.getByText('未读 4 条')).toBeVisible();
});
