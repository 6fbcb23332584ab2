import { TabbedPage, tabsPrefetch, type PageTab } from '@/components/tabbed-page';
import { crudTab } from '@/components/crud-tab';
import { billingAccountConfig, liveAccountConfig, purchaseConfig, vasAccountConfig } from './accounts-config';

/** The tabs of /netBar/accounts, one per call group; `?tab=` names the open one. */
const ACCOUNT_TABS: PageTab[] = [
  crudTab('billing', 'netbarAccounts.tabBilling', billingAccountConfig),
  crudTab('vas', 'netbarAccounts.tabVas', vasAccountConfig),
  crudTab('purchases', 'netbarAccounts.tabPurchases', purchaseConfig),
  crudTab('live', 'netbarAccounts.tabLive', liveAccountConfig),
];

/** The open tab's first rows, before the page renders (src/app/prefetch.ts). */
export const prefetch = tabsPrefetch(ACCOUNT_TABS);

/**
 * /netBar/accounts (§7 Internet cafe bllaccountinfo, wwbaccountinfo, bllbuywwbirecord, dtcAccount; menu 平台账户, the
 * owner's): the cafe's settlement accounts on its billing platforms, its accounts on the value-added platforms,
 * what it bought from them, and the live and e-sports accounts it binds (src/domain/netbar-accounts.ts).
 */
export default function NetbarAccountsPage() {
  return <TabbedPage title="netbarAccounts.title" intro="netbarAccounts.intro" tabs={ACCOUNT_TABS} />;
}
