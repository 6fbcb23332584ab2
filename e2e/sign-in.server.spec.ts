import { expect, test } from './support/fixtures';
import { Console } from './pages/console';
import { LoginPage } from './pages/login-page';

/* Signing in through the login form: where each account lands, and signing out (sign-in-basics.server.spec.ts has the rest). */
test.describe('signing in with each demo account', () => {
  test('the new owner of one inn goes straight into it', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn('13800138001');
    await expect(page).toHaveURL(/\/wel\/index$/);
    await expect(page.getByText('李晓梅，您好')).toBeVisible();
  });

  test('the staff account lands on the home page without purchase entries', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn('13800138002');
    await expect(page).toHaveURL(/\/wel\/index$/);
    await expect(page.getByText('王磊，您好')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /我的应用|购买/ })).toHaveCount(0);
    await page.goto('/application/index');
    await expect(page).toHaveURL(/\/403$/);
  });

  test('the owner of one internet cafe lands on its first menu page', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn('13800138003');
    await expect(page).toHaveURL(/\/handOver\/netbarDetail$/);
    await expect(page.getByText('思远网咖')).toBeVisible();
    // its landing page: the shift running at the counter, from the seats and the till (issue 20)
    await expect(page.getByText('当前班次')).toBeVisible();
    await expect(page.locator('.ant-statistic-title', { hasText: '上网费' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: '收款渠道' })).toBeVisible();
    // §2: at an internet cafe the home path leads to the first menu page
    await page.goto('/');
    await expect(page).toHaveURL(/\/handOver\/netbarDetail$/);
  });
});

test('logout asks first, then leaves no token in storage or cookies, and Back shows nothing signed-in', async ({
  page,
  context,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('13800138001');
  await expect(page.getByText('李晓梅，您好')).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === 'merchant-token')).toBe(true);
  // a new page load keeps the session (and gives Back a signed-in page to return to)
  await page.goto('/info/index');
  await expect(page.getByLabel('姓名')).toHaveValue('李晓梅');

  await page.getByRole('button', { name: '李晓梅' }).hover();
  await page.getByRole('menuitem', { name: /退出登录$/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('确定退出登录吗？');
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/info\/index/);

  await new Console(page).signOut('李晓梅');
  await expect(page).toHaveURL(/\/login$/);

  const storage = await page.evaluate(() => ({
    session: Object.keys(sessionStorage).filter((k) => k.startsWith('merchant-')),
    // only device preferences stay: language, remembered account, per-user display settings
    local: Object.keys(localStorage).filter(
      (k) =>
        k.startsWith('merchant-') &&
        k !== 'merchant-lang' &&
        k !== 'merchant-remembered-account' &&
        !k.startsWith('merchant-settings-'),
    ),
    tokenAnywhere: [...Object.values(localStorage), ...Object.values(sessionStorage)].some((v) =>
      /mat\.|a_token|aToken/.test(v),
    ),
  }));
  expect(storage).toEqual({ session: [], local: [], tokenAnywhere: false });
  expect((await context.cookies()).filter((c) => c.name.startsWith('merchant-'))).toEqual([]);

  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('李晓梅')).toHaveCount(0);
  await expect(page.getByLabel('姓名')).toHaveCount(0);
});
