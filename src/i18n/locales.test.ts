import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { zh as zhCore } from './locales/zh';
import { zhConsole } from './locales/zh/console';
import { en } from './locales/en';

function flatKeys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatKeys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Strip comments so that a Chinese comment explaining a rule does not count as UI text. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

const zh = { ...zhCore, ...zhConsole };

describe('locale files', () => {
  it('zh and en have exactly the same keys', () => {
    const z = flatKeys(zh).sort();
    const e = flatKeys(en).sort();
    expect(z.filter((k) => !e.includes(k))).toEqual([]);
    expect(e.filter((k) => !z.includes(k))).toEqual([]);
    expect(z.length).toBeGreaterThan(100);
  });

  it('no value is empty in either language', () => {
    const empty = (o: object) =>
      flatKeys(o).filter(
        (k) => k.split('.').reduce<unknown>((acc, part) => (acc as Record<string, unknown>)[part], o) === '',
      );
    expect(empty(zh)).toEqual([]);
    expect(empty(en)).toEqual([]);
  });

  it('no source file outside the locale files holds a Chinese string', () => {
    const src = path.resolve(import.meta.dirname, '..');
    const offenders = walk(src)
      .filter((f) => /\.(ts|tsx)$/.test(f))
      .filter(
        (f) =>
          !f.includes(`${path.sep}locales${path.sep}`) &&
          !/\.test\.tsx?$/.test(f) &&
          !f.includes(`${path.sep}test${path.sep}`),
      )
      .filter((f) => /[\u4e00-\u9fa5]/.test(code(readFileSync(f, 'utf8'))))
      .map((f) => path.relative(src, f));
    expect(offenders).toEqual([]);
  });
});
