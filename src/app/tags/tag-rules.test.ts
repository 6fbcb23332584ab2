import { close, closeAll, closeOthers, refresh, tagKeyOf, visit, type Tag } from './tag-rules';

const open = (paths: string[], start = 0): Tag[] =>
  paths.reduce<Tag[]>((tags, p, i) => {
    const [pathname, search = ''] = p.split('?');
    return visit(tags, pathname!, search ? `?${search}` : '', start + i);
  }, []);

describe('tag rules', () => {
  it('list state (page, size, sort, q_ filters) stays in one tag; identity parameters open separate tags', () => {
    expect(tagKeyOf('/roomManage/roomInfo', '?page=3&q_roomNo=805&size=20')).toBe('/roomManage/roomInfo');
    expect(tagKeyOf('/handOver/detail', '?id=7&page=2')).toBe('/handOver/detail?id=7');
    expect(tagKeyOf('/info/index', '?tab=phone')).toBe('/info/index');
    expect(tagKeyOf('/application/myApp', '?secondType=2')).toBe('/application/myApp');
    const tags = open([
      '/roomManage/roomInfo',
      '/roomManage/roomInfo?page=2&q_roomNo=8',
      '/handOver/detail?id=1',
      '/handOver/detail?id=2',
    ]);
    expect(tags.map((t) => t.key)).toEqual([
      '/roomManage/roomInfo',
      '/handOver/detail?id=1',
      '/handOver/detail?id=2',
    ]);
    // the tag remembers the newest state of its page
    expect(tags[0]!.url).toBe('/roomManage/roomInfo?page=2&q_roomNo=8');
  });

  it('keeps at most 10 tags, dropping the least recently used but never home or the one visited', () => {
    let tags = open(['/wel/index', ...Array.from({ length: 9 }, (_, i) => `/p${i}`)]);
    expect(tags).toHaveLength(10);
    tags = visit(tags, '/p0', '', 100); // p0 used again: p1 becomes the oldest after home
    tags = visit(tags, '/new', '', 101);
    expect(tags).toHaveLength(10);
    expect(tags.map((t) => t.key)).not.toContain('/p1');
    expect(tags.map((t) => t.key)).toContain('/wel/index');
    expect(tags.map((t) => t.key)).toContain('/p0');
    expect(tags.at(-1)!.key).toBe('/new');
  });

  it('never closes a tag with unsaved input, and keeps to the cap the user set (issue 17)', () => {
    let tags = open(['/wel/index', '/p0', '/p1', '/p2', '/p3']);
    // p0 and p1 hold unsaved input: with a cap of 5 the sixth tag closes p2, the oldest that may go
    const unsaved = (key: string) => key === '/p0' || key === '/p1';
    tags = visit(tags, '/new', '', 100, 5, unsaved);
    expect(tags.map((t) => t.key)).toEqual(['/wel/index', '/p0', '/p1', '/p3', '/new']);
    // when only unsaved tags are left to close, the bar goes above the cap rather than lose work
    tags = visit(open(['/wel/index', '/p0', '/p1']), '/new', '', 100, 3, unsaved);
    expect(tags.map((t) => t.key)).toEqual(['/wel/index', '/p0', '/p1', '/new']);
  });

  it('closing the active tag goes to its right neighbour, else its left; home cannot be closed', () => {
    const tags = open(['/wel/index', '/a', '/b', '/c']);
    expect(close(tags, '/b', '/b')).toEqual({ tags: tags.filter((t) => t.key !== '/b'), goTo: '/c' });
    expect(close(tags, '/c', '/c').goTo).toBe('/b');
    expect(close(tags, '/a', '/c').goTo).toBeNull();
    expect(close(tags, '/wel/index', '/wel/index').tags).toHaveLength(4);
  });

  it('close others and close all keep home; refresh bumps only its tag', () => {
    const tags = open(['/wel/index', '/a', '/b']);
    expect(closeOthers(tags, '/b').map((t) => t.key)).toEqual(['/wel/index', '/b']);
    expect(closeAll(tags).map((t) => t.key)).toEqual(['/wel/index']);
    expect(refresh(tags, '/a').map((t) => t.nonce)).toEqual([0, 1, 0]);
  });
});
