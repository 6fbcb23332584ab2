import type { Page } from '@playwright/test';
import { LoginPage } from './login-page';

/** the page on show, without the shell around it (a CSS selector, for axe's scope too) */
export const VISIBLE_PAGE = '.keep-alive-page:not([hidden])';

/** The signed-in console as an operator sees it: top bar, sidebar, tags. */
export class Console {
  constructor(readonly page: Page) {}

  /** Sign in and, for the owner of many places, enter the named place. */
  async signIn(account: string, placeName?: string) {
    const login = new LoginPage(this.page);
    await login.open();
    await login.signIn(account);
    if (placeName) await this.page.getByRole('button', { name: `进入 ${placeName}` }).click();
    await this.tags().waitFor();
  }

  /** the open-pages bar (its name in zh or en) */
  tags() {
    return this.page.getByRole('navigation', { name: /^(已打开的页面|Open pages)$/ });
  }

  tag(name: string | RegExp) {
    return this.tags().getByRole('link', { name });
  }

  /** 标签操作 → 关闭全部: only the home page's tag stays open, and shows */
  async closeAllTags() {
    await this.page.getByRole('button', { name: '标签操作' }).click();
    await this.page.getByRole('menuitem', { name: '关闭全部' }).click();
    await this.tags().getByRole('link').nth(1).waitFor({ state: 'detached' });
    await this.tags().locator('a[aria-current="page"]').waitFor();
  }

  sidebar() {
    return this.page.locator('.ant-layout-sider');
  }

  /** Open a leaf of the sidebar menu, expanding its section first when needed. */
  async openMenu(section: string | null, leaf: string) {
    if (section) {
      // by the whole name: 房间管理 must not match its own leaf 房间管理员
      const group = this.page.getByRole('menuitem', { name: new RegExp(`(^|\\s)${section}$`) });
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    }
    // a menu item's accessible name starts with its icon's label (e.g. "home 收货地址")
    await this.page.getByRole('menuitem', { name: new RegExp(`(^|\\s)${leaf}$`) }).click();
  }

  /** Sign out through the user menu of `user` (the top bar's name), confirming the question. */
  async signOut(user: string) {
    await this.page.getByRole('button', { name: user }).hover();
    await this.page.getByRole('menuitem', { name: /退出登录$/ }).click();
    await this.page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定/ })
      .click();
  }

  visiblePage() {
    return this.page.locator(VISIBLE_PAGE);
  }
}
