import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { getShelves, listClientOffers, setClientUse } from '@/api/services/netbar-client';
import { pageOf, type CrudConfig } from '@/crud/types';
import type { ClientOffer, ShelfGoods } from '@/domain/netbar-client';

const offerText = (r: Pick<ClientOffer, 'amount' | 'bonus'>, t: TFunction) =>
  t('netbarClient.offers.offerText', { amount: r.amount, bonus: r.bonus });

function OfferName({ row }: { row: ClientOffer }) {
  const { t } = useTranslation();
  return <>{offerText(row, t)}</>;
}

/**
 * /netBar/clientConfig?tab=offers (§7 Internet cafe recharge setClientUse): the cafe's recharge offers (充100送10
 * …, the bonus the books give at the counter and at the seat alike) and whether the seat client shows each — the
 * switch is setClientUse. The offers themselves are not edited here yet (issue 22's recharge strategies).
 */
export const clientOfferConfig: CrudConfig<ClientOffer> = {
  key: 'netbarClientOffers',
  title: 'netbarClient.offers.title',
  intro: 'netbarClient.offers.intro',
  resource: { list: listClientOffers, changeStatus: setClientUse },
  fields: [
    {
      key: 'offer',
      label: 'netbarClient.offers.offer',
      column: { render: (r) => <OfferName row={r} /> },
      exportAs: (r, t) => offerText(r, t),
    },
    { key: 'amount', label: 'netbarClient.offers.amount', type: 'money', column: { sorter: true } },
    { key: 'bonus', label: 'netbarClient.offers.bonus', type: 'money', column: true },
    {
      key: 'updateTime',
      label: 'netbarClient.offers.updateTime',
      column: { render: (r) => r.updateTime || '-' },
    },
  ],
  perms: { status: 'netbar:client:edit' },
  status: {
    key: 'clientUse',
    label: 'netbarClient.offers.clientUse',
    on: 'netbarClient.offers.shown',
    off: 'netbarClient.offers.hidden',
  },
  defaultSort: { field: 'amount', order: 'asc' },
};

/**
 * The goods of /netBar/clientConfig?tab=shelves as getOnShelvesConfigByPlace answers them (all at once, paged
 * here): the shelves tab reads them through the engine's list, so the page's prefetch fills its cache; the tab
 * draws and saves them itself (shelves-tab.tsx).
 */
export const shelfListConfig: CrudConfig<ShelfGoods> = {
  key: 'netbarShelves',
  title: 'netbarClient.shelves.title',
  resource: { list: async (q) => pageOf(await getShelves(), q) },
  fields: [
    { key: 'goodsName', label: 'netbarClient.shelves.goodsName', column: true },
    { key: 'categoryName', label: 'netbarClient.shelves.categoryName', column: true },
    { key: 'onShelves', label: 'netbarClient.shelves.onShelves', column: true },
    { key: 'sort', label: 'netbarClient.shelves.sort', type: 'number', column: true },
  ],
  perms: {},
  pageSizes: [500],
};
