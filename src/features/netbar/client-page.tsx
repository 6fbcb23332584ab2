import { TabbedPage, tabsPrefetch, type PageTab } from '@/components/tabbed-page';
import { crudTab } from '@/components/crud-tab';
import { clientOfferConfig, shelfListConfig } from './client-config';
import ShelvesTab from './shelves-tab';

/** The tabs of /netBar/clientConfig; `?tab=` names the open one. */
const CLIENT_TABS: PageTab[] = [
  crudTab('offers', 'netbarClient.client.tabOffers', clientOfferConfig),
  { key: 'shelves', label: 'netbarClient.client.tabShelves', Tab: ShelvesTab, list: () => shelfListConfig },
];

/** The open tab's first rows, before the page renders (src/app/prefetch.ts). */
export const prefetch = tabsPrefetch(CLIENT_TABS);

/**
 * /netBar/clientConfig (§7 Internet cafe: recharge setClientUse, placeOnShelvesConfig; the cafe's menu 客户端设置):
 * what guests see on the seat client — the recharge offers it shows, and the goods of its shop in their order.
 */
export default function ClientPage() {
  return (
    <TabbedPage title="netbarClient.client.title" intro="netbarClient.client.intro" tabs={CLIENT_TABS} />
  );
}
