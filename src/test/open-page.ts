import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './render-app';
import { renderPage } from './render-page';
import { signInTo } from './sign-in';
import { rowOf } from './table';

/** The seeded owner of place 1001 and its other places. */
export const OWNER = '13800138000';

/**
 * The seeded owner of the internet cafe 思远网咖 (1014) signed in there, as the options of openSignedIn.
 * @example await openSignedIn(<ClientPage />, '/netBar/clientConfig', { ...AT_CAFE, first: '游戏鼠标垫' });
 */
export const AT_CAFE = { account: '13800138003', place: 1014 } as const;

/**
 * Sign in as `account` (the owner by default) at `place` (1001 by default: its menu gives the permission keys),
 * render `page` at `path` and, with `first`, wait until that text shows (the page has its rows). Answers what
 * `renderPage` does and a user-event `user`.
 * @example const { user } = await openSignedIn(<FeeRulePage />, '/feeRule/index?tab=base', { first: '标准大床房' });
 */
export async function openSignedIn(
  page: ReactElement,
  path: string,
  {
    account = OWNER,
    place = 1001,
    first,
  }: { account?: string; place?: number; first?: string | RegExp } = {},
) {
  await signInTo(account, place);
  const utils = renderPage(page, { path });
  if (first !== undefined) await screen.findByText(first);
  return { ...utils, user: userEvent.setup() };
}

/**
 * Sign in as `account` (the owner by default) at `place` (1001 by default), open `path` through the app's routes
 * (menu, guard and shell, as a user gets there) and wait until a table cell shows `cell`. Answers what
 * `renderApp` does and a user-event `user`.
 * @example const { user } = await openRoute('/roomManage/lock', 'XH201');
 */
export async function openRoute(
  path: string,
  cell: string,
  { account = OWNER, place = 1001 }: { account?: string; place?: number } = {},
) {
  await signInTo(account, place);
  const utils = renderApp(path);
  await screen.findByText(cell, { selector: 'td *, td' });
  return { ...utils, user: userEvent.setup() };
}

/**
 * openRoute as the owner at 1001, then what a list test reads first: that the list counts `total` rows
 * (共 N 条) and the row of `cell`, which it answers.
 * @example const row = await openRouteRow('/roomManage/lock', 'XH201', 300);
 */
export async function openRouteRow(path: string, cell: string, total: number): Promise<HTMLElement> {
  await openRoute(path, cell);
  expect(screen.getByText(`共 ${total} 条`)).toBeInTheDocument();
  return rowOf(cell);
}
