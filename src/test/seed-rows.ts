import { getDb, type EntityRow } from '@mocks/db';

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

/**
 * The row of `table` that `place` (1001 by default) keeps for its room type `name` (its base rule, its hour room
 * rule …), if there is one.
 * @example expect(rowForRoomModel(BILLING_TABLES.rule, '标准大床房')!.basePrice).toBe(168);
 */
export const rowForRoomModel = (table: string, name: string, place = 1001): EntityRow | undefined =>
  getDb()
    .table(table)
    .find((r) => r.placeId === place && r.roomModelId === roomModelId(name, place));
