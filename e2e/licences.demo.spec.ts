import { expect, test } from './support/fixtures';
import { buy, ORDER_NO, orderDialog, payByQr, providerAnswers, qrDialog } from './pages/purchase';

/*
 * The demo build's 模拟支付 control beside the QR code answers for the payment provider nobody can scan for
 * (README). The purchase flow itself is tested against the stand-alone server (licences.server.spec.ts).
 */
test('the demo’s 模拟支付: 支付失败 shows the reason, 重新下单 and 支付成功 buy the module', async ({
  page,
  signedIn,
}) => {
  const c = await signedIn('13800138000', { place: '星河电竞酒店(南山店)', path: '/application/index' });
  await buy(page, c, '功能模块', 'OTA直连');
  const first = await payByQr(page);
  await providerAnswers(page, undefined, first, 'fail');
  const failed = page.getByRole('dialog', { name: '购买失败' });
  await expect(failed.getByText('模拟支付失败')).toBeVisible();
  await failed.getByText('重新下单').click();

  await orderDialog(page).getByRole('button', { name: '去支付' }).click();
  await expect(qrDialog(page).getByText(ORDER_NO)).toBeVisible();
  const second = (await qrDialog(page).getByText(ORDER_NO).textContent())!.trim();
  await providerAnswers(page, undefined, second, 'success');
  const result = page.getByRole('dialog', { name: '购买成功' });
  await expect(result.getByRole('row', { name: new RegExp(`订单号\\s*${second}`) })).toBeVisible();
  await expect(result.getByRole('row', { name: /商品名称\s*OTA直连/ })).toBeVisible();
});
