import { billingApi } from '@/api/services/billing';
import { roomApi } from '@/api/services/rooms';

/**
 * Option sources of the pricing forms (entity fields: `{ queryKey, load }`), shared by every tab of
 * /feeRule/index. Room types come from getAddParamList (enabled types only, as the room forms offer them).
 */
export const roomModelOptions = async () =>
  (await roomApi.addParams()).roomModels.map((m) => ({ value: m.id, label: m.modelName }));

export const memberTypeOptions = async () =>
  (await billingApi.memberTypes()).map((m) => ({ value: m.id, label: m.typeName }));

export const ROOM_MODEL_OPTIONS = { queryKey: 'billingRoomModels', load: roomModelOptions };
export const MEMBER_TYPE_OPTIONS = { queryKey: 'memberTypes', load: memberTypeOptions };
