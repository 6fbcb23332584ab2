import { useEffect, useRef } from 'react';
import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { usePageTag } from './page-tag';

/**
 * Polling for a page that may be kept in a hidden tag: the query under `queryKey` is read again every `ms` while
 * its tag is the one shown (or when the page is not in a tag), and not at all while hidden; shown again, it is
 * read at once if its data is `ms` old or more. Pass the result as the query's `refetchInterval`.
 *
 * A page kept open in the background otherwise asks the server every `ms` all day and renders each answer
 * where no one sees it (the handover card's minute poll rendered its table in whichever tag held it).
 * @example const current = useQuery({ ...currentQuery, refetchInterval: useTagPolling(currentQuery.queryKey, 60_000) });
 */
export function useTagPolling(queryKey: QueryKey, ms: number): number | false {
  const queryClient = useQueryClient();
  const shown = usePageTag()?.active ?? true;
  const key = useRef(queryKey);
  key.current = queryKey;
  const hash = hashKey(queryKey);
  useEffect(() => {
    if (!shown) return;
    const state = queryClient.getQueryState(key.current);
    if (state?.dataUpdatedAt && Date.now() - state.dataUpdatedAt >= ms)
      void queryClient.refetchQueries({ queryKey: key.current, exact: true });
  }, [shown, hash, ms, queryClient]);
  return shown ? ms : false;
}
