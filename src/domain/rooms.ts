import { entity, field, type EntityInput, type EntityRow } from './entity';

/**
 * The rooms domain's declarations (§7 Rooms), shared by the pages (src/features/rooms), the mock
 * (mocks/handlers/rooms.ts) and the contract suite. Floors of a building are a range without floor 0 (a
 * building goes from B1 = -1 straight to 1), as Chinese buildings are numbered.
 */
export const FLOOR_MIN = -5;
export const FLOOR_MAX = 99;

const noFloorZero = (v: unknown) => (v === 0 ? 'rooms.floorZero' : null);

/** the highest floor may not be below the lowest */
export const checkFloorEnd = (end: unknown, values: Record<string, unknown>): string | null => {
  const start = values.floorStart;
  return typeof end === 'number' && typeof start === 'number' && end < start
    ? 'rooms.floorEndBelowStart'
    : null;
};

const floor = (range: string) =>
  field.int({
    required: 'rooms.floorRequired',
    min: FLOOR_MIN,
    max: FLOOR_MAX,
    range,
    checks: [noFloorZero],
    initial: 1,
  });

/** A building of the place and the floors it has (businessBuilding). */
export const buildingEntity = entity({
  buildingName: field.name('rooms.buildingNameRequired', 'rooms.buildingNameTaken'),
  floorStart: floor('rooms.floorStartRange'),
  floorEnd: { ...floor('rooms.floorEndRange'), cross: checkFloorEnd, dependsOn: ['floorStart'] },
  sort: field.sort(),
  remark: field.remark(50),
  status: field.status(),
  roomCount: field.derived('int'),
});

export type Building = EntityRow<typeof buildingEntity>;
export type BuildingInput = EntityInput<typeof buildingEntity>;
