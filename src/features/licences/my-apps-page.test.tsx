import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonLicense } from '@/api/services/common-license';
import { PaymentHost } from '@/payment/payment-host';
import { emitLicenceChange, usePaymentStore } from '@/payment/payment-store';
import { renderPage } from '@/test/render-page';
import { signInTo } from '@/test/sign-in';
import { buttonIn, expectTexts, rowButton, rowOf, spaced } from '@/test/table';
import MyAppsPage from './my-apps-page';

/*
 * /application/myApp against the mock: 1001 holds every module (permanent), two room licences and two ID
 * readers, and has six orders (four paid, one failed, one waiting); 1006 has four (two paid, one cancelled,
 * one waiting: the 5000条 SMS pack).
 */
const OWNER = '13800138000';

function open(path: string) {
  return renderPage(
    <>
      <MyAppsPage />
      <PaymentHost />
    </>,
    { path },
  );
}

const bodyRows = () => screen.getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent);
/** The order row of a plan (an SMS pack's plan is also its quantity: rowOf would find the text twice). */
const orderRow = (plan: string) => {
  const row = bodyRows().find((r) => cells(r)[2] === plan);
  if (!row) throw new Error(`no order of ${plan}`);
  return row;
};
const orderButton = (plan: string, label: string) =>
  within(orderRow(plan)).getByText(label).closest('button')!;

/**
 * A dialog by its title. antd labels every dialog with the same id under test, which the tabs' ids share, so
 * a role query by name does not find it.
 */
const dialogTitled = async (title: string) => {
  const titles = await screen.findAllByText(title, {
    selector: '.ant-modal-title, .ant-modal-confirm-title',
  });
  // a dialog closed before stays in the DOM, hidden: the newest is the last
  return titles.at(-1)!.closest<HTMLElement>('[role="dialog"]')!;
};

/** A pay-status filter button (antd's radio input itself takes no pointer: its label does). */
const filter = (name: string) => screen.getByRole('radio', { name }).closest('label')!;

describe('/application/myApp (已购应用)', () => {
  it("lists the place's licences with their validity, status, source and menus", async () => {
    await signInTo(OWNER, 1001);
    open('/application/myApp');
    await screen.findByText('OTA直连');
    expect(screen.getByRole('tab', { name: '已购应用', selected: true })).toBeInTheDocument();
    expect(cells(rowOf('OTA直连'))).toEqual([
      'OTA直连',
      '功能模块',
      '—',
      '2026-10-08',
      '永久',
      '生效中',
      '购买',
      'OTA设置',
      '',
    ]);
    expect(cells(rowOf('自助房卡盒')).slice(4, 7)).toEqual(['永久', '生效中', '赠送']);
    const rooms = rowOf('500间');
    expect(cells(rooms).slice(2, 7)).toEqual(['500间', '2026-01-01', '2027-12-31', '生效中', '初始开通']);
    expect(within(rooms).getByRole('link', { name: '续费' })).toHaveAttribute(
      'href',
      '/application/index?tab=rooms',
    );
    expect(cells(rowOf('身份证阅读器')).slice(2, 5)).toEqual(['2件', '2026-10-20', '—']);
  });

  it('reloads when the licences change (a payment, an activation)', async () => {
    await signInTo(OWNER, 1006);
    open('/application/myApp');
    await screen.findByText('智能门锁对接');
    expect(screen.queryByText('OTA直连')).not.toBeInTheDocument();
    await commonLicense.checkCode('OTA8-2026-HZXH-0001');
    act(() => emitLicenceChange());
    await screen.findByText('OTA直连');
    expect(cells(rowOf('OTA直连'))[6]).toBe('激活码');
  });
});

describe('/application/myApp?secondType=2 (购买记录)', () => {
  it('lists the orders with their statuses and filters them by pay status', async () => {
    await signInTo(OWNER, 1001);
    const user = userEvent.setup();
    open('/application/myApp?secondType=2');
    await screen.findByText('共 6 条');
    expect(screen.getByRole('tab', { name: '购买记录', selected: true })).toBeInTheDocument();
    // newest first
    expect(bodyRows().map((r) => cells(r)[6])).toEqual([
      '待支付',
      '支付失败',
      '已支付',
      '已支付',
      '已支付',
      '已支付',
    ]);
    const waiting = cells(rowOf('门锁发卡器'));
    expect(waiting.slice(1, 9)).toEqual([
      '门锁发卡器',
      '单台',
      '1件',
      '¥460.00',
      '微信支付',
      '待支付',
      '2026-11-18 16:02:33',
      '—',
    ]);
    expect(waiting[0]).toMatch(/^LO20261118160233\d{4}$/);
    expect(cells(orderRow('5000条')).slice(2, 7)).toEqual([
      '5000条',
      '5000条',
      '¥280.00',
      '支付宝',
      '已支付',
    ]);
    // paid orders can only be looked at
    expect(within(orderRow('5000条')).queryByText('去支付')).not.toBeInTheDocument();
    expect(within(rowOf('门锁发卡器')).getByText('取消订单')).toBeInTheDocument();

    await user.click(filter('待支付'));
    await screen.findByText('共 1 条');
    expect(bodyRows().map((r) => cells(r)[1])).toEqual(['门锁发卡器']);
    await user.click(filter('支付失败'));
    await screen.findByText('共 1 条');
    await waitFor(() => expect(bodyRows().map((r) => cells(r)[1])).toEqual(['房间扩容']));
    await user.click(filter('全部'));
    await screen.findByText('共 6 条');
  });

  it('shows every field of an order in its details, the delivery of goods included', async () => {
    await signInTo(OWNER, 1001);
    const user = userEvent.setup();
    open('/application/myApp?secondType=2');
    await screen.findByText('共 6 条');
    await user.click(rowButton('身份证阅读器', '详情'));
    const dialog = await dialogTitled('订单详情');
    await within(dialog).findByText('张建国');
    expect(within(dialog).getByText('13957112680')).toBeInTheDocument();
    expect(
      within(dialog).getByText('浙江省杭州市西湖区文三路478号华星时代广场A座 酒店前台'),
    ).toBeInTheDocument();
    expectTexts(dialog, '2件', '¥1360.00', /^4200/);
    await user.click(buttonIn(dialog, '关闭'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // a permanent module: its validity says so
    await user.click(rowButton('OTA直连', '详情'));
    const ota = await dialogTitled('订单详情');
    await within(ota).findByText('OTA直连');
    const label = within(ota).getByText('有效期至');
    expect(label.closest('tr')).toHaveTextContent('永久');
  });

  it('cancels an unpaid order after confirmation', async () => {
    await signInTo(OWNER, 1006);
    const user = userEvent.setup();
    open('/application/myApp?secondType=2');
    await screen.findByText('共 4 条');
    expect(cells(orderRow('5000条'))[6]).toBe('待支付');
    await user.click(orderButton('5000条', '取消订单'));
    const confirm = await dialogTitled('确定取消该订单吗？');
    // 取消 keeps the order
    await user.click(within(confirm).getByRole('button', { name: spaced('取消') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cells(orderRow('5000条'))[6]).toBe('待支付');

    await user.click(orderButton('5000条', '取消订单'));
    const again = await dialogTitled('确定取消该订单吗？');
    await user.click(within(again).getByRole('button', { name: spaced('确定') }));
    await screen.findByText('取消成功');
    await waitFor(() => expect(cells(orderRow('5000条'))[6]).toBe('已取消'));
    expect(within(orderRow('5000条')).queryByText('去支付')).not.toBeInTheDocument();
  });

  it('去支付 pays that very order again, and the history shows its new payment once the dialog closes', async () => {
    await signInTo(OWNER, 1006);
    const user = userEvent.setup();
    open('/application/myApp?secondType=2');
    await screen.findByText('共 4 条');
    const before = cells(orderRow('5000条'))[0];
    await user.click(orderButton('5000条', '去支付'));
    const dialog = await dialogTitled('确认订单');
    expectTexts(dialog, '短信包', '¥280.00');
    const request = usePaymentStore.getState().request;
    expect(request).toMatchObject({ orderId: 10, kind: 'sms' });
    expect(request?.order).toBeUndefined();

    await user.click(within(dialog).getByRole('checkbox', { name: '我已阅读并同意《购买协议》' }));
    await user.click(within(dialog).getByRole('button', { name: '去支付' }));
    const qr = await dialogTitled('扫码支付');
    const outTradeNo = (await within(qr).findByText(/^SM\d{18}$/)).textContent;
    expect(outTradeNo).not.toBe(before);
    await user.click(within(qr).getByRole('button', { name: '关闭' }));
    // the same order (still 4), now with the new trade number
    await waitFor(() => expect(cells(orderRow('5000条'))[0]).toBe(outTradeNo));
    expect(screen.getByText('共 4 条')).toBeInTheDocument();
  });

  it('switches between the tabs through secondType', async () => {
    await signInTo(OWNER, 1006);
    const user = userEvent.setup();
    const { router } = open('/application/myApp');
    await screen.findByText('智能门锁对接');
    await user.click(screen.getByRole('tab', { name: '购买记录' }));
    await screen.findByText('共 4 条');
    expect(router.state.location.search).toBe('?secondType=2');
  });
});
