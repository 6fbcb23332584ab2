import { PLACE_BASE } from '@/domain/places';
import type { Place, PlaceType } from '@/session/session-store';
import { request, requestEnvelope } from '../client';
import { listParams, type Page } from '../resource';

/** getOwnPlaceList's row: a place and the signed-in user's role there. */
export type OwnPlace = Place & { role?: 'owner' | 'staff' };

/** /business-merchant/businessPlace and the place binding call (§7 Places and chain). */
export interface NewPlace {
  placeName: string;
  placeType: PlaceType;
  address: string;
  contacts: string;
  phone: string;
}

export const businessPlace = {
  ownList: () =>
    request<OwnPlace[]>({
      method: 'post',
      url: `${PLACE_BASE}/getOwnPlaceList`,
      data: {},
      meta: { placeId: false },
    }),
  listByUser: (page: number, size: number) =>
    request<Page<Place>>({
      method: 'get',
      url: `${PLACE_BASE}/listByUser`,
      params: listParams({ page, size }),
      meta: { placeId: false },
    }),
  add: (input: NewPlace) =>
    requestEnvelope<{ id: number }>({
      method: 'post',
      url: `${PLACE_BASE}/add`,
      data: input,
      meta: { placeId: false, silent: true },
    }),
  bindNetbar: (placeCode: string, bindCode: string) =>
    requestEnvelope<null>({
      method: 'post',
      url: '/api/system/bindNetbar',
      data: { placeCode, bindCode },
      meta: { placeId: false, silent: true },
    }),
};

/** The places the signed-in user owns (not those they work at): what their roles and staff may cover. */
export const ownedPlaces = async (): Promise<OwnPlace[]> =>
  (await businessPlace.ownList()).filter((p) => p.role === 'owner');
