import { request } from '@/api/client';
import type { CallMeta } from '@/api/call-meta';
import type { Option } from '@/crud/types';
import { postWrite, resource, selectOf } from '@/api/resource';
import {
  EMPLOYEE_BASE,
  POSITION_BASE,
  type Employee,
  type EmployeeInput,
  type ReceiveNotice,
} from '@/domain/staff';

/**
 * The calls of employees and of what positions receive (§6, issue 21.3), served by mocks/domains/staff
 * (employees.ts, position-notices.ts). The employees' list, add, edit and delete go where `employeeEntity`
 * says it is served (the engine's resource); these are the calls beside them.
 */

/** businessPlaceEmployee list/add/edit/delete: the calls the engine makes of /staff/employee. */
export const employeeResource = resource<Employee, EmployeeInput>({ base: EMPLOYEE_BASE });

/** GET businessPlacePosition/getSelect: the place's positions in their order, as select options. */
export const positionSelectOptions = async (): Promise<Option[]> =>
  (await selectOf<{ id: number; positionName: string }>(POSITION_BASE)()).map((p) => ({
    value: p.id,
    label: p.positionName,
  }));

/** GET businessPlacePosition/receiveNoticeList?positionId: the place's notice kinds, `receive` 1 the received. */
export const receiveNoticeList = (positionId: number) =>
  request<ReceiveNotice[]>({
    method: 'get',
    url: `${POSITION_BASE}/receiveNoticeList`,
    params: { positionId },
  });

/** POST businessPlacePosition/setReceiveNotice {positionId, noticeTypes}: the whole set; resolves with the message. */
export const setReceiveNotice = (positionId: number, noticeTypes: number[], meta?: CallMeta) =>
  postWrite(`${POSITION_BASE}/setReceiveNotice`, { positionId, noticeTypes }, meta);

/** POST businessPlaceEmployee/resign {id, resignDate, resignReason}: 在职 → 离职; resolves with the message. */
export const resignEmployee = (
  id: number,
  body: { resignDate: string; resignReason: string },
  meta?: CallMeta,
) => postWrite(`${EMPLOYEE_BASE}/resign`, { id, ...body }, meta);
