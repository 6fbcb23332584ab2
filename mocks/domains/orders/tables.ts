/**
 * The tables of the orders domain (mocks/domains/orders): what the front desk writes. The orders themselves are
 * not stored (./stays.ts derives them from the room board); the shifts handed over are.
 */
import { defineTables, type StoredRow } from '../../table';
import type { ShiftStatus } from '../../../src/domain/shifts';

export const ORDER_TABLES = {
  /** shifts handed over: who to whom, the span, the float and the cash counted (businessShiftChange) */
  shift: 'businessShiftChange',
  /** the places whose past shifts have been written (see ./shifts.ts `ensureShifts`) */
  shiftSeeded: 'businessShiftSeed',
} as const;

/** A shift handed over. What it took in is not stored: it is read from the orders of its span. */
export interface ShiftRow extends StoredRow {
  placeId: number;
  handOverName: string;
  takeOverName: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  startTime: string;
  endTime: string;
  pettyCash: number;
  countedCash: number;
  remark: string;
  status: ShiftStatus;
  createTime: string;
  updateTime: string;
}

export interface ShiftSeededRow extends StoredRow {
  placeId: number;
}

export const ORDERS = defineTables<{ shift: ShiftRow; shiftSeeded: ShiftSeededRow }>(ORDER_TABLES);
