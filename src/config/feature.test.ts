import { describe, expect, it } from 'vitest';
import { crudFiles, type CrudModule } from './feature';

describe('crudFiles', () => {
  const config = { key: 'blacklist' } as unknown as CrudModule['default'];
  const load = () => Promise.resolve({ default: config });

  it('makes each <a>.<b>.crud.ts the page /<a>/<b>, its default export the config', async () => {
    const pages = crudFiles({ '../features/members/member.blacklist.crud.ts': load });
    expect(Object.keys(pages)).toEqual(['/member/blacklist']);
    expect(pages['/member/blacklist']!.perms).toBeUndefined();
    await expect(pages['/member/blacklist']!.crud()).resolves.toBe(config);
  });

  it('refuses a file whose name is not a path', () => {
    for (const file of ['./blacklist.crud.ts', './member.blacklist.ts', './member..list.crud.ts'])
      expect(() => crudFiles({ [file]: load }), file).toThrow(/not a <a>\.<b>\.crud\.ts file/);
  });
});
