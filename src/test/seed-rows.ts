import { getDb } from '@mocks/db';

/**
 * The id of the seeded room type `name` of `place` (1001 by default), as the rows that price it store it.
 * @example expect(ruleOf('标准大床房')!.roomModelId).toBe(roomModelId('标准大床房'));
 */
export function roomModelId(name: string, place = 1001): number {
  const model = getDb()
    .table('businessRoomModel')
    .find((m) => m.placeId === place && m.modelName === name);
  if (!model) throw new Error(`no room type ${name} at ${place}`);
  return model.id;
}
