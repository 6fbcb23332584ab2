import { entity, field, type EntityInput, type EntityRow } from './entity';

/**
 * Staff declarations (§6): positions now; staff accounts, roles and employees to come (issue 21). Shared by the
 * page (src/features/staff), the mock (mocks/domains/staff/routes.ts) and the contract suite.
 */

/** A position of the place (前台, 保洁 …): what notices are addressed to and employees hold. */
export const positionEntity = entity(
  {
    positionName: field.name('staff.positionNameRequired', 'staff.positionNameTaken', 'Desk'),
    sort: field.sort(),
    remark: field.remark(50),
    noticeCount: field.derived('int'),
  },
  { base: '/business-merchant/businessPlacePosition' },
);
export type Position = EntityRow<typeof positionEntity>;
export type PositionInput = EntityInput<typeof positionEntity>;
