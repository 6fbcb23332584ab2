import { expect, test, waitForAnimations } from './support/fixtures';
import { expectFocusTrapped } from './support/keyboard';
import { menusFor } from '../mocks/menus';

test('locking blocks every route until the right password', async ({ page, signedIn }) => {
  await signedIn('13800138001');
  await page.getByRole('button', { name: '锁屏' }).click();
  await expect(page).toHaveURL(/\/lock$/);
  // nothing of the work stays in the page
  await expect(page.locator('.keep-alive-page')).toHaveCount(0);
  for (const path of ['/wel/index', '/info/index', '/login', '/pickplace', '/nope']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/lock$/);
  }
  await expect(page.getByText('当前账号：李晓梅')).toBeVisible();
  // the unlock button by its form: after the first refusal Chromium's accessibility tree drops the form's
  // controls in the mocks-off build (the button still works for a person; see the issue note)
  const unlock = page.locator('form button[type="submit"]');
  await expect(unlock).toHaveText(/^解\s*锁$/);
  await page.getByLabel('登录密码').fill('wrong1234');
  await unlock.click();
  await expect(page.getByText('密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/lock$/);
  await page.getByLabel('登录密码').fill('abc123456');
  await unlock.click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByText('李晓梅，您好')).toBeVisible();
});

test('menu search finds a page by pinyin initials and Esc closes it; the section menu fits at 1280 px', async ({
  page,
  signedIn,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn('13800138001', { path: '/info/index' });
  await page.keyboard.press('Control+k');
  const search = page.getByRole('combobox', { name: '搜索菜单' });
  await search.fill('jfgz');
  await expect(page.getByRole('option', { name: /计费规则/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();
  // opened from its button, it holds the focus and gives it back on Esc (issue 16)
  const searchButton = page.getByRole('button', { name: '搜索菜单' });
  await searchButton.click();
  await expectFocusTrapped(page, page.getByRole('dialog'));
  await page.keyboard.press('Escape');
  await expect(searchButton).toBeFocused();
  await searchButton.click();
  await page.getByRole('combobox', { name: '搜索菜单' }).fill('fxgl');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/roomManage\/roomModel$/);
  // opened again while that page is still loading, Esc still closes it
  await page.keyboard.press('Control+k');
  await expect(search).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();

  // the section's pages fit the top bar at 1280 px: the current one in view, every other one a click away
  const rooms = menusFor(2, 'owner', []).menus.find((m) => m.path === '/roomManage')!.children!;
  const section = page.getByRole('navigation', { name: '本栏目的页面' });
  await expect(section.getByRole('button', { name: '房型管理' })).toHaveAttribute('aria-current', 'page');
  const inBar = await section.getByRole('button').allTextContents();
  const more = section.getByRole('button', { name: /^更多页面/ });
  await more.click();
  const dropdown = page.locator('.ant-dropdown-menu');
  await expect(dropdown).toBeVisible();
  const inMore = await dropdown.getByRole('menuitem').allTextContents();
  expect(new Set([...inBar, ...inMore].filter((x) => !x.startsWith('更多')))).toEqual(
    new Set(rooms.map((m) => m.name)),
  );
  // the box of every button shown lies inside the bar's row
  const box = (await section.boundingBox())!;
  for (const b of await section.getByRole('button').all()) {
    const r = (await b.boundingBox())!;
    expect(r.x + r.width).toBeLessThanOrEqual(box.x + box.width + 1);
  }
  const last = rooms.at(-1)!.name;
  await dropdown.getByRole('menuitem', { name: last }).click();
  await expect(section.getByRole('button', { name: last })).toHaveAttribute('aria-current', 'page');
});

test('the menu and settings drawers hold the focus and give it back; the dark theme renders', async ({
  page,
  signedIn,
}) => {
  await signedIn('13800138001', { path: '/info/index' });
  // the narrow layout's menu drawer and the settings drawer hold the focus and give it back (issue 16)
  await page.setViewportSize({ width: 700, height: 900 });
  const openMenu = page.getByRole('button', { name: '打开菜单' });
  await openMenu.click();
  await expectFocusTrapped(page, page.getByRole('dialog'));
  await page.keyboard.press('Escape');
  await expect(openMenu).toBeFocused();
  await page.setViewportSize({ width: 1440, height: 900 });
  const settings = page.getByRole('button', { name: '界面设置' });
  await settings.click();
  await expectFocusTrapped(page, page.getByRole('dialog'));
  await page
    .locator('label')
    .filter({ hasText: /^深色$/ })
    .click();
  await expect(page.getByRole('radio', { name: '深色' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(settings).toBeFocused();
  await waitForAnimations(page);
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = bg.match(/\d+/g)!.map(Number);
  expect(r! + g! + b!).toBeLessThan(120);
  await page.reload();
  await expect(page.getByLabel('姓名')).toHaveValue('李晓梅');
  const again = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(again).toBe(bg);
});

test('the front-desk button opens a new tab with no token in its URL', async ({
  page,
  context,
  signedIn,
}) => {
  await signedIn('13800138001', { path: '/info/index' });
  const token = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('merchant-session')!).tokens.aToken as string,
  );
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: /进入前台/ }).click(),
  ]);
  const url = tab.url();
  expect(url).not.toContain(token);
  expect(new URL(url).search).not.toMatch(/token/i);
});

test('tags keep a typed filter and a half-filled form across a tag switch and a reload', async ({
  page,
  signedIn,
}) => {
  const c = await signedIn('13800138000', { place: '云栖电竞酒店(西湖店)', path: '/info/address' });
  // a list filter (kept in the page URL) on the address book
  await c.openMenu('个人中心', '收货地址');
  const filter = c.visiblePage().getByRole('searchbox', { name: '收货人' });
  await filter.fill('张');
  await filter.press('Enter');
  await expect(page).toHaveURL(/q_consignee=/);
  // a half-filled form on the profile page
  await c.openMenu('个人中心', '个人信息');
  const name = c.visiblePage().getByLabel('姓名');
  await name.fill('张建国（前台）');
  // switch back and forth
  await c.tag('收货地址').click();
  await expect(c.visiblePage().getByRole('searchbox', { name: '收货人' })).toHaveValue('张');
  await c.tag('个人信息').click();
  await expect(c.visiblePage().getByLabel('姓名')).toHaveValue('张建国（前台）');
  // and across a reload
  await page.reload();
  await expect(c.tag('收货地址')).toBeVisible();
  await expect(c.visiblePage().getByLabel('姓名')).toHaveValue('张建国（前台）');
  await c.tag('收货地址').click();
  await expect(c.visiblePage().getByRole('searchbox', { name: '收货人' })).toHaveValue('张');
  // closing the tag that holds unsaved edits asks first
  await c.tags().getByRole('button', { name: '关闭 个人信息' }).click();
  const ask = page.getByRole('dialog');
  await expect(ask).toContainText('有未保存的内容');
  await ask.getByRole('button', { name: /取\s*消/ }).click();
  await expect(c.tag('个人信息')).toBeVisible();
  await c.tags().getByRole('button', { name: '关闭 个人信息' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(c.tag('个人信息')).toHaveCount(0);
});
