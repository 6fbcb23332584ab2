/**
 * The cafe's own record (§7 Internet cafe: POST basplace/detail and edit): its licence, business registration,
 * contact, address and seat count, one row per place, written the first time it is read from what the console
 * knows of the place (its name, its seats). Checked by the declaration the page uses (src/domain/netbar.ts
 * `basplaceEntity`). docs/netbar.md.
 */
import { basplaceEntity, NETBAR_PLACE_BASE, type Basplace } from '../../../src/domain/netbar';
import { bodyValues, ok, parseBody, PLACE_READ, placeWrite, route, rowsAt } from '../../contract';
import { defineTable, formatTime, type Db, type StoredRow } from '../../db';
import { seatPlan } from './seat-tables';

interface BasplaceRow extends StoredRow, Omit<Basplace, 'placeName'> {
  placeId: number;
}
const BASPLACE = defineTable<BasplaceRow>('netbarBasplace');

function recordOf(db: Db, placeId: number, now: number): BasplaceRow {
  const [row] = rowsAt(db, BASPLACE, placeId);
  if (row) return row;
  return db.insert(BASPLACE, {
    placeId,
    licenseNo: `浙网文〔2024〕${String(1000 + (placeId % 9000)).padStart(4, '0')}-056号`,
    creditCode: '91330106MA2H3K4L5P',
    contactName: '陈思远',
    contactPhone: '13800138003',
    address: '浙江省杭州市西湖区文三路 259 号昌地火炬大厦 2 层',
    seatCount: seatPlan(db, placeId, now).seats.length,
    remark: '',
    updateTime: formatTime(now),
  });
}

const present = (row: BasplaceRow, placeName: string): Basplace => {
  const { id: _id, placeId: _placeId, ...rest } = row;
  return { ...rest, placeName };
};

export const basplaceHandlers = [
  route.post(
    `${NETBAR_PLACE_BASE}/detail`,
    { ...PLACE_READ, perm: 'netbar:place:view' },
    ({ db, place, now }) => ok(present(recordOf(db, place.id, now), place.placeName)),
  ),
  route.post(`${NETBAR_PLACE_BASE}/edit`, placeWrite('netbar:place:edit'), ({ db, place, body, now }) => {
    const row = recordOf(db, place.id, now);
    const v = parseBody(basplaceEntity, bodyValues(basplaceEntity, body));
    Object.assign(row, { ...v, remark: v.remark ?? '', updateTime: formatTime(now) });
    return ok(null, '更新成功');
  }),
];
