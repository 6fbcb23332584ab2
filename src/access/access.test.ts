import { can, toFlags } from './access-store';
import { firstMenuUrl, leafMenus, visibleMenus, type MenuNode } from './menu';

const menus: MenuNode[] = [
  { menuId: 1, name: '首页', enName: 'Home', path: '/wel/index', icon: 'home' },
  {
    menuId: 2,
    name: '个人中心',
    enName: 'Me',
    path: '',
    children: [
      { menuId: 3, name: '收货地址', enName: 'Addresses', path: '/info/address', onlyHotel: true },
      { menuId: 4, name: '设置', enName: 'Settings', path: '/info/setting' },
    ],
  },
  { menuId: 5, name: '购买', enName: 'Buy', path: '/application/index', roles: ['owner'] },
];

describe('permissions and menus', () => {
  it('builds a flag map from resource keys and checks by key', () => {
    const flags = toFlags(['room:building:add', '', 'room:building:list']);
    expect(flags).toEqual({ 'room:building:add': true, 'room:building:list': true });
    expect(can('room:building:add', flags)).toBe(true);
    expect(can('room:building:delete', flags)).toBe(false);
  });
  it('hides hotel-only items at internet cafes and honours menu roles', () => {
    const staff = leafMenus(visibleMenus(menus, { netbar: true, roles: ['staff'] })).map((m) => m.path);
    expect(staff).toEqual(['/wel/index', '/info/setting']);
    const owner = leafMenus(visibleMenus(menus, { netbar: false, roles: ['owner'] })).map((m) => m.path);
    expect(owner).toEqual(['/wel/index', '/info/address', '/info/setting', '/application/index']);
  });
  it('first menu URL skips external and new-window entries', () => {
    expect(firstMenuUrl(menus)).toBe('/wel/index');
    expect(
      firstMenuUrl([
        { menuId: 9, name: 'x', enName: 'x', path: 'https://x.test', external: true },
        ...menus.slice(1),
      ]),
    ).toBe('/info/address');
  });
});

describe('menu actions (§2)', () => {
  it('routes, embeds external addresses, opens targets in a window, and asks the server for the ERP link', async () => {
    const { menuAction, targetUrl } = await import('./menu-action');
    expect(menuAction({ path: '/feeRule/index' })).toEqual({ kind: 'route', to: '/feeRule/index' });
    expect(menuAction({ path: 'https://help.example.cn/guide', external: true })).toEqual({
      kind: 'route',
      to: '/frame?url=https%3A%2F%2Fhelp.example.cn%2Fguide',
    });
    expect(menuAction({ path: 'https://pms.example.cn', target: '_blank' })).toEqual({
      kind: 'window',
      url: 'https://pms.example.cn',
    });
    expect(menuAction({ path: '/shopManage/index' })).toEqual({ kind: 'erp' });
    const where = { origin: 'https://console.example.cn', trusted: ['help.example.cn'] };
    expect(targetUrl('?url=https%3A%2F%2Fhelp.example.cn%2Fa', where)).toBe('https://help.example.cn/a');
    expect(targetUrl('?url=%2Fwel%2Findex', where)).toBe('https://console.example.cn/wel/index');
    // an open redirect is refused: any other host, protocol-relative or not, and other schemes
    expect(targetUrl('?url=https%3A%2F%2Fx.cn', where)).toBeNull();
    expect(targetUrl('?url=%2F%2Fx.cn%2Fphish', where)).toBeNull();
    expect(targetUrl('?url=javascript%3Aalert(1)', where)).toBeNull();
  });
});
