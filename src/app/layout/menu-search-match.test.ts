import type { MenuNode } from '@/access/menu';
import { buildEntries, loadPinyin, pushRecent, searchMenus } from './menu-search-match';

const leaf = (menuId: number, name: string, enName: string, path: string): MenuNode => ({
  menuId,
  name,
  enName,
  path,
});
const leaves = [
  leaf(1, '首页', 'Home', '/wel/index'),
  leaf(2, '房型管理', 'Room types', '/roomManage/roomModel'),
  leaf(3, '房间信息', 'Rooms', '/roomManage/roomInfo'),
  leaf(4, '计费规则', 'Billing rules', '/feeRule/index'),
  leaf(5, '收款账户', 'Payment accounts', '/admin/pay'),
];

describe('menu search', async () => {
  const pinyin = await loadPinyin();
  const entries = buildEntries(leaves, 'zh', pinyin);
  const paths = (q: string, recent: string[] = []) => searchMenus(entries, q, recent).map((e) => e.menu.path);

  it('finds by name prefix, pinyin initials and full pinyin', () => {
    expect(paths('房')).toEqual(['/roomManage/roomModel', '/roomManage/roomInfo']);
    expect(paths('jfgz')).toEqual(['/feeRule/index']);
    expect(paths('JF')).toEqual(['/feeRule/index']);
    expect(paths('jifei')).toEqual(['/feeRule/index']);
    expect(paths('fj')).toEqual(['/roomManage/roomInfo']);
    expect(paths('规则')).toEqual([]); // a prefix search, not a substring search
    expect(paths('bill')).toEqual(['/feeRule/index']);
  });

  it('finds an English name typed with its spaces, and by any of its words', () => {
    const en = buildEntries(
      [...leaves, leaf(6, '楼栋楼层', 'Buildings & Floors', '/roomManage/index')],
      'en',
      pinyin,
    );
    const found = (q: string) => searchMenus(en, q, []).map((e) => e.menu.path);
    expect(found('Buildings & Floors')).toEqual(['/roomManage/index']);
    expect(found('floors')).toEqual(['/roomManage/index']);
    expect(found('Payment acc')).toEqual(['/admin/pay']);
    expect(found('rules')).toEqual(['/feeRule/index']);
    expect(found('ules')).toEqual([]);
    // the page the query starts comes before one where it starts a later word
    const settings = buildEntries(
      [
        leaf(7, 'OTA设置', 'OTA Settings', '/roomManage/otaConfig'),
        leaf(8, '设置', 'Settings', '/info/setting'),
      ],
      'en',
      pinyin,
    );
    expect(searchMenus(settings, 'Settings', []).map((e) => e.menu.path)).toEqual([
      '/info/setting',
      '/roomManage/otaConfig',
    ]);
  });

  it('puts recent pages on top', () => {
    expect(paths('', ['/admin/pay', '/feeRule/index']).slice(0, 3)).toEqual([
      '/admin/pay',
      '/feeRule/index',
      '/wel/index',
    ]);
    expect(paths('f', ['/roomManage/roomInfo'])).toEqual(['/roomManage/roomInfo', '/roomManage/roomModel']);
    expect(pushRecent(['/a', '/b', '/c'], '/b')).toEqual(['/b', '/a', '/c']);
    expect(pushRecent(['/1', '/2', '/3', '/4', '/5'], '/6')).toEqual(['/6', '/1', '/2', '/3', '/4']);
  });
});
