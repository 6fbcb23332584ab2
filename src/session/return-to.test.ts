import { landing, returnOf, withReturn } from './return-to';

describe('the page asked for before signing in (issue 17)', () => {
  it('carries a page of the console and nothing else', () => {
    expect(withReturn('/login', '/shop/goodsManage?q_goodsName=水')).toBe(
      '/login?redirect=%2Fshop%2FgoodsManage%3Fq_goodsName%3D%E6%B0%B4',
    );
    expect(returnOf('?redirect=%2Fshop%2FgoodsManage%3Fq_goodsName%3D%E6%B0%B4')).toBe(
      '/shop/goodsManage?q_goodsName=水',
    );
    // no open redirect, no loop through the signed-out pages, nothing for home
    for (const bad of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      '/login',
      '/pickplace?x=1',
      '/wel/index',
      '/',
    ])
      expect(returnOf(`?redirect=${encodeURIComponent(bad)}`)).toBeNull();
    expect(withReturn('/login', '/wel/index')).toBe('/login');
    expect(returnOf('')).toBeNull();
  });

  it('lands on the page when the entered place has it, else on the first page', () => {
    const has = (p: string) => p === '/shop/goodsManage';
    expect(landing('/wel/index', '/shop/goodsManage?page=2', has)).toBe('/shop/goodsManage?page=2');
    expect(landing('/wel/index', '/staff/position', has)).toBe('/wel/index');
    expect(landing('/pickplace', '/shop/goodsManage', has)).toBe('/pickplace?redirect=%2Fshop%2FgoodsManage');
    expect(landing('/addInfo', '/shop/goodsManage', has)).toBe('/addInfo');
    expect(landing('/wel/index', null, has)).toBe('/wel/index');
  });
});

describe('a page outside the layout (the seat map)', () => {
  it('is returned to when the menu holds the entry that admits it', async () => {
    const { inMenu } = await import('./sign-in');
    const { setAccess } = await import('@/access/access-store');
    const { menuPathOf, registerMenuOwner } = await import('@/access/menu');
    // as src/app/features.ts says it from the cafe's manifest
    registerMenuOwner('/manageSite', '/netBar/seatConfig');
    expect(menuPathOf('/manageSite')).toBe('/netBar/seatConfig');
    expect(menuPathOf('/shop/goodsManage')).toBe('/shop/goodsManage');
    setAccess(1014, [{ menuId: 1690, name: '机位设置', path: '/netBar/seatConfig' } as never], []);
    expect(inMenu('/manageSite')).toBe(true);
    expect(landing('/handOver/netbarDetail', '/manageSite', inMenu)).toBe('/manageSite');
    setAccess(1014, [{ menuId: 1660, name: '上机记录', path: '/netBar/computerLog' } as never], []);
    expect(landing('/handOver/netbarDetail', '/manageSite', inMenu)).toBe('/handOver/netbarDetail');
  });
});
