/**
 * The damage records of a place as the orders read them (docs/orders.md "Damage"): an order's 损坏 is what is
 * registered against its order number, so the 损坏 tab and /order/damage say the same. Kept apart from the
 * routes (./damage.ts), which need the orders themselves (./stays.ts).
 */
import { DAMAGE_STATUS } from '../../../src/domain/damage';
import { ORDER_STATUS, orderTotals, type Order } from '../../../src/domain/orders';
import { rowsAt } from '../../contract';
import type { Db } from '../../db';
import { firstSeeding } from '../seed-kit';
import { ORDERS, type DamageRow } from './tables';

/** What the generator drew as damaged in a stay, before any record says so. */
export interface DrawnDamage {
  item: string;
  amount: number;
  time: string;
}

/**
 * A place's past damage, written the first time its orders are read: a record for each stay the generator drew
 * damage in, compensated if the guest has left (it was paid at check-out), registered if they are still in.
 */
export function ensureDamage(
  db: Db,
  placeId: number,
  drawn: ReadonlyArray<{ order: Order; damage: DrawnDamage | null }>,
): void {
  if (!firstSeeding(db, ORDERS.damageSeeded, placeId)) return;
  for (const { order: o, damage } of drawn) {
    if (!damage) continue;
    db.insert(ORDERS.damage, {
      placeId,
      roomId: o.roomId,
      roomNo: o.roomNo,
      orderNo: o.orderNo,
      guestName: o.guestName,
      itemName: damage.item,
      amount: damage.amount,
      photos: [],
      remark: '',
      status: o.status === ORDER_STATUS.checkedOut ? DAMAGE_STATUS.compensated : DAMAGE_STATUS.registered,
      reporter: o.operator.replace(/^.*-/, ''),
      createTime: damage.time,
      updateTime: damage.time,
    });
  }
}

/**
 * An order with its damage as registered: the items named together, the amount of those not waived charged to
 * the stay (its totals follow), or no damage when none is registered.
 */
export function withDamage(order: Order, records: readonly DamageRow[] | undefined): Order {
  if (!records || records.length === 0) {
    if (!order.damage && order.damageAmount === 0) return order;
    const base = { ...order, damage: null, damageAmount: 0 };
    return { ...base, ...orderTotals(base) };
  }
  const charged = records.filter((r) => r.status !== DAMAGE_STATUS.waived);
  const amount = Math.round(charged.reduce((s, r) => s + r.amount, 0) * 100) / 100;
  const base = {
    ...order,
    damage: {
      item: records.map((r) => r.itemName).join('、'),
      amount,
      time: records.reduce((m, r) => (r.createTime < m ? r.createTime : m), records[0]!.createTime),
    },
    damageAmount: amount,
  };
  return { ...base, ...orderTotals(base) };
}

/** The place's records by the order number they are registered against. */
export function damageByOrder(db: Db, placeId: number): Map<string, DamageRow[]> {
  const by = new Map<string, DamageRow[]>();
  for (const r of rowsAt(db, ORDERS.damage, placeId)) {
    if (!r.orderNo) continue;
    const list = by.get(r.orderNo) ?? [];
    list.push(r);
    by.set(r.orderNo, list);
  }
  return by;
}
