import { collectPageErrors, expect, test } from './support/fixtures';
import { LoginPage } from './pages/login-page';

/*
 * Signing in through the login form, in both serving modes: the one spec that uses the form (every other test
 * starts signed in, e2e/support/fixtures.ts). The landing rules of the other accounts and logout are in
 * sign-in.server.spec.ts.
 */

test.describe('signing in with each demo account', () => {
  test('the owner of 12 places picks one on /pickplace and lands on its first page', async ({ page }) => {
    const errors = collectPageErrors(page);
    const login = new LoginPage(page);
    await login.open();
    await login.signIn('13800138000');
    await expect(page).toHaveURL(/\/pickplace$/);
    await expect(page.getByText('您名下共有 12 个场所，请选择要进入的场所')).toBeVisible();
    await page.getByRole('button', { name: '进入 云栖电竞酒店(西湖店)' }).click();
    await expect(page).toHaveURL(/\/wel\/index$/);
    await expect(page.getByText('张建国，您好')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('专业版').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('a wrong password shows the server message and keeps the form', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('13800138000', 'wrong1234');
  await expect(page.getByRole('alert')).toHaveText('账号或密码错误');
  await expect(login.account).toHaveValue('13800138000');
  await expect(page).toHaveURL(/\/login$/);
});

test('signed out, / goes to /login, which asks for a password; an unknown path goes to /404', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  const password = page.getByLabel('密码', { exact: true });
  await expect(password).toBeVisible();
  await expect(password).toHaveAttribute('type', 'password');
  await page.goto('/nope');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
