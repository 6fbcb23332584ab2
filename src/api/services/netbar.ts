import { NETBAR_COMPUTER_LOG, type ComputerLog } from '@/domain/netbar';
import { request } from '../client';
import { listParams, type ListQuery, type Page } from '../resource';
import type { CallMeta } from '../call-meta';

/** GET computerLog/list: the cafe's seat sessions, paged, filtered and sorted on the server. */
export const listComputerLogs = (q: ListQuery, meta?: CallMeta) =>
  request<Page<ComputerLog>>({ method: 'get', url: NETBAR_COMPUTER_LOG, params: listParams(q), meta });
