import { TabbedPage, tabsPrefetch, type PageTab } from '@/components/tabbed-page';
import { CrudPage } from '@/crud/crud-page';
import { billingAccountConfig, liveAccountConfig, purchaseConfig, vasAccountConfig } from './accounts-config';

const BillingTab = () => <CrudPage config={billingAccountConfig} />;
const VasTab = () => <CrudPage config={vasAccountConfig} />;
const PurchasesTab = () => <CrudPage config={purchaseConfig} />;
const LiveTab = () => <CrudPage config={liveAccountConfig} />;

/** The tabs of /netBar/accounts, one per call group; `?tab=` names the open one. */
const ACCOUNT_TABS: PageTab[] = [
  { key: 'billing', label: 'netbarAccounts.tabBilling', Tab: BillingTab, list: () => billingAccountConfig },
  { key: 'vas', label: 'netbarAccounts.tabVas', Tab: VasTab, list: () => vasAccountConfig },
  { key: 'purchases', label: 'netbarAccounts.tabPurchases', Tab: PurchasesTab, list: () => purchaseConfig },
  { key: 'live', label: 'netbarAccounts.tabLive', Tab: LiveTab, list: () => liveAccountConfig },
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
