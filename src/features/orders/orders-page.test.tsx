import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { ordersOf } from '@mocks/domains/orders/stays';
import { chinaToday } from '@/domain/calendar';
import { ORDER_STATUS } from '@/domain/orders';
import { openSignedIn } from '@/test/open-page';
import { rowOf } from '@/test/table';
import OrdersPage from './orders-page';

/*
 * /order/index against 1001. The orders are derived from the board (mocks/domains/orders/stays.ts), so what the
 * page should show is read from the same derivation: the test checks the page, not the numbers.
 */
const derived = () => ordersOf(getDb(), 1001, Date.now());
const liveOrders = () =>
  derived()
    .filter((d) => d.order.status === ORDER_STATUS.inHouse)
    .sort((a, b) => a.order.roomNo.localeCompare(b.order.roomNo, 'zh-CN', { numeric: true }));

describe('/order/index (orders by stage)', () => {
  it('lists the in-house guests masked, and finds one by the last digits of their mobile', async () => {
    const live = liveOrders();
    const first = live[0]!.order;
    const { user } = await openSignedIn(<OrdersPage />, '/order/index?tab=live', { first: first.orderNo });
    expect(screen.getByText(`共 ${live.length} 条`)).toBeInTheDocument();
    const row = rowOf(first.orderNo);
    expect(within(row).getByText(first.guestPhone)).toBeInTheDocument();
    expect(first.guestPhone).toMatch(/\*{4}/);

    const target = live[live.length - 1]!;
    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText('手机号'), target.phone.slice(-4));
    await user.click(within(search).getByRole('button', { name: /查\s*询/ }));
    await screen.findByText(target.order.orderNo);
    const shown = live.filter((d) => d.phone.includes(target.phone.slice(-4))).length;
    await waitFor(() => expect(screen.getByText(`共 ${shown} 条`)).toBeInTheDocument());
  });

  it("opens an order's detail: nights with their rule, money, payments, child orders and timeline", async () => {
    const today = chinaToday();
    const withChildren = liveOrders().find((d) => d.children.length > 0 && d.order.stayKind === 1)!;
    const o = withChildren.order;
    const { user } = await openSignedIn(<OrdersPage />, `/order/index?tab=live&q_orderNo=${o.orderNo}`, {
      first: o.orderNo,
    });
    await user.click(within(rowOf(o.orderNo)).getByText('详情'));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(`订单 ${o.orderNo}`)).toBeInTheDocument();
    expect(within(drawer).getByText(o.idNumber)).toBeInTheDocument();
    expect(
      within(drawer).getByText(`${o.arrivalDate} → ${o.departureDate}（${o.nights} 晚）`),
    ).toBeInTheDocument();
    // each night at its price, today's among them
    expect(within(drawer).getByText(today)).toBeInTheDocument();
    expect(within(drawer).getAllByText(`¥${o.nightly[0]!.price.toFixed(2)}`).length).toBeGreaterThan(0);
    expect(within(drawer).getAllByText(`¥${o.balance.toFixed(2)}`).length).toBeGreaterThan(0);
    // the child orders come from getChildOrders, and join the timeline
    const child = withChildren.children[0]!;
    await within(drawer).findByText(child.title, { selector: 'td' });
    const inTimeline = (_: string, el: Element | null) =>
      el?.tagName === 'SPAN' && !!el.textContent?.endsWith(`：${child.title}`);
    expect(within(drawer).getAllByText(inTimeline).length).toBeGreaterThan(0);
    expect(within(drawer).getAllByText(/^入住$/).length).toBeGreaterThan(0);
  });

  it('keeps the detail on screen with a retry when the child orders fail', async () => {
    server.use(
      http.get('*/business-merchant/merchantOrder/getChildOrders', () =>
        HttpResponse.json({ code: 500, msg: '订单服务繁忙', data: null }),
      ),
    );
    const o = liveOrders()[0]!.order;
    const { user } = await openSignedIn(<OrdersPage />, '/order/index?tab=live', { first: o.orderNo });
    await user.click(within(rowOf(o.orderNo)).getByText('详情'));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('附属订单加载失败');
    expect(within(drawer).getByText(o.guestName)).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
  });
});
