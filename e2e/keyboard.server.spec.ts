import { createRequire } from 'node:module';
import { collectPageErrors, expect, test } from './support/fixtures';
import { expectFocusTrapped, tabTo } from './support/keyboard';
import { LoginPage } from './pages/login-page';
import { orderDialog, qrDialog } from './pages/purchase';

const require = createRequire(import.meta.url);
// the source header is AES of the product identity with the public client keys (docs/api-contract.md)
const AES = require('crypto-js/aes') as typeof import('crypto-js/aes');
const Utf8 = require('crypto-js/enc-utf8') as typeof import('crypto-js/enc-utf8');
const source = (identity: string) =>
  AES.encrypt(identity, Utf8.parse('Mc4Hotel&Netbar!'), { iv: Utf8.parse('0102030405060708') }).toString();

/*
 * The console with the keyboard alone (issue 16): signing in, switching place, adding and editing an entity,
 * and a purchase up to its QR code. Nothing here clicks; a control is reached with Tab and used with Enter or
 * Space, as a front-desk operator without a mouse would.
 */

test('signing in and choosing a place with the keyboard alone', async ({ page }) => {
  const errors = collectPageErrors(page);
  const login = new LoginPage(page);
  await login.open();
  await tabTo(page, login.account);
  await page.keyboard.type('13800138000');
  await page.keyboard.press('Tab');
  await page.keyboard.type('abc123456');
  await page.keyboard.press('Enter');
  // the owner of 12 places picks one on /pickplace and lands on its first page
  await expect(page).toHaveURL(/\/pickplace$/);
  await expect(page.getByText('您名下共有 12 个场所，请选择要进入的场所')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: '进入 云栖电竞酒店(西湖店)' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByText('张建国，您好')).toBeVisible();
  await expect(page.getByText('专业版').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('switching to an internet cafe with the keyboard alone changes the menu, the source header and the landing page', async ({
  page,
  signedIn,
}) => {
  // a page the internet cafe does not have: the switch leads to the cafe's landing page
  await signedIn('13800138000', { place: '云栖电竞酒店(西湖店)', path: '/roomManage/index' });
  await expect(page.getByRole('menuitem', { name: '首页' })).toBeVisible();
  const sources: string[] = [];
  page.on('request', (r) => {
    const h = r.headers()['source'];
    if (h) sources.push(h);
  });
  await tabTo(page, page.getByRole('button', { name: '切换场所' }));
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: '切换场所' });
  // the focus is in the list, on the current place; the arrows move on
  await expect(panel.getByRole('button', { name: /云栖电竞酒店\(西湖店\)/ })).toBeFocused();
  const cafe = panel.getByRole('button', { name: /极光网咖\(滨江店\)/ });
  for (let i = 0; i < 10 && !(await cafe.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('ArrowDown');
  await expect(cafe).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/handOver\/netbarDetail$/);
  await expect(page.getByRole('menuitem', { name: '首页' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: '交班明细' })).toBeVisible();
  expect(sources).toContain(source('netbarMerchant'));
  expect(sources.at(-1)).toBe(source('netbarMerchant'));
});

test('adding and editing a position with the keyboard alone', async ({ page, signedIn }) => {
  const c = await signedIn('13800138000', { place: '云栖电竞酒店(西湖店)', path: '/staff/position' });
  const name = `夜审${Date.now().toString().slice(-6)}`;
  const add = c
    .visiblePage()
    .getByRole('button', { name: /新\s*增$/ })
    .first();
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  // a dialog holds the focus while open and gives it back to what opened it (issue 16)
  await expectFocusTrapped(page, dialog);
  await tabTo(page, dialog.getByLabel('岗位名称'));
  await page.keyboard.type(name);
  await tabTo(page, dialog.getByLabel('备注'));
  await page.keyboard.type('夜班核对当日账务');
  await tabTo(page, dialog.getByRole('button', { name: /^保\s*存$/ }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
  const row = c.visiblePage().getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();

  await tabTo(page, row.getByRole('button', { name: /^编\s*辑$/ }));
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog');
  await tabTo(page, edit.getByLabel('岗位名称'));
  await page.keyboard.press('End');
  await page.keyboard.type('主管');
  await tabTo(page, edit.getByRole('button', { name: /^保\s*存$/ }));
  await page.keyboard.press('Enter');
  await expect(edit).toBeHidden();
  const edited = c.visiblePage().getByRole('row', { name: new RegExp(`${name}主管`) });
  await expect(edited).toBeVisible();
  await expect(edited.getByRole('button', { name: /^编\s*辑$/ })).toBeFocused();

  // a confirmation holds the focus too; Esc keeps the row and gives the focus back to 删除
  const remove = edited.getByRole('button', { name: /^删\s*除$/ });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`${name}主管`);
  await expectFocusTrapped(page, confirm);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
});

test('a purchase up to its QR code with the keyboard alone', async ({ page, signedIn }) => {
  // an SMS pack at 1001 (the licence specs buy modules at 1006 and count its orders)
  const c = await signedIn('13800138000', { place: '云栖电竞酒店(西湖店)', path: '/application/index' });
  // a tab list is one stop of Tab (its selected tab); the arrows move between its tabs
  await tabTo(page, c.visiblePage().getByRole('tab', { selected: true }));
  const sms = c.visiblePage().getByRole('tab', { name: '短信包' });
  for (let i = 0; i < 6 && !(await sms.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(sms).toHaveAttribute('aria-selected', 'true');
  await tabTo(
    page,
    c
      .visiblePage()
      .getByRole('region', { name: '1000条' })
      .getByRole('button', { name: /^购\s?买$/ }),
  );
  await page.keyboard.press('Enter');
  const order = orderDialog(page);
  await expect(order).toBeVisible();
  // the order dialog holds the focus; Esc gives it back to 购买, and Enter opens it again
  await expectFocusTrapped(page, order);
  await page.keyboard.press('Escape');
  await expect(order).toBeHidden();
  const buy = c
    .visiblePage()
    .getByRole('region', { name: '1000条' })
    .getByRole('button', { name: /^购\s?买$/ });
  await expect(buy).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(order).toBeVisible();
  const terms = order.getByRole('checkbox', { name: /我已阅读并同意/ });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, order.getByRole('button', { name: '去支付' }));
  await page.keyboard.press('Enter');
  await expect(qrDialog(page).getByRole('img', { name: '支付二维码' })).toBeVisible();
  await expectFocusTrapped(page, qrDialog(page));
});
