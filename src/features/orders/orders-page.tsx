import { useMemo, useState } from 'react';
import { TabbedPage, type PageTab } from '@/components/tabbed-page';
import type { PagePrefetch } from '@/config/feature';
import { CrudPage, prefetchList } from '@/crud/crud-page';
import { ORDER_STAGES, type Order, type OrderStage } from '@/domain/orders';
import { OrderDrawer } from './order-drawer';
import { stageConfig } from './orders-config';
import { otaGoodsConfig } from './ota-goods-config';

function StageTab({ stage }: { stage: OrderStage }) {
  const [open, setOpen] = useState<Order | null>(null);
  const config = useMemo(() => stageConfig(stage, setOpen), [stage]);
  return (
    <CrudPage config={config}>
      <OrderDrawer order={open} onClose={() => setOpen(null)} />
    </CrudPage>
  );
}

/** The tabs of /order/index, one per stage and the OTA goods orders; `?tab=` names the open one. */
const ORDER_TABS: PageTab[] = [
  ...(Object.keys(ORDER_STAGES) as OrderStage[]).map((stage) => ({
    key: stage,
    label: `orders.tab.${stage}`,
    Tab: () => <StageTab stage={stage} />,
  })),
  { key: 'ota', label: 'orders.ota.tab', Tab: () => <CrudPage config={otaGoodsConfig} /> },
];

const isStage = (key: string | null): key is OrderStage => !!key && key in ORDER_STAGES;

/** The open tab's first rows, before the page renders (src/app/prefetch.ts). */
export const prefetch: PagePrefetch = (client, search) => {
  const tab = search.get('tab');
  const first = Object.keys(ORDER_STAGES)[0] as OrderStage;
  const config = tab === 'ota' ? otaGoodsConfig : stageConfig(isStage(tab) ? tab : first, () => undefined);
  prefetchList(client, config, search);
};

/**
 * /order/index (§4 Other, §7 merchantOrder): the place's room orders by stage — 预订, 在住, 预离, 服务, 损坏, 历史 —
 * each a list searched, sorted and paged on the server, exported and printed, whose rows open the order's detail.
 */
export default function OrdersPage() {
  return <TabbedPage title="orders.title" intro="orders.intro" tabs={ORDER_TABS} />;
}
