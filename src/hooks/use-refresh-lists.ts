import { useQueryClient } from '@tanstack/react-query';
import { placeKey } from '@/api/query-client';
import { useSession } from '@/session/session-store';

/** Reads the current place's lists under `keys` again (after a change that moved them). */
export function useRefreshLists(keys: readonly string[]) {
  const queryClient = useQueryClient();
  const placeId = useSession((s) => s.place?.id ?? 0);
  return () => {
    for (const key of keys) void queryClient.invalidateQueries({ queryKey: placeKey(placeId, key) });
  };
}
