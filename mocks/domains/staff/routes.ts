/** /business-merchant staff of the current place (§6): positions; staff accounts, roles and employees to come. */
import { crud, placeIdOf, type CrudContext } from '../../contract';
import type { EntityRow } from '../../db';
import { MESSAGE_TABLES } from '../message-center/seed';
import { zhText } from '../../messages';
import { positionEntity } from '../../../src/domain/staff';

/** How many notices of the place are addressed to a position. */
const noticesTo = (ctx: CrudContext, id: number) =>
  ctx.db
    .table(MESSAGE_TABLES.notice)
    .filter((n) => n.placeId === placeIdOf(ctx) && (n.positionIds as number[]).includes(id)).length;

const presentPosition = ({ id, positionName, sort, remark, createTime }: EntityRow, ctx: CrudContext) => ({
  id,
  positionName,
  sort,
  remark: remark ?? '',
  noticeCount: noticesTo(ctx, id),
  createTime: createTime ?? '',
});

export const staffHandlers = [
  // a position notices are addressed to stays until they are addressed elsewhere
  ...crud(positionEntity, {
    perms: 'staff:position',
    ops: ['list', 'add', 'edit', 'delete'],
    defaultSort: [
      { field: 'sort', order: 'asc' },
      { field: 'id', order: 'asc' },
    ],
    present: presentPosition,
    beforeDelete: (row, ctx) => (noticesTo(ctx, row.id) > 0 ? zhText({ key: 'staff.positionInUse' }) : null),
  }),
];
