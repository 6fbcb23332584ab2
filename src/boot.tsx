import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { session } from '@/session/session-store';
import { restoreLanguage } from '@/i18n/i18n';
import { joinOpenSession, startTabSync } from '@/session/tab-sync';
import { installFocusWrap } from '@/app/focus-wrap';

/** Signed-out pages: a tab opened on one of them does not wait to join an open session. */
const SIGNED_OUT = ['/login', '/regAndPwd', '/print'];

async function boot() {
  // The literal check (not env.useMock) lets the production build drop the mock chunk entirely.
  // The mock backend must intercept the first request, so it starts before the first render.
  if (import.meta.env.VITE_USE_MOCK === 'true') {
    const { startMockWorker } = await import('@mocks/browser');
    await startMockWorker();
  }
  // every tab hears its session's refreshes, locks and sign-outs from the start (src/session/tab-sync.ts);
  // a new tab on a console URL joins the session an open tab holds instead of asking to sign in again
  startTabSync();
  // Tab goes round inside an open dialog instead of leaving the page (issue 16)
  installFocusWrap();
  await Promise.all([
    restoreLanguage(),
    SIGNED_OUT.includes(location.pathname) ? undefined : joinOpenSession(),
  ]);
  // a reload of a console page: its code and first rows are asked for now, beside the session's own calls,
  // not once the layout has rendered (src/app/prefetch.ts)
  const { tokens, place } = session.get();
  if (tokens && place && !SIGNED_OUT.includes(location.pathname))
    void import('@/app/prefetch').then((m) => m.prefetchPage(location.pathname, location.search));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders router={createAppRouter()} />
    </StrictMode>,
  );
  // the request layer and session timers stay out of the first load of /login
  if (session.get().tokens) void import('@/session/resume').then((m) => m.resumeSession());
}

/** Started by main.tsx, after the first paint when /prepaint.js drew the login. */
export const started = boot();
