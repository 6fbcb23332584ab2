#!/usr/bin/env node
// `npm run test:all`: every check the console has, stage by stage, ending with a table of what each stage took.
// The builds use both cores. Then the browser tests run, and everything else runs beside them at a lower
// priority: one Chromium is bound by its renderer's main thread and leaves about two fifths of the two cores idle
// (it waits on the servers, on its own frames and on the test runner), and the unit, component and static checks
// fill that time instead of stages of their own (docs/architecture.md, "Tests"). A failing stage stops the run;
// the table shows each step of a shared stage too.
// `.ci/run` passes the time npm ci took as CI_INSTALL_SECONDS, so the table covers the whole CI run.
import { spawn } from 'node:child_process';

/**
 * A command, as a program and its arguments, with how it runs:
 * - `beside`: at a lower CPU priority (nice 10), so that it takes only the time the browser tests leave idle and
 *   never makes them slower; its output is printed in one block when it ends, not between the e2e report's lines.
 * @typedef {{ label: string, cmd: string[], beside?: boolean }} Command
 * @typedef {Command | Command[]} Step  a list of commands runs them one after another
 * @typedef {{ name: string, steps: Step[] }} Stage  the steps of a stage run at the same time
 */
const NICE = 10;
const beside = (label, ...cmd) => ({ label, cmd, beside: true });

/** @type {Stage[]} */
const STAGES = [
  { name: 'browser', steps: [{ label: 'browser', cmd: ['node', 'scripts/ensure-browser.mjs'] }] },
  {
    name: 'builds',
    steps: ['production:dist', 'demo:dist-demo'].map((m) => {
      const [mode, outDir] = m.split(':');
      const cmd = ['node', 'scripts/build-if-stale.mjs', '--force', '--mode', mode, '--outDir', outDir];
      return { label: mode, cmd };
    }),
  },
  {
    name: 'tests + typecheck + lint',
    steps: [
      { label: 'playwright', cmd: ['npx', 'playwright', 'test'] },
      [
        beside('vitest', 'npx', 'vitest', 'run'),
        beside('tsc', 'npx', 'tsc', '-b'),
        beside('eslint', 'npx', 'eslint', '--max-warnings=0', '.'),
        beside('prettier', 'npx', 'prettier', '--check', '--log-level=warn', '.'),
      ],
    ],
  },
];

/** how long each command took and how it ended, for the table */
const seconds = new Map();
const codes = new Map();

/** @param {Step} step  one command, or a list run one after another (stopping at the first that fails) */
async function run(step) {
  if (Array.isArray(step)) {
    for (const command of step) {
      const code = await run(command);
      if (code !== 0) return code;
    }
    return 0;
  }
  const [program, ...args] = step.beside ? ['nice', '-n', String(NICE), ...step.cmd] : step.cmd;
  const t = Date.now();
  // the production build must call its own origin (the e2e server project proxies it to the mock server)
  const env = { ...process.env };
  delete env.VITE_API_BASE_URL;
  if (step.beside) env.FORCE_COLOR = '0';
  const child = spawn(program, args, { stdio: step.beside ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    const done = (code) => {
      seconds.set(step, (Date.now() - t) / 1000);
      codes.set(step, code);
      if (step.beside && output.length > 0) {
        const text = Buffer.concat(output).toString().trimEnd();
        process.stdout.write(
          `\n[ci] ── ${step.label} (beside the browser tests) ──\n${text}\n[ci] ── end of ${step.label} ──\n`,
        );
      }
      resolve(code);
    };
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(1));
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
  const stepCodes = await Promise.all(stage.steps.map(run));
  const code = stepCodes.find((c) => c !== 0) ?? 0;
  rows.push([stage.name, (Date.now() - t) / 1000, code]);
  if (stage.steps.length > 1)
    // each command of a shared stage (one not run for an earlier failure in its list: 0 s)
    for (const command of stage.steps.flat())
      rows.push([`  ${command.label}`, seconds.get(command) ?? 0, codes.get(command) ?? 'not run', true]);
  if (code !== 0) {
    failed = stage.name;
    break;
  }
}

const total = rows.filter(([, , , sub]) => !sub).reduce((s, [, sec]) => s + sec, 0);
const line = (name, sec, status) => `${name.padEnd(24)} ${sec.toFixed(1).padStart(7)} s  ${status}`;
console.log('\n[ci] stage                     time');
for (const [name, sec, code] of rows)
  console.log(
    `[ci] ${line(name, sec, code === 0 ? 'ok' : typeof code === 'string' ? code : `FAILED (${code})`)}`,
  );
console.log(`[ci] ${line('total', total, failed ? `FAILED in ${failed}` : 'ok')}`);
console.log(`[ci] (stages of this script: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exit(failed ? 1 : 0);
