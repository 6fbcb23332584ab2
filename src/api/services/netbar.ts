import {
  NETBAR_COMPUTER_LOG,
  NETBAR_RECHARGE_BASE,
  type BarLevel,
  type ComputerLog,
  type RechargeRecord,
} from '@/domain/netbar';
import { request } from '../client';
import { listParams, type ListQuery, type Page } from '../resource';
import type { CallMeta } from '../call-meta';

/** GET computerLog/list: the cafe's seat sessions, paged, filtered and sorted on the server. */
export const listComputerLogs = (q: ListQuery, meta?: CallMeta) =>
  request<Page<ComputerLog>>({ method: 'get', url: NETBAR_COMPUTER_LOG, params: listParams(q), meta });

/** GET recharge/listRechargeByPlace: the cafe's recharges, paged, filtered and sorted on the server. */
export const listRecharges = (q: ListQuery, meta?: CallMeta) =>
  request<Page<RechargeRecord>>({
    method: 'get',
    url: `${NETBAR_RECHARGE_BASE}/listRechargeByPlace`,
    params: listParams(q),
    meta,
  });

/** GET recharge/getBarLevel: the cafe's member levels, the temporary card first. */
export const getBarLevels = () =>
  request<BarLevel[]>({ method: 'get', url: `${NETBAR_RECHARGE_BASE}/getBarLevel` });
