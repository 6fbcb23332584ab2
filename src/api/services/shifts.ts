import type { Order } from '@/domain/orders';
import {
  SHIFT_BASE,
  SHIFT_ORDERS,
  SHIFT_SCHEDULE_LIST,
  type Shift,
  type ShiftDetail,
  type ShiftInput,
  type ShiftLine,
  type ShiftSchedule,
} from '@/domain/shifts';
import type { CallMeta } from '../call-meta';
import { request } from '../client';
import { listParams, resource, type ListQuery, type Page } from '../resource';

/** §7 businessShiftChange: list, add (交班), edit, delete and changeStatus (接班, to 2). */
export const shiftApi = resource<Shift, ShiftInput>({ base: SHIFT_BASE });

/** A handed-over shift by id; none: the current shift; a span: what the orders say of it (the form's preview). */
export type ShiftSpan = { id: number } | { startTime: string; endTime: string; pettyCash?: number } | null;

/** POST shiftDetail: the figures, goods and deposits of a shift. */
export const getShiftDetail = (span: ShiftSpan, meta?: CallMeta) =>
  request<ShiftDetail>({ method: 'post', url: `${SHIFT_BASE}/shiftDetail`, data: span ?? {}, meta });

/** GET incomeDetail: the money lines of a shift, oldest first. */
export const getShiftLines = (id: number | null) =>
  request<ShiftLine[]>({
    method: 'get',
    url: `${SHIFT_BASE}/incomeDetail`,
    params: id === null ? {} : { id },
  });

/** An order of a shift, with what its money moved within the shift. */
export type ShiftOrder = Order & { shiftAmount: number };

/** GET businessOrder/listOrderByShift: the orders whose money moved in a shift, paged. */
export const listShiftOrders = (shiftId: number | null, q: ListQuery) =>
  request<Page<ShiftOrder>>({
    method: 'get',
    url: SHIFT_ORDERS,
    params: { ...listParams(q), ...(shiftId === null ? {} : { shiftId }) },
  });

/** GET /business-wy/shiftChange/list: the place's shifts of the day (早班 08:00–16:00 …). */
export const getShiftSchedule = () => request<ShiftSchedule[]>({ method: 'get', url: SHIFT_SCHEDULE_LIST });
