import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { CrudPage, word } from './pages/crud-page';

/* The whole pricing story at 云栖电竞酒店(滨江店) (1002, no test but this one changes it): 电竞三人间 starts at
 * ¥338 every night, no member price, no promotion. */
const PLACE = 1002;
const TYPE = '电竞三人间';
const DAY = 86_400_000;

/** Today's date in China and the days after it, 'YYYY-MM-DD'. */
const chinaDay = (offset = 0) =>
  new Date(Date.now() + 8 * 3_600_000 + offset * DAY).toISOString().slice(0, 10);
/** 1 Monday … 7 Sunday */
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
/** The first day from today (within the next 30) that falls on this week day. */
const next = (w: number) => Array.from({ length: 7 }, (_, i) => chinaDay(i)).find((d) => weekday(d) === w)!;

/** Open a tab of /feeRule/index by its name. */
async function tab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
}

/** Pick an option in the open antd Select drop-down. */
async function pick(page: Page, option: string) {
  await page
    .locator('.ant-select-dropdown')
    .filter({ visible: true })
    .getByTitle(option, { exact: true })
    .click();
}

/** Type a date into an antd picker input and confirm it with Enter or leave it with Tab. */
async function typeDate(input: Locator, value: string, key: 'Enter' | 'Tab') {
  await input.click();
  await input.fill(value);
  await input.press(key);
}

test('prices of a room type: base and weekend, a member discount, a weekly promotion, the calendar and the records', async ({
  page,
  mockServer,
  signedIn,
}) => {
  await mockServer?.resetPlace(PLACE);
  await signedIn('13800138000', { place: '云栖电竞酒店(滨江店)', path: '/feeRule/index' });
  const crud = new CrudPage(page);

  // 1. rack rate 300, weekend (Fri, Sat) 360
  await tab(page, '基础房价');
  await crud.root
    .getByRole('row', { name: new RegExp(TYPE) })
    .getByRole('button', { name: word('编辑') })
    .click();
  let form = crud.form();
  await form.getByLabel('门市价', { exact: true }).fill('300');
  await form.getByLabel('周末价', { exact: true }).fill('360');
  await crud.save();
  await crud.toast('更新成功');
  await expect(crud.root.getByRole('row', { name: new RegExp(TYPE) })).toContainText('¥300.00');

  // 2. 金卡会员 at 8.5折
  await tab(page, '会员价');
  await crud.root
    .getByRole('row', { name: new RegExp(TYPE) })
    .getByRole('button', { name: word('编辑') })
    .click();
  form = crud.form();
  await form.getByLabel('金卡会员', { exact: true }).click();
  await pick(page, '折扣');
  await form.getByLabel('金卡会员价格或折扣').fill('8.5');
  await crud.save();
  await crud.toast('更新成功');
  await expect(crud.root.getByRole('row', { name: new RegExp(TYPE) })).toContainText('8.5折');

  // 3. every Wednesday at ¥199 for the next two months
  await tab(page, '促销价');
  const addWednesdays = async (name: string) => {
    await crud.button('新增').first().click();
    const f = crud.form();
    await f.getByLabel('促销名称').fill(name);
    await f.getByLabel('适用房型').click();
    await pick(page, TYPE);
    await page.keyboard.press('Escape');
    await f.getByLabel('促销价', { exact: true }).fill('199');
    await f.getByLabel('执行方式').click();
    await pick(page, '每周');
    await f.getByLabel('周三').check();
    const period = f.getByLabel('有效期');
    await typeDate(period, chinaDay(), 'Enter');
    await typeDate(
      period.locator('xpath=ancestor::div[contains(@class,"ant-picker")]//input').nth(1),
      chinaDay(60),
      'Tab',
    );
    await crud.save();
    return f;
  };
  await addWednesdays('周三特惠');
  await crud.toast('新增成功');
  await expect(crud.root.getByRole('row', { name: /周三特惠/ })).toContainText('每周 周三');

  // the same days and hours again for the same room type: refused, and the form keeps what was typed
  const refused = await addWednesdays('周三夜场');
  await expect(
    refused.getByText(/与促销「周三特惠」在 \d{4}-\d{2}-\d{2} 对「电竞三人间」的时段重叠/),
  ).toBeVisible();
  await expect(refused.getByLabel('促销名称')).toHaveValue('周三夜场');
  await refused.getByRole('button', { name: word('取消') }).click();
  // closing a form with typed values asks first
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: word('放弃修改') })
    .click();
  await expect(refused).toBeHidden();

  // 4. the calendar: Wednesdays at the promotion, Fridays at the weekend price, Mondays at the rack rate
  await tab(page, '价格日历');
  // a select showing a value hides its input: open it by its box
  await page
    .locator('.ant-select')
    .filter({ has: page.getByLabel('房型', { exact: true }), visible: true })
    .click();
  await pick(page, TYPE);
  const dayCell = (day: string) => page.locator(`li[data-day="${day}"]`);
  await expect(dayCell(next(3))).toHaveAttribute('data-rule', 'promotion');
  await expect(dayCell(next(3))).toContainText('¥199.00');
  await expect(dayCell(next(5))).toHaveAttribute('data-rule', 'weekend');
  await expect(dayCell(next(5))).toContainText('¥360.00');
  await expect(dayCell(next(1))).toHaveAttribute('data-rule', 'base');
  await expect(dayCell(next(1))).toContainText('¥300.00');
  await expect(page.getByText('与服务器房价一致')).toBeVisible();

  // a 金卡会员 pays 8.5折 of the day, unless the promotion is cheaper
  await page.getByText('会员', { exact: true }).click();
  await page.getByLabel('会员类型').filter({ visible: true }).click();
  await pick(page, '金卡会员');
  await expect(dayCell(next(1))).toContainText('¥255.00');
  await expect(dayCell(next(1))).toHaveAttribute('data-rule', 'member');
  await expect(dayCell(next(5))).toContainText('¥306.00');
  await expect(dayCell(next(3))).toHaveAttribute('data-rule', 'promotion');
  await expect(page.getByText('与服务器房价一致')).toBeVisible();

  // 5. every change is in the price records
  await tab(page, '调价记录');
  const records = crud.root.getByRole('row');
  await expect(records.filter({ hasText: '300.00' }).filter({ hasText: TYPE })).not.toHaveCount(0);
  await expect(records.filter({ hasText: '8.5折' })).not.toHaveCount(0);
  await expect(records.filter({ hasText: '周三特惠' })).not.toHaveCount(0);
});
