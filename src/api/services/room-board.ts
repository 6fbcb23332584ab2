import { request, requestEnvelope } from '../client';
import { indexCall } from './statistics';
import type { RoomState, StatusKey } from '@/domain/room-status';

/**
 * The home room-status board (§7 home statistics) and the place's status colours (§7 Place config:
 * roomStatusColor list, edit, reset). What a room's state is and what it shows as: src/domain/room-status.ts.
 * The mock: mocks/domains/room-status-color/routes.ts.
 */
/** merchantIndex/roomStatusBoard: one room with today's state (a push later patches the state fields). */
export interface BoardRoom extends RoomState {
  id: number;
  roomNo: string;
  buildingId: number;
  buildingName: string;
  /** the building's display order, smaller first */
  buildingSort: number;
  /** negative for basements, never 0 */
  floor: number;
  roomModelId: number;
  modelName: string;
  /** the room type's short name for tiles, e.g. 大床 */
  shortName: string;
}

export interface RoomStatusColor {
  /** fixed per status: 1 vacant … 8 disabled */
  id: number;
  statusKey: StatusKey;
  /** '#RRGGBB' */
  color: string;
  defaultColor: string;
}

const COLOR = '/business-merchant/roomStatusColor';

export const roomBoardApi = {
  rooms: indexCall<BoardRoom[]>('roomStatusBoard'),
  colors: () => request<RoomStatusColor[]>({ method: 'get', url: `${COLOR}/list` }),
  editColor: (id: number, color: string) =>
    requestEnvelope<null>({ method: 'post', url: `${COLOR}/edit`, data: { id, color } }),
  resetColors: () => requestEnvelope<null>({ method: 'post', url: `${COLOR}/reset`, data: {} }),
};
