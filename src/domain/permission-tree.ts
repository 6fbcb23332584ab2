/**
 * The permission tree of a role (§6, issue 21): the place's menu pages, each with the resource keys it hands
 * out as leaves. The server answers the tree a role's places allow (role/view); this module is what the roles
 * page does with it — which boxes are checked or half-checked for a set of granted keys, and what ticking a box
 * grants — and what the mock checks a grant against. Pure: no DOM, no React.
 */

/** A menu page or group (`menu:<menuId>`, with children) or a resource key (a leaf: `room:building:add`). */
export interface PermNode {
  key: string;
  /** a menu node's name (zh) and English name; a leaf is named by its action (menu-admin.ts `keyAction`) */
  name?: string;
  enName?: string;
  children?: PermNode[];
}

export const isLeaf = (n: PermNode) => !n.children;

/** The resource keys under a node (itself when it is one), in tree order. */
export function leavesOf(node: PermNode): string[] {
  return node.children ? node.children.flatMap(leavesOf) : [node.key];
}

/** Every resource key of a tree: what a role covering these places may be given. */
export const grantableKeys = (tree: readonly PermNode[]): Set<string> => new Set(tree.flatMap(leavesOf));

/**
 * What the boxes of a tree show for granted keys: a node is checked when every key under it is granted, half
 * checked when some are. Keys the tree does not hold (a module not bought) are ignored.
 * @example treeState([{ key: 'menu:1', children: [{ key: 'a:list' }, { key: 'a:add' }] }], new Set(['a:list']))
 * // { checked: ['a:list'], halfChecked: ['menu:1'] }
 */
export function treeState(
  tree: readonly PermNode[],
  granted: ReadonlySet<string>,
): { checked: string[]; halfChecked: string[] } {
  const checked: string[] = [];
  const halfChecked: string[] = [];
  /** how many of the node's leaves are granted, of how many */
  const walk = (n: PermNode): [number, number] => {
    if (!n.children) {
      const on = granted.has(n.key);
      if (on) checked.push(n.key);
      return [on ? 1 : 0, 1];
    }
    let on = 0;
    let all = 0;
    for (const c of n.children) {
      const [a, b] = walk(c);
      on += a;
      all += b;
    }
    if (all > 0 && on === all) checked.push(n.key);
    else if (on > 0) halfChecked.push(n.key);
    return [on, all];
  };
  tree.forEach(walk);
  return { checked, halfChecked };
}

/** The action a resource key allows: its last segment (`room:building:delete` → `delete`). */
const actionOf = (key: string) => key.slice(key.lastIndexOf(':') + 1);

/** A page's keys that mean seeing it: without one of them, no other key of the page is of use. */
const VIEW_ACTIONS = new Set(['list', 'view', 'myApp']);

/** The page (the parent of leaves) holding a key, and its leaves. */
function pageOf(tree: readonly PermNode[], key: string): PermNode | null {
  for (const n of tree) {
    if (!n.children) continue;
    if (n.children.some((c) => !c.children && c.key === key)) return n;
    const found = pageOf(n.children, key);
    if (found) return found;
  }
  return null;
}

function find(tree: readonly PermNode[], key: string): PermNode | null {
  for (const n of tree) {
    if (n.key === key) return n;
    const found = n.children ? find(n.children, key) : null;
    if (found) return found;
  }
  return null;
}

/**
 * The granted keys after a box is ticked (`on`) or cleared: a menu node grants or takes all its keys. A page's
 * other keys need its view key (`:list`): ticking 删除 grants 查看 too, and clearing 查看 clears the page.
 * @example toggle(tree, new Set(), 'room:building:delete', true) // room:building:delete and room:building:list
 */
export function toggle(
  tree: readonly PermNode[],
  granted: ReadonlySet<string>,
  key: string,
  on: boolean,
): Set<string> {
  const next = new Set(granted);
  const node = find(tree, key);
  if (!node) return next;
  const keys = leavesOf(node);
  for (const k of keys) {
    if (on) next.add(k);
    else next.delete(k);
  }
  if (node.children) return next;
  const page = pageOf(tree, key);
  const siblings = page ? leavesOf(page) : [];
  const view = siblings.find((k) => VIEW_ACTIONS.has(actionOf(k)));
  if (!view || view === key) {
    // clearing the view key clears what needs it
    if (!on && view === key) for (const k of siblings) next.delete(k);
    return next;
  }
  if (on) next.add(view);
  return next;
}

/**
 * Two trees as one (a role covering a hotel and an internet cafe): nodes of the same key merged, children in
 * the order first seen.
 */
export function mergeTrees(a: readonly PermNode[], b: readonly PermNode[]): PermNode[] {
  const out: PermNode[] = a.map((n) => ({ ...n }));
  for (const n of b) {
    const i = out.findIndex((m) => m.key === n.key);
    if (i < 0) out.push({ ...n });
    else if (out[i]!.children && n.children)
      out[i] = { ...out[i]!, children: mergeTrees(out[i]!.children!, n.children) };
  }
  return out;
}
