import { useQuery } from '@tanstack/react-query';
import { placeKey } from '@/api/query-client';
import { roomManagerApi } from '@/api/services/room-extras';
import { roomApi, type RoomAddParams } from '@/api/services/rooms';
import { useSession } from '@/session/session-store';

/**
 * getAddParamList feeds the building and room-type selects and the floor choices; the selects of one form
 * mount together, so concurrent calls share one request.
 */
let inflight: Promise<RoomAddParams> | null = null;
export const loadAddParams = (): Promise<RoomAddParams> =>
  (inflight ??= roomApi.addParams().finally(() => {
    inflight = null;
  }));

export const buildingOptions = async () =>
  (await loadAddParams()).buildings.map((b) => ({ value: b.id, label: b.buildingName }));

export const roomModelOptions = async () =>
  (await loadAddParams()).roomModels.map((m) => ({ value: m.id, label: m.modelName }));

/** The add parameters of the current place (buildings with their floor ranges). */
export function useAddParams() {
  const placeId = useSession((s) => s.place?.id ?? 0);
  return useQuery({ queryKey: placeKey(placeId, 'options', 'roomAddParams'), queryFn: loadAddParams });
}

/** The place's room managers (businessRoomManager), all of them: a room may keep one disabled since. */
export const loadManagers = async () =>
  (await roomManagerApi.list({ page: 1, size: 500 }, { silent: true })).records;

export const managerOptions = async () => (await loadManagers()).map((m) => ({ value: m.id, label: m.name }));

/** The option sources of the room list's entity fields (`{ queryKey, load }`), each cached per place. */
export const BUILDING_OPTIONS = { queryKey: 'roomBuildings', load: buildingOptions };
export const ROOM_MODEL_OPTIONS = { queryKey: 'roomModels', load: roomModelOptions };
export const MANAGER_OPTIONS = { queryKey: 'roomManagers', load: managerOptions };
