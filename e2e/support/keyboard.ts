import type { Locator, Page } from '@playwright/test';

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
