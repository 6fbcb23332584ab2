import { expect, test } from './support/fixtures';
import { CrudPage, word } from './pages/crud-page';

const HOTEL = 1001;
/** A day in China time, as the server and the tables write it. */
const chinaDay = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/*
 * The orders domain's story, in one flow (docs/architecture.md "The budget per domain"): a guest the board shows
 * in house is in the 在住 tab at the price the calendar gives tonight, the history exports, a handover's sums match
 * the orders of its shift, and its sheet prints.
 */
test('a walk-in guest of an 8xx room: in house on the board and in the 在住 tab at the calendar’s price; the history exports; a handover adds up to its orders and prints', async ({
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
  const today = chinaDay();

  // 1. the walk-in guests in house on the 8th floors (priced by the rack, weekend or promotion price); the list's
  // state is its address: walk-ins, rooms with an 8, a page long enough for every floor
  await c.openMenu(null, '订单管理');
  const crud = new CrudPage(page);
  await crud.shows('预订订单');
  await page.goto('/order/index?tab=live&q_channel=1&q_roomNo=8&size=100');
  await crud.shows('在住订单');
  const roomCell = page.getByRole('cell', { name: /\s8\d\d$/ });
  const row = crud.root
    .getByRole('row')
    .filter({ has: roomCell })
    .filter({ has: page.getByRole('cell', { name: '前台散客', exact: true }) })
    .filter({ hasText: '晚' })
    .first();
  await expect(row).toBeVisible();
  await expect(row).toContainText(/\d{3}\*{4}\d{4}/);
  const roomNo = (await row.getByRole('cell', { name: /\s8\d\d$/ }).textContent())!.trim().split(' ').pop()!;

  // its detail: each night with the rule that priced it, the child orders loaded, the timeline
  await row.getByRole('button', { name: word('详情') }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: /^订单 / });
  await expect(drawer.getByText('在住', { exact: true })).toBeVisible();
  const modelName = (await drawer.locator('th:has-text("房型") + td').first().textContent())!.trim();
  const tonight = drawer
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: today, exact: true }) });
  await expect(tonight).toContainText(/门市价|周末价|促销价/);
  const price = (await tonight.getByRole('cell').nth(1).textContent())!.trim();
  await expect(drawer.getByRole('heading', { name: '附属订单' })).toBeVisible();
  await expect(drawer.getByText('正在加载附属订单…')).toHaveCount(0);
  await expect(drawer.getByRole('heading', { name: '订单时间线' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // 2. the history exports as an Excel file
  await crud.root.getByRole('tab', { name: '历史' }).click();
  await crud.shows('历史订单');
  const download = page.waitForEvent('download');
  await crud.button('导出').click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  // 3. the board shows the room in house
  await c.openMenu(null, '首页');
  await expect(page.locator(`[data-room-id][aria-label^="${roomNo} "]`).first()).toHaveAttribute(
    'data-state',
    'occupied',
  );

  // 4. the price calendar of its type gives tonight the same price
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

  // 5. the last handover waits for the next clerk; what every method took in equals what its orders moved
  await c.openMenu(null, '交班管理');
  await expect(page.getByText('当前班次')).toBeVisible();
  const shift = crud.root.getByRole('row').filter({ hasText: '待接班' }).first();
  await shift.getByRole('button', { name: word('详情') }).click();
  const detail = page.getByRole('dialog').filter({ hasText: /^交班详情/ });
  const totals = detail.locator('.ant-table-summary tr');
  const methodsTotal = totals.filter({ hasText: /^合计/ }).locator('td').last();
  const ordersTotal = totals
    .filter({ hasText: /^合计 \d+ 单/ })
    .locator('td')
    .last();
  await expect(methodsTotal).toHaveText(/¥/);
  await expect(ordersTotal).toHaveText((await methodsTotal.textContent())!);

  // 6. the handover sheet opens in its own window and prints
  const popup = page.waitForEvent('popup');
  await detail.getByRole('button', { name: /打印交班单/ }).click();
  const sheet = await popup;
  await expect(sheet.getByRole('heading', { name: '交班单' })).toBeVisible();
  await expect(sheet.getByText('交班人签字：')).toBeVisible();
  await expect(sheet.getByRole('heading', { name: '本班订单' })).toBeVisible();
  await expect(sheet.locator('html')).toHaveAttribute('data-printed', 'yes');
});
