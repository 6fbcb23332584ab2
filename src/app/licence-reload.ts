import { refreshSession } from '@/api/client';
import { queryClient } from '@/api/query-client';
import { businessPlace } from '@/api/services/business-place';
import { enterPlace } from '@/session/flows';
import { session } from '@/session/session-store';

/**
 * After a licence changes hands (a purchase paid, a code activated) the place's menu, permissions and edition
 * change on the server: refresh the token (§4: the payment-success event refreshes it), then load the place
 * again — its row (the edition may have changed), its menu and permission keys — so a module just bought shows
 * up without signing in again. Every cached answer is refetched: quotas and held licences changed too.
 * The current page stays where it is; a page the new menu no longer lists is refused by the guard as usual.
 */
export async function reloadAfterLicenceChange(): Promise<void> {
  try {
    await refreshSession();
  } catch {
    // a failed refresh ends the session through the request layer; the menu below would fail the same way
    return;
  }
  const current = session.get().place;
  if (!current) return;
  try {
    const places = await businessPlace.ownList();
    queryClient.setQueryData(['places', 'own'], places);
    await enterPlace(places.find((p) => p.id === current.id) ?? current);
  } catch {
    // the request layer has shown the error; the old menu stays until the next place switch or sign-in
  }
  await queryClient.invalidateQueries();
}
