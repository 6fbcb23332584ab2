import { QueryClient } from '@tanstack/react-query';
import { onSessionEnd } from '@/session/lifecycle';
import { isApiError } from './errors';

/** Server state lives here, keyed by resource and place id; a new session starts with an empty cache. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // the request layer already told the user; retry only what may heal by itself
        retry: (count, error) =>
          count < 2 && isApiError(error) && (error.kind === 'network' || error.kind === 'timeout'),
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
onSessionEnd(() => queryClient.clear());

/** Query keys carry the place id so that switching place can never show another place's rows. */
export const placeKey = (placeId: number | null | undefined, ...rest: unknown[]) => [
  'place',
  placeId ?? 0,
  ...rest,
];
