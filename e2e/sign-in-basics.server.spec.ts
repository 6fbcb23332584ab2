import { collectPageErrors, expect, test } from './support/fixtures';
import { LoginPage } from './pages/login-page';

/*
 * The login form's refusals and the signed-out routes, in the production build (the demo build's login is
 * sign-in.demo.spec.ts's; running these in both modes added 5 s of CI and no coverage). Signing in through the form:
 * with the mouse in the demo build (sign-in.demo.spec.ts), with the keyboard alone in the production build
 * (keyboard.server.spec.ts); every other test starts signed in (e2e/support/fixtures.ts). The landing rules of
 * the other accounts and logout are in sign-in.server.spec.ts.
 */

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
