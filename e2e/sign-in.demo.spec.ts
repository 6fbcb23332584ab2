import { collectPageErrors, expect, test } from './support/fixtures';
import { LoginPage } from './pages/login-page';

/*
 * Signing in through the login form of the demo build (mocks in the browser), as somebody who cloned the
 * repository first does; the production build's sign-in is the keyboard test (keyboard.server.spec.ts).
 */
test('the owner of 12 places signs in, picks one on /pickplace and lands on its first page', async ({
  page,
}) => {
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
