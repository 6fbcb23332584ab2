import { request, requestEnvelope } from '../client';
import { indexCall } from './statistics';

/**
 * The home room-status board (§7 home statistics) and the place's status colours (§7 Place config:
 * roomStatusColor list, edit, reset). A room's state keeps apart what it is doing (occupancy), its housekeeping
 * and any block, as PMS boards do. The mock: mocks/domains/room-status-color/routes.ts.
 */
export type Occupancy = 'vacant' | 'occupied' | 'reserved' | 'hourly';
export type Housekeeping = 'clean' | 'dirty' | 'inspected';
export type Block = 'repair' | 'disabled';

/** merchantIndex/roomStatusBoard: one room with today's state (a push later patches the state fields). */
export interface BoardRoom {
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
  occupancy: Occupancy;
  housekeeping: Housekeeping;
  /** a blocked room is out of service whatever it was doing */
  block: Block | null;
}

/** What a colour is for: the four occupancies, two housekeeping marks and two blocks. */
export type StatusKey = Occupancy | Exclude<Housekeeping, 'clean'> | Block;
export const STATUS_KEYS: readonly StatusKey[] = [
  'vacant',
  'occupied',
  'reserved',
  'hourly',
  'dirty',
  'inspected',
  'repair',
  'disabled',
];

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
