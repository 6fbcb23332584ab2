/** Buildings, room types and rooms (§7 Rooms, mocks/domains/rooms/routes.ts). */
import type { EntityRow } from '../../db';
import { seedRows } from '../../table';
import { para } from '../seed-kit';
import { IMG } from './pictures';
import { ROOMS, type BuildingRow, type RoomModelRow, type RoomRow } from './tables';

export { ROOM_TABLES, ROOMS, type BuildingRow, type RoomModelRow, type RoomRow } from './tables';

type ModelSeed = [
  modelName: string,
  shortName: string,
  basePrice: number,
  bedType: string,
  area: number,
  capacity: number,
  facilities: string,
  images: string[],
  description: string,
  status?: 0 | 1,
];

interface BuildingSeed {
  name: string;
  floorStart: number;
  floorEnd: number;
  remark: string;
  /** [floor, rooms on it] */
  floors: Array<[floor: number, rooms: number]>;
  /** text before the floor number in a room number, e.g. '2-' gives 2-305 */
  prefix: string;
  /** the room type (index into the place's types) of the n-th room (from 1) of a floor */
  typeOf: (n: number, floor: number) => number;
}

interface PlaceRoomsSeed {
  placeId: number;
  createTime: string;
  /** door-lock numbers are this + the room number; '' = no smart locks */
  lockPrefix: string;
  models: ModelSeed[];
  buildings: BuildingSeed[];
  /** room number → why it is disabled (its remark) */
  disabled: Record<string, string>;
  /** rooms of this building index and floor are bound to a room manager (its id in businessRoomManager) */
  managed?: { building: number; floor: number; managerId: number };
}

/** [floor, count] for floors from..to with the same number of rooms. */
const floors = (from: number, to: number, rooms: number): Array<[number, number]> =>
  Array.from({ length: to - from + 1 }, (_, i) => [from + i, rooms]);

const ESPORTS = 'wifi bath window aircon smartLock pc peripherals';

/**
 * The e-sports room types the chain's e-sports hotels all sell, with the same name, beds, seats and pictures:
 * [modelName, shortName, bedType, capacity, images].
 */
const ESPORTS_TYPES = {
  big: ['电竞大床房', '电竞大床', 'big', 2, [IMG.esportsBig, IMG.bath]],
  double: ['电竞双人间', '电竞双人', 'esports2', 2, [IMG.esports2, IMG.bath]],
  triple: ['电竞三人间', '电竞三人', 'esports3', 3, [IMG.esports3, IMG.bath]],
  suite: ['豪华电竞套房', '电竞套房', 'suite', 4, [IMG.suite, IMG.esports2, IMG.bath]],
} as const;

/** An e-sports room type at the place's price, area and words; `extras` are facilities beyond the e-sports set. */
function esports(
  type: keyof typeof ESPORTS_TYPES,
  basePrice: number,
  area: number,
  description: string,
  extras = '',
): ModelSeed {
  const [modelName, shortName, bedType, capacity, images] = ESPORTS_TYPES[type];
  const facilities = extras ? `${ESPORTS} ${extras}` : ESPORTS;
  return [modelName, shortName, basePrice, bedType, area, capacity, facilities, [...images], description];
}

// prettier-ignore
const ROOM_SEEDS: PlaceRoomsSeed[] = [
  {
    placeId: 1001,
    createTime: '2024-03-20 10:00:00',
    lockPrefix: 'XH',
    models: [
      ['标准大床房', '标准大床', 168, 'big', 22, 2, 'wifi bath window aircon smartLock', [IMG.big, IMG.bath], para('1.8米大床，安静朝南，适合商务出行。')],
      esports('big', 238, 26, para('1.8米大床 + <strong>RTX 4070</strong> 高配电脑一台，27英寸240Hz显示器。')),
      esports('double', 268, 30, para('两张1.2米单人床，<strong>两套</strong>RTX 4070电竞主机，开黑首选。', '机械键盘、电竞鼠标与降噪耳机齐全。')),
      esports('triple', 358, 38, para('三张单人床，三套电竞主机并排，适合三排车队。')),
      esports('suite', 688, 58.5, para('独立客厅与卧室，<strong>四套</strong>RTX 4080主机，含双人早餐。', '观景浴缸，俯瞰西湖夜景。'), 'bathtub breakfast'),
      ['标准双床房', '标准双床', 198, 'twin', 25, 2, 'wifi bath window aircon smartLock', [IMG.twin, IMG.bath], para('两张1.2米单人床。暂停销售，待装修完成后开放。'), 0],
    ],
    buildings: [
      { name: '主楼', floorStart: 1, floorEnd: 12, remark: '1层为大堂与前台', floors: floors(2, 12, 20), prefix: '',
        typeOf: (n) => (n <= 8 ? 2 : n <= 12 ? 3 : n <= 16 ? 1 : n <= 18 ? 0 : 4) },
      { name: '副楼', floorStart: 1, floorEnd: 6, remark: '1层为餐厅与健身房', floors: floors(2, 6, 16), prefix: '2-',
        typeOf: (n) => (n <= 10 ? 0 : 1) },
    ],
    disabled: { '512': '空调维修中', '907': '卫生间漏水维修', '2-305': '停用改造' },
    // 吴桂芳 (主楼7-12层), the second room manager of the place
    managed: { building: 0, floor: 12, managerId: 2 },
  },
  {
    placeId: 1002,
    createTime: '2024-04-08 14:00:00',
    lockPrefix: 'BJ',
    models: [
      esports('big', 228, 25, para('1.8米大床，RTX 4060Ti电竞主机一台，江景视野。')),
      esports('double', 258, 28, para('两张单人床，两套电竞主机，24小时送餐到房。')),
      esports('triple', 338, 36, para('三张单人床，三套电竞主机。')),
      esports('suite', 658, 55, para('一室一厅，四套RTX 4080主机，含早餐。'), 'bathtub breakfast'),
    ],
    buildings: [
      { name: '主楼', floorStart: -1, floorEnd: 12, remark: '-1层为停车场，1-2层为大堂与餐厅', floors: floors(3, 12, 15), prefix: '',
        typeOf: (n) => (n <= 6 ? 1 : n <= 10 ? 2 : n <= 14 ? 0 : 3) },
    ],
    disabled: { '1203': '装修中' },
  },
  {
    placeId: 1003,
    createTime: '2024-05-15 09:00:00',
    lockPrefix: '',
    models: [
      ['标准大床房', '大床', 168, 'big', 18, 2, 'wifi bath window aircon', [IMG.big, IMG.bath], para('临街木窗，1.8米大床。')],
      ['标准双床房', '双床', 188, 'twin', 20, 2, 'wifi bath window aircon', [IMG.twin, IMG.bath], para('两张1.2米单人床，适合结伴出游。')],
      ['家庭三人间', '家庭房', 238, 'triple', 28, 3, 'wifi bath window aircon breakfast', [IMG.triple, IMG.bath], para('三张单人床，含三人早餐。')],
      ['庭院套房', '庭院套房', 388, 'suite', 40, 3, 'wifi bath window aircon bathtub breakfast', [IMG.courtyard, IMG.bath], para('独享小庭院与茶台，<strong>含早餐</strong>。')],
    ],
    buildings: [
      { name: '客栈', floorStart: 1, floorEnd: 3, remark: '临河坊街，1层为茶室', floors: [[1, 6], [2, 7], [3, 7]], prefix: '',
        typeOf: (n, floor) => (floor === 1 ? (n <= 4 ? 0 : 1) : n <= 3 ? 0 : n <= 5 ? 1 : n === 6 ? 2 : 3) },
    ],
    disabled: { '106': '临时作为员工休息间' },
  },
  {
    placeId: 1006,
    createTime: '2024-06-03 11:00:00',
    lockPrefix: 'NS',
    models: [
      esports('big', 218, 24, para('1.8米大床，RTX 4060Ti电竞主机一台。')),
      esports('double', 248, 28, para('两张单人床，两套电竞主机。')),
      esports('triple', 328, 35, para('三张单人床，三套电竞主机。')),
      esports('suite', 588, 50, para('一室一厅，四套电竞主机，深圳湾景观。'), 'bathtub'),
    ],
    buildings: [
      { name: 'A座', floorStart: 1, floorEnd: 8, remark: '1层为大堂', floors: floors(2, 8, 12), prefix: 'A',
        typeOf: (n) => (n <= 5 ? 1 : n <= 9 ? 2 : n <= 11 ? 0 : 3) },
      { name: 'B座', floorStart: 1, floorEnd: 4, remark: '', floors: floors(2, 4, 12), prefix: 'B',
        typeOf: (n) => (n <= 5 ? 1 : n <= 9 ? 2 : n <= 11 ? 0 : 3) },
    ],
    disabled: { A503: '电脑维修中', B402: '停用' },
  },
];

/** The rows of the rooms domain. */
export interface RoomSeed {
  buildings: BuildingRow[];
  models: RoomModelRow[];
  rooms: RoomRow[];
}

/**
 * Buildings, room types and rooms of the demo hotels (1001 ~300 rooms, 1002 150, 1003 20, 1006 120); every
 * other place, 李晓梅's inn 1013 included, starts with none. Rooms leave out empty lockNo, remark and
 * managerId (the handler fills them in) to keep the stored database small.
 */
export function roomSeed(): RoomSeed {
  const buildings: BuildingRow[] = [];
  const models: RoomModelRow[] = [];
  const rooms: RoomRow[] = [];
  for (const seed of ROOM_SEEDS) {
    const { placeId, createTime: t } = seed;
    const modelIds = seed.models.map((m) => {
      const [
        modelName,
        shortName,
        basePrice,
        bedType,
        area,
        capacity,
        facilities,
        images,
        description,
        status,
      ] = m;
      const id = models.length + 1;
      models.push({
        id,
        placeId,
        modelName,
        shortName,
        basePrice,
        bedType,
        area,
        capacity,
        facilities: facilities.split(' '),
        images,
        description,
        status: status ?? 1,
        createTime: t,
        updateTime: t,
      });
      return id;
    });
    seed.buildings.forEach((b, bi) => {
      const buildingId = buildings.length + 1;
      buildings.push({
        id: buildingId,
        placeId,
        buildingName: b.name,
        floorStart: b.floorStart,
        floorEnd: b.floorEnd,
        sort: bi + 1,
        remark: b.remark,
        status: 1,
        createTime: t,
        updateTime: t,
      });
      for (const [floor, count] of b.floors) {
        for (let n = 1; n <= count; n++) {
          const roomNo = `${b.prefix}${floor}${String(n).padStart(2, '0')}`;
          const room: RoomRow = {
            id: rooms.length + 1,
            placeId,
            buildingId,
            floor,
            roomModelId: modelIds[b.typeOf(n, floor)]!,
            roomNo,
            status: roomNo in seed.disabled ? 0 : 1,
            createTime: t,
          };
          if (seed.lockPrefix) room.lockNo = `${seed.lockPrefix}${roomNo.replace('-', '')}`;
          if (roomNo in seed.disabled) room.remark = seed.disabled[roomNo];
          if (seed.managed?.building === bi && seed.managed.floor === floor)
            room.managerId = seed.managed.managerId;
          rooms.push(room);
        }
      }
    });
  }
  return { buildings, models, rooms };
}

/** The rooms domain's tables as the database holds them. */
export function roomTables({ buildings, models, rooms }: RoomSeed): Record<string, EntityRow[]> {
  return seedRows(ROOMS, { building: buildings, model: models, room: rooms });
}
