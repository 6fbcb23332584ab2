import { openSignedIn, OWNER } from '@/test/open-page';
import MessagesPage from './messages-page';

export { OWNER };
export const STAFF = '13800138002';

/**
 * Sign in at a place (its menu gives the permission keys), open /info/msg at `path` (a tab in the query) and, with
 * `first`, wait until that text shows.
 */
export async function openMessages(
  path: string,
  { account = OWNER, placeId = 1001, first }: { account?: string; placeId?: number; first?: string } = {},
) {
  return openSignedIn(<MessagesPage />, path, { account, place: placeId, first });
}
