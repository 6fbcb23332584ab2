import {
  NETBAR_HANDOVER_BASE,
  type NetbarLine,
  type NetbarShift,
  type NetbarShiftDetail,
} from '@/domain/netbar';
import type { ShiftInput } from '@/domain/shifts';
import type { CallMeta } from '../call-meta';
import { request } from '../client';
import { resource } from '../resource';
import type { ShiftSpan } from './shifts';

/** §7 Internet cafe handover: list, add (交班), edit, delete and changeStatus (接班, to 2). */
export const netbarShiftApi = resource<NetbarShift, ShiftInput>({ base: NETBAR_HANDOVER_BASE });

/** POST handover/detail: a handed-over shift by id, the current one (none), or a span being handed over. */
export const getNetbarShiftDetail = (span: ShiftSpan, meta?: CallMeta) =>
  request<NetbarShiftDetail>({
    method: 'post',
    url: `${NETBAR_HANDOVER_BASE}/detail`,
    data: span ?? {},
    meta,
  });

/** GET handover/incomeDetail: the lines of a shift (none: the current one), oldest first. */
export const getNetbarShiftLines = (id: number | null) =>
  request<NetbarLine[]>({
    method: 'get',
    url: `${NETBAR_HANDOVER_BASE}/incomeDetail`,
    params: id === null ? {} : { id },
  });
