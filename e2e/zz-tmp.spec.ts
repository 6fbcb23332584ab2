import { collectPageErrors, expect, test, waitForAnimations } from './support/fixtures';
test('tmp both', async ({ page, mockServer }, info) => {
  const errors = collectPageErrors(page);
  await page.goto('/login');
  await expect(page.locator('h1')).toHaveText(`hello dist-${info.project.name === 'demo' ? 'demo' : 'e2e'}`);
  const n = await page.evaluate(() => document.getAnimations().length);
  await waitForAnimations(page);
  console.log(info.project.name, 'animations before', n, 'after', await page.evaluate(() => document.getAnimations().length));
  if (info.project.name === 'server') {
    expect(mockServer).toBeDefined();
    const r = await fetch(`${mockServer!.url}/__count`);
    console.log('resets so far', await r.text());
  } else expect(mockServer).toBeUndefined();
  expect(errors).toEqual([]);
  await page.goto('/?boom');
  await page.waitForTimeout(200);
  expect(errors.length).toBe(2);
  console.log(errors.map((e) => e.split('\n')[0]));
});
