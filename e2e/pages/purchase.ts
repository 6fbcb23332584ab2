import type { Page } from '@playwright/test';
import { expect, type MockServer } from '../support/fixtures';
import type { Console } from './console';

/** The purchase flow of /application (order dialog, QR code, provider's answer) as an operator goes through it. */
export const ORDER_NO = /^(LO|SM)\d{18}$/;

export const qrDialog = (page: Page) => page.getByRole('dialog', { name: '扫码支付' });
export const orderDialog = (page: Page) => page.getByRole('dialog', { name: '确认订单' });

/** Open 升级购买 › 购买 on a tab and press the buy button of a product (its first plan). */
export async function buy(
  page: Page,
  c: Console,
  tab: string,
  product: string,
  button: string | RegExp = '立即购买',
) {
  await c.openMenu('升级购买', '购买');
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('region', { name: product }).getByRole('button', { name: button }).click();
  await expect(orderDialog(page)).toBeVisible();
}

/** Tick the purchase terms and pay: the QR dialog opens; answers its order number. */
export async function payByQr(page: Page): Promise<string> {
  const order = orderDialog(page);
  await order.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await order.getByRole('button', { name: '去支付' }).click();
  const qr = qrDialog(page);
  await expect(qr.getByRole('img', { name: '支付二维码' })).toBeVisible();
  const no = (await qr.getByText(ORDER_NO).textContent())!.trim();
  expect(no).toMatch(ORDER_NO);
  return no;
}

/**
 * The payment provider's answer for the code on screen: the demo build's 模拟支付 control, or the stand-alone
 * mock server's /__mock/pay (a production build has no such control).
 */
export async function providerAnswers(
  page: Page,
  mockServer: MockServer | undefined,
  outTradeNo: string,
  result: 'success' | 'fail',
) {
  if (mockServer) await mockServer.pay(outTradeNo, result, result === 'fail' ? '模拟支付失败' : undefined);
  else
    await qrDialog(page)
      .getByRole('button', { name: result === 'success' ? '支付成功' : '支付失败' })
      .click();
}
