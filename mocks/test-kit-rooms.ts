/** Room set-up that the mock tests of other domains (billing, place setup) share. */
import { ROOM_MODEL_BASE } from '../src/domain/rooms';
import type { TestClient } from './test-client';
import { data } from './test-kit';

/** Adds 庭院房 (288 a night) to the client's place, the inn's first room type; answers its id. */
export const addCourtyard = (c: TestClient) =>
  data(
    c.post<{ id: number }>(`${ROOM_MODEL_BASE}/add`, {
      modelName: '庭院房',
      shortName: '庭院',
      basePrice: 288,
      bedType: 'big',
      area: 20,
      capacity: 2,
    }),
  );
