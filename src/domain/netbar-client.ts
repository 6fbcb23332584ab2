/**
 * What the internet cafe's seat client shows (§7 Internet cafe: recharge setClientUse; placeOnShelvesConfig
 * onShelves and getOnShelvesConfigByPlace): which recharge offers a guest is offered at the seat, and which of
 * the cafe's goods its shop sells, in which order. DOM-free: imported by /netBar/clientConfig and by the mock
 * (mocks/domains/netbar/client.ts, books.ts). docs/netbar.md.
 */
import { entity, field } from './entity';
import { NETBAR_RECHARGE_BASE } from './netbar';

/** A recharge offer of the cafe: recharge `amount` or more and the card gets `bonus` on top (充100送10). */
export interface RechargeOffer {
  id: number;
  amount: number;
  bonus: number;
}

/**
 * The cafe's recharge offers, the same in every cafe for now (issue 22's recharge strategies will make them the
 * cafe's own, editable). A recharge gets the bonus of the largest offer it reaches.
 */
export const RECHARGE_OFFERS: readonly RechargeOffer[] = [
  { id: 1, amount: 100, bonus: 10 },
  { id: 2, amount: 200, bonus: 30 },
  { id: 3, amount: 300, bonus: 50 },
  { id: 4, amount: 500, bonus: 100 },
];

/** The bonus a recharge of `amount` earns: the largest offer it reaches, else 0. */
export function offerBonus(amount: number): number {
  let bonus = 0;
  for (const o of RECHARGE_OFFERS) if (amount >= o.amount && o.bonus > bonus) bonus = o.bonus;
  return bonus;
}

export const CLIENT_OFFERS_LIST = `${NETBAR_RECHARGE_BASE}/listClientOffers`;
export const CLIENT_OFFERS_SET = `${NETBAR_RECHARGE_BASE}/setClientUse`;

/** An offer as listClientOffers answers it: whether the seat client shows it (1) or not (0). */
export interface ClientOffer extends RechargeOffer {
  clientUse: 0 | 1;
  /** when clientUse was last set; '' while it is the default (shown) */
  updateTime: string;
}

export const NETBAR_SHELVES_BASE = '/business-netbar/placeOnShelvesConfig';

/** One goods put on the seat client's shelves by onShelves: which goods, and where in the shop it comes. */
export const shelfItemEntity = entity({
  goodsId: field.ref('goodsInfo', 'netbarClient.shelves.goodsRequired', 'netbarClient.shelves.goodsMissing'),
  sort: field.sort(),
});

/** A goods of the cafe as getOnShelvesConfigByPlace answers it: on the client's shelves or not, and its sort. */
export interface ShelfGoods {
  /** the goods' id */
  id: number;
  goodsName: string;
  categoryName: string;
  specs: string;
  salePrice: number;
  stock: number;
  /** the goods' own state: 1 on sale, 0 off sale (the client shows a shelved goods only while it is on sale) */
  goodsStatus: 0 | 1;
  /** 1 on the seat client's shelves */
  onShelves: 0 | 1;
  /** its place in the client's shop, smaller first; 0 when not on the shelves */
  sort: number;
}
