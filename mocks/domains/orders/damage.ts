/**
 * Damage records (businessDamage list/add/edit/delete/changeStatus), served from their declaration
 * (src/domain/damage.ts). What only the server knows: the stay a record names must be an order of the place in
 * that room (its guest is written with it), a record moves only from 待处理 to 已赔偿 or 已免赔, and a record
 * that moved is no longer edited or deleted. The orders read the records (./damage-records.ts), so the 损坏 tab
 * and the money of a stay follow them.
 */
import {
  DAMAGE_NEXT,
  DAMAGE_PERMS,
  DAMAGE_STATUS,
  damageEntity,
  type DamageStatus,
} from '../../../src/domain/damage';
import {
  byId,
  crud,
  CRUD_MSG,
  foundRow,
  invalid,
  ok,
  placeWrite,
  route,
  rowsAt,
  type CrudContext,
} from '../../contract';
import { formatTime } from '../../db';
import { zhTextsUnder } from '../../messages';
import { int } from '../../validate';
import { ROOMS } from '../rooms/tables';
import { ordersOf } from './stays';
import { ORDERS, type DamageRow } from './tables';

const said = zhTextsUnder('orders.damageRecord');

const locked = (row: DamageRow) => (row.status === DAMAGE_STATUS.registered ? null : said('locked'));

/** The stay a record names, of this place and room; its guest and room number are written with the record. */
function checkStay(row: DamageRow, ctx: CrudContext) {
  const placeId = ctx.place!.id;
  const room = byId(rowsAt(ctx.db, ROOMS.room, placeId), row.roomId);
  row.roomNo = room?.roomNo ?? '';
  if (!row.orderNo) {
    row.guestName = '';
    return null;
  }
  const order = ordersOf(ctx.db, placeId, ctx.now).find((d) => d.order.orderNo === row.orderNo)?.order;
  if (!order) return { field: 'orderNo', msg: said('orderMissing') };
  if (order.roomId !== row.roomId) return { field: 'orderNo', msg: said('orderOtherRoom') };
  row.guestName = order.guestName;
  return null;
}

export const damageHandlers = [
  ...crud(damageEntity, {
    perms: 'order:damage',
    table: ORDERS.damage,
    ops: ['list', 'add', 'edit', 'delete'],
    // the records the orders of the last month already hold are written when the orders are first read
    prepare: (ctx) => {
      if (rowsAt(ctx.db, ORDERS.damageSeeded, ctx.place!.id).length === 0)
        ordersOf(ctx.db, ctx.place!.id, ctx.now);
    },
    defaults: (ctx) => ({
      status: DAMAGE_STATUS.registered,
      reporter: ctx.user.name,
      roomNo: '',
      guestName: '',
    }),
    validate: ({ row, existing, ctx }) => (existing && locked(existing)) || checkStay(row, ctx),
    beforeDelete: locked,
    defaultSort: { field: 'createTime', order: 'desc' },
  }),

  // 赔偿 or 免赔: one step from 待处理, never back
  route.post(
    `${damageEntity.base}/changeStatus`,
    placeWrite(DAMAGE_PERMS.status),
    ({ db, place, body, now }) => {
      const row = foundRow(rowsAt(db, ORDERS.damage, place.id), body.id);
      const to = int(body.status);
      const next: readonly number[] = DAMAGE_NEXT[row.status];
      if (to === null || !Object.values(DAMAGE_STATUS).includes(to as DamageStatus))
        invalid(CRUD_MSG.badStatus);
      if (!next.includes(to)) invalid(said('locked'));
      row.status = to as DamageStatus;
      row.updateTime = formatTime(now);
      return ok(null, '更新成功');
    },
  ),
];
