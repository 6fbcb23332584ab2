import {
  NETBAR_PURCHASE_LIST,
  NETBAR_VAS_ACCOUNT_LIST,
  type PlatformPurchase,
  type VasAccount,
} from '@/domain/netbar-accounts';
import { pagedList } from '../resource';

/*
 * The cafe's platform records (§7 Internet cafe; docs/api-contract.md "Internet cafe platform accounts"). The two
 * stored accounts (bllaccountinfo, dtcAccount) need no module: their declarations name where they are served.
 */

/** GET bllbuywwbirecord/list: the cafe's purchases from the value-added platforms, paged, filtered and sorted. */
export const listPlatformPurchases = pagedList<PlatformPurchase>(NETBAR_PURCHASE_LIST);

/** GET wwbaccountinfo/list: the cafe's account on each value-added platform. */
export const listVasAccounts = pagedList<VasAccount>(NETBAR_VAS_ACCOUNT_LIST);
