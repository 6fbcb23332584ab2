import { expect, type Locator, type Page } from '@playwright/test';
import { VISIBLE_PAGE } from './console';

/** A word of a button: antd puts a space between two Chinese characters (保 存), icons add their label. */
export const word = (text: string) => new RegExp(`(^|\\s)${text.split('').join('\\s*')}$`);

/**
 * A list page of the CRUD engine as an operator uses it: the search form, the toolbar, the rows, the add/edit
 * form and the confirmations. Scoped to the visible tag page (hidden tags stay mounted).
 */
export class CrudPage {
  readonly root: Locator;
  constructor(readonly page: Page) {
    this.root = page.locator(VISIBLE_PAGE);
  }

  /**
   * wait until the visible page is the list titled `title`: a new tag's page loads lazily, and the page before it
   * stays on screen until it has (over 5 s under CI load on this machine kind)
   */
  async shows(title: string) {
    await expect(this.root.locator('.ant-card-head-title').first()).toHaveText(title, { timeout: 20_000 });
  }

  button(name: string) {
    return this.root.getByRole('button', { name: word(name) });
  }

  /** the open add/edit modal or drawer */
  form() {
    return this.page.getByRole('dialog').filter({ visible: true }).last();
  }

  async save() {
    await this.form()
      .getByRole('button', { name: word('保存') })
      .click();
  }

  row(text: string) {
    return this.root.getByRole('row').filter({ has: this.page.getByText(text, { exact: true }) });
  }

  async search(label: string, value: string) {
    const form = this.root.getByRole('search');
    await form.getByLabel(label).fill(value);
    await form.getByRole('button', { name: word('查询') }).click();
  }

  total(count: number) {
    return this.root.getByText(`共 ${count} 条`);
  }

  /** pick an option of an antd Select by its label */
  async choose(scope: Locator, label: string, option: string) {
    await scope.getByLabel(label).click();
    await this.page
      .locator('.ant-select-dropdown')
      .filter({ visible: true })
      .getByTitle(option, { exact: true })
      .click();
  }

  async toast(text: string) {
    await expect(this.page.locator('.ant-message').getByText(text).last()).toBeVisible();
  }

  /** the confirmation dialog's 确定 */
  async confirm(text: string | RegExp) {
    const dialog = this.page.locator('.ant-modal-confirm').filter({ hasText: text });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: word('确定') }).click();
  }
}
