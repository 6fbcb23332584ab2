/** Pass boxes and their users, room shelves and OTA settings (mocks/domains/room-sales/routes.ts). */
import type { EntityRow } from '../../db';
import { seedRows } from '../../table';
import type { RoomModelRow, RoomRow } from '../rooms/tables';
import { ROOM_SALES, type BoxUserRow, type OtaConfigRow, type PassBoxRow, type RoomShelfRow } from './tables';

export { ROOM_SALES } from './tables';

// prettier-ignore
const PASS_BOXES: Array<[boxCode: string, boxName: string, location: string, slotCount: number, online: 0 | 1, roomNo: string | null]> = [
  ['PB-0001', '201房卡盒', '主楼2层 201门侧', 2, 1, '201'],
  ['PB-0002', '202房卡盒', '主楼2层 202门侧', 2, 1, '202'],
  ['PB-0003', '801房卡盒', '主楼8层 801门侧', 4, 0, '801'],
  ['PB-0004', '大堂备用盒1', '大堂前台左侧', 8, 1, null],
  ['PB-0005', '大堂备用盒2', '大堂前台右侧', 8, 1, null],
  ['PB-0006', '副楼房卡盒', '副楼1层电梯口', 4, 0, null],
];
// prettier-ignore
const BOX_USERS: Array<[box: number, name: string, phone: string, cardNo: string, remark: string]> = [
  [1, '周丽华', '13957112601', 'A10001', '主楼保洁主管'],
  [1, '王秀兰', '13957112621', 'A10002', '保洁'],
  [2, '王秀兰', '13957112621', 'A10002', '保洁'],
  [3, '陈小红', '13957112623', 'A10003', ''],
  [4, '李建军', '13957112622', 'B20001', '夜班前台'],
];
/** The shelves of 1001 in list order (type, then channel). Channels: 1 小程序, 2 美团, 3 携程, 4 飞猪. */
// prettier-ignore
export const SHELVES: Array<[modelName: string, channel: number, saleNum: number, price: number, status: 0 | 1]> = [
  ['标准大床房', 1, 20, 158, 1],
  ['标准大床房', 2, 10, 165, 1],
  ['电竞大床房', 2, 15, 228, 1],
  ['电竞双人间', 3, 12, 258, 1],
  ['电竞三人间', 1, 8, 348, 1],
  ['豪华电竞套房', 4, 4, 668, 0],
];

/**
 * The room sales and kiosk extras of 1001 only: six pass boxes (three at room doors, bound to 201, 202 and
 * 801; 801's and 副楼's offline), five box users, six room shelves (the suite on 飞猪 off the shelf) and its
 * OTA settings (auto-accept on, hour rooms of 3/4/5 hours). Other places start empty and get the default
 * OTA settings.
 */
export function roomSaleTables(rooms: RoomRow[], models: RoomModelRow[]): Record<string, EntityRow[]> {
  const placeId = 1001;
  const t = '2024-03-25 10:00:00';
  const roomId = (no: string | null) =>
    no === null ? null : rooms.find((r) => r.placeId === placeId && r.roomNo === no)!.id;
  const modelId = (name: string) => models.find((m) => m.placeId === placeId && m.modelName === name)!.id;
  const boxes: PassBoxRow[] = PASS_BOXES.map(([boxCode, boxName, location, slotCount, online, no], i) => ({
    id: i + 1,
    placeId,
    boxCode,
    boxName,
    location,
    slotCount,
    online,
    roomId: roomId(no),
    createTime: t,
  }));
  const users: BoxUserRow[] = BOX_USERS.map(([boxId, name, phone, cardNo, remark], i) => ({
    id: i + 1,
    placeId,
    boxId,
    name,
    phone,
    cardNo,
    remark,
    createTime: t,
  }));
  const shelves: RoomShelfRow[] = SHELVES.map(([modelName, channel, saleNum, price, status], i) => ({
    id: i + 1,
    placeId,
    roomModelId: modelId(modelName),
    channel,
    saleNum,
    saleStart: '2025-01-01',
    saleEnd: '2030-12-31',
    price,
    remark: '',
    status,
    createTime: t,
  }));
  const ota: OtaConfigRow = {
    id: 1,
    placeId,
    liveIn: {
      autoAccept: 1,
      checkInTime: '14:00',
      checkOutTime: '12:00',
      requireIdCard: 1,
      guaranteeMinutes: 180,
    },
    hourRoom: {
      enabled: 1,
      hourOptions: [3, 4, 5],
      sellStart: '09:00',
      sellEnd: '21:00',
      latestCheckout: '23:00',
    },
    createTime: t,
  };
  return seedRows(ROOM_SALES, { passBox: boxes, boxUser: users, shelf: shelves, otaConfig: [ota] });
}

/* ------------------------------------------------------------------ place setup (§2 Room-setup tip) */
