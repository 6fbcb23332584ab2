import {
  CLIENT_OFFERS_LIST,
  CLIENT_OFFERS_SET,
  NETBAR_SHELVES_BASE,
  type ClientOffer,
  type ShelfGoods,
} from '@/domain/netbar-client';
import { request } from '../client';
import { pagedList, postWrite } from '../resource';
import type { CallMeta } from '../call-meta';

/** GET recharge/listClientOffers: the recharge offers and whether the seat client shows each. */
export const listClientOffers = pagedList<ClientOffer>(CLIENT_OFFERS_LIST);

/** POST recharge/setClientUse {id, clientUse}: shows (1) or hides (0) an offer on the seat client. */
export const setClientUse = (id: number | string, clientUse: number, meta?: CallMeta) =>
  postWrite(CLIENT_OFFERS_SET, { id, clientUse }, meta);

/** GET placeOnShelvesConfig/getOnShelvesConfigByPlace: every goods of the cafe, the shelved ones first. */
export const getShelves = () =>
  request<ShelfGoods[]>({ method: 'get', url: `${NETBAR_SHELVES_BASE}/getOnShelvesConfigByPlace` });

/** POST placeOnShelvesConfig/onShelves {items}: the whole set on the client's shelves; resolves with the message. */
export const saveShelves = (items: Array<{ goodsId: number; sort: number }>) =>
  postWrite(`${NETBAR_SHELVES_BASE}/onShelves`, { items });
