/**
 * The staff roles' table and the demo's roles (mocks/domains/staff/roles.ts), apart from the routes so that the
 * seed, which mocks/db.ts loads, can write them.
 */
import { LICENSE_IDS, menusFor } from '../../menus';
import { defineTable, type StoredRow } from '../../table';

export interface RoleRow extends StoredRow {
  /** a role is its owner's, not a place's */
  placeId: null;
  ownerId: number;
  roleName: string;
  /** the places it covers */
  placeIds: number[];
  /** the resource keys it gives */
  perms: string[];
  remark: string;
  createTime: string;
}

export const ROLES = { role: defineTable<RoleRow>('businessRole') };

/** The demo's roles: the front desk of the demo hotel, with what a front-desk role holds by default. */
export function roleSeed(frontDeskPlaceId: number, ownerId: number): RoleRow[] {
  const modules = [LICENSE_IDS.ota, LICENSE_IDS.lock, LICENSE_IDS.passBox];
  return [
    {
      id: 1,
      placeId: null,
      ownerId,
      roleName: '前台接待',
      placeIds: [frontDeskPlaceId],
      perms: menusFor(0, 'staff', modules).permissions,
      remark: '查看房态、订单、商品与交班，办理交班和接班',
      createTime: '2024-04-02 10:00:00',
    },
  ];
}
