import type { Page } from '@playwright/test';
import { collectPageErrors, expect, test, type MockServer, type SignedInOptions } from './support/fixtures';
import type { Console } from './pages/console';
import { buy, ORDER_NO, orderDialog, payByQr, providerAnswers, qrDialog } from './pages/purchase';

/*
 * Buying at 星河电竞酒店(南山店) (1006), which holds only 智能门锁对接 (no other spec changes its licences or
 * orders). The tests share the place's order list on the server project's mock, so they run one after another.
 * The payment provider answers through the mock server's /__mock/pay; the demo build's 模拟支付 control, which
 * answers in its place there, has a test of its own (licences.demo.spec.ts).
 */
test.describe.configure({ mode: 'serial' });

const PLACE = 1006;
const PLACE_NAME = '星河电竞酒店(南山店)';

/** Start signed in at the place, on `path` (its orders and licences back to the seed on the shared server). */
async function enter(
  mockServer: MockServer | undefined,
  signedIn: (account: string, o: SignedInOptions) => Promise<Console>,
  path: string,
) {
  await mockServer?.resetPlace(PLACE);
  return signedIn('13800138000', { place: PLACE_NAME, path });
}

/**
 * Let `ms` pass on the page's clock while the QR dialog polls. One jump would also run out the 60 s timeout of a
 * poll still on the wire (real time stands still for it), which the page rightly shows as a lost connection (seen
 * in CI). Steps of 30 s, each waiting for the answer to the poll it started, keep every poll within its time.
 */
async function letTimePass(page: Page, ms: number) {
  const STEP = 30_000;
  for (let left = ms; left > 0; left -= STEP) {
    const answered = page
      .waitForResponse((r) => /PayStatus$/.test(new URL(r.url()).pathname), { timeout: 5_000 })
      .catch(() => undefined); // the last step ends the countdown, and with it the polling
    await page.clock.runFor(Math.min(STEP, left));
    await answered;
  }
}

test('a module: refused without the terms, paid by QR code, then in my apps and in the menu without signing in again', async ({
  page,
  mockServer,
  signedIn,
}) => {
  const errors = collectPageErrors(page);
  const c = await enter(mockServer, signedIn, '/roomManage/index');
  await expect(page.getByRole('menuitem', { name: /(^|\s)OTA设置$/ })).toHaveCount(0);

  await buy(page, c, '功能模块', 'OTA直连');
  const order = orderDialog(page);
  await expect(order.getByText('购买成功后不支持退款')).toBeVisible();
  await expect(order.getByText('¥1980.00')).toBeVisible();
  await order.getByRole('button', { name: '去支付' }).click();
  await expect(order.getByText('请先阅读并勾选购买协议')).toBeVisible();
  await expect(qrDialog(page)).toHaveCount(0);

  const no = await payByQr(page);
  await expect(qrDialog(page).getByText(/^0[45]:\d{2}$/)).toBeVisible();
  await providerAnswers(page, mockServer, no, 'success');

  const result = page.getByRole('dialog', { name: '购买成功' });
  await expect(result).toBeVisible({ timeout: 10_000 });
  await expect(qrDialog(page)).toHaveCount(0);
  await expect(orderDialog(page)).toHaveCount(0);
  for (const [label, value] of [
    ['订单号', no],
    ['商品名称', 'OTA直连'],
    ['购买规格', '1年'],
    ['购买时长', '1年'],
    ['购买数量', '1'],
  ] as const) {
    await expect(result.getByRole('row', { name: new RegExp(`${label}\\s*${value}`) })).toBeVisible();
  }
  await expect(
    result.getByRole('row', { name: /支付时间\s*\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/ }),
  ).toBeVisible();
  await expect(result.getByText('查看购买记录')).toBeVisible();
  await result.getByRole('button', { name: /^关\s闭$/ }).click();

  // the new token, menu and permissions arrive without signing in again
  await c.openMenu('房间管理', 'OTA设置');
  await expect(c.visiblePage().getByText('入住设置')).toBeVisible();

  await c.openMenu('升级购买', '我的应用');
  const row = c.visiblePage().getByRole('row', { name: /OTA直连/ });
  await expect(row.getByText('生效中')).toBeVisible();
  await expect(row.getByText('购买')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a failed payment shows 购买失败 and its reason; re-ordering pays the same order; 300 s without a scan time out', async ({
  page,
  mockServer,
  signedIn,
}) => {
  await page.clock.install();
  const c = await enter(mockServer, signedIn, '/application/index');
  await buy(page, c, '功能模块', '自助房卡盒');
  const first = await payByQr(page);
  await providerAnswers(page, mockServer, first, 'fail');

  const failed = page.getByRole('dialog', { name: '购买失败' });
  await expect(failed).toBeVisible({ timeout: 10_000 });
  await expect(failed.getByText('模拟支付失败')).toBeVisible();
  await failed.getByText('重新下单').click();

  // back in the order dialog: paying again gives the same order a new code
  await expect(orderDialog(page)).toBeVisible();
  await orderDialog(page).getByRole('button', { name: '去支付' }).click();
  const qr = qrDialog(page);
  await expect(qr.getByText(ORDER_NO)).toBeVisible();
  const second = (await qr.getByText(ORDER_NO).textContent())!.trim();
  expect(second).not.toBe(first);

  await letTimePass(page, 300_000);
  await expect(qr.getByText('支付超时')).toBeVisible();
  await expect(qr.getByText('二维码已过期，请重新下单')).toBeVisible();
  await expect(qr.getByRole('button', { name: '重新下单' })).toBeVisible();
});

test('a room package and an SMS pack are paid through the same QR flow', async ({
  page,
  mockServer,
  signedIn,
}) => {
  const c = await enter(mockServer, signedIn, '/application/index');
  await buy(page, c, '房间扩容', '房间扩容', '购买 50间/年');
  await expect(orderDialog(page).getByText('¥1500.00')).toBeVisible();
  const rooms = await payByQr(page);
  await providerAnswers(page, mockServer, rooms, 'success');
  let result = page.getByRole('dialog', { name: '购买成功' });
  await expect(result.getByRole('row', { name: /购买数量\s*50间/ })).toBeVisible({ timeout: 10_000 });
  await result.getByRole('button', { name: /^关\s闭$/ }).click();
  // the quota on the page follows: 300 of the edition + 50
  await expect(c.visiblePage().getByText(/共 350 间/)).toBeVisible();

  await page.getByRole('tab', { name: '短信包' }).click();
  await c
    .visiblePage()
    .getByRole('region', { name: '1000条' })
    .getByRole('button', { name: /^购\s?买$/ })
    .click();
  const sms = await payByQr(page);
  expect(sms).toMatch(/^SM/);
  await providerAnswers(page, mockServer, sms, 'success');
  result = page.getByRole('dialog', { name: '购买成功' });
  await expect(result.getByRole('row', { name: /购买数量\s*1000条/ })).toBeVisible({ timeout: 10_000 });
});

test('purchase history shows every order of the place and cancels an unpaid one', async ({
  page,
  mockServer,
  signedIn,
}) => {
  const c = await enter(mockServer, signedIn, '/application/myApp');
  await page.getByRole('tab', { name: '购买记录' }).click();
  await expect(page).toHaveURL(/secondType=2/);
  const history = c.visiblePage();
  await expect(history.getByText(/共 \d+ 条/)).toBeVisible();
  const rows = history.locator('tbody tr.ant-table-row');
  const total = Number((await history.getByText(/共 \d+ 条/).textContent())!.match(/\d+/)![0]);
  expect(await rows.count()).toBe(Math.min(total, 10));

  const waiting = rows.filter({ hasText: '待支付' }).first();
  const no = (await waiting.getByText(ORDER_NO).textContent())!.trim();
  await waiting.getByRole('button', { name: '取消订单' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s?定/ })
    .click();
  await expect(page.getByText('取消成功')).toBeVisible();
  await expect(history.getByRole('row', { name: new RegExp(no) }).getByText('已取消')).toBeVisible();
});
