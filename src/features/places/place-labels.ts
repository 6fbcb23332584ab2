import type { Place, PlaceType } from '@/session/session-store';

export const PLACE_TYPE_OPTIONS: PlaceType[] = [0, 2, 3, 50];

/** Locale key of a place type (§1: 0 e-sports hotel, 2 inn, 3 guesthouse, 50 internet cafe). */
export const placeTypeKey = (type: PlaceType) => `place.type${type}` as const;

/** Locale key of the edition: licence 1 is professional, the rest basic. */
export const editionKey = (place: Pick<Place, 'license'>) =>
  place.license === 1 ? ('place.professional' as const) : ('place.basic' as const);

export const PLACE_TYPE_COLORS: Record<PlaceType, string> = {
  0: 'geekblue',
  2: 'green',
  3: 'orange',
  50: 'purple',
};
