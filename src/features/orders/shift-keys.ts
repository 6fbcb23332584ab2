import { placeKey } from '@/api/query-client';

/**
 * Query keys of the handover page. Everything read about shifts sits under the list's key
 * (`['place', id, 'shifts', 'list']`, the engine's), so a handover saved, confirmed or deleted refreshes the
 * current shift, the open detail and the previews with the list.
 */
export const shiftKey = (placeId: number, ...rest: unknown[]) => placeKey(placeId, 'shifts', 'list', ...rest);
