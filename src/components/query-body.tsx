import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailed } from '@/components/load-failed';

/**
 * What a query read, once it is in: its failure with a retry until then (headed `failedTitle`, a locale key,
 * default crud.loadFailed), or a skeleton of `rows` lines while it loads. Data already in stays shown through a
 * failed refetch.
 * @example <QueryBody query={detail}>{(m) => <Descriptions items={…} />}</QueryBody>
 */
export function QueryBody<T>({
  query,
  rows = 6,
  failedTitle,
  children,
}: {
  query: UseQueryResult<T>;
  rows?: number;
  failedTitle?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError)
    return (
      <LoadFailed title={failedTitle} reason={query.error.message} onRetry={() => void query.refetch()} />
    );
  return <Skeleton active paragraph={{ rows }} />;
}
