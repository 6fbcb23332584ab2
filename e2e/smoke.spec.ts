import { collectPageErrors, expect, test } from './support/fixtures';

test('signed out, / redirects to /login, which asks for a password', async ({ page }) => {
  const errors = collectPageErrors(page);

  await page.goto('/');

  await expect(page).toHaveURL(/\/login(?:[?#].*)?$/);
  const password = page.getByLabel(/^(密码|Password)$/);
  await expect(password).toBeVisible();
  await expect(password).toHaveAttribute('type', 'password');
  expect(errors).toEqual([]);
});
