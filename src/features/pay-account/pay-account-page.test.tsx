import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDb } from '@mocks/db';
import { PAY_CONFIG_TABLE } from '@mocks/seed';
import { renderPage } from '@/test/render-page';
import { signInTo } from '@/test/sign-in';
import { buttonIn } from '@/test/table';
import PayAccountPage from './pay-account-page';
import { refuseField } from '@/test/refuse';

const PLACE = 1001;
const stored = (payType: number) =>
  getDb()
    .table(PAY_CONFIG_TABLE)
    .find((r) => r.placeId === PLACE && r.payType === payType);

async function open() {
  await signInTo('13800138000', PLACE);
  renderPage(<PayAccountPage />, { path: '/admin/pay' });
  return userEvent.setup();
}

const panel = () => screen.getByRole('tabpanel');

describe('/admin/pay', () => {
  it('shows the stored WeChat account with its key masked, checks §5-style rules and keeps the key on save', async () => {
    const user = await open();
    const mchId = await within(panel()).findByLabelText('微信支付商户号');
    await waitFor(() => expect(mchId).toHaveValue(String(stored(1)!.mchId)));
    const key = within(panel()).getByLabelText('APIv3 密钥');
    expect(key).toHaveValue('');
    expect(key.getAttribute('placeholder')).toMatch(/^已保存（\*\*\*\*.{4}），不修改请留空$/);

    await user.clear(mchId);
    await user.type(mchId, '12ab');
    await user.click(buttonIn(panel(), '保存'));
    await within(panel()).findByText('请输入8-12位数字商户号');
    const secret = stored(1)!.apiV3Key;

    await user.clear(mchId);
    await user.type(mchId, '1900000109');
    await user.click(buttonIn(panel(), '保存'));
    await screen.findByText('更新成功');
    expect(stored(1)).toMatchObject({ mchId: '1900000109', apiV3Key: secret });
  });

  it('asks for every field of an account not set yet, then saves it', async () => {
    const user = await open();
    await user.click(await screen.findByRole('tab', { name: '支付宝' }));
    await within(panel()).findByText('尚未配置，保存后即可使用。');
    await user.click(buttonIn(panel(), '保存'));
    await waitFor(() => expect(within(panel()).getAllByText('输入不可以为空')).toHaveLength(4));

    const key = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA' + 'x'.repeat(120);
    await user.type(within(panel()).getByLabelText('支付宝应用 AppID'), '2021004123456789');
    await user.type(within(panel()).getByLabelText('合作伙伴身份（PID）'), '2099123412341234');
    // keys are pasted, as an operator does (typing 328 characters took most of the test)
    for (const label of ['应用私钥', '支付宝公钥']) {
      await user.click(within(panel()).getByLabelText(label));
      await user.paste(key);
    }
    await user.click(buttonIn(panel(), '保存'));
    await within(panel()).findByText('请输入以2088开头的16位PID');
    expect(stored(2)).toBeUndefined();

    const pid = within(panel()).getByLabelText('合作伙伴身份（PID）');
    await user.clear(pid);
    await user.type(pid, '2088123412341234');
    await user.click(buttonIn(panel(), '保存'));
    await screen.findByText('更新成功');
    expect(stored(2)).toMatchObject({ appId: '2021004123456789', pid: '2088123412341234', enabled: 1 });
  });

  it("puts the server's refusal under its field and keeps what was typed", async () => {
    const user = await open();
    const mchId = await within(panel()).findByLabelText('微信支付商户号');
    await waitFor(() => expect(mchId).not.toHaveValue(''));
    refuseField('/business-merchant/businessPayConfig/edit', 'mchId', '该商户号已绑定其他场所');
    await user.clear(mchId);
    await user.type(mchId, '1900000110');
    await user.click(buttonIn(panel(), '保存'));
    await within(panel()).findByText('该商户号已绑定其他场所');
    expect(mchId).toHaveValue('1900000110');
  });
});
