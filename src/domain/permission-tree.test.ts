import { describe, expect, it } from 'vitest';
import { grantableKeys, mergeTrees, toggle, treeState, type PermNode } from './permission-tree';

/** 房间管理 › 楼栋楼层 (list, add, delete), 房间 (list, edit); 商品管理 (list, add) */
const TREE: PermNode[] = [
  {
    key: 'menu:1100',
    name: '房间管理',
    children: [
      {
        key: 'menu:1101',
        name: '楼栋楼层',
        children: [
          { key: 'room:building:list' },
          { key: 'room:building:add' },
          { key: 'room:building:delete' },
        ],
      },
      { key: 'menu:1103', name: '房间', children: [{ key: 'room:info:list' }, { key: 'room:info:edit' }] },
    ],
  },
  { key: 'menu:1500', name: '商品管理', children: [{ key: 'shop:goods:list' }, { key: 'shop:goods:add' }] },
];

describe('the permission tree of a role', () => {
  it('checks a node whose keys are all granted and half-checks every parent of some', () => {
    const state = treeState(
      TREE,
      new Set(['room:building:list', 'room:building:add', 'room:building:delete']),
    );
    expect(state.checked).toEqual([
      'room:building:list',
      'room:building:add',
      'room:building:delete',
      'menu:1101',
    ]);
    expect(state.halfChecked).toEqual(['menu:1100']);
    const one = treeState(TREE, new Set(['room:info:list']));
    expect(one.halfChecked).toEqual(['menu:1103', 'menu:1100']);
    expect(treeState(TREE, grantableKeys(TREE)).halfChecked).toEqual([]);
    expect(treeState(TREE, grantableKeys(TREE)).checked).toContain('menu:1100');
  });

  it('ignores a key the tree does not offer (a module the places have not bought)', () => {
    const state = treeState(TREE, new Set(['room:lock:list', 'shop:goods:list', 'shop:goods:add']));
    expect(state.checked).toEqual(['shop:goods:list', 'shop:goods:add', 'menu:1500']);
    expect(state.halfChecked).toEqual([]);
    expect(grantableKeys(TREE).has('room:lock:list')).toBe(false);
  });

  it('grants or takes a whole node, and an action brings its page’s view key', () => {
    const all = toggle(TREE, new Set(), 'menu:1100', true);
    expect([...all]).toEqual([
      'room:building:list',
      'room:building:add',
      'room:building:delete',
      'room:info:list',
      'room:info:edit',
    ]);
    expect([...toggle(TREE, all, 'menu:1101', false)]).toEqual(['room:info:list', 'room:info:edit']);
    expect([...toggle(TREE, new Set(), 'room:building:delete', true)].sort()).toEqual([
      'room:building:delete',
      'room:building:list',
    ]);
    // clearing the view key clears what needs it; clearing an action keeps the view
    expect([...toggle(TREE, all, 'room:building:list', false)]).toEqual(['room:info:list', 'room:info:edit']);
    expect(toggle(TREE, all, 'room:building:add', false).has('room:building:list')).toBe(true);
    // a key the tree does not hold changes nothing
    expect(toggle(TREE, new Set(['x']), 'room:lock:list', true)).toEqual(new Set(['x']));
  });

  it('merges the trees of a hotel and an internet cafe by node', () => {
    const cafe: PermNode[] = [
      { key: 'menu:1650', name: '交班明细', children: [{ key: 'handover:netbar:list' }] },
      {
        key: 'menu:1500',
        name: '商品管理',
        children: [{ key: 'shop:goods:list' }, { key: 'shop:goods:edit' }],
      },
    ];
    const merged = mergeTrees(TREE, cafe);
    expect(merged.map((n) => n.key)).toEqual(['menu:1100', 'menu:1500', 'menu:1650']);
    expect(merged[1]!.children!.map((n) => n.key)).toEqual([
      'shop:goods:list',
      'shop:goods:add',
      'shop:goods:edit',
    ]);
  });
});
