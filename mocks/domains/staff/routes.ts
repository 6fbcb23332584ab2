/** /business-merchant staff of the current place (§6): positions (+ ./position-notices.ts), employees (./employees.ts); staff accounts and roles to come. */
import { crud, placeIdOf, rowsAt, type CrudContext } from '../../contract';
import { MESSAGES, type PositionRow } from '../message-center/tables';
import { zhText } from '../../messages';
import { positionEntity } from '../../../src/domain/staff';
import { employedIn, employeeHandlers } from './employees';
import { positionNoticeHandlers } from './position-notices';
import { staffAccountHandlers } from './accounts';
import { roleHandlers } from './role-routes';

/** How many notices of the place are addressed to a position. */
const noticesTo = (ctx: CrudContext, id: number) =>
  rowsAt(ctx.db, MESSAGES.notice, placeIdOf(ctx)).filter((n) => n.positionIds.includes(id)).length;

const presentPosition = ({ id, positionName, sort, remark, createTime }: PositionRow, ctx: CrudContext) => ({
  id,
  positionName,
  sort,
  remark: remark ?? '',
  noticeCount: noticesTo(ctx, id),
  employeeCount: employedIn(ctx, id),
  createTime: createTime ?? '',
});

export const staffHandlers = [
  // a position notices are addressed to, or employed employees hold, stays until they are moved elsewhere
  ...crud(positionEntity, {
    perms: 'staff:position',
    table: MESSAGES.position,
    ops: ['list', 'add', 'edit', 'delete'],
    defaultSort: [
      { field: 'sort', order: 'asc' },
      { field: 'id', order: 'asc' },
    ],
    present: presentPosition,
    beforeDelete: (row, ctx) =>
      noticesTo(ctx, row.id) > 0
        ? zhText({ key: 'staff.positionInUse' })
        : employedIn(ctx, row.id) > 0
          ? zhText({ key: 'staff.positionInUseByEmployees' })
          : null,
  }),
  ...positionNoticeHandlers,
  ...employeeHandlers,
  ...staffAccountHandlers,
  ...roleHandlers,
];
