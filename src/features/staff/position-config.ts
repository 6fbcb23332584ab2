import { actionPerms, defineCrud } from '@/crud/types';
import { positionEntity, type Position, type PositionInput } from '@/domain/staff';

/**
 * /staff/position: the place's positions, in the order the staff lists show them. The calls go where the
 * declaration says it is served (businessPlacePosition list/add/edit/delete): no API module needed.
 */
export const positionConfig = defineCrud<Position, PositionInput>({
  key: 'positions',
  schema: positionEntity,
  title: 'staff.positionTitle',
  entity: 'staff.positionEntity',
  fields: [
    { key: 'positionName', label: 'staff.positionName', search: true, column: { sorter: true }, form: true },
    {
      key: 'sort',
      label: 'staff.sort',
      type: 'number',
      column: { sorter: true },
      form: { extra: 'staff.sortHint' },
    },
    { key: 'noticeCount', label: 'staff.noticeCount', type: 'number', column: true },
    { key: 'remark', label: 'staff.remark', type: 'textarea', column: { ellipsis: true }, form: true },
    { key: 'createTime', label: 'staff.createTime', column: { sorter: true, hidden: true } },
  ],
  perms: actionPerms('staff:position'),
  rowName: (p) => p.positionName,
  defaultSort: { field: 'sort', order: 'asc' },
});
