import { describe, expect, it } from 'vitest';
import { entity, field, isEntity } from '../src/domain/entity';
import { crud, declaredEntities, serveDeclared } from './contract';
import { DOMAIN_MODULES, servedEntities } from './declarations';
import { menusFor, type MenuNode } from './menus';
import { enText, zhText } from './messages';

/* What a declaration alone makes the mock serve (`Entity.serve`): its calls and its page's menu node. */

const sources = import.meta.glob<Record<string, unknown>>(
  ['../src/domain/*.ts', '!../src/domain/*.test.ts'],
  {
    eager: true,
  },
);

const nameOf = (file: string) => /([^/]+)\.ts$/.exec(file)![1]!;

describe('the declarations the mock reads', () => {
  it('lists every module of src/domain that declares an entity, and no other', () => {
    const declaring = Object.entries(sources)
      .filter(([file, m]) => nameOf(file) !== 'entity' && Object.values(m).some(isEntity))
      .map(([file]) => nameOf(file));
    expect(Object.keys(DOMAIN_MODULES).sort()).toEqual(declaring.sort());
  });

  it('serves each served declaration at its base, once, with its keys (the contract suite runs it)', () => {
    expect(servedEntities.map((e) => e.base)).toContain('/business-member/memberBlacklist');
    for (const e of servedEntities) {
      const served = declaredEntities().filter((d) => d.entity === e);
      expect(served.map((d) => d.prefix)).toEqual([e.base]);
      expect(served[0]!.perm('add')).toBe(`${e.serve.perms}:add`);
    }
  });

  it('refuses a served declaration that a domain also serves by a crud() line', () => {
    const twice = entity(
      { title: field.text({ required: 'fieldRules.required' }) },
      { base: '/test/twice', serve: { perms: 'test:twice' } },
    );
    const served = Object.assign(twice, { serve: twice.serve! });
    crud(twice, { perms: 'test:twice' });
    expect(() => serveDeclared([served])).toThrow(/served by its declaration and by a crud\(\) line/);
  });
});

describe("a served declaration's page in the menus", () => {
  const find = (nodes: MenuNode[], id: number): MenuNode | undefined =>
    nodes.flatMap((n) => [n, ...(n.children ?? [])]).find((n) => n.menuId === id);

  it.each([0, 50])('hangs last in its group, named in zh and en, for place type %i', (placeType) => {
    for (const e of servedEntities.filter((x) => x.serve.menu)) {
      const menu = e.serve.menu!;
      const { menus, permissions } = menusFor(placeType, 'owner');
      const group = find(menus, menu.parent);
      if (!group) continue;
      expect(group.children?.at(-1)).toEqual({
        menuId: menu.menuId,
        name: zhText({ key: menu.title }),
        enName: enText({ key: menu.title }),
        path: menu.path,
        icon: group.icon,
      });
      // the owner holds every key of its calls and the export of its list
      expect(permissions.filter((p) => p.startsWith(`${e.serve.perms}:`)).sort()).toEqual(
        ['add', 'delete', 'edit', 'export', 'list', 'status'].map((k) => `${e.serve.perms}:${k}`),
      );
      // the desk looks but does not change, unless a role gives more
      expect(
        menusFor(placeType, 'staff').permissions.filter((p) => p.startsWith(`${e.serve.perms}:`)),
      ).toEqual([`${e.serve.perms}:list`]);
    }
  });

  it('puts the blacklist under 会员管理 in the hotel and the internet cafe menus', () => {
    for (const placeType of [0, 50]) {
      const node = find(menusFor(placeType, 'owner').menus, 2407);
      expect(node).toMatchObject({ name: '黑名单', enName: 'Blacklist', path: '/member/blacklist' });
    }
  });
});
