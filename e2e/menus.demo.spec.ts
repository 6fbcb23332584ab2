import { collectPageErrors, expect, test } from './support/fixtures';
import { LICENSE_IDS, menusFor, type MenuNode } from '../mocks/menus';

// the modules each place holds in the seed (they add menu entries): 1001 all three, the inn and the cafe none
const HOTEL_MODULES = [LICENSE_IDS.ota, LICENSE_IDS.lock, LICENSE_IDS.passBox];
const ACCOUNTS = [
  {
    account: '13800138000',
    placeName: '云栖电竞酒店(西湖店)',
    placeType: 0,
    role: 'owner',
    modules: HOTEL_MODULES,
  },
  { account: '13800138001', placeName: undefined, placeType: 2, role: 'owner', modules: [] },
  { account: '13800138002', placeName: undefined, placeType: 0, role: 'staff', modules: HOTEL_MODULES },
  { account: '13800138003', placeName: undefined, placeType: 50, role: 'owner', modules: [] },
] as const;

const leaves = (menus: MenuNode[]): MenuNode[] =>
  menus.flatMap((m) => (m.children?.length ? leaves(m.children) : [m]));

// Every account's every entry at desktop width; the narrow layout (drawer menu) once, for the account with the
// most entries. Pages are UI here, so the demo project alone runs this (the server project adds no coverage).
const RUNS = [...ACCOUNTS.map((a) => ({ a, width: 1440 })), { a: ACCOUNTS[0], width: 800 }];

for (const { a, width } of RUNS) {
  test(`every menu entry of ${a.account} opens without an uncaught error at ${width} px`, async ({
    page,
    signedIn,
  }) => {
    // the owner's walk opens some 30 pages, each loaded lazily: 3.4 min for it under CI load on this machine
    // kind, where the staff walk ran out of 4 min
    test.setTimeout(480_000);
    await page.setViewportSize({ width, height: 900 });
    const errors = collectPageErrors(page);
    const c = await signedIn(a.account, { place: a.placeName });
    const entries = leaves(menusFor(a.placeType, a.role, a.modules).menus).filter(
      (m) => m.path !== '/shopManage/index',
    );
    expect(entries.length).toBeGreaterThan(5);
    for (const m of entries) {
      // through the menu search, which every screen width offers
      await page.keyboard.press('Control+k');
      await page.getByRole('textbox', { name: '搜索菜单' }).fill(m.name);
      // open it with Enter once the list shows the filtered result, as the dialog's hint says (a click on
      // the still-opening dialog was now and then lost under load, leaving the search open)
      const first = page.getByRole('option').first();
      await expect(first).toHaveAccessibleName(new RegExp(`^${m.name}`));
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(m.external ? /\/frame\?url=/ : new RegExp(`${m.path}$`));
      await expect(c.visiblePage()).toBeVisible();
      await expect(c.visiblePage().getByText('页面出错了')).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });
}
