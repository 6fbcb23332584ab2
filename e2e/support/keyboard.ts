import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Press Tab (Shift+Tab with `back`) until `target` holds the focus, as a keyboard user moves through the page;
 * throws when it is not reached within `max` presses (the control cannot be reached by keyboard).
 * @example await tabTo(page, page.getByRole('button', { name: '新增' })); await page.keyboard.press('Enter');
 */
export async function tabTo(page: Page, target: Locator, { max = 120, back = false } = {}): Promise<void> {
  await target.waitFor();
  for (let i = 0; i <= max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))
      return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/**
 * The focus is inside `dialog` and stays there through a full round of Tab and one of Shift+Tab (one press more
 * than it has stops, so each round wraps): issue 16, every dialog traps the focus.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  // an antd drawer focuses its own root (around the mask and the panel) when it opens: that is inside it too
  const inside = () =>
    dialog.evaluate((el) => (el.closest('.ant-drawer') ?? el).contains(document.activeElement));
  await expect.poll(inside).toBe(true);
  const stops = await dialog.evaluate(
    (el) =>
      [...el.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
        (e) => e.tabIndex >= 0 && !(e as HTMLButtonElement).disabled && e.getClientRects().length > 0,
      ).length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i <= Math.max(stops, 1); i += 1) {
      await page.keyboard.press(key);
      const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
      expect(await inside(), `${key} #${i + 1} left the dialog for ${where}`).toBe(true);
    }
  }
}
