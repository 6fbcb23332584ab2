import { checks } from '../utils/validators';
import { entity, field, type EntityInput, type EntityRow } from './entity';

/**
 * The rooms domain's declarations (§7 Rooms), shared by the pages (src/features/rooms), the mock
 * (mocks/domains/rooms/routes.ts) and the contract suite. Floors of a building are a range without floor 0 (a
 * building goes from B1 = -1 straight to 1), as Chinese buildings are numbered.
 */

/** Where /business-merchant serves the buildings, room types and rooms. */
export const BUILDING_BASE = '/business-merchant/businessBuilding';
export const ROOM_MODEL_BASE = '/business-merchant/businessRoomModel';
export const ROOM_BASE = '/business-merchant/businessRoom';

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

export const MODEL_IMAGES_MAX = 6;

/** A room type of the place (businessRoomModel): its door price, beds, size and photos. */
export const roomModelEntity = entity({
  images: field.images(MODEL_IMAGES_MAX),
  modelName: field.name('rooms.modelNameRequired', 'rooms.modelNameTaken', 'Suite'),
  shortName: field.text({
    required: 'validation.shortNameLength',
    checks: [checks.shortName],
    example: 'VIP',
  }),
  basePrice: field.money({ required: 'rooms.basePriceRequired', example: 168 }),
  bedType: field.dict('BED_TYPE', 'rooms.bedTypeRequired'),
  area: field.number({
    required: 'rooms.areaRequired',
    min: 0.1,
    max: 999,
    precision: 1,
    range: 'rooms.areaRange',
    example: 25,
  }),
  capacity: field.int({
    required: 'rooms.capacityRange',
    min: 1,
    max: 20,
    range: 'rooms.capacityRange',
    initial: 2,
  }),
  facilities: field.dictList('ROOM_FACILITY', 'rooms.facilitiesBad'),
  // rich text with up to 10 pasted images as data: URLs (§5) still fits
  description: field.text({ maxLength: 1_000_000, tooLong: 'rooms.descriptionTooLong', initial: '' }),
  status: field.status(),
  roomCount: field.derived('int'),
});
/** facilities: codes of ROOM_FACILITY; images: URLs, the first is the main one */
export interface RoomModel extends EntityRow<typeof roomModelEntity> {
  facilities: string[];
  images: string[];
  status: 0 | 1;
}
export type RoomModelInput = EntityInput<typeof roomModelEntity>;

/** A room number as painted on the door: 1–10 letters, digits or dashes (801, A-1203). */
export const ROOM_NO = /^[A-Za-z0-9-]{1,10}$/;
export const checkRoomNo = (v: unknown): string | null =>
  typeof v !== 'string' || v.trim() === '' || ROOM_NO.test(v.trim()) ? null : 'rooms.roomNoRule';

/**
 * A room of the place (businessRoom): where it is and what type it is. The server also keeps a room on an
 * enabled building and type, on a floor its building has.
 */
export const roomEntity = entity({
  buildingId: field.ref('businessBuilding', 'rooms.buildingRequired', 'rooms.buildingMissing', {
    tableRule: 'an enabled building of the place (a room may keep a disabled one)',
  }),
  floor: field.int({
    required: 'rooms.floorRequired',
    tableRule: 'a floor of its building, never 0',
    example: 1,
  }),
  roomModelId: field.ref('businessRoomModel', 'rooms.modelRequired', 'rooms.modelMissing', {
    tableRule: 'an enabled room type of the place (a room may keep a disabled one)',
  }),
  // A801 and a801 are the same door
  roomNo: field.text({
    required: 'rooms.roomNoRule',
    checks: [checkRoomNo],
    unique: 'rooms.roomNoTaken',
    example: (n: number) => `T${n}`,
  }),
  lockNo: field.text({ maxLength: 20, tooLong: 'rooms.lockNoTooLong', initial: '' }),
  remark: field.remark(50),
  status: field.status(),
  buildingName: field.derived('text'),
  modelName: field.derived('text'),
  managerId: field.derived('int'),
  managerName: field.derived('text'),
});
/** managerId: the room manager who looks after it (bindManager), null when none */
export interface Room extends Omit<EntityRow<typeof roomEntity>, 'managerId'> {
  status: 0 | 1;
  managerId: number | null;
}
export type RoomInput = EntityInput<typeof roomEntity>;
