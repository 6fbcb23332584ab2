import { getBarLevels } from '@/api/services/netbar';
import { allSeatAreas } from '@/api/services/netbar-seats';

/*
 * The options the cafe's pages share, each loaded once per place (the engine's `entity` options): a field that
 * names a member level or a seat area takes them from here.
 */

/** The member levels (getBarLevel), 临时卡 first. */
export const BAR_LEVEL_OPTIONS = {
  queryKey: 'barLevels',
  load: async () => (await getBarLevels()).map((l) => ({ value: l.levelId, label: l.levelName })),
};

/** The seat areas (placeConfig), in their order. */
export const SEAT_AREA_OPTIONS = {
  queryKey: 'seatAreas',
  load: async () => (await allSeatAreas()).map((a) => ({ value: a.id, label: a.areaName })),
};
