import type { ReactNode } from 'react';
import { useCan } from './access-store';

/**
 * Render children only when the user holds the permission key (§6: elements lacking a key are hidden).
 * @example <Can k="room:building:add"><Button>新增</Button></Can>
 */
export function Can({
  k,
  children,
  fallback = null,
}: {
  k: string;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return <>{useCan(k) ? children : fallback}</>;
}
