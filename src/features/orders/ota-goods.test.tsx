import { screen } from '@testing-library/react';
import { unzipSync, strFromU8 } from 'fflate';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { OTA_GOODS_EXPORT } from '@/domain/ota-goods';
import { openSignedIn } from '@/test/open-page';
import OrdersPage from './orders-page';

/* The OTA goods tab of /order/index against 1001: its 导出 downloads the server's file under the server's name. */
describe('/order/index?tab=ota (OTA goods orders)', () => {
  it("downloads the server's .xlsx of the filter under the name the server gives it", async () => {
    let blob: Blob | null = null;
    Object.assign(URL, {
      createObjectURL: vi.fn((b: Blob) => ((blob = b), 'blob:ota')),
      revokeObjectURL: vi.fn(),
    });
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { user } = await openSignedIn(<OrdersPage />, '/order/index?tab=ota&q_channel=meituan', {
      first: 'OTA 商品订单',
    });
    await screen.findAllByText('美团');
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    const name =
      names[0] ?? (await screen.findByText(/^已导出 .*\.xlsx$/)).textContent!.replace('已导出 ', '');
    expect(await screen.findByText(`已导出 ${name}`)).toBeInTheDocument();
    expect(name).toMatch(/^云栖电竞酒店\(西湖店\)-OTA商品订单-\d{8}\.xlsx$/);
    const sheet = strFromU8(
      unzipSync(new Uint8Array(await blob!.arrayBuffer()))['xl/worksheets/sheet1.xml']!,
    );
    expect(sheet).toContain('美团');
    expect(sheet).not.toContain('抖音');
    click.mockRestore();
  });

  it('says why when the server answers no file', async () => {
    server.use(
      http.post(`*${OTA_GOODS_EXPORT}`, () => HttpResponse.json({ code: 500, msg: '网关异常', data: null })),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await openSignedIn(<OrdersPage />, '/order/index?tab=ota', { first: 'OTA 商品订单' });
    await screen.findAllByText('已核销');
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    expect(await screen.findByText('网关异常')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
    // the list is still there
    expect(screen.getAllByText('已核销').length).toBeGreaterThan(0);
    click.mockRestore();
  });
});
