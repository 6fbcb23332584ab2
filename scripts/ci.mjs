#!/usr/bin/env node
// `npm run test:all`: every check the console has, stage by stage, ending with a table of what each stage took.
// The test runners and builds use both cores of the CI machine; the cheap static checks (one process on one core
// each: tsc, eslint, oxfmt) run beside the e2e tests, in the time one Chromium leaves idle. A failing stage
// stops the run; the table shows each step of a shared stage too.
// `.ci/run` passes the time npm ci took as CI_INSTALL_SECONDS, so the table covers the whole CI run.
import { spawn } from 'node:child_process';

/**
 * @typedef {{ label: string, cmd: string[] }} Command  a program and its arguments, named in the table
 * @typedef {{ name: string, steps: Array<Command | Command[]> }} Stage  steps of a stage run at the same time; a
 *   step that is a list of commands runs them one after another
 */
const command = (label, ...cmd) => ({ label, cmd });
const build = (mode, outDir) =>
  command(mode, 'node', 'scripts/build-if-stale.mjs', '--force', '--mode', mode, '--outDir', outDir);

const STATIC_CHECKS = [
  command('typecheck', 'npm', 'run', '--silent', 'typecheck'),
  command('eslint', 'npx', 'eslint', '--max-warnings=0', '.'),
  command('oxfmt', 'npx', 'oxfmt', '--check'),
];
/** @type {Stage[]} */
const STAGES = [
  { name: 'browser', steps: [command('browser', 'node', 'scripts/ensure-browser.mjs')] },
  { name: 'unit + component', steps: [command('vitest', 'npx', 'vitest', 'run')] },
  { name: 'builds', steps: [build('production', 'dist'), build('demo', 'dist-demo')] },
  // One Chromium leaves about a fifth of the two cores idle (it waits on the servers and on its own frames):
  // the static checks run in that time instead of a stage of their own, which took 25–36 s (measured
  // 2026-11-26) — one after another, on one core: three at once took more than the idle fifth, and on a slow
  // day (2026-11-27, everything 2.1 × slower) the browser tests they ran beside neared their time limits.
  {
    name: 'e2e + typecheck + lint',
    steps: [command('playwright', 'npx', 'playwright', 'test'), STATIC_CHECKS],
  },
];

/** how long each command of a stage took and how it ended, for the table */
const stepSeconds = new Map();
const stepCodes = new Map();

/** a step: one command, or a list of commands run one after another (stopping at the first that fails) */
async function run(step) {
  if (Array.isArray(step)) {
    for (const c of step) {
      const code = await run(c);
      if (code !== 0) return code;
    }
    return 0;
  }
  const [cmd, ...args] = step.cmd;
  const t = Date.now();
  return new Promise((resolve) => {
    // the production build must call its own origin (the e2e server project proxies it to the mock server)
    const env = { ...process.env };
    delete env.VITE_API_BASE_URL;
    const child = spawn(cmd, args, { stdio: 'inherit', env });
    child.on('exit', (code, signal) => {
      stepSeconds.set(step, (Date.now() - t) / 1000);
      stepCodes.set(step, code ?? (signal ? 1 : 0));
      resolve(stepCodes.get(step));
    });
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
  if (stage.steps.length > 1)
    stage.steps.forEach((step, i) => {
      // a chain shows each of its commands (one not run for an earlier failure: 0 s)
      for (const c of Array.isArray(step) ? step : [step])
        rows.push([
          `  ${c.label}`,
          stepSeconds.get(c) ?? 0,
          stepCodes.get(c) ?? (Array.isArray(step) ? 'not run' : codes[i]),
          true,
        ]);
    });
  if (code !== 0) {
    failed = stage.name;
    break;
  }
}

const total = rows.filter(([, , , sub]) => !sub).reduce((s, [, sec]) => s + sec, 0);
const line = (name, sec, status) => `${name.padEnd(20)} ${sec.toFixed(1).padStart(7)} s  ${status}`;
console.log('\n[ci] stage                 time');
for (const [name, sec, code] of rows)
  console.log(
    `[ci] ${line(name, sec, code === 0 ? 'ok' : typeof code === 'string' ? code : `FAILED (${code})`)}`,
  );
console.log(`[ci] ${line('total', total, failed ? `FAILED in ${failed}` : 'ok')}`);
console.log(`[ci] (stages of this script: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exit(failed ? 1 : 0);
