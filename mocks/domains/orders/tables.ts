/**
 * The tables of the orders domain (mocks/domains/orders): what the front desk writes. The orders themselves are
 * not stored (./stays.ts derives them from the room board); the shifts handed over are.
 */
import { defineTables, type StampedRow, type StoredRow } from '../../table';
import type { DamageStatus } from '../../../src/domain/damage';
import type { Shift } from '../../../src/domain/shifts';
import type { SeededRow } from '../seed-kit';

export const ORDER_TABLES = {
  /** shifts handed over: who to whom, the span, the float and the cash counted (businessShiftChange) */
  shift: 'businessShiftChange',
  /** the places whose past shifts have been written (see ./shifts.ts `ensureShifts`) */
  shiftSeeded: 'businessShiftSeed',
  /** damage registered against a room and a stay (businessDamage) */
  damage: 'businessDamage',
  /** the places whose past damage has been written (see ./damage-records.ts `ensureDamage`) */
  damageSeeded: 'businessDamageSeed',
} as const;

/** A shift handed over: what the clerk said. What it took in is not stored: it is read from the orders of its span. */
export interface ShiftRow
  extends
    StoredRow,
    Pick<
      Shift,
      | 'handOverName'
      | 'takeOverName'
      | 'startTime'
      | 'endTime'
      | 'pettyCash'
      | 'countedCash'
      | 'remark'
      | 'status'
      | 'createTime'
    > {
  placeId: number;
  updateTime: string;
}

/** Damage registered: the room and stay (roomNo and guestName as they were when it was written), what, how much. */
export interface DamageRow extends StampedRow {
  placeId: number;
  roomId: number;
  roomNo: string;
  orderNo: string;
  guestName: string;
  itemName: string;
  amount: number;
  photos: string[];
  remark: string;
  status: DamageStatus;
  reporter: string;
}

export const ORDERS = defineTables<{
  shift: ShiftRow;
  shiftSeeded: SeededRow;
  damage: DamageRow;
  damageSeeded: SeededRow;
}>(ORDER_TABLES);
