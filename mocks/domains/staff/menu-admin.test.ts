import { describe, expect, it } from 'vitest';
import type { MenuListItem, MenuResource, MenuTreeNode } from '../../../src/domain/menu-admin';
import { MAX_OWN_ENTRIES } from '../../../src/domain/menu-admin';
import type { MenuNode } from '../../menus';
import { mockDb } from '../../node';
import { DEMO_USERS } from '../../seed';
import { as, atSeedTime, fieldError, hotelDesk as staff, hotelOwner as owner } from '../../test-kit';
import type { TestClient } from '../../test-client';
import { MENU_TABLES } from './menu-tables';
import { HOTEL_OWNER_TOP_MENU } from './owner-menu';
import { ROLES } from './role-tables';

atSeedTime();

/*
 * Menus and resources (issue 21 item 4) at the demo hotel 1001 by its owner: the tree, every call with its rules
 * and messages, what the changes do to the menu call of the owner and of the demo staff member 王磊 (role 1
 * 前台接待), and the refusals.
 */
const M = '/business-merchant/menu';
const R = '/business-merchant/resource';
const EDIT = '/api/menu/edit';
const NO_PERMISSION = { code: 403, msg: '没有该操作的权限', data: null };
const refused = (msg: string) => ({ code: 400, msg, data: null });

interface Menus {
  menus: MenuNode[];
  permissions: string[];
}
const menusOf = async (c: TestClient) =>
  (await c.get<Menus>('/api/merchantMenus', { product: 'merchant' })).body.data;
const treeOf = async (c: TestClient) => (await c.post<MenuTreeNode[]>(`${M}/listTree`, {})).body.data;
const find = (nodes: MenuNode[], menuId: number): MenuNode | undefined =>
  nodes.flatMap((n) => [n, ...(n.children ?? [])]).find((n) => n.menuId === menuId);
const names = (nodes: Array<{ name: string }>) => nodes.map((n) => n.name);
const frontDesk = () =>
  mockDb()
    .table(ROLES.role)
    .find((r) => r.id === 1)!;
const resources = async (c: TestClient, menuId: number) =>
  (await c.get<MenuResource[]>(`${R}/list`, { menuId })).body.data;

/** Add a link as the owner; its menuId. */
async function addLink(c: TestClient, body: Record<string, unknown> = {}): Promise<number> {
  const res = await c.post<{ menuId: number }>(`${M}/add`, {
    kind: 'link',
    name: 'PMS',
    url: 'https://pms.example.com/login',
    parentId: 1100,
    ...body,
  });
  expect(res.body).toMatchObject({ code: 200, msg: '新增成功' });
  return res.body.data.menuId;
}

describe('menu/listTree and menu/list', () => {
  it('answers the place’s menu as the owner sees it, each entry with what the page needs', async () => {
    const c = await owner();
    const tree = await treeOf(c);
    expect(names(tree)).toEqual(HOTEL_OWNER_TOP_MENU);
    const rooms = tree.find((n) => n.menuId === 1100)!;
    expect(rooms).toMatchObject({ parentId: 0, kind: 'group', system: true, sort: 20, hideable: true });
    expect(rooms.children.find((n) => n.menuId === 1101)).toEqual({
      menuId: 1101,
      parentId: 1100,
      name: '楼栋楼层',
      enName: 'Buildings & Floors',
      path: '/roomManage/index',
      icon: 'building',
      sort: 10,
      hidden: false,
      system: true,
      kind: 'page',
      resourceCount: 6,
      hideable: true,
      ownerOnly: false,
      restricted: false,
      defaultName: '楼栋楼层',
      defaultEnName: 'Buildings & Floors',
      children: [],
    });
    const staffGroup = tree.find((n) => n.menuId === 2300)!;
    // the group holding this page cannot be hidden, nor the page; its pages are the owner's
    expect(staffGroup).toMatchObject({ hideable: false, ownerOnly: true });
    expect(staffGroup.children.find((n) => n.menuId === 2305)).toMatchObject({
      hideable: false,
      ownerOnly: true,
      resourceCount: 7,
    });
    expect(tree[0]).toMatchObject({ menuId: 1000, hideable: false, resourceCount: 0 });
    // the modules the place holds are in (1001 holds the lock)
    expect(rooms.children.some((n) => n.path === '/roomManage/lock')).toBe(true);
  });

  it('leaves out the pages of modules the place does not hold, and serves a cafe its own menu', async () => {
    const inn = await as(DEMO_USERS.owner, 1003);
    const rooms = (await treeOf(inn)).find((n) => n.menuId === 1100)!;
    expect(rooms.children.some((n) => n.path === '/roomManage/lock')).toBe(false);
    const cafe = await as(DEMO_USERS.netbarOwner, 1014);
    expect((await treeOf(cafe))[0]).toMatchObject({ menuId: 1650, name: '交班明细' });
  });

  it('lists the direct children of an entry, the top for 0', async () => {
    const c = await owner();
    const top = (await c.get<MenuListItem[]>(`${M}/list`, { menuId: 0 })).body.data;
    expect(top[1]).toMatchObject({ menuId: 1100, childCount: 11 });
    expect(top[1]).not.toHaveProperty('children');
    const rooms = (await c.get<MenuListItem[]>(`${M}/list`, { menuId: 1100 })).body.data;
    expect(rooms.map((n) => n.menuId).slice(0, 3)).toEqual([1101, 1102, 1103]);
    expect((await c.get<MenuListItem[]>(`${M}/list`, { menuId: 1101 })).body.data).toEqual([]);
    expect((await c.get(`${M}/list`, { menuId: 4242 })).body).toEqual(refused('菜单不存在或已被删除'));
  });
});

describe('/api/menu/edit of a system entry', () => {
  it('renames and reorders an entry for the owner and the staff at their next menu call', async () => {
    const c = await owner();
    const edit = await c.post(EDIT, { menuId: 1103, name: '客房列表', enName: 'Room List', sort: 5 });
    expect(edit.body).toEqual({ code: 200, msg: '更新成功', data: null });
    const rooms = (await treeOf(c)).find((n) => n.menuId === 1100)!;
    expect(rooms.children[0]).toMatchObject({
      menuId: 1103,
      name: '客房列表',
      enName: 'Room List',
      sort: 5,
      defaultName: '房间信息',
    });
    for (const client of [c, await staff()]) {
      const group = find((await menusOf(client)).menus, 1100)!;
      expect(group.children![0]).toMatchObject({ menuId: 1103, name: '客房列表', enName: 'Room List' });
    }
    // the top too: 测试 before 首页
    await c.post(EDIT, { menuId: 2200, name: '测试', sort: 1 });
    expect(names((await menusOf(c)).menus).slice(0, 2)).toEqual(['测试', '首页']);
  });

  it('keeps no row once an entry is back to the platform’s (blank English name: the system’s)', async () => {
    const c = await owner();
    await c.post(EDIT, { menuId: 1103, name: '客房列表', sort: 5 });
    expect(mockDb().table(MENU_TABLES.override)).toHaveLength(1);
    await c.post(EDIT, { menuId: 1103, name: '房间信息', enName: '', sort: 30, hidden: false });
    expect(mockDb().table(MENU_TABLES.override)).toEqual([]);
    const node = (await treeOf(c)).find((n) => n.menuId === 1100)!.children[2]!;
    expect(node).toMatchObject({ menuId: 1103, name: '房间信息', enName: 'Rooms', sort: 30 });
  });

  it('hides an entry for everyone at the place, with its keys, and shows it again', async () => {
    const c = await owner();
    expect((await c.post(EDIT, { menuId: 1102, name: '房型管理', hidden: true })).body.code).toBe(200);
    const tree = await treeOf(c);
    expect(tree.find((n) => n.menuId === 1100)!.children.find((n) => n.menuId === 1102)).toMatchObject({
      hidden: true,
    });
    for (const client of [c, await staff()]) {
      const served = await menusOf(client);
      expect(find(served.menus, 1102)).toBeUndefined();
      expect(served.permissions.filter((k) => k.startsWith('room:model:'))).toEqual([]);
    }
    // the page is off: its calls refuse even the owner
    expect((await c.post('/business-merchant/businessRoomModel/delete', { id: 1 })).body).toEqual(
      NO_PERMISSION,
    );
    // another place of the owner keeps it
    expect(find((await menusOf(await as(DEMO_USERS.owner, 1002))).menus, 1102)).toBeDefined();

    await c.post(EDIT, { menuId: 1102, name: '房型管理', hidden: false });
    const served = await menusOf(c);
    expect(find(served.menus, 1102)).toBeDefined();
    expect(served.permissions).toContain('room:model:delete');
  });

  it('drops a group whose entries are all hidden, and hides a group with its entries', async () => {
    const c = await owner();
    await c.post(EDIT, { menuId: 1901, name: '购买', hidden: 1 });
    await c.post(EDIT, { menuId: 1902, name: '我的应用', hidden: 1 });
    expect(find((await menusOf(c)).menus, 1900)).toBeUndefined();
    await c.post(EDIT, { menuId: 1901, name: '购买', hidden: 0 });
    await c.post(EDIT, { menuId: 1902, name: '我的应用', hidden: 0 });
    await c.post(EDIT, { menuId: 1900, name: '升级购买', hidden: true });
    const served = await menusOf(c);
    expect(find(served.menus, 1900)).toBeUndefined();
    expect(served.permissions).not.toContain('application:myApp');
  });

  it('refuses to hide what the console opens from everywhere, and to move or re-address an entry', async () => {
    const c = await owner();
    const notHideable =
      '该菜单不能隐藏：首页、个人信息、系统消息、帮助文档和菜单资源页是控制台随处会打开的页面';
    for (const [menuId, name] of [
      [1000, '首页'],
      [2305, '菜单资源'],
      [2300, '员工管理'],
      [2000, '个人中心'],
      [2004, '系统消息'],
    ] as const) {
      expect((await c.post(EDIT, { menuId, name, hidden: true })).body, name).toEqual(
        fieldError('hidden', notHideable),
      );
    }
    const fixed = refused('系统菜单只能修改名称、英文名称、排序和是否隐藏');
    expect((await c.post(EDIT, { menuId: 1101, name: 'x', path: '/other' })).body).toEqual(fixed);
    expect((await c.post(EDIT, { menuId: 1101, name: 'x', parentId: 0 })).body).toEqual(fixed);
    expect((await c.post(EDIT, { menuId: 1101, name: 'x', url: 'https://a.example.com' })).body).toEqual(
      fixed,
    );
    // the same address and parent are no change
    expect(
      (await c.post(EDIT, { menuId: 1101, name: '楼栋', path: '/roomManage/index', parentId: 1100 })).body
        .code,
    ).toBe(200);
    expect((await c.post(EDIT, { name: 'x' })).body).toEqual(refused('请选择菜单'));
    expect((await c.post(EDIT, { menuId: 999, name: 'x' })).body).toEqual(refused('菜单不存在或已被删除'));
  });

  it('holds the field rules, in the declaration’s words', async () => {
    const c = await owner();
    const edit = (body: Record<string, unknown>) => c.post(EDIT, { menuId: 1101, name: '楼栋', ...body });
    expect((await edit({ name: '  ' })).body).toEqual(fieldError('name', '请输入菜单名称'));
    expect((await edit({ name: '楼'.repeat(21) })).body).toEqual(
      fieldError('name', '菜单名称不能超过20个字符'),
    );
    expect((await edit({ name: '楼栋\n楼层' })).body).toEqual(
      fieldError('name', '名称不能包含换行等控制字符'),
    );
    expect((await edit({ enName: 'x'.repeat(41) })).body).toEqual(
      fieldError('enName', '英文名称不能超过40个字符'),
    );
    expect((await edit({ sort: 10000 })).body).toEqual(fieldError('sort', '排序须为0-9999之间的整数'));
    expect((await edit({ sort: 'first' })).body).toEqual(fieldError('sort', '排序须为0-9999之间的整数'));
    expect((await edit({ hidden: 'maybe' })).body).toEqual(fieldError('hidden', '是否隐藏的取值不正确'));
    // 20 characters and 40 are fine
    expect((await edit({ name: '楼'.repeat(20), enName: 'x'.repeat(40) })).body.code).toBe(200);
  });
});

describe('own entries: menu/add, edit and remove', () => {
  it('adds a link: the owner sees it where it was put, opened in a new tab; staff only once given its key', async () => {
    const c = await owner();
    const menuId = await addLink(c);
    expect(menuId).toBeGreaterThan(100_000);
    const group = (await treeOf(c)).find((n) => n.menuId === 1100)!;
    expect(group.children.at(-1)).toMatchObject({
      menuId,
      parentId: 1100,
      name: 'PMS',
      enName: '',
      path: 'https://pms.example.com/login',
      icon: 'file-text',
      sort: 120,
      hidden: false,
      system: false,
      kind: 'link',
      resourceCount: 1,
      restricted: true,
      children: [],
    });
    const served = await menusOf(c);
    expect(find(served.menus, 1100)!.children!.at(-1)).toEqual({
      menuId,
      name: 'PMS',
      enName: '',
      path: 'https://pms.example.com/login',
      icon: 'file-text',
      external: true,
      target: '_blank',
    });
    expect(served.permissions).toContain(`custom:${menuId}:view`);
    const before = await menusOf(await staff());
    expect(find(before.menus, menuId)).toBeUndefined();

    const [resource] = await resources(c, menuId);
    expect(resource).toEqual({
      resourceId: menuId * 100 + 1,
      menuId,
      menuName: 'PMS',
      perm: `custom:${menuId}:view`,
      action: 'view',
      name: '查看',
      roleIds: [],
      roleNames: [],
      grantable: true,
    });
    const set = await c.post(`${R}/setAuthority`, { resourceId: resource!.resourceId, roleIds: [1] });
    expect(set.body).toEqual({ code: 200, msg: '授权成功', data: null });
    expect(frontDesk().perms).toContain(`custom:${menuId}:view`);
    const after = await menusOf(await staff());
    expect(find(after.menus, menuId)).toMatchObject({
      path: 'https://pms.example.com/login',
      target: '_blank',
    });
    expect(after.permissions).toContain(`custom:${menuId}:view`);
    expect((await resources(c, menuId))[0]).toMatchObject({ roleIds: [1], roleNames: ['前台接待'] });
  });

  it('deletes a link’s resource: open to every staff member, until it is restricted again', async () => {
    const c = await owner();
    const menuId = await addLink(c, { parentId: 0, sort: 1, icon: 'desktop', enName: 'Hotel PMS' });
    const resourceId = menuId * 100 + 1;
    await c.post(`${R}/setAuthority`, { resourceId, roleIds: [1] });
    expect((await c.post(`${R}/delete`, { resourceId })).body).toEqual({
      code: 200,
      msg: '删除成功',
      data: null,
    });
    expect(frontDesk().perms).not.toContain(`custom:${menuId}:view`);
    expect(await resources(c, menuId)).toEqual([]);
    expect((await treeOf(c))[0]).toMatchObject({ menuId, restricted: false, resourceCount: 0 });
    const open = await menusOf(await staff());
    expect(open.menus[0]).toMatchObject({ menuId, enName: 'Hotel PMS', icon: 'desktop' });
    expect(open.permissions).not.toContain(`custom:${menuId}:view`);
    expect((await c.post(`${R}/delete`, { resourceId })).body).toEqual(refused('资源不存在或已被删除'));

    const back = await c.post(EDIT, {
      menuId,
      name: 'PMS',
      url: 'https://pms.example.com/login',
      restricted: true,
    });
    expect(back.body.code).toBe(200);
    expect(find((await menusOf(await staff())).menus, menuId)).toBeUndefined();
    expect(await resources(c, menuId)).toHaveLength(1);
  });

  it('shows a staff member a link under a group whose pages they cannot open', async () => {
    const c = await owner();
    frontDesk().perms = ['order:list'];
    const menuId = await addLink(c);
    expect(find((await menusOf(await staff())).menus, 1100)).toBeUndefined();
    await c.post(`${R}/setAuthority`, { resourceId: menuId * 100 + 1, roleIds: [1] });
    const group = find((await menusOf(await staff())).menus, 1100)!;
    expect(group.children!.map((n) => n.menuId)).toEqual([menuId]);
  });

  it('adds a group holding links; removes a link, and the group once empty', async () => {
    const c = await owner();
    const group = await c.post<{ menuId: number }>(`${M}/add`, { kind: 'group', name: '常用系统', sort: 15 });
    const groupId = group.body.data.menuId;
    // an empty group is not in the menu
    expect(find((await menusOf(c)).menus, groupId)).toBeUndefined();
    const linkId = await addLink(c, { parentId: groupId, name: '摄像头' });
    const served = (await menusOf(c)).menus;
    expect(served[1]).toMatchObject({ menuId: groupId, name: '常用系统', path: '', icon: 'app' });
    expect(served[1]!.children!.map((n) => n.name)).toEqual(['摄像头']);
    const tree = await treeOf(c);
    expect(tree[1]).toMatchObject({ kind: 'group', system: false, children: [{ menuId: linkId }] });

    expect((await c.get(`${M}/remove`, { menuId: groupId })).body).toEqual(
      refused('该分组下还有链接，请先删除或移走'),
    );
    // the link moves to the top
    expect(
      (await c.post(EDIT, { menuId: linkId, name: '摄像头', url: 'https://cam.example.com', parentId: 0 }))
        .body.code,
    ).toBe(200);
    expect((await c.get(`${M}/remove`, { menuId: groupId })).body).toEqual({
      code: 200,
      msg: '删除成功',
      data: null,
    });
    await c.post(`${R}/setAuthority`, { resourceId: linkId * 100 + 1, roleIds: [1] });
    expect((await c.get(`${M}/remove`, { menuId: linkId })).body.code).toBe(200);
    expect(frontDesk().perms).not.toContain(`custom:${linkId}:view`);
    expect(mockDb().table(MENU_TABLES.own)).toEqual([]);
    expect((await c.get(`${M}/remove`, { menuId: linkId })).body).toEqual(refused('菜单不存在或已被删除'));
  });

  it('refuses to remove a system entry', async () => {
    const c = await owner();
    expect((await c.get(`${M}/remove`, { menuId: 1101 })).body).toEqual(
      refused('系统菜单不能删除，如不需要可以隐藏'),
    );
    expect((await c.get(`${M}/remove`, {})).body).toEqual(refused('请选择菜单'));
  });

  it('holds the rules of a new entry, in the declaration’s words', async () => {
    const c = await owner();
    const add = (body: Record<string, unknown>) =>
      c.post(`${M}/add`, { kind: 'link', name: 'PMS', url: 'https://pms.example.com', ...body });
    expect((await add({ kind: 'page' })).body).toEqual(fieldError('kind', '请选择新增链接还是分组'));
    expect((await add({ name: '' })).body).toEqual(fieldError('name', '请输入菜单名称'));
    expect((await add({ url: '' })).body).toEqual(fieldError('url', '请输入链接地址'));
    const badUrl = '链接地址须以 http:// 或 https:// 开头，且是完整的网址';
    for (const url of [
      'javascript:alert(1)',
      'ftp://files.example.com',
      'pms.example.com',
      'https://a b.com',
      'https://user:pw@pms.example.com',
    ])
      expect((await add({ url })).body, url).toEqual(fieldError('url', badUrl));
    expect((await add({ url: `https://pms.example.com/${'a'.repeat(280)}` })).body).toEqual(
      fieldError('url', '链接地址不能超过300个字符'),
    );
    expect((await add({ icon: '<svg/>' })).body).toEqual(fieldError('icon', '请选择列表中的图标'));
    expect((await add({ restricted: 'no' })).body).toEqual(
      fieldError('restricted', '是否仅授权可见的取值不正确'),
    );
    const parent = '上级只能是顶层或顶层的分组';
    expect((await add({ parentId: 1101 })).body).toEqual(fieldError('parentId', parent));
    expect((await add({ parentId: 4242 })).body).toEqual(fieldError('parentId', parent));
    expect((await add({ parentId: -1 })).body).toEqual(fieldError('parentId', parent));
    expect((await add({ kind: 'group', parentId: 1100 })).body).toEqual(
      fieldError('parentId', '分组只能放在顶层'),
    );
    expect(mockDb().table(MENU_TABLES.own)).toEqual([]);

    const db = mockDb();
    for (let i = 0; i < MAX_OWN_ENTRIES; i++)
      db.insert(MENU_TABLES.own, {
        placeId: 1001,
        kind: 'link',
        parentId: 0,
        name: `L${i}`,
        enName: '',
        url: 'https://a.example.com',
        icon: 'app',
        sort: 100,
        hidden: true,
        restricted: true,
        createTime: '',
        updateTime: '',
      });
    expect((await add({})).body).toEqual(refused('每个场所最多添加50个自定义菜单'));
  });

  it('keeps a place’s own entries to the place', async () => {
    const menuId = await addLink(await owner());
    const other = await as(DEMO_USERS.owner, 1002);
    expect(find((await menusOf(other)).menus, menuId)).toBeUndefined();
    expect((await other.get(`${M}/remove`, { menuId })).body).toEqual(refused('菜单不存在或已被删除'));
    expect(
      (await other.post(`${R}/setAuthority`, { resourceId: menuId * 100 + 1, roleIds: [] })).body,
    ).toEqual(refused('资源不存在或已被删除'));
  });
});

describe('resources: list, setAuthority, deleteAuthority, delete', () => {
  it('lists a page’s keys with what each allows and the roles holding it', async () => {
    const c = await owner();
    const list = await resources(c, 1103);
    expect(list.map((r) => [r.resourceId, r.perm, r.name, r.roleNames])).toEqual([
      [110301, 'room:info:list', '查看', ['前台接待']],
      [110302, 'room:info:add', '新增', ['前台接待']],
      [110303, 'room:info:edit', '编辑', ['前台接待']],
      [110304, 'room:info:delete', '删除', []],
      [110305, 'room:info:status', '启用停用', ['前台接待']],
      [110306, 'room:info:export', '导出', ['前台接待']],
    ]);
    expect(await resources(c, 1100)).toEqual([]);
    expect(await resources(c, 1000)).toEqual([]);
    const all = (await c.get<MenuResource[]>(`${R}/list`)).body.data;
    expect(all[0]).toMatchObject({ resourceId: 110101, menuName: '楼栋楼层' });
    expect(all.find((r) => r.menuId === 1352)).toMatchObject({ grantable: false });
  });

  it('makes exactly the chosen roles hold a key: the staff member has it at the next call', async () => {
    const c = await owner();
    const s = await staff();
    expect((await s.post('/business-merchant/businessRoom/delete', { id: 1 })).body).toEqual(NO_PERMISSION);
    expect((await c.post(`${R}/setAuthority`, { resourceId: 110304, roleIds: [1] })).body.code).toBe(200);
    expect((await menusOf(s)).permissions).toContain('room:info:delete');
    expect((await s.post('/business-merchant/businessRoom/delete', { id: 1 })).body.code).not.toBe(403);

    // an empty list takes it from every role of the place
    await c.post(`${R}/setAuthority`, { resourceId: 110301, roleIds: [] });
    expect(frontDesk().perms).not.toContain('room:info:list');
    expect((await menusOf(s)).permissions).not.toContain('room:info:list');
  });

  it('takes a key from every role of the place, not from the owner’s roles elsewhere', async () => {
    const c = await owner();
    const db = mockDb();
    const elsewhere = db.insert(ROLES.role, {
      placeId: null,
      ownerId: frontDesk().ownerId,
      roleName: '滨江前台',
      placeIds: [1002],
      perms: ['room:info:list'],
      remark: '',
      createTime: '',
    });
    const res = await c.get(`${R}/deleteAuthority`, { resourceId: 110301 });
    expect(res.body).toEqual({ code: 200, msg: '已取消全部授权', data: null });
    expect(frontDesk().perms).not.toContain('room:info:list');
    expect(elsewhere.perms).toEqual(['room:info:list']);
    expect((await resources(c, 1103))[0]).toMatchObject({ roleIds: [], roleNames: [] });
    // a role that does not cover the place cannot be given the key here
    expect((await c.post(`${R}/setAuthority`, { resourceId: 110301, roleIds: [elsewhere.id] })).body).toEqual(
      fieldError('roleIds', '只能选择包含本场所的角色'),
    );
    expect((await c.post(`${R}/setAuthority`, { resourceId: 110301, roleIds: 'all' })).body).toEqual(
      fieldError('roleIds', '只能选择包含本场所的角色'),
    );
  });

  it('refuses the keys of an owner-only page, of a module the place does not hold, and unknown ones', async () => {
    const c = await owner();
    expect((await c.post(`${R}/setAuthority`, { resourceId: 135201, roleIds: [1] })).body).toEqual(
      refused('「经营统计」仅场所所有者可用，不能授权给角色'),
    );
    expect((await c.post(`${R}/setAuthority`, { resourceId: 230501, roleIds: [1] })).body).toEqual(
      refused('「菜单资源」仅场所所有者可用，不能授权给角色'),
    );
    // 悦途客栈 holds no door-lock module
    const inn = await as(DEMO_USERS.owner, 1003);
    expect((await inn.post(`${R}/setAuthority`, { resourceId: 110401, roleIds: [] })).body).toEqual(
      refused('「门锁管理」所属的功能模块本场所未开通，不能授权'),
    );
    for (const resourceId of [110399, 110300, 999901, 42])
      expect(
        (await c.post(`${R}/setAuthority`, { resourceId, roleIds: [] })).body,
        String(resourceId),
      ).toEqual(refused('资源不存在或已被删除'));
    expect((await c.post(`${R}/setAuthority`, { roleIds: [] })).body).toEqual(
      fieldError('resourceId', '请选择资源'),
    );
    expect((await c.post(`${R}/delete`, { resourceId: 110301 })).body).toEqual(
      refused('系统资源不能删除，可以取消授权'),
    );
    expect(frontDesk().perms).toContain('room:info:list');
  });
});

describe('who may', () => {
  it('refuses every call to the staff account, which holds none of the keys', async () => {
    const s = await staff();
    const calls: Array<Promise<{ body: unknown }>> = [
      s.post(`${M}/listTree`, {}),
      s.get(`${M}/list`, { menuId: 0 }),
      s.post(`${M}/add`, { kind: 'link', name: 'x', url: 'https://a.example.com' }),
      s.post(EDIT, { menuId: 1101, name: 'x' }),
      s.get(`${M}/remove`, { menuId: 1101 }),
      s.get(`${R}/list`, { menuId: 1101 }),
      s.post(`${R}/setAuthority`, { resourceId: 110104, roleIds: [1] }),
      s.get(`${R}/deleteAuthority`, { resourceId: 110101 }),
      s.post(`${R}/delete`, { resourceId: 110101 }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.body).toEqual(NO_PERMISSION);
    expect(frontDesk().perms).not.toContain('room:building:delete');
  });
});
