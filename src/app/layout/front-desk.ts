import { brand } from '@/config/brand';
import { session } from '@/session/session-store';

/**
 * Open the front-desk client in a new tab and hand it the login token (§1) by postMessage, only to the
 * front desk's own origin and only once it says it is ready. The token never travels in a URL, so it is in
 * no history, log or Referer.
 */
export const FRONT_DESK_READY = 'front-desk-ready';
export const FRONT_DESK_TOKEN = 'merchant-token';

export function openFrontDesk(url = brand.frontDeskUrl): Window | null {
  const target = new URL(url, location.href);
  const win = window.open(target.href, '_blank');
  if (!win) return null;
  const onMessage = (e: MessageEvent<{ type?: string }>) => {
    if (e.source !== win || e.origin !== target.origin || e.data?.type !== FRONT_DESK_READY) return;
    const { tokens, place } = session.get();
    win.postMessage({ type: FRONT_DESK_TOKEN, token: tokens?.aToken, placeId: place?.id }, target.origin);
    window.removeEventListener('message', onMessage);
  };
  window.addEventListener('message', onMessage);
  // a front desk that never answers must not keep the listener forever
  setTimeout(() => window.removeEventListener('message', onMessage), 60_000);
  return win;
}
