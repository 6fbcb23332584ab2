import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonLicense } from '@/api/services/common-license';
import { onLicenceChange } from '@/payment/payment-store';
import { renderPage } from '@/test/render-page';
import { signInTo } from '@/test/sign-in';
import { buttonIn, expectTexts } from '@/test/table';
import ActivatePage from './activate-page';

/*
 * /info/activateAccount against the mock's codes: OTA8-2026-HZXH-0001 (OTA直连, 12 months, unused),
 * USED-2025-HZXH-0004 (used), OLD0-2024-HZXH-0005 (expired); 1006 holds only 智能门锁对接.
 */
const OWNER = '13800138000';

async function open() {
  await signInTo(OWNER, 1006);
  const user = userEvent.setup();
  const utils = renderPage(<ActivatePage />, { path: '/info/activateAccount' });
  const field = await screen.findByLabelText('激活码');
  return { ...utils, user, field };
}

const query = () => buttonIn(document.body, '查询');

describe('/info/activateAccount', () => {
  it('requires a code', async () => {
    const { user } = await open();
    await user.click(query());
    await screen.findByText('输入不可以为空');
  });

  it("puts an unknown code's refusal on the field and keeps the code", async () => {
    const { user, field } = await open();
    await user.type(field, 'NOPE-0000-0000-0000');
    await user.click(query());
    await screen.findByText('激活码不存在');
    expect(field).toHaveValue('NOPE-0000-0000-0000');
    expect(screen.queryByRole('button', { name: '激 活' })).not.toBeInTheDocument();
  });

  it('shows a used code as used and offers no activation', async () => {
    const { user, field } = await open();
    await user.type(field, 'used-2025-hzxh-0004');
    await user.click(query());
    const card = await screen.findByLabelText('USED-2025-HZXH-0004', { selector: 'section' });
    expectTexts(card, '自助房卡盒', '已使用');
    expect(buttonIn(card, '激活')).toBeDisabled();
  });

  it('activates a valid code for the place, which then holds the module', async () => {
    const changed = vi.fn();
    const stop = onLicenceChange(changed);
    const { user, field } = await open();
    await user.type(field, ' OTA8-2026-HZXH-0001 ');
    await user.click(query());
    const card = await screen.findByLabelText('OTA8-2026-HZXH-0001', { selector: 'section' });
    expectTexts(card, 'OTA直连', '12个月', '未使用', '2027-12-31');

    await user.click(buttonIn(card, '激活'));
    await screen.findByText('激活成功');
    await screen.findByText(/^已为当前场所开通 OTA直连，有效期至 \d{4}-\d{2}-\d{2}$/);
    expect(within(card).getByText('已使用')).toBeInTheDocument();
    expect(buttonIn(card, '激活')).toBeDisabled();
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
    const held = await commonLicense.placeLicenses();
    expect(held.find((l) => l.licenseName === 'OTA直连')).toMatchObject({ source: 'code', status: 1 });
    expect(screen.getByRole('link', { name: '查看已购应用' })).toHaveAttribute('href', '/application/myApp');
  });

  it('shows an expired code as expired', async () => {
    const { user, field } = await open();
    await user.type(field, 'OLD0-2024-HZXH-0005');
    await user.click(query());
    const card = await screen.findByLabelText('OLD0-2024-HZXH-0005', { selector: 'section' });
    expect(within(card).getByText('已过期')).toBeInTheDocument();
    expect(buttonIn(card, '激活')).toBeDisabled();
  });

  it("shows the server's refusal of a staff member's activation on the field", async () => {
    await signInTo('13800138002', 1001);
    const user = userEvent.setup();
    renderPage(<ActivatePage />, { path: '/info/activateAccount' });
    const field = await screen.findByLabelText('激活码');
    await user.type(field, 'LOCK-2026-HZXH-0002');
    await user.click(query());
    const card = await screen.findByLabelText('LOCK-2026-HZXH-0002', { selector: 'section' });
    expect(within(card).getByText('永久')).toBeInTheDocument();
    await user.click(buttonIn(card, '激活'));
    await screen.findByText('仅场所所有者可以激活模块');
    expect(field).toHaveValue('LOCK-2026-HZXH-0002');
    expect(screen.queryByText('激活成功')).not.toBeInTheDocument();
  });
});
