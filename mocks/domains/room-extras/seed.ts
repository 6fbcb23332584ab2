/**
 * Door locks, lock suppliers, gateways, room managers and computers (§7 Rooms, Place config;
 * mocks/domains/room-extras/routes.ts).
 */
import type { EntityRow } from '../../db';
import { seedRows } from '../../table';
import { fakerFor, mobile, personName } from '../fake';
import type { RoomModelRow, RoomRow } from '../rooms/tables';
import {
  ROOM_EXTRAS,
  type ComputerRow,
  type LockRow,
  type LockSupplierConfigRow,
  type RoomManagerRow,
  type ServerRow,
} from './tables';

export { ROOM_EXTRA_TABLES, ROOM_EXTRAS } from './tables';

const LOCK_SUPPLIERS = ['科裕', '必达', '盛阳', '智锁科技'];

/** The two gateways of every place with locks, on its subnet: [name, last byte of the ip, port, type, remark]. */
const GATEWAYS: Array<[serverName: string, host: number, port: number, type: number, remark: string]> = [
  ['门锁网关', 20, 8090, 1, '前台机柜'],
  ['取电网关', 21, 8091, 2, ''],
];

type ManagerSeed = [name: string, phone: string, remark: string];
const managerFaker = fakerFor('room-extras/managers');
/** Room managers with generated names and mobiles: only what each looks after is written. */
const generatedManagers = (...remarks: string[]) =>
  remarks.map((remark): ManagerSeed => [personName(managerFaker), mobile(managerFaker), remark]);

// prettier-ignore
const EXTRA_SEEDS: Array<{
  placeId: number; time: string; supplierId: number; appKey: string; serverUrl: string; subnet: string;
  managers: ManagerSeed[];
}> = [
  { placeId: 1001, time: '2024-03-21 09:00:00', supplierId: 1, appKey: 'ky8f3a91c2d4e6b7a0', serverUrl: 'https://open.keyu-lock.cn/api', subnet: '192.168.1',
    managers: [['周丽华', '13957112601', '主楼2-6层'], ['吴桂芳', '13957112602', '主楼7-12层'], ['郑海燕', '13957112603', '副楼']] },
  { placeId: 1002, time: '2024-04-09 09:30:00', supplierId: 2, appKey: 'bd51e07f9a3c8d2b64', serverUrl: 'https://iot.bida-lock.com/gateway', subnet: '192.168.2',
    managers: generatedManagers('3-7层', '8-12层', '夜班') },
  { placeId: 1006, time: '2024-06-04 10:00:00', supplierId: 3, appKey: 'sy0c7d2e9f4a1b8c35', serverUrl: 'https://cloud.shengyang-lock.cn/v2', subnet: '10.0.6',
    managers: generatedManagers('A座', 'B座', '机动') },
];

/** PCs per room by the room type's short name (the e-sports types of the seed). */
const PCS_BY_TYPE: Record<string, number> = { 电竞大床: 1, 电竞双人: 2, 电竞三人: 3, 电竞套房: 4 };
const hex2 = (n: number) => n.toString(16).toUpperCase().padStart(2, '0');
// prettier-ignore
const PC_SPECS = [
  ['Intel i7-13700F', 'RTX 4070 12G', '32G DDR5', '1T NVMe SSD', '华硕 TUF B760M'],
  ['AMD R7 7800X3D', 'RTX 4080 16G', '32G DDR5', '2T NVMe SSD', '微星 B650M'],
] as const;

/**
 * Door locks for every room of the demo hotels that has a lock number (1001, 1002, 1006), each hotel's
 * supplier account, two gateways and three room managers each, and the PCs of the e-sports rooms on 主楼 8F
 * of 1001 (as many as the room type has seats) plus two spare PCs not bound to a room. Fixed values only.
 */
export function roomExtraTables(rooms: RoomRow[], models: RoomModelRow[]): Record<string, EntityRow[]> {
  const locks: LockRow[] = [];
  const configs: LockSupplierConfigRow[] = [];
  const servers: ServerRow[] = [];
  const managers: RoomManagerRow[] = [];
  for (const seed of EXTRA_SEEDS) {
    const { placeId, time: t } = seed;
    for (const room of rooms) {
      if (room.placeId !== placeId || !room.lockNo) continue;
      // a few locks run low (under 20 %) so the battery column has something to warn about
      locks.push({
        id: locks.length + 1,
        placeId,
        lockNo: room.lockNo,
        roomId: room.id,
        supplierId: seed.supplierId,
        battery: 12 + ((room.id * 37) % 89),
        status: 1,
        createTime: t,
      });
    }
    configs.push({
      id: configs.length + 1,
      placeId,
      supplierId: seed.supplierId,
      appKey: seed.appKey,
      serverUrl: seed.serverUrl,
      createTime: t,
    });
    for (const [serverName, host, port, type, remark] of GATEWAYS) {
      const ip = `${seed.subnet}.${host}`;
      servers.push({
        id: servers.length + 1,
        placeId,
        serverName,
        ip,
        port,
        type,
        remark,
        status: 1,
        createTime: t,
      });
    }
    for (const [name, phone, remark] of seed.managers)
      managers.push({ id: managers.length + 1, placeId, name, phone, remark, status: 1, createTime: t });
  }
  const shortNames = new Map(models.map((m) => [m.id, m.shortName]));
  const computers: ComputerRow[] = [];
  const pc = (placeId: number, name: string, roomId: number | null, n: number, i: number) => {
    const [cpu, gpu, memory, harddisk, mainboard] = PC_SPECS[n % 2 === 0 && i === 4 ? 1 : 0]!;
    computers.push({
      id: computers.length + 1,
      placeId,
      computerName: name,
      roomId,
      ip: `192.168.10.${computers.length + 11}`,
      mac: `00:1A:2B:08:${hex2(n)}:${hex2(i)}`,
      cpu,
      gpu,
      memory,
      harddisk,
      mainboard,
      status: 1,
      createTime: '2024-03-21 10:00:00',
    });
  };
  const floor8 = rooms.filter((r) => r.placeId === 1001 && r.buildingId === 1 && r.floor === 8);
  for (const room of floor8) {
    const seats = PCS_BY_TYPE[shortNames.get(room.roomModelId) ?? ''] ?? 0;
    const n = Number(room.roomNo.slice(-2));
    for (let i = 1; i <= seats; i++) pc(1001, `PC-${room.roomNo}-${i}`, room.id, n, i);
  }
  pc(1001, 'PC-SPARE-1', null, 0, 1);
  pc(1001, 'PC-SPARE-2', null, 0, 2);
  return seedRows(ROOM_EXTRAS, {
    lock: locks,
    supplier: LOCK_SUPPLIERS.map((supplierName, i) => ({ id: i + 1, placeId: null, supplierName })),
    supplierConfig: configs,
    server: servers,
    manager: managers,
    computer: computers,
  });
}
