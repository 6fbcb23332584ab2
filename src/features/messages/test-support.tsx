import { renderPage } from '@/test/render-page';
import { signInTo } from '@/test/sign-in';
import MessagesPage from './messages-page';

export const OWNER = '13800138000';
export const STAFF = '13800138002';

/** Sign in at a place (its menu gives the permission keys) and open /info/msg at `path` (a tab in the query). */
export async function openMessages(path: string, { account = OWNER, placeId = 1001 } = {}) {
  await signInTo(account, placeId);
  return renderPage(<MessagesPage />, { path });
}
