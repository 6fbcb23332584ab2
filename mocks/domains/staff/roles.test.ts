import { describe, expect, it } from 'vitest';
import { LICENSE_IDS, menusFor, type MenuNode } from '../../menus';
import { mockDb } from '../../node';
import { DEMO_USERS } from '../../seed';
import { as, atSeedTime } from '../../test-kit';
import { ROLES } from './role-tables';

atSeedTime();

interface Menus {
  menus: MenuNode[];
  permissions: string[];
}
const leaves = (menus: MenuNode[]): string[] =>
  menus.flatMap((m) => (m.children?.length ? leaves(m.children) : [m.path]));
const STAFF_ID = 10003;
const staffMembership = () => mockDb().membership(STAFF_ID, 1001)!;
const frontDesk = () =>
  mockDb()
    .table(ROLES.role)
    .find((r) => r.roleName === '前台接待')!;
const menusOf = async () =>
  (await (await as(DEMO_USERS.staff, 1001)).get<Menus>('/api/merchantMenus', { product: 'merchant' })).body
    .data;

describe("a staff member's menu and keys come from their roles (issue 21)", () => {
  it('gives the demo staff account, by its seeded role 前台接待, what a front desk holds by default', async () => {
    expect(staffMembership().roleIds).toEqual([frontDesk().id]);
    const held = menusFor(0, 'staff', [LICENSE_IDS.ota, LICENSE_IDS.lock, LICENSE_IDS.passBox]);
    const served = await menusOf();
    expect(leaves(served.menus)).toEqual(leaves(held.menus));
    expect([...served.permissions].sort()).toEqual([...held.permissions].sort());
  });

  it('follows a change of the role at the next menu load and at every call', async () => {
    const role = frontDesk();
    role.perms = ['room:building:list', 'room:building:delete'];
    const served = await menusOf();
    expect(served.permissions.sort()).toEqual(['room:building:delete', 'room:building:list']);
    const pages = leaves(served.menus);
    // the one page its keys name, and the pages without keys (home, the personal centre) that everyone sees
    expect(pages).toContain('/roomManage/index');
    expect(pages).not.toContain('/roomManage/roomInfo');
    expect(pages).not.toContain('/shop/goodsManage');
    expect(pages).toContain('/wel/index');
    const staff = await as(DEMO_USERS.staff, 1001);
    expect((await staff.get('/business-merchant/businessRoom/list')).body.code).toBe(200); // reads are open
    expect((await staff.post('/business-merchant/businessRoom/delete', { id: 1 })).body.code).toBe(403);
    const building = (
      await staff.get<{ records: Array<{ id: number }> }>('/business-merchant/businessBuilding/list')
    ).body.data.records.at(-1)!;
    // a key the role gives is a key the server takes (the building still has rooms: refused for that, not for the key)
    expect(
      (await staff.post('/business-merchant/businessBuilding/delete', { id: building.id })).body.code,
    ).not.toBe(403);
  });

  it('gives nothing where the role does not reach, or without a role', async () => {
    frontDesk().placeIds = [1002];
    expect((await menusOf()).permissions).toEqual([]);
    frontDesk().placeIds = [1001];
    staffMembership().roleIds = [];
    const served = await menusOf();
    expect(served.permissions).toEqual([]);
    expect(leaves(served.menus)).not.toContain('/roomManage/index');
    const staff = await as(DEMO_USERS.staff, 1001);
    expect((await staff.post('/business-merchant/businessBuilding/edit', { id: 1 })).body.code).toBe(403);
  });
});
