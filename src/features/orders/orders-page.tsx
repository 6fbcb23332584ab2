import { useMemo, useState } from 'react';
import { TabbedPage, tabsPrefetch, type PageTab } from '@/components/tabbed-page';
import { CrudPage } from '@/crud/crud-page';
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
    list: () => stageConfig(stage, () => undefined),
  })),
  {
    key: 'ota',
    label: 'orders.ota.tab',
    Tab: () => <CrudPage config={otaGoodsConfig} />,
    list: () => otaGoodsConfig,
  },
];

/** The open tab's first rows, before the page renders (src/app/prefetch.ts). */
export const prefetch = tabsPrefetch(ORDER_TABS);

/**
 * /order/index (§4 Other, §7 merchantOrder): the place's room orders by stage — 预订, 在住, 预离, 服务, 损坏, 历史 —
 * each a list searched, sorted and paged on the server, exported and printed, whose rows open the order's detail.
 */
export default function OrdersPage() {
  return <TabbedPage title="orders.title" intro="orders.intro" tabs={ORDER_TABS} />;
}
