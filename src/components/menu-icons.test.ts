import { menusFor } from '@mocks/menus';
import type { MenuNode } from '@/access/menu';
import { MENU_ICONS } from './menu-icons';

const icons = (menus: MenuNode[]): string[] =>
  menus.flatMap((m) => [...(m.icon ? [m.icon] : []), ...icons(m.children ?? [])]);

describe('server menu icons', () => {
  it('every icon key the mock menus send has a component in the whitelist', () => {
    const used = new Set(
      [0, 2, 3, 50].flatMap((type) =>
        (['owner', 'staff'] as const).flatMap((role) => icons(menusFor(type, role).menus)),
      ),
    );
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((key) => !(key in MENU_ICONS))).toEqual([]);
  });
});
