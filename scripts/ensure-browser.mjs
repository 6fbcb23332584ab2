#!/usr/bin/env node
// Makes sure Debian's Chromium, its headless shell and a CJK font are installed, for the benchmark (Chromium) and
// Playwright (e2e, the headless shell: scripts/chromium.mjs).
// Never use `npx playwright install`: it downloads a browser build, which cannot be fetched here.
// Fast no-op when all are present; otherwise `apt-get update && apt-get install -y` of the three packages (as root,
// else through sudo), with apt's output streamed. Exits non-zero with a clear message on failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './chromium.mjs';

const PACKAGES = ['chromium', 'chromium-headless-shell', 'fonts-wqy-microhei'];

function capture(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return r.error || r.status !== 0 ? null : r.stdout;
}

function hasCjkFont() {
  const zh = capture('fc-list', [':lang=zh', 'family']);
  if (zh && zh.trim() !== '') return true;
  const status = capture('dpkg-query', ['-W', '-f=${Status}', 'fonts-wqy-microhei']);
  return status !== null && status.includes('install ok installed');
}

function missing() {
  const out = [];
  if (!existsSync(CHROMIUM_PATH)) out.push(`Chromium (${CHROMIUM_PATH})`);
  if (!existsSync(HEADLESS_SHELL_PATH)) out.push(`Chromium's headless shell (${HEADLESS_SHELL_PATH})`);
  if (!hasCjkFont()) out.push('a CJK font (fonts-wqy-microhei)');
  return out;
}

function fail(message) {
  console.error(`\n[ensure-browser] ERROR: ${message}`);
  console.error(
    `[ensure-browser] Install by hand as root: apt-get update && apt-get install -y ${PACKAGES.join(' ')}`,
  );
  process.exit(1);
}

function run(prefix, cmd, args, env) {
  const full = [...prefix, cmd, ...args];
  console.log(`[ensure-browser] $ ${full.join(' ')}`);
  const r = spawnSync(full[0], full.slice(1), { stdio: ['ignore', 'inherit', 'inherit'], env });
  if (r.error) fail(`could not run ${full[0]}: ${r.error.message}`);
  if (r.status !== 0) fail(`\`${full.join(' ')}\` exited with ${r.status ?? r.signal}`);
}

const before = missing();
if (before.length === 0) process.exit(0);

console.log(`[ensure-browser] Missing: ${before.join(', ')}. Installing ${PACKAGES.join(' ')} with apt-get…`);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let prefix = [];
if (!isRoot) {
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  if (sudo.error || sudo.status !== 0) {
    fail('not running as root and `sudo -n` is not available, so apt-get cannot install the browser.');
  }
  prefix = ['sudo', '-n', 'DEBIAN_FRONTEND=noninteractive'];
}
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const started = Date.now();
run(prefix, 'apt-get', ['update'], env);
run(prefix, 'apt-get', ['install', '-y', ...PACKAGES], env);

const after = missing();
if (after.length > 0) fail(`still missing after apt-get install: ${after.join(', ')}`);
const version = capture(CHROMIUM_PATH, ['--version'])?.trim() ?? 'unknown version';
console.log(
  `[ensure-browser] OK: ${version}, CJK font present (${((Date.now() - started) / 1000).toFixed(1)} s).`,
);
