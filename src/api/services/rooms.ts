import { request, requestEnvelope } from '../client';
import { postWrite, resource } from '../resource';
import {
  BUILDING_BASE,
  ROOM_BASE,
  ROOM_MODEL_BASE,
  type Building,
  type BuildingInput,
  type Room,
  type RoomInput,
  type RoomModel,
  type RoomModelInput,
} from '@/domain/rooms';

/**
 * §7 Rooms: buildings (with their floors), room types and rooms of the current place. The mock
 * (mocks/domains/rooms/routes.ts) serves exactly these shapes; docs/api-contract.md lists the calls.
 */

/** 1 in use, 0 disabled (§7 changeStatus) */
export type EnableStatus = 0 | 1;

/** A building and the range of floors it has, e.g. 主楼 floors 1–12 (declared in src/domain/rooms.ts). */
export type { Building, BuildingInput };

/** A room type (房型) and a room: declared in src/domain/rooms.ts. */
export type { Room, RoomInput, RoomModel, RoomModelInput };

/** Many rooms in one go: numbers from startNo to endNo on one floor, e.g. 801–830. */
export interface RoomBatchInput {
  buildingId: number;
  floor: number;
  roomModelId: number;
  /** optional letters before the number, e.g. 'A' gives A801 */
  prefix: string;
  startNo: number;
  endNo: number;
}

/** getAddParamList: what the add form offers. Disabled buildings and types are left out. */
export interface RoomAddParams {
  buildings: Array<Pick<Building, 'id' | 'buildingName' | 'floorStart' | 'floorEnd'>>;
  roomModels: Array<Pick<RoomModel, 'id' | 'modelName' | 'basePrice'>>;
}

export interface RoomQrCode {
  roomId: number;
  /** the text the QR encodes: the guest self-service link for this room */
  content: string;
}

export interface RoomOffPass {
  roomId: number;
  /** a one-off door password for when the lock is offline */
  password: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  validUntil: string;
}

export interface RoomModelWithRooms {
  id: number;
  modelName: string;
  rooms: Array<Pick<Room, 'id' | 'roomNo' | 'buildingName' | 'floor' | 'status'>>;
}

export const buildingApi = resource<Building, BuildingInput>({ base: BUILDING_BASE });

export const roomModelApi = {
  ...resource<RoomModel, RoomModelInput>({ base: ROOM_MODEL_BASE }),
  /** every type with its rooms (room board, batch tools) */
  modelAndRoom: () =>
    request<RoomModelWithRooms[]>({ method: 'post', url: `${ROOM_MODEL_BASE}/getModelAndRoom` }),
};

export const roomApi = {
  ...resource<Room, RoomInput>({ base: ROOM_BASE }),
  addParams: () => request<RoomAddParams>({ method: 'post', url: `${ROOM_BASE}/getAddParamList` }),
  /** §7 does not name the batch call; see docs/api-contract.md */
  addBatch: (input: RoomBatchInput) =>
    requestEnvelope<{ count: number }>({
      method: 'post',
      url: `${ROOM_BASE}/addBatch`,
      data: input,
      meta: { silent: true },
    }),
  qrCode: (id: number) =>
    request<RoomQrCode>({ method: 'post', url: `${ROOM_BASE}/generateQrCode`, data: { id } }),
  offPass: (id: number) =>
    request<RoomOffPass>({ method: 'post', url: `${ROOM_BASE}/getOffPass`, data: { id } }),
  /** the rooms' manager, a room manager of the place (businessRoomManager); null clears it */
  bindManager: (roomIds: number[], managerId: number | null) =>
    // the dialog shows a refusal itself
    postWrite(`${ROOM_BASE}/bindManager`, { roomIds, managerId }, { silent: true }),
};
