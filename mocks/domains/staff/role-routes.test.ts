import { describe, expect, it } from 'vitest';
import { grantableKeys, leavesOf, type PermNode } from '../../../src/domain/permission-tree';
import type { Role, RoleTreeByUser, RoleView } from '../../../src/domain/roles';
import { mockDb } from '../../node';
import { DEMO_USERS } from '../../seed';
import { as, atSeedTime, hotelOwner as owner, type Page } from '../../test-kit';
import { ROLES } from './role-tables';

atSeedTime();

const BASE = '/business-merchant/role';
const RSA = { encrypt: 'rsa' } as const;
function nodeOf(tree: PermNode[], key: string): PermNode | undefined {
  for (const n of tree) {
    const found = n.key === key ? n : n.children && nodeOf(n.children, key);
    if (found) return found;
  }
  return undefined;
}

describe('roles (issue 21 item 2)', () => {
  it("lists the owner's roles with their places, keys and holders, at any of the owner's places", async () => {
    const c = await owner();
    const page = (await c.get<Page<Role>>(`${BASE}/list`, { pageNumber: 1, pageSize: 10 })).body.data;
    expect(page.records).toEqual([
      expect.objectContaining({
        roleName: '前台接待',
        placeIds: [1001],
        placeNames: ['云栖电竞酒店(西湖店)'],
        userCount: 1,
      }),
    ]);
    expect(page.records[0]!.permCount).toBeGreaterThan(20);
    // the same list from another place of the owner; none from another owner's place
    const at1003 = await as(DEMO_USERS.owner, 1003);
    expect((await at1003.get<Page<Role>>(`${BASE}/list`)).body.data.total).toBe(1);
    const cafe = await as(DEMO_USERS.netbarOwner, 1014);
    expect((await cafe.get<Page<Role>>(`${BASE}/list`)).body.data.total).toBe(0);
    // staff hold no role key: the list and every write are refused
    const staff = await as(DEMO_USERS.staff, 1001);
    expect((await staff.get(`${BASE}/list`)).body.code).toBe(403);
    expect((await staff.post(`${BASE}/add`, { roleName: 'x', placeIds: [1001] })).body.code).toBe(403);
  });

  it('adds a role with places of the owner only, and names the holders of a role that cannot be removed', async () => {
    const c = await owner();
    const bad = await c.post(`${BASE}/add`, { roleName: '夜班', placeIds: [1001, 1014] });
    expect(bad.body).toMatchObject({ code: 400, msg: '场所不存在或不属于您' });
    expect((await c.post(`${BASE}/add`, { roleName: '夜班', placeIds: [] })).body.msg).toBe(
      '请选择角色适用的场所',
    );
    expect((await c.post(`${BASE}/add`, { roleName: '前台接待', placeIds: [1001] })).body.msg).toBe(
      '角色名称已存在',
    );
    const added = await c.post<{ id: number }>(`${BASE}/add`, {
      roleName: '夜班',
      placeIds: [1002, 1001, 1001],
      remark: '夜间值班',
    });
    expect(added.body.code).toBe(200);
    const row = mockDb()
      .table(ROLES.role)
      .find((r) => r.id === added.body.data.id)!;
    expect(row).toMatchObject({ ownerId: 10001, placeIds: [1001, 1002], perms: [] });

    const inUse = await c.post(`${BASE}/remove`, { id: 1 });
    expect(inUse.body).toMatchObject({
      code: 400,
      msg: '该角色正在被使用（王磊），请先在员工账号中取消他们的角色',
    });
    expect((await c.post(`${BASE}/remove`, { id: row.id })).body.code).toBe(200);
  });

  it('views a role with its scope, holders and the tree its places allow', async () => {
    const c = await owner();
    const view = (await c.get<RoleView>(`${BASE}/view`, { id: 1 })).body.data;
    expect(view.scope).toEqual([{ placeId: 1001, placeName: '云栖电竞酒店(西湖店)', placeType: 0 }]);
    expect(view.users).toEqual([{ userId: 10003, name: '王磊' }]);
    const keys = grantableKeys(view.tree);
    // every key the role holds is one the tree offers
    expect(view.perms.every((k) => keys.has(k))).toBe(true);
    // no owner-only page: staff management, payment accounts, purchases
    expect([...keys].some((k) => k.startsWith('staff:') || k.startsWith('pay:account'))).toBe(false);
    expect(keys.has('application:buy')).toBe(false);
    // 1001 holds the lock module; the room pages are under their group with every key as a leaf
    expect(keys.has('room:lock:list')).toBe(true);
    expect(leavesOf(nodeOf(view.tree, 'menu:1101')!)).toEqual([
      'room:building:list',
      'room:building:add',
      'room:building:edit',
      'room:building:delete',
      'room:building:status',
      'room:building:export',
    ]);
  });

  it('assigns keys over RSA, refusing a module the places do not hold and keys of owner pages', async () => {
    const c = await owner();
    const { id } = (await c.post<{ id: number }>(`${BASE}/add`, { roleName: '客栈前台', placeIds: [1003] }))
      .body.data;
    // the basic inn holds no lock module
    const tree = (await c.get<RoleView>(`${BASE}/view`, { id })).body.data.tree;
    expect(grantableKeys(tree).has('room:lock:list')).toBe(false);
    const refused = await c.post(
      `${BASE}/assignAuthority`,
      { roleId: id, perms: ['room:building:list', 'room:lock:list', 'staff:role:add'] },
      RSA,
    );
    expect(refused.body).toMatchObject({ code: 400, data: expect.anything() });
    expect(refused.body.msg).toBe(
      '以下权限不能授予该角色：room:lock:list、staff:role:add（适用场所未开通该功能，或仅限店主）',
    );
    // the same body as the usual AES param is not what this call takes
    expect(
      (await c.post(`${BASE}/assignAuthority`, { roleId: id, perms: ['room:building:list'] })).body,
    ).toMatchObject({ code: 400, msg: '请求参数解析失败' });
    const done = await c.post(
      `${BASE}/assignAuthority`,
      { roleId: id, perms: ['room:building:list', 'room:building:add', 'room:building:list'] },
      RSA,
    );
    expect(done.body).toMatchObject({ code: 200, msg: '授权成功' });
    const stored = mockDb()
      .table(ROLES.role)
      .find((r) => r.id === id)!;
    expect(stored.perms).toEqual(['room:building:list', 'room:building:add']);
    // a key of the place's own link, given on 菜单资源, outlives a new set from the tree
    stored.perms.push('custom:100001:view');
    await c.post(`${BASE}/assignAuthority`, { roleId: id, perms: ['room:building:list'] }, RSA);
    expect(stored.perms).toEqual(['room:building:list', 'custom:100001:view']);
    expect((await c.post(`${BASE}/assignAuthority`, { roleId: 999, perms: [] }, RSA)).body.msg).toBe(
      '数据不存在或已被删除',
    );
    expect((await c.post(`${BASE}/assignAuthority`, { roleId: id, perms: 'x' }, RSA)).body.msg).toBe(
      '权限格式不正确',
    );
  });

  it("gives the roles by place of a staff member's bindings, checked where held", async () => {
    const c = await owner();
    await c.post(`${BASE}/add`, { roleName: '保洁主管', placeIds: [1001, 1002] });
    const tree = (await c.get<RoleTreeByUser[]>(`${BASE}/treeByUser`, { userId: 10003 })).body.data;
    expect(tree).toEqual([
      {
        placeId: 1001,
        placeName: '云栖电竞酒店(西湖店)',
        roles: [
          { id: 1, roleName: '前台接待', checked: true },
          expect.objectContaining({ roleName: '保洁主管', checked: false }),
        ],
      },
    ]);
    // the owner is nobody's staff member
    expect((await c.get(`${BASE}/treeByUser`, { userId: 10001 })).body.msg).toBe('数据不存在或已被删除');
  });
});
