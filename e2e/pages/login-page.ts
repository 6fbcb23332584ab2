import type { Page } from '@playwright/test';

/** The /login page as an operator sees it. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  get account() {
    return this.page.getByRole('textbox', { name: '账号' });
  }

  /** the form's own message (a refusal of the server): a toast may be up beside it, e.g. a session's end */
  get refusal() {
    return this.page.locator('form').getByRole('alert');
  }

  async open() {
    await this.page.goto('/login');
    await this.account.waitFor();
  }

  async signIn(account: string, password = 'abc123456') {
    await this.account.fill(account);
    await this.page.getByLabel('密码', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: /^登\s*录$/ }).click();
  }
}
