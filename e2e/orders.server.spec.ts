import { expect, test } from './support/fixtures';
import { CrudPage, word } from './pages/crud-page';

const HOTEL = 1001;
/** A day in China time, as the server and the tables write it. */
const chinaDay = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

test('a walk-in guest in an 8xx room is 在住 on the board and in the 在住 tab, at the price the calendar gives tonight', async ({
  page,
  mockServer,
  signedIn,
}) => {
  await mockServer?.resetPlace(HOTEL);
  const c = await signedIn('13800138000', { place: '云栖电竞酒店(西湖店)' });
  const today = chinaDay();
  // the walk-in guests in house on the 8th floors: priced by the rack, weekend or promotion price
  await c.openMenu(null, '订单管理');
  const crud = new CrudPage(page);
  await crud.root.getByRole('tab', { name: '在住' }).click();
  await crud.shows('在住订单');
  // the list's state is its address: walk-ins, rooms with an 8, a page long enough for every floor
  await page.goto('/order/index?tab=live&q_channel=1&q_roomNo=8&size=100');
  await crud.shows('在住订单');
  const row = crud.root
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: /\s8\d\d$/ }) })
    .filter({ has: page.getByRole('cell', { name: '前台散客', exact: true }) })
    .filter({ hasText: '晚' })
    .first();
  await expect(row).toBeVisible();
  const roomNo = (await row.getByRole('cell', { name: /\s8\d\d$/ }).textContent())!.trim().split(' ').pop()!;
  await row.getByRole('button', { name: word('详情') }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: /^订单 / });
  const modelName = (await drawer.locator('th:has-text("房型") + td').first().textContent())!.trim();
  const tonight = drawer
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: today, exact: true }) });
  await expect(tonight).toContainText(/门市价|周末价|促销价/);
  const price = (await tonight.getByRole('cell').nth(1).textContent())!.trim();
  await page.keyboard.press('Escape');

  // the board shows the room in house
  await c.openMenu(null, '首页');
  await expect(page.locator(`[data-room-id][aria-label^="${roomNo} "]`).first()).toHaveAttribute(
    'data-state',
    'occupied',
  );

  // and the price calendar of its type gives tonight the same price
  await c.openMenu(null, '计费规则');
  await page.getByRole('tab', { name: '价格日历' }).click();
  await page
    .locator('.ant-select')
    .filter({ has: page.getByLabel('房型', { exact: true }), visible: true })
    .click();
  await page
    .locator('.ant-select-dropdown')
    .filter({ visible: true })
    .getByTitle(modelName, { exact: true })
    .click();
  await expect(page.locator(`li[data-day="${today}"]`)).toContainText(price);
});

test('a guest the board shows in house is in the 在住 tab, with their nights, money and child orders, and the list exports', async ({
  page,
  mockServer,
  signedIn,
}) => {
  await mockServer?.resetPlace(HOTEL);
  const c = await signedIn('13800138000', { place: '云栖电竞酒店(西湖店)' });
  const board = page.locator('.ant-card').filter({ has: page.getByText('实时房态', { exact: true }) });
  const occupied = board.locator('[data-room-id][data-state="occupied"]').first();
  await expect(occupied).toBeVisible();
  const roomNo = (await occupied.getAttribute('aria-label'))!.split(' ')[0]!;

  // the orders page from the menu: the in-house tab finds the room's guest
  await c.openMenu(null, '订单管理');
  const crud = new CrudPage(page);
  await crud.shows('预订订单');
  await crud.root.getByRole('tab', { name: '在住' }).click();
  await crud.shows('在住订单');
  await crud.search('房间', roomNo);
  // the room cell reads '<building> <room>'
  const row = crud.root
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: new RegExp(`\\s${roomNo}$`) }) });
  await expect(row.first()).toBeVisible();
  await expect(row.first()).toContainText(/\d{3}\*{4}\d{4}/);

  // its detail: in house, each night with the rule that priced it, and the money adding up
  await row
    .first()
    .getByRole('button', { name: word('详情') })
    .click();
  const drawer = page.getByRole('dialog').filter({ hasText: /^订单 / });
  await expect(drawer.getByText('每晚房价')).toBeVisible();
  await expect(drawer.getByText('在住', { exact: true })).toBeVisible();
  await expect(drawer.getByText(/门市价|周末价|促销价|会员价|协议价/).first()).toBeVisible();
  // the child orders come from their own call: loaded, or none, never left loading
  await expect(drawer.getByRole('heading', { name: '附属订单' })).toBeVisible();
  await expect(drawer.getByText('正在加载附属订单…')).toHaveCount(0);
  await expect(drawer.getByRole('heading', { name: '订单时间线' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // the history exports as an Excel file
  await crud.root.getByRole('tab', { name: '历史' }).click();
  await crud.shows('历史订单');
  const download = page.waitForEvent('download');
  await crud.button('导出').click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});

test("a handover's sums match the orders of its shift, and its sheet prints", async ({
  page,
  mockServer,
  signedIn,
}) => {
  await mockServer?.resetPlace(HOTEL);
  // the print window prints by itself once drawn: note it instead of opening the system dialog
  await page.context().addInitScript(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', 'yes');
  });
  const c = await signedIn('13800138000', { place: '云栖电竞酒店(西湖店)' });
  await c.openMenu(null, '交班管理');
  await expect(page.getByText('当前班次')).toBeVisible();
  const crud = new CrudPage(page);
  await expect(crud.root.getByText('交班记录', { exact: true })).toBeVisible();

  // the last handover waits for the next clerk; its detail reads the orders of its span
  const row = crud.root.getByRole('row').filter({ hasText: '待接班' }).first();
  await row.getByRole('button', { name: word('详情') }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: /^交班详情/ });
  const methodsTotal = drawer
    .locator('.ant-table-summary tr')
    .filter({ hasText: /^合计/ })
    .locator('td')
    .last();
  const ordersTotal = drawer
    .locator('.ant-table-summary tr')
    .filter({ hasText: /^合计 \d+ 单/ })
    .locator('td')
    .last();
  await expect(methodsTotal).toHaveText(/¥/);
  // what every method took in net equals what the orders of the shift moved
  await expect(ordersTotal).toHaveText((await methodsTotal.textContent())!);

  // the handover sheet opens in its own window and prints
  const popup = page.waitForEvent('popup');
  await drawer.getByRole('button', { name: /打印交班单/ }).click();
  const sheet = await popup;
  await expect(sheet.getByRole('heading', { name: '交班单' })).toBeVisible();
  await expect(sheet.getByText('交班人签字：')).toBeVisible();
  await expect(sheet.getByRole('heading', { name: '本班订单' })).toBeVisible();
  await expect(sheet.locator('html')).toHaveAttribute('data-printed', 'yes');
});
