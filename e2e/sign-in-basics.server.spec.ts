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
  await expect(login.refusal).toHaveText('账号或密码错误');
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

test("the login's frame is painted before the console's code runs, where the page then draws it", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const boxes = () =>
    page.evaluate(() =>
      ['.mc-auth-brand', '.mc-auth-slogan', '.mc-auth-points', '.mc-auth-footer'].map((s) => {
        const r = document.querySelector(s)!.getBoundingClientRect();
        return [s, Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
      }),
    );
  // the console's code held back: only /prepaint.js draws (issue 18)
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByText('电竞酒店 · 客栈 · 民宿 一站式经营管理')).toBeVisible();
  await expect(page.getByText('欢迎回来')).toBeVisible();
  const drawn = await boxes();
  await page.unroute(/\/assets\/.*\.js$/);
  await page.goto('/login');
  await expect(page.getByLabel('密码', { exact: true })).toBeVisible();
  // replaced by the page, not doubled, and laid out the same
  await expect(page.locator('.mc-auth-page')).toHaveCount(1);
  expect(await boxes()).toEqual(drawn);
  // the largest paint was the frame's slogan, which the page has since replaced: the console's code did not
  // paint it (an LCP entry of an element no longer in the document has no element)
  const lcp = await page.evaluate(
    () =>
      new Promise<{ size: number; replaced: boolean }>((resolve) =>
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & {
            size: number;
            element: Element | null;
          };
          resolve({ size: last.size, replaced: !last.element?.isConnected });
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
  expect(lcp.size).toBeGreaterThan(0);
  expect(lcp.replaced).toBe(true);
  expect(errors.filter((e) => !/Failed to fetch|net::ERR_FAILED|dynamically imported/.test(e))).toEqual([]);
});
