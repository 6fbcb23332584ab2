import { createTimeField, remarkField, sortField } from '@/crud/field-presets';
import { actionPerms, defineCrud } from '@/crud/types';
import { positionEntity, type Position, type PositionInput } from '@/domain/staff';
import { ReceiveNoticeModal } from './receive-notice-modal';

/**
 * /staff/position: the place's positions, in the order the staff lists show them, with how many notices are
 * addressed to each and how many employed employees hold it (either keeps it from being deleted). The calls go
 * where the declaration says it is served (businessPlacePosition list/add/edit/delete): no API module needed.
 * 接收通知 (behind the edit key) opens which notice kinds the position receives.
 */
export default defineCrud<Position, PositionInput>({
  key: 'positions',
  schema: positionEntity,
  title: 'staff.positionTitle',
  entity: 'staff.positionEntity',
  fields: [
    {
      key: 'positionName',
      label: 'staff.positionName',
      search: true,
      column: { sorter: true },
      form: true,
    },
    sortField('staff'),
    { key: 'noticeCount', label: 'staff.noticeCount', type: 'number', column: true },
    { key: 'employeeCount', label: 'staff.employeeCount', type: 'number', column: true },
    remarkField('staff'),
    createTimeField('staff'),
  ],
  perms: actionPerms('staff:position'),
  rowName: (p) => p.positionName,
  defaultSort: { field: 'sort', order: 'asc' },
  rowActions: [
    {
      key: 'notices',
      label: 'staff.receiveNotice',
      perm: 'staff:position:edit',
      dialog: ReceiveNoticeModal,
    },
  ],
});
