import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * /login's first load is the console's entry and what it imports statically (a dynamic `import()` is a chunk
 * of its own, loaded later): issue 18 keeps it ≤ 200 kB gzip, which `npm run bench` measures. This test keeps
 * its packages to the few the login needs, so a static import of antd (its runtime styles, Form and inputs
 * are about 85 kB) or another heavy package anywhere in that graph fails here, before the bench.
 */
const ROOT = resolve(__dirname, '../..');
const STATIC = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? resolve(ROOT, 'src', spec.slice(2))
    : spec.startsWith('@mocks/')
      ? resolve(ROOT, 'mocks', spec.slice(7))
      : resolve(dirname(from), spec);
  for (const f of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (statSync(f, { throwIfNoEntry: false })?.isFile()) return f;
  return null;
}

/** The packages (and files) reached by static imports from `entry`. */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC)) {
      if (!spec || /\.(css|svg|png)(\?.*)?$/.test(spec)) continue;
      if (spec.startsWith('.') || spec.startsWith('@/') || spec.startsWith('@mocks/')) {
        const next = resolveLocal(file, spec);
        if (!next) throw new Error(`${file}: cannot resolve ${spec}`);
        visit(next);
      } else
        packages.add(
          spec
            .split('/')
            .slice(0, spec.startsWith('@') ? 2 : 1)
            .join('/'),
        );
    }
  };
  visit(entry);
  return { files, packages };
}

describe("/login's first load (issue 18)", () => {
  // main.tsx starts the console with a dynamic import of boot.tsx, the first load's other half
  const graph = staticGraph(resolve(ROOT, 'src/boot.tsx'));

  it('carries React, the router and i18next, and no antd', () => {
    expect([...graph.packages].sort()).toEqual([
      'i18next',
      'js-cookie',
      'react',
      'react-dom',
      'react-i18next',
      'react-router',
      'zustand',
    ]);
  });

  it('holds the login page and nothing of the console layout or the request layer', () => {
    const rel = [...graph.files].map((f) => f.slice(ROOT.length + 1));
    expect(rel).toContain('src/features/auth/login-form.tsx');
    const console = /^src\/(app\/layout\/console-layout|api\/client|crud\/|session\/resume)|^mocks\//;
    expect(rel.filter((f) => console.test(f))).toEqual([]);
  });
});
