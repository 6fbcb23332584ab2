#!/usr/bin/env node
// Usage: node scripts/build-if-stale.mjs --mode <mode> --outDir <dir> [--force]
// Runs `vite build --mode <mode> --outDir <dir>` unless <dir>/index.html is newer than every build input
// (src/, mocks/, public/, index.html, .env files, vite/ts configs, package-lock.json) and was built with the
// same mode and VITE_* environment (recorded in <dir>/.build-stamp.json; a build without a stamp, e.g. from
// `npm run build:demo`, is judged by time alone). Used by the Playwright webServers.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    mode: { type: 'string' },
    outDir: { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});
if (!values.mode || !values.outDir) {
  console.error('usage: build-if-stale.mjs --mode <mode> --outDir <dir> [--force]');
  process.exit(2);
}
const mode = values.mode;
const outDir = resolve(root, values.outDir);
const stampFile = join(outDir, '.build-stamp.json');
const viteEnv = Object.fromEntries(
  Object.entries(process.env)
    .filter(([k, v]) => k.startsWith('VITE_') && v !== '')
    .sort(([a], [b]) => a.localeCompare(b)),
);
const wanted = JSON.stringify({ mode, env: viteEnv });

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs; // catches deletions
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.git')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

function staleReason() {
  if (values.force) return '--force';
  const index = join(outDir, 'index.html');
  if (!existsSync(index)) return `${values.outDir}/index.html is missing`;
  if (existsSync(stampFile)) {
    const stamp = readFileSync(stampFile, 'utf8');
    if (stamp !== wanted) return `built with ${stamp}, want ${wanted}`;
  }
  const builtAt = statSync(index).mtimeMs;
  const rootFiles = readdirSync(root).filter(
    (f) =>
      f === 'index.html' ||
      f.startsWith('.env') ||
      /^(vite\.config\.|tsconfig.*\.json$|package(-lock)?\.json$)/.test(f),
  );
  const inputs = ['src', 'mocks', 'public', ...rootFiles];
  for (const input of inputs) {
    if (newestMtime(join(root, input)) > builtAt) return `${input} changed since the last build`;
  }
  return null;
}

const reason = staleReason();
if (reason === null) {
  console.log(`[build-if-stale] ${values.outDir} is up to date (mode ${mode}); not rebuilding.`);
  process.exit(0);
}
console.log(`[build-if-stale] Building ${values.outDir} (mode ${mode}): ${reason}`);
const vite = join(root, 'node_modules', '.bin', 'vite');
const r = spawnSync(vite, ['build', '--mode', mode, '--outDir', outDir], { cwd: root, stdio: 'inherit' });
if (r.error) {
  console.error(`[build-if-stale] could not run vite: ${r.error.message}`);
  process.exit(1);
}
if (r.status !== 0) process.exit(r.status ?? 1);
writeFileSync(stampFile, wanted);
