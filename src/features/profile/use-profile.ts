import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { placeKey } from '@/api/query-client';
import { authService } from '@/api/services/auth-service';
import { session, useSession, type UserInfo } from '@/session/session-store';

const same = (a: UserInfo | null, b: UserInfo | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The signed-in user for the profile pages: the session's copy at once, refreshed from the server (the roles
 * in it are those at the current place, hence the place key). `update` applies a saved edit to the session
 * (the top bar reads it) and to the cache, then asks the server again for the fields it derives.
 */
export function useProfile() {
  const placeId = useSession((s) => s.place?.id);
  const sessionUser = useSession((s) => s.user);
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: placeKey(placeId, 'userInfo'),
    queryFn: () => authService.userInfo(),
    initialData: sessionUser ?? undefined,
    // the session's copy may be hours old: show it, but count it as stale so the server is asked too
    initialDataUpdatedAt: 0,
  });

  useEffect(() => {
    if (query.data && !same(query.data, session.get().user)) session.setUser(query.data);
  }, [query.data]);

  const update = useCallback(
    (patch: Partial<UserInfo>) => {
      const key = placeKey(placeId, 'userInfo');
      const current = queryClient.getQueryData<UserInfo>(key) ?? session.get().user;
      if (!current) return;
      const next = { ...current, ...patch };
      session.setUser(next);
      queryClient.setQueryData(key, next);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    [placeId, queryClient],
  );

  return { user: query.data, isError: query.isError, refetch: query.refetch, update };
}
