import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { checkTokenNow, startTokenCheck } from '@/session/token-check';
import { tokenCheckDeps } from '@/session/flows';
import { session } from '@/session/session-store';

async function boot() {
  // The mock backend must intercept the first request; it is a separate chunk, absent from real builds.
  // The literal check (not env.useMock) lets the production build drop the mock chunk entirely.
  if (import.meta.env.VITE_USE_MOCK === 'true') {
    const { startMockWorker } = await import('@mocks/browser');
    await startMockWorker();
  }
  if (session.get().tokens) {
    // a reload: the 4-hour cookie may have lapsed while the tab was closed
    void checkTokenNow(tokenCheckDeps);
    startTokenCheck(tokenCheckDeps);
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} router={createAppRouter()} />
    </StrictMode>,
  );
}

void boot();
