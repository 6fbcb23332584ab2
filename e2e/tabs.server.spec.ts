import { expect, test } from './support/fixtures';

/*
 * One session across tabs (docs/security.md): a new tab joins the open tab's session; after the access token
 * expires, both tabs reload at once and one refresh serves both (the refresh token is single-use); a lock and a
 * sign-out in one tab apply to the other.
 */
test('two tabs share one session: joining, one refresh for both, lock and sign-out', async ({
  page,
  context,
  signedIn,
  mockServer,
}) => {
  const c = await signedIn('13800138000', {
    place: '云栖电竞酒店(西湖店)',
    path: '/info/index',
    autoLogin: true,
  });
  await expect(page.getByLabel('姓名')).toHaveValue('张建国');

  // a new tab on a console URL (no sessionStorage of its own) joins instead of asking to sign in
  const second = await context.newPage();
  await second.goto('/info/index');
  await expect(second).toHaveURL(/\/info\/index$/);
  await expect(second.getByLabel('姓名')).toHaveValue('张建国');
  expect(await second.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('"aToken"');

  // the access token expires; both tabs reload at once: one refresh, and both stay signed in
  const tokenOf = (p: typeof page) =>
    p.evaluate(
      () =>
        (JSON.parse(sessionStorage.getItem('merchant-session')!) as { tokens: { aToken: string } }).tokens
          .aToken,
    );
  const expired = await tokenOf(page);
  await mockServer!.expire(expired);
  const refreshes: string[] = [];
  context.on('request', (r) => {
    if (r.url().endsWith('/business-merchant/mgr/refreshToken')) refreshes.push(r.url());
  });
  await Promise.all([page.reload(), second.reload()]);
  for (const p of [page, second]) {
    await expect(p).toHaveURL(/\/info\/index$/);
    await expect(p.getByLabel('姓名')).toHaveValue('张建国');
  }
  const [a, b] = [await tokenOf(page), await tokenOf(second)];
  expect(a).not.toBe(expired);
  expect(b).toBe(a);
  expect(refreshes).toHaveLength(1);

  // a lock in one tab locks the other; the unlock there brings both back
  await second.getByRole('button', { name: '锁屏' }).click();
  await expect(page).toHaveURL(/\/lock$/);
  await page.getByLabel('登录密码').fill('abc123456');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/info\/index$/);
  await expect(second).toHaveURL(/\/info\/index$/);

  // a sign-out in one tab signs the other out
  await c.signOut('张建国');
  await expect(page).toHaveURL(/\/login$/);
  // the other tab keeps the page it showed, to come back to after the next sign-in
  await expect(second).toHaveURL(/\/login\?redirect=%2Finfo%2Findex$/);
});
