import {
  NETBAR_PURCHASE_LIST,
  NETBAR_VAS_ACCOUNT_LIST,
  type PlatformPurchase,
  type VasAccount,
} from '@/domain/netbar-accounts';
import { request } from '../client';
import { listParams, type ListQuery, type Page } from '../resource';
import type { CallMeta } from '../call-meta';

/*
 * The cafe's platform records (§7 Internet cafe; docs/api-contract.md "Internet cafe platform accounts"). The two
 * stored accounts (bllaccountinfo, dtcAccount) need no module: their declarations name where they are served.
 */

/** GET bllbuywwbirecord/list: the cafe's purchases from the value-added platforms, paged, filtered and sorted. */
export const listPlatformPurchases = (q: ListQuery, meta?: CallMeta) =>
  request<Page<PlatformPurchase>>({ method: 'get', url: NETBAR_PURCHASE_LIST, params: listParams(q), meta });

/** GET wwbaccountinfo/list: the cafe's account on each value-added platform. */
export const listVasAccounts = (q: ListQuery, meta?: CallMeta) =>
  request<Page<VasAccount>>({ method: 'get', url: NETBAR_VAS_ACCOUNT_LIST, params: listParams(q), meta });
