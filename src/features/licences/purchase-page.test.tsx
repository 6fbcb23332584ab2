import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { simulatePayment } from '@mocks/domains/common-license/routes';
import { server } from '@mocks/node';
import { commonLicense } from '@/api/services/common-license';
import { chinaToday } from '@/domain/calendar';
import { endDay, LICENSE_BASE, PAY_POLL_S } from '@/domain/licence';
import { PaymentHost } from '@/payment/payment-host';
import { usePaymentStore } from '@/payment/payment-store';
import { renderPage } from '@/test/render-page';
import { expectRefusals, retype } from '@/test/form';
import { choose } from '@/test/select';
import { signInTo } from '@/test/sign-in';
import { buttonIn, expectTexts, spaced } from '@/test/table';
import PurchasePage from './purchase-page';

/*
 * /application/index against the mock: 1001 (张建国's flagship, holds every module permanently and 550 extra
 * rooms) for what is shown, 1006 (holds only 智能门锁对接 to 2027-10-11, professional) for buying.
 */
const OWNER = '13800138000';
const STAFF = '13800138002';

function open(path = '/application/index') {
  return renderPage(
    <>
      <PurchasePage />
      <PaymentHost />
    </>,
    { path },
  );
}

/** A product's card (a section named after it). */
const card = (name: string) => screen.getByLabelText(name, { selector: 'section' });
const findCard = (name: string) => screen.findByLabelText(name, { selector: 'section' });
/** The price lines of a card, as their text. */
const lines = (scope: HTMLElement) =>
  within(within(scope).getByRole('list', { name: '价格' }))
    .getAllByRole('listitem')
    .map((l) => l.textContent);

describe('/application/index', () => {
  it('shows the edition, the room quota and the modules with their price lines, discounts and help tips', async () => {
    await signInTo(OWNER, 1001);
    const user = userEvent.setup();
    open();
    const ota = await findCard('OTA直连');
    expect(screen.getByText('专业版', { selector: '.ant-tag' })).toBeInTheDocument();
    // professional 300 + room licences 500 and 50
    expect(screen.getByText(/^已用 \d+ \/ 共 850 间$/)).toBeInTheDocument();
    expect(screen.getByText('2027-12-31')).toBeInTheDocument();

    expect(lines(ota)).toEqual(['1年¥1980.001年', '2年¥3600.009折折后 ¥3240.002年', '永久¥6800.00永久']);
    expect(within(ota).getByText('携程、美团、飞猪订单自动接单')).toBeInTheDocument();
    // held permanently: nothing to renew
    expect(within(ota).getByText('已开通 · 永久')).toBeInTheDocument();
    expect(buttonIn(ota, '已永久开通')).toBeDisabled();
    expect(lines(card('自助房卡盒'))).toEqual(['1年¥980.008.8折折后 ¥862.401年']);

    await user.click(within(ota).getByRole('button', { name: 'OTA直连说明' }));
    await screen.findByText(/开通后可在「房间管理 > OTA设置」配置自动接单/);
  });

  it('shows what the place holds: 续费 for a module in force, 立即购买 for one it lacks', async () => {
    await signInTo(OWNER, 1006);
    open();
    const lock = await findCard('智能门锁对接');
    expect(within(lock).getByText('已开通 · 有效期至 2027-10-11')).toBeInTheDocument();
    expect(buttonIn(lock, '续费')).toBeEnabled();
    const ota = card('OTA直连');
    expect(within(ota).queryByText(/已开通/)).not.toBeInTheDocument();
    expect(buttonIn(ota, '立即购买')).toBeEnabled();
    // 1006 is professional: the edition is held for good, with nothing to pick or pay
    const edition = card('专业版');
    expect(within(edition).getByText('已开通 · 永久')).toBeInTheDocument();
    expect(buttonIn(edition, '已永久开通')).toBeDisabled();
    expect(within(edition).queryByText(/合计/)).not.toBeInTheDocument();
    expect(within(edition).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('立即购买 opens the order dialog with the chosen plan; once paid the card shows the licence', async () => {
    // the payment's poll runs on a fake clock: the test moves it to the next question instead of waiting for it
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await signInTo(OWNER, 1006);
    const user = userEvent.setup();
    open();
    const ota = await findCard('OTA直连');
    expect(within(ota).getByText('¥1980.00', { selector: 'strong' })).toBeInTheDocument();
    await choose(user, ota, '套餐', '2年');
    await waitFor(() =>
      expect(within(ota).getByText('¥3240.00', { selector: 'strong' })).toBeInTheDocument(),
    );
    await user.click(buttonIn(ota, '立即购买'));

    const dialog = await screen.findByRole('dialog', { name: '确认订单' });
    expect(within(dialog).getByText('OTA直连')).toBeInTheDocument();
    // the plan and its duration
    expect(within(dialog).getAllByText('2年')).toHaveLength(2);
    expect(within(dialog).getByText('¥3240.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: '我已阅读并同意《购买协议》' }));
    await user.click(within(dialog).getByRole('button', { name: '去支付' }));
    const qr = await screen.findByRole('dialog', { name: '扫码支付' });
    const outTradeNo = (await within(qr).findByText(/^LO\d{18}$/)).textContent!;
    const waiting = await commonLicense.orders({ page: 1, size: 10, payStatus: 2 });
    expect(waiting.records.find((o) => o.outTradeNo === outTradeNo)).toMatchObject({
      licenseName: 'OTA直连',
      planName: '2年',
      price: 3240,
    });

    // the customer pays; the next poll finds it, and closing the result reloads what the place holds
    expect(simulatePayment(outTradeNo, 'success').code).toBe(200);
    await act(() => vi.advanceTimersByTimeAsync(PAY_POLL_S * 1000));
    const result = await screen.findByRole('dialog', { name: '购买成功' });
    await user.click(within(result).getByRole('button', { name: /^关\s闭$/ }));
    await within(ota).findByText(`已开通 · 有效期至 ${endDay(chinaToday(), 24)}`);
    expect(buttonIn(ota, '续费')).toBeEnabled();
  });

  it('checks the quantity of goods by §5 and totals it', async () => {
    await signInTo(OWNER, 1006);
    const user = userEvent.setup();
    open('/application/index?tab=goods');
    const reader = await findCard('身份证阅读器');
    expect(lines(reader)).toEqual(['单台¥680.00/件']);
    const qty = within(reader).getByLabelText('购买数量');
    expect(qty).toHaveValue('1');

    await expectRefusals(user, qty, reader, [
      ['0', '请输入大于0的整数'],
      ['1.5', '请输入大于0的整数'],
      ['1000000000', '请输入正确的数字，最大值为999999999'],
    ]);
    await user.click(buttonIn(reader, '立即购买'));
    expect(screen.queryByRole('dialog', { name: '确认订单' })).not.toBeInTheDocument();

    await retype(user, qty, '3');
    await waitFor(() => expect(within(reader).queryByText(/请输入/)).not.toBeInTheDocument());
    expect(within(reader).getByText('¥2040.00', { selector: 'strong' })).toBeInTheDocument();
    await user.click(buttonIn(reader, '立即购买'));
    const dialog = await screen.findByRole('dialog', { name: '确认订单' });
    expect(within(dialog).getByText('3件')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('收货人')).toBeInTheDocument();
  });

  it('prices rooms by the month with the minimum, the same total as the server, and sells packages', async () => {
    await signInTo(OWNER, 1006);
    const user = userEvent.setup();
    open('/application/index?tab=rooms');
    const rooms = await findCard('房间扩容');
    expect(within(rooms).getByText('¥3.00/间/月，10间起')).toBeInTheDocument();
    const count = within(rooms).getByLabelText('房间数');
    expect(count).toHaveValue('10');
    expect(within(rooms).getByText('¥30.00', { selector: 'strong' })).toBeInTheDocument();

    await expectRefusals(user, count, rooms, [
      ['5', '最少购买10间'],
      ['0', '请输入大于0的整数'],
      ['9999999999', '请输入正确的数字，最大值为999999999'],
    ]);

    await retype(user, count, '20');
    await choose(user, rooms, '购买时长', '3个月');
    // 20 rooms × 3 months × ¥3, and the server's quote agrees; 1006 may have 300 rooms now
    await within(rooms).findByText('¥180.00', { selector: 'strong' });
    await within(rooms).findByText('服务器报价 ¥180.00，购买后房间配额 320 间');

    const packages = within(rooms).getByRole('list', { name: '房间套餐' });
    expect(within(packages).getByText('9.5折')).toBeInTheDocument();
    await user.click(within(packages).getByRole('button', { name: '购买 100间/年' }));
    const dialog = await screen.findByRole('dialog', { name: '确认订单' });
    expectTexts(dialog, '100间/年', '12个月', '100间', '¥2565.00');
  });

  it('sells SMS packs through the same payment, as kind sms', async () => {
    await signInTo(OWNER, 1006);
    const user = userEvent.setup();
    open('/application/index?tab=sms');
    const pack = await findCard('10000条');
    expectTexts(pack, '9.5折', '折后 ¥475.00');
    await user.click(buttonIn(pack, '购买'));
    const dialog = await screen.findByRole('dialog', { name: '确认订单' });
    expectTexts(dialog, '短信包', '¥475.00');
    expect(usePaymentStore.getState().request?.kind).toBe('sms');
  });

  it('lets staff browse but not buy', async () => {
    await signInTo(STAFF, 1001);
    const user = userEvent.setup();
    open();
    const lock = await findCard('智能门锁对接');
    await screen.findByText('您可以浏览可购买的商品，购买需由场所所有者操作。');
    const buy = buttonIn(card('专业版'), '已永久开通');
    expect(buy).toBeDisabled();
    expect(buttonIn(lock, '已永久开通')).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: '房间扩容' }));
    const rooms = await findCard('房间扩容');
    const buyRooms = buttonIn(rooms, '立即购买');
    expect(buyRooms).toBeDisabled();
    await user.hover(buyRooms.parentElement!);
    await screen.findByText('仅场所所有者可以购买');
  });

  it('shows a failed catalogue with its reason and a retry, the rest of the page kept', async () => {
    await signInTo(OWNER, 1006);
    server.use(
      http.get(
        `*${LICENSE_BASE}/list`,
        () => HttpResponse.json({ code: 500, msg: '服务繁忙，请稍后再试', data: null }),
        {
          once: true,
        },
      ),
    );
    const user = userEvent.setup();
    open();
    await screen.findByText('加载失败');
    expect(screen.getAllByText('服务繁忙，请稍后再试').length).toBeGreaterThan(0);
    await screen.findByText(/^已用 \d+ \/ 共 300 间$/);
    await user.click(screen.getByRole('button', { name: spaced('重试') }));
    expect(await findCard('OTA直连')).toBeInTheDocument();
    expect(screen.queryByText('加载失败')).not.toBeInTheDocument();
  });
});
