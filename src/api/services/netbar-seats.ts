import {
  NETBAR_AREA_BASE,
  NETBAR_SEAT_BASE,
  type Seat,
  type SeatArea,
  type SeatMap,
  type SeatPosition,
} from '@/domain/netbar-seats';
import type { EntityInput } from '@/domain/entity';
import type { seatAreaEntity, seatEntity } from '@/domain/netbar-seats';
import { request } from '../client';
import { postWrite, resource } from '../resource';

/** placeConfig: the cafe's seat areas and their hourly rates by member level. */
export const seatAreaApi = resource<SeatArea, EntityInput<typeof seatAreaEntity>>({ base: NETBAR_AREA_BASE });

/** orderSeatConfig: the cafe's seats. */
export const seatApi = resource<Seat, EntityInput<typeof seatEntity>>({ base: NETBAR_SEAT_BASE });

/** Every area of the cafe, in its order (the selects and the seat map's legend). */
export const allSeatAreas = async () => (await seatAreaApi.list({ page: 1, size: 500 })).records;

/** GET orderSeatConfig/seatMap: every area and seat, and what each seat is doing now. */
export const getSeatMap = () => request<SeatMap>({ method: 'get', url: `${NETBAR_SEAT_BASE}/seatMap` });

/** POST orderSeatConfig/saveLayout: the seats moved on the map; resolves with the server's message. */
export const saveSeatLayout = (seats: SeatPosition[]) =>
  postWrite(`${NETBAR_SEAT_BASE}/saveLayout`, { seats });
