#!/usr/bin/env node
// `npm run test:all`: every check the console has, stage by stage, ending with a table of what each stage took.
// The cheap static checks run side by side (each is one process on one core: tsc, eslint, prettier); the
// test runners and builds use both cores of the CI machine on their own. A failing stage stops the run.
// `.ci/run` passes the time npm ci took as CI_INSTALL_SECONDS, so the table covers the whole CI run.
import { spawn } from 'node:child_process';

/** @typedef {{ name: string, steps: string[][] }} Stage  steps of a stage run at the same time */
/** @type {Stage[]} */
const STAGES = [
  { name: 'browser', steps: [['node', 'scripts/ensure-browser.mjs']] },
  {
    name: 'typecheck + lint',
    steps: [
      ['npx', 'tsc', '-b'],
      ['npx', 'eslint', '--max-warnings=0', '.'],
      ['npx', 'prettier', '--check', '--log-level=warn', '.'],
    ],
  },
  { name: 'unit + component', steps: [['npx', 'vitest', 'run']] },
  {
    name: 'builds',
    steps: [
      ['node', 'scripts/build-if-stale.mjs', '--force', '--mode', 'production', '--outDir', 'dist'],
      ['node', 'scripts/build-if-stale.mjs', '--force', '--mode', 'demo', '--outDir', 'dist-demo'],
    ],
  },
  { name: 'e2e', steps: [['npx', 'playwright', 'test']] },
];

function run([cmd, ...args]) {
  return new Promise((resolve) => {
    // the production build must call its own origin (the e2e server project proxies it to the mock server)
    const env = { ...process.env };
    delete env.VITE_API_BASE_URL;
    const child = spawn(cmd, args, { stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

const rows = [];
const install = Number(process.env.CI_INSTALL_SECONDS);
if (Number.isFinite(install) && process.env.CI_INSTALL_SECONDS) rows.push(['install (npm ci)', install, 0]);

const started = Date.now();
let failed = null;
for (const stage of STAGES) {
  const t = Date.now();
  console.log(`\n[ci] ── ${stage.name} ──`);
  const codes = await Promise.all(stage.steps.map(run));
  const seconds = (Date.now() - t) / 1000;
  const code = codes.find((c) => c !== 0) ?? 0;
  rows.push([stage.name, seconds, code]);
  if (code !== 0) {
    failed = stage.name;
    break;
  }
}

const total = rows.reduce((s, [, sec]) => s + sec, 0);
const line = (name, sec, status) => `${name.padEnd(20)} ${sec.toFixed(1).padStart(7)} s  ${status}`;
console.log('\n[ci] stage                 time');
for (const [name, sec, code] of rows)
  console.log(`[ci] ${line(name, sec, code === 0 ? 'ok' : `FAILED (${code})`)}`);
console.log(`[ci] ${line('total', total, failed ? `FAILED in ${failed}` : 'ok')}`);
console.log(`[ci] (stages of this script: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exit(failed ? 1 : 0);
