import { onTestFinished } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { simulatePayment } from '@mocks/domains/common-license/routes';
import { commonLicense } from '@/api/services/common-license';
import { chinaToday } from '@/domain/calendar';
import { endDay } from '@/domain/licence';
import { renderPage } from '@/test/render-page';
import { choose } from '@/test/select';
import { signInTo } from '@/test/sign-in';
import { PaymentHost } from './payment-host';
import { onLicenceChange, openPayment, type PaymentItem, type PaymentRequest } from './payment-store';
import { refuseField } from '@/test/refuse';

type User = ReturnType<typeof userEvent.setup>;

const OTA: PaymentItem = {
  productName: 'OTA直连',
  planName: '1年',
  durationText: '1年',
  quantityText: '1',
  amount: 1980,
};
/** OTA直连 1年 at 1006, which does not hold it (the seed keeps it so for the purchase e2e) */
const buyOta = (): PaymentRequest['order'] =>
  vi.fn((a) => commonLicense.buyLicense({ licenseId: 1, priceId: 101, num: 1, ...a }));

const READER: PaymentItem = {
  productName: '身份证阅读器',
  planName: '单台',
  durationText: '—',
  quantityText: '1',
  amount: 680,
  needsAddress: true,
};

/** The reader ordered as plan `priceId` (601 单台; one it does not sell is refused), with the delivery. */
const buyReader =
  (priceId: number): PaymentRequest['order'] =>
  (a) =>
    commonLicense.buyLicense({ licenseId: 6, priceId, num: 1, ...a.delivery, ...a });

/** The rows of 1006's order history, for "no order lost or doubled". */
const orderCount = async () => (await commonLicense.orders({ page: 1, size: 100 })).total;

/** The status polls sent, by path. */
function countPolls() {
  const polls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (/getByPayStatus|queryPayStatus/.test(request.url)) polls.push(request.url);
  };
  server.events.on('request:start', listener);
  return polls;
}

const seconds = (n: number) => act(() => vi.advanceTimersByTimeAsync(n * 1000));

async function open(req: PaymentRequest) {
  await signInTo('13800138000', 1006);
  const utils = renderPage(<PaymentHost />, { path: '/application/index' });
  act(() => openPayment(req));
  const dialog = await screen.findByRole('dialog', { name: '确认订单' });
  return { ...utils, dialog };
}

/** OTA直连's order dialog, with the spy on its order call and the count of orders before it. */
async function openOta() {
  const order = buyOta();
  const opened = await open({ item: OTA, order });
  return { ...opened, order, before: await orderCount() };
}

/** The reader's order dialog (plan `priceId`), once the default address has filled the delivery in. */
async function openReader(priceId: number) {
  const opened = await open({ item: READER, order: buyReader(priceId) });
  const contacts = within(opened.dialog).getByRole('textbox', { name: '收货人' });
  await waitFor(() => expect(contacts).toHaveValue('张建国'));
  return { ...opened, contacts };
}

/** A spy on the licence-change event (§4), for the rest of the test. */
function licenceChanges() {
  const changed = vi.fn();
  onTestFinished(onLicenceChange(changed));
  return changed;
}

/** The order dialog's purchase-terms box and its 去支付. */
const termsBox = (dialog: HTMLElement) =>
  within(dialog).getByRole('checkbox', { name: '我已阅读并同意《购买协议》' });
const payButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: '去支付' });

/** Tick the terms and pay; resolves with the QR dialog and the order number it shows. */
async function tickAndPay(user: User, dialog: HTMLElement) {
  const box = termsBox(dialog);
  if (!(box as HTMLInputElement).checked) await user.click(box);
  await user.click(payButton(dialog));
  return qrShown();
}

/** Pay, and have the payment end `how`: resolves with the QR dialog, the order number and the result dialog. */
async function payAndEnd(user: User, dialog: HTMLElement, how: 'success' | 'fail', remark?: string) {
  const paid = await tickAndPay(user, dialog);
  expect(simulatePayment(paid.outTradeNo, how, remark).code).toBe(200);
  await seconds(2);
  const result = await screen.findByRole('dialog', { name: how === 'success' ? '购买成功' : '购买失败' });
  return { ...paid, result };
}

/** OTA直连 ordered (terms ticked, 去支付): the QR dialog and its order number, waiting to be paid. */
async function otaQr() {
  const user = userEvent.setup();
  const { dialog } = await open({ item: OTA, order: buyOta() });
  return { user, ...(await tickAndPay(user, dialog)) };
}

async function qrShown() {
  const qr = await screen.findByRole('dialog', { name: '扫码支付' });
  const outTradeNo = within(qr).getByText(/^(LO|SM)\d{18}$/).textContent!;
  return { qr, outTradeNo };
}

/** The value cell beside a label of a Descriptions table. */
const cell = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'th *, th' }).closest('th')!.nextElementSibling as HTMLElement;

describe('payment dialogs (§4)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] }));
  afterEach(() => {
    server.events.removeAllListeners();
    vi.useRealTimers();
  });

  it('refuses to pay until the purchase terms are ticked, and orders nothing', async () => {
    const order = buyOta();
    const user = userEvent.setup();
    const before = await (async () => {
      await signInTo('13800138000', 1006);
      return orderCount();
    })();
    renderPage(<PaymentHost />, { path: '/application/index' });
    act(() => openPayment({ item: OTA, order }));
    const dialog = await screen.findByRole('dialog', { name: '确认订单' });
    expect(cell(dialog, '商品名称')).toHaveTextContent('OTA直连');
    expect(cell(dialog, '购买规格')).toHaveTextContent('1年');
    expect(cell(dialog, '购买时长')).toHaveTextContent('1年');
    expect(cell(dialog, '购买数量')).toHaveTextContent('1');
    expect(cell(dialog, '应付金额')).toHaveTextContent('¥1980.00');
    expect(within(dialog).getByRole('radio', { name: '支付宝' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '微信支付' })).not.toBeChecked();
    expect(within(dialog).getByText('购买成功后不支持退款')).toBeInTheDocument();

    await user.click(payButton(dialog));
    await within(dialog).findByText('请先阅读并勾选购买协议');
    expect(order).not.toHaveBeenCalled();
    expect(await orderCount()).toBe(before);

    // the agreement opens from its link without ticking the box
    await user.click(within(dialog).getByText('《购买协议》'));
    // antd names every dialog of a test run by the same id, so the second one is found by its text
    const terms = (await screen.findByText(/本协议适用于/)).closest<HTMLElement>('[role="dialog"]')!;
    await user.click(within(terms).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByText(/本协议适用于/)).not.toBeInTheDocument());
    expect(termsBox(dialog)).not.toBeChecked();
    expect(screen.queryByRole('dialog', { name: '扫码支付' })).not.toBeInTheDocument();
  });

  it('a double click on 去支付 makes one order, shown as a 120×120 QR code counting down from 05:00', async () => {
    const user = userEvent.setup();
    const { dialog, order, before } = await openOta();
    await user.click(termsBox(dialog));
    await user.dblClick(payButton(dialog));
    const { qr, outTradeNo } = await qrShown();
    expect(order).toHaveBeenCalledTimes(1);
    expect(await orderCount()).toBe(before + 1);
    const svg = within(qr).getByRole('img', { name: '支付二维码' });
    expect(svg).toHaveAttribute('width', '120');
    expect(svg).toHaveAttribute('height', '120');
    expect(qr).toHaveTextContent('请使用支付宝扫码支付');
    expect(qr).toHaveTextContent('¥1980.00');
    expect(qr).toHaveTextContent('05:00');
    expect(outTradeNo).toMatch(/^LO/);
    await seconds(61);
    expect(qr).toHaveTextContent('03:59');
  });

  it('paid: 购买成功 with every field, and the history link ends the purchase with a licence change', async () => {
    const user = userEvent.setup();
    const changed = licenceChanges();
    const { dialog, router } = await open({ item: OTA, order: buyOta() });
    const { outTradeNo, result } = await payAndEnd(user, dialog, 'success');
    expect(screen.queryByRole('dialog', { name: '扫码支付' })).not.toBeInTheDocument();
    await waitFor(() => expect(cell(result, '订单号')).toHaveTextContent(outTradeNo));
    expect(cell(result, '商品名称')).toHaveTextContent('OTA直连');
    expect(cell(result, '购买规格')).toHaveTextContent('1年');
    expect(cell(result, '购买时长')).toHaveTextContent('1年');
    expect(cell(result, '有效期至')).toHaveTextContent(endDay(chinaToday(), 12));
    expect(cell(result, '购买数量')).toHaveTextContent('1');
    expect(cell(result, '支付时间').textContent).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(vi.getTimerCount()).toBe(0);
    expect(changed).not.toHaveBeenCalled();

    await user.click(within(result).getByText('查看购买记录'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changed).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/application/myApp?secondType=2',
    );
  });

  it('closing 购买成功 fires the licence change too; an SMS pack polls queryPayStatus and counts 条', async () => {
    const user = userEvent.setup();
    const changed = licenceChanges();
    const polls = countPolls();
    const { dialog } = await open({
      item: { productName: '短信包', planName: '1000条', durationText: '—', quantityText: '1', amount: 60 },
      order: (a) => commonLicense.buySms({ priceId: 1, ...a }),
      kind: 'sms',
    });
    const { outTradeNo, result } = await payAndEnd(user, dialog, 'success');
    expect(outTradeNo).toMatch(/^SM/);
    await waitFor(() => expect(cell(result, '购买数量')).toHaveTextContent('1000条'));
    expect(cell(result, '购买时长')).toHaveTextContent('—');
    expect(polls.length).toBeGreaterThan(0);
    expect(polls.every((u) => u.includes('/common-message/sysMsgOrder/queryPayStatus'))).toBe(true);
    await user.click(within(result).getByRole('button', { name: /^关\s闭$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('failed: 购买失败 with the remark; 重新下单 goes back and pays the same order again with buyOrder', async () => {
    const user = userEvent.setup();
    const changed = licenceChanges();
    const { dialog, order, before } = await openOta();
    const first = await payAndEnd(user, dialog, 'fail', '余额不足');
    expect(cell(first.result, '失败原因')).toHaveTextContent('余额不足');
    expect(vi.getTimerCount()).toBe(0);

    await user.click(within(first.result).getByText('重新下单'));
    const again = await screen.findByRole('dialog', { name: '确认订单' });
    expect(termsBox(again)).toBeChecked();
    const second = await tickAndPay(user, again);
    expect(second.outTradeNo).not.toBe(first.outTradeNo);
    expect(order).toHaveBeenCalledTimes(1);
    expect(await orderCount()).toBe(before + 1);
    await user.click(within(second.qr).getByRole('button', { name: '关闭' }));
    expect(changed).not.toHaveBeenCalled();
  });

  it('更换支付方式 stops polling and returns with the values kept; the second pay is buyOrder on that order', async () => {
    const user = userEvent.setup();
    const polls = countPolls();
    const { dialog, order, before } = await openOta();
    const first = await tickAndPay(user, dialog);
    await seconds(4);
    expect(polls).toHaveLength(2);

    await user.click(within(first.qr).getByRole('button', { name: '更换支付方式' }));
    const back = await screen.findByRole('dialog', { name: '确认订单' });
    expect(vi.getTimerCount()).toBe(0);
    await seconds(10);
    expect(polls).toHaveLength(2);
    expect(within(back).getByRole('radio', { name: '支付宝' })).toBeChecked();
    expect(termsBox(back)).toBeChecked();

    await user.click(within(back).getByRole('radio', { name: '微信支付' }));
    const second = await tickAndPay(user, back);
    expect(second.qr).toHaveTextContent('请使用微信支付扫码支付');
    expect(second.qr).toHaveTextContent('05:00');
    expect(second.outTradeNo).not.toBe(first.outTradeNo);
    expect(order).toHaveBeenCalledTimes(1);
    expect(await orderCount()).toBe(before + 1);
    // the new code is the one that pays
    simulatePayment(second.outTradeNo, 'success');
    await seconds(2);
    await screen.findByRole('dialog', { name: '购买成功' });
  });

  it('closing the QR dialog stops everything: no timer, no poll', async () => {
    const polls = countPolls();
    const { user, qr } = await otaQr();
    await seconds(2);
    expect(polls).toHaveLength(1);
    await user.click(within(qr).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(vi.getTimerCount()).toBe(0);
    await seconds(20);
    expect(polls).toHaveLength(1);
  });

  it('at zero: 支付超时 and the expired prompt, with 重新下单 back to the order', async () => {
    const { user, qr } = await otaQr();
    await seconds(299);
    expect(qr).toHaveTextContent('00:01');
    await seconds(1);
    await within(qr).findByText('支付超时');
    expect(qr).toHaveTextContent('二维码已过期，请重新下单');
    expect(within(qr).queryByRole('img', { name: '支付二维码' })).not.toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
    await user.click(within(qr).getByRole('button', { name: '重新下单' }));
    await screen.findByRole('dialog', { name: '确认订单' });
  });

  it('a server error while polling shows its message, stops, and offers 重新下单', async () => {
    const polls = countPolls();
    const { qr } = await otaQr();
    // the order is cancelled elsewhere (the history page): the next poll is refused
    const { records } = await commonLicense.orders({ page: 1, size: 1 });
    await commonLicense.cancelOrder(records[0]!.id);
    await seconds(2);
    await within(qr).findByText('订单已取消');
    expect(vi.getTimerCount()).toBe(0);
    await seconds(10);
    expect(polls).toHaveLength(1);
    expect(within(qr).getByRole('button', { name: '重新下单' })).toBeInTheDocument();
  });

  it('a network failure pauses the countdown; 重试 resumes it and asks at once', async () => {
    const { user, qr, outTradeNo } = await otaQr();
    server.use(http.post('*/common-license/licenseOrder/getByPayStatus', () => HttpResponse.error()));
    await seconds(2);
    await within(qr).findByText('网关异常');
    expect(vi.getTimerCount()).toBe(0);
    server.resetHandlers();
    simulatePayment(outTradeNo, 'success');
    await user.click(within(qr).getByRole('button', { name: /^重\s?试$/ }));
    await screen.findByRole('dialog', { name: '购买成功' });
  });

  it('goods: the default address is filled in; a refusal keeps the values and shows the server message', async () => {
    const user = userEvent.setup();
    // no such plan: the server refuses the order
    const { dialog, contacts } = await openReader(699);
    expect(within(dialog).getByRole('textbox', { name: '联系电话' })).toHaveValue('13800138000');
    expect(within(dialog).getByRole('textbox', { name: '收货地址' })).toHaveValue(
      '浙江省杭州市西湖区 文三路478号华星时代广场A座1201室',
    );
    // another address from the book
    await choose(
      user,
      dialog,
      '选择收货地址',
      '周海燕 13957112681 浙江省杭州市滨江区 江南大道3850号创新大厦一楼前台',
    );
    await waitFor(() => expect(contacts).toHaveValue('周海燕'));
    await user.click(within(dialog).getByRole('radio', { name: '微信支付' }));
    await user.click(termsBox(dialog));
    await user.click(payButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('请选择购买方案');
    expect(screen.getByRole('dialog', { name: '确认订单' })).toBe(dialog);
    expect(contacts).toHaveValue('周海燕');
    expect(within(dialog).getByRole('radio', { name: '微信支付' })).toBeChecked();
    expect(termsBox(dialog)).toBeChecked();
    expect(screen.queryByRole('dialog', { name: '扫码支付' })).not.toBeInTheDocument();
  });

  it('goods: the delivery fields are required, and a field refused by the server is marked on it', async () => {
    const user = userEvent.setup();
    const { dialog, contacts } = await openReader(601);
    const phone = within(dialog).getByRole('textbox', { name: '联系电话' });
    expect(phone).toHaveValue('13800138000');
    await user.clear(contacts);
    await user.clear(phone);
    await user.type(phone, '1234');
    await user.click(termsBox(dialog));
    await user.click(payButton(dialog));
    await within(dialog).findByText('输入不可以为空');
    expect(within(dialog).getByText('请输入正确的手机号')).toBeInTheDocument();

    await user.type(contacts, '张建国');
    await user.clear(phone);
    await user.type(phone, '13800138000');
    refuseField('/common-license/license/buyLicense', 'address', '该地址暂不支持配送');
    await user.click(payButton(dialog));
    await within(dialog).findByText('该地址暂不支持配送');
    expect(within(dialog).getByRole('textbox', { name: '收货地址' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('goods: the order carries the delivery; coming back shows it fixed and pays the same order', async () => {
    const user = userEvent.setup();
    const { dialog } = await openReader(601);
    const first = await tickAndPay(user, dialog);
    const { records } = await commonLicense.orders({ page: 1, size: 1 });
    expect(records[0]).toMatchObject({
      outTradeNo: first.outTradeNo,
      contacts: '张建国',
      phone: '13800138000',
      address: '浙江省杭州市西湖区 文三路478号华星时代广场A座1201室',
    });
    await user.click(within(first.qr).getByRole('button', { name: '更换支付方式' }));
    const back = await screen.findByRole('dialog', { name: '确认订单' });
    expect(back).toHaveTextContent('订单已创建，收货信息不可修改');
    expect(back).toHaveTextContent('张建国');
    expect(within(back).queryByRole('textbox', { name: '收货人' })).not.toBeInTheDocument();
    const second = await tickAndPay(user, back);
    expect(second.outTradeNo).not.toBe(first.outTradeNo);
    expect((await commonLicense.orders({ page: 1, size: 1 })).records[0]!.id).toBe(records[0]!.id);
  });

  it('an existing order (history) pays with buyOrder and polls its new code', async () => {
    const user = userEvent.setup();
    await signInTo('13800138000', 1006);
    // the seed's waiting SMS order of 1006
    const waiting = (await commonLicense.orders({ page: 1, size: 100, payStatus: 2 })).records[0]!;
    renderPage(<PaymentHost />);
    act(() =>
      openPayment({
        item: {
          productName: '短信包',
          planName: '5000条',
          durationText: '—',
          quantityText: '1',
          amount: 280,
        },
        orderId: waiting.id,
        kind: 'sms',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: '确认订单' });
    const before = await orderCount();
    const { outTradeNo, result } = await payAndEnd(user, dialog, 'success');
    expect(outTradeNo).not.toBe(waiting.outTradeNo);
    expect(await orderCount()).toBe(before);
    await waitFor(() => expect(cell(result, '购买数量')).toHaveTextContent('5000条'));
  });
});
