import { describe, expect, it } from 'vitest';
import { crudFiles, type CrudModule } from './feature';

describe('crudFiles', () => {
  const config = { key: 'blacklist' } as unknown as CrudModule['default'];

  it('makes each <name>.crud.ts the page <prefix>/<name>, its default export the config', async () => {
    const pages = crudFiles('/member', {
      './blacklist.crud.ts': () => Promise.resolve({ default: config }),
    });
    expect(Object.keys(pages)).toEqual(['/member/blacklist']);
    expect(pages['/member/blacklist']!.perms).toBeUndefined();
    await expect(pages['/member/blacklist']!.crud()).resolves.toBe(config);
  });

  it('refuses a file that is not a <name>.crud.ts', () => {
    expect(() =>
      crudFiles('/member', { './blacklist.ts': () => Promise.resolve({ default: config }) }),
    ).toThrow(/not a <name>\.crud\.ts file/);
  });
});
