#!/usr/bin/env node
// `npm run bench`: bundle sizes and load timings, reported (not asserted). Writes .bench/last.json.
//
//   node scripts/bench.mjs [--skip-build] [--runs 5] [--settle 1000] [--no-throttle] [--only id,id]
//
// 1. Builds the production bundle (mocks off: what users get) into .bench/dist and the demo bundle
//    (mocks on) into .bench/dist-demo. Exit 1 if a build fails.
// 2. Runs the measurements in MEASUREMENTS, in order, and prints one compact table. To add one (home LCP,
//    memory after 30 tabs, …), append { id, title, needs, run } to MEASUREMENTS; `run(ctx)` returns rows
//    ({ name, value, unit, note? }) and may return `data` for last.json. See `ctx` in main() for helpers.
//    lcp-home (signed-in /wel/index) and tags-memory (JS heap after 30 + 30 tag visits) sign in to the
//    demo build with the mock accounts; when the UI does not behave they save .bench/<id>-failure.png.
//
// Exit codes: 0 = numbers reported (PASS or OVER alike); 1 = a build failed; 2 = a measurement crashed.
// Timings on these shared 2-core machines vary by about ±20% from run to run: compare against the bare-page
// baseline measured in the same run, not against numbers from another day.
import { spawn, spawnSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { dirname, extname, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { heapDiff, summary as heapSummary } from './heap-diff.mjs';

/** A page's LCP next to the bare baseline measured in the same run, and their difference. */
function lcpRows(page, bare, names) {
  const row = (name, m) => ({
    name,
    value: ms(m.median),
    unit: 'ms',
    note: `samples ${m.samples.map(ms).join(' ')}`,
  });
  return [
    row(names.page, page),
    row(names.bare, bare),
    {
      name: names.diff,
      value: page.median === null || bare.median === null ? null : ms(page.median - bare.median),
      unit: 'ms',
    },
  ];
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BENCH_DIR = join(ROOT, '.bench');
const HOST = '127.0.0.1';
const PORTS = { prod: 4313, bare: 4314, demo: 4315, board: 4316, server: 4317, mock: 4318, seats: 4319 };
/** a live grid (the room board, the seat map) may take at most this many times a plain memoised-div grid
 * (issue 18; issue 5 had allowed 1.7) */
const BOARD_RATIO_BUDGET = 1.5;
const LOGIN_BUDGET_KB = 200;
/** issue 18: the second pass over the tags grows the heap by ≤ 1 MB after GC */
const TAGS_HEAP_BUDGET = 1e6;

const { values: opts } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    settle: { type: 'string', default: '1000' },
    'no-throttle': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(opts.runs) || 5);
const SETTLE_MS = Math.max(0, Number(opts.settle) || 0);

// ---------------------------------------------------------------------------------------------------------
// helpers

const kB = (bytes) => bytes / 1000;
const fmtKB = (bytes) => `${kB(bytes).toFixed(1)} kB`;
const gzipSize = (buf) => gzipSync(buf, { level: 9 }).length;
const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Runs vite build; returns its duration in ms, or null when it failed (reported; exit 1 at the end). */
function viteBuild(mode, outDir) {
  const vite = join(ROOT, 'node_modules', '.bin', 'vite');
  console.log(`\n$ vite build --mode ${mode} --outDir ${relative(ROOT, outDir)}`);
  const started = Date.now();
  // --manifest: the manifest's `imports` cross-check the static graph read from the chunks.
  const r = spawnSync(vite, ['build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--manifest'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (r.error || r.status !== 0) {
    console.error(`\nbench: vite build --mode ${mode} FAILED (${r.error?.message ?? `exit ${r.status}`})`);
    return null;
  }
  return Date.now() - started;
}

/** All files under dir, as paths relative to dir with forward slashes. */
function listFiles(dir, prefix = '') {
  const out = [];
  for (const e of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...listFiles(dir, rel));
    else out.push(rel);
  }
  return out;
}

/** Attribute values of tags in index.html (no HTML parser needed for Vite's own output). */
function htmlRefs(html) {
  const tags = html.match(/<(script|link)\b[^>]*>/gi) ?? [];
  const attr = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
  const refs = { entries: [], classic: [], modulepreload: [], css: [] };
  for (const tag of tags) {
    if (/^<script/i.test(tag)) {
      const src = attr(tag, 'src');
      if (src && attr(tag, 'type') === 'module') refs.entries.push(src);
      else if (src) refs.classic.push(src); // the login's first paint, /prepaint.js
    } else {
      const rel = attr(tag, 'rel');
      const href = attr(tag, 'href');
      if (!href) continue;
      if (rel === 'modulepreload') refs.modulepreload.push(href);
      else if (rel === 'stylesheet') refs.css.push(href);
    }
  }
  return refs;
}

/** Static imports of a built ES chunk: `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`. */
function staticImports(code) {
  const re = /(?<![\w$.])(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?["']([^"'\n]+\.js)["']/g;
  const out = new Set();
  for (const m of code.matchAll(re)) {
    const spec = m[1];
    if (spec.startsWith('./') || spec.startsWith('../') || spec.startsWith('/')) out.add(spec);
  }
  return [...out];
}

/** url path (as in index.html, e.g. /assets/x.js) -> file path relative to dist */
const urlToRel = (url) => url.replace(/^\//, '').split(/[?#]/)[0];

/**
 * Analyses a build: initial JS+CSS of the HTML entry (entry + transitive static imports + stylesheets),
 * gzip of every file, the largest chunk, and a cross-check against Vite's manifest.
 */
function analyseBuild(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = htmlRefs(html);
  const sizes = new Map();
  const sizeOf = (rel) => {
    if (!sizes.has(rel)) {
      const buf = readFileSync(join(dist, rel));
      sizes.set(rel, { raw: buf.length, gzip: gzipSize(buf) });
    }
    return sizes.get(rel);
  };

  const initialJs = [];
  const seen = new Set();
  const manifestFile = join(dist, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : null;
  // the console's boot chunk is first-load code too: the entry imports it at once (after the first paint of a
  // prepainted /login, src/main.tsx), with its static imports and their stylesheets
  const boot = manifest?.['src/boot.tsx'];
  const queue = [...refs.entries.map(urlToRel), ...(boot ? [boot.file] : [])];
  while (queue.length) {
    const rel = queue.shift();
    if (seen.has(rel)) continue;
    seen.add(rel);
    if (!existsSync(join(dist, rel))) throw new Error(`index.html or a chunk refers to missing ${rel}`);
    initialJs.push(rel);
    for (const spec of staticImports(readFileSync(join(dist, rel), 'utf8'))) {
      const target = spec.startsWith('/')
        ? urlToRel(spec)
        : normalize(join(dirname(rel), spec))
            .split(sep)
            .join('/');
      queue.push(target);
    }
  }
  const initialCss = refs.css.map(urlToRel);
  if (manifest)
    for (const chunk of Object.values(manifest))
      if (seen.has(chunk.file))
        for (const c of chunk.css ?? []) if (!initialCss.includes(c)) initialCss.push(c);
  const initialClassic = refs.classic.map(urlToRel).filter((rel) => existsSync(join(dist, rel)));
  const initial = [...initialClassic, ...initialJs, ...initialCss].map((file) => ({ file, ...sizeOf(file) }));

  const notes = [];
  const preloads = refs.modulepreload.map(urlToRel);
  const missingPreload = preloads.filter((p) => !seen.has(p));
  if (missingPreload.length)
    notes.push(`modulepreload not reached by static imports: ${missingPreload.join(', ')}`);

  if (manifest) {
    const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
    if (entryKey) {
      const closure = new Set();
      const css = new Set();
      const walk = (key) => {
        const chunk = manifest[key];
        if (!chunk || closure.has(chunk.file)) return;
        closure.add(chunk.file);
        (chunk.css ?? []).forEach((c) => css.add(c));
        (chunk.imports ?? []).forEach(walk);
      };
      walk(entryKey);
      if (boot) walk('src/boot.tsx');
      const a = [...seen].sort().join(',');
      const b = [...closure].sort().join(',');
      if (a !== b) notes.push(`static graph differs from manifest: chunks [${a}] vs manifest [${b}]`);
      const cssMissing = [...css].filter((c) => !initialCss.includes(c));
      if (cssMissing.length)
        notes.push(`manifest CSS of initial chunks not in index.html: ${cssMissing.join(', ')}`);
    }
  }

  const all = listFiles(dist)
    .filter((f) => !f.startsWith('.vite/') && /\.(js|css)$/.test(f))
    .map((file) => ({ file, ...sizeOf(file) }));
  const js = all.filter((f) => f.file.endsWith('.js'));
  const largest = [...js].sort((x, y) => y.gzip - x.gzip)[0] ?? null;
  return {
    initial,
    initialGzip: initial.reduce((s, f) => s + f.gzip, 0),
    initialRaw: initial.reduce((s, f) => s + f.raw, 0),
    largest,
    totalJsGzip: js.reduce((s, f) => s + f.gzip, 0),
    jsFiles: js.length,
    notes,
    sizeOf,
  };
}

/** Starts `vite preview` for dist on port; resolves once it answers. Returns a stop() function. */
async function startPreview(dist, port, env = {}) {
  const vite = join(ROOT, 'node_modules', '.bin', 'vite');
  const child = spawn(
    vite,
    ['preview', '--outDir', dist, '--host', HOST, '--port', String(port), '--strictPort'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, ...env } },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const stop = () => {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM'); // its own process group: vite and anything it spawned
      } catch {
        /* already gone */
      }
    }
  };
  await waitForUrl(
    `http://${HOST}:${port}/`,
    () => child.exitCode !== null,
    () => output,
  );
  return stop;
}

/** The stand-alone mock server (mocks/server) on `port`: the backend of the production build's preview. */
async function startMockServer(port) {
  const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, ['mocks/server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
    env: { ...process.env, MOCK_PORT: String(port) },
  });
  let output = '';
  child.stderr.on('data', (d) => (output += d));
  await waitForUrl(
    `http://${HOST}:${port}/__health`,
    () => child.exitCode !== null,
    () => output,
  );
  return () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
}

async function waitForUrl(url, hasDied, output, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasDied()) throw new Error(`server for ${url} exited:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await sleep(150);
  }
  throw new Error(`server for ${url} did not answer within ${timeoutMs} ms:\n${output()}`);
}

/** A tiny static server (the bare-page baseline). */
async function startStatic(dir, port) {
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };
  const server = http.createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir)) file = join(dir, 'index.html');
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    if (!existsSync(file)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader('content-type', types[extname(file)] ?? 'application/octet-stream');
    createReadStream(file).pipe(res);
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, HOST, ok);
  });
  return () => new Promise((ok) => server.close(() => ok()));
}

/**
 * The page's LCP (ms, or null when it painted nothing contentful) and the same-origin JS/CSS files it
 * fetched, read with a buffered PerformanceObserver once the page has loaded and settled.
 */
async function readLcp(page, origin) {
  return page.evaluate(
    (origin) =>
      new Promise((resolveResult) => {
        let lcp = null;
        const resources = performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name))
          .filter((u) => u.origin === origin && /\.(js|css)$/.test(u.pathname))
          .map((u) => u.pathname);
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) lcp = e.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // buffered entries are delivered in a task after observe(): give them a moment
        setTimeout(() => resolveResult({ lcp, resources }), 100);
      }),
    origin,
  );
}

const newContext = (browser) => browser.newContext({ viewport: { width: 1440, height: 900 } });

/**
 * Loads url in a fresh context, waits for `load` + settle, and returns LCP (ms, or null when the page
 * painted nothing contentful) and the same-origin JS/CSS files it fetched.
 */
async function loadAndMeasure(browser, url, { cpuThrottle = 1 } = {}) {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    if (cpuThrottle > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
    }
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    return await readLcp(page, new URL(url).origin);
  } finally {
    await context.close();
  }
}

async function medianLcp(browser, url, cpuThrottle = 1) {
  const samples = [];
  let resources = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await loadAndMeasure(browser, url, { cpuThrottle });
    samples.push(r.lcp);
    if (i === 0) resources = r.resources;
  }
  return { median: median(samples), samples, resources };
}

const ms = (v) => (v === null ? null : Math.round(v));
const MB = (bytes) => Math.round(bytes / 1e4) / 100;

/** Demo accounts of the mock backend (README). */
const DEMO_PASSWORD = 'abc123456';
const HOME_ACCOUNT = { account: '13800138001', greeting: '李晓梅，您好' }; // one inn: lands on /wel/index
const TAGS_ACCOUNT = { account: '13800138000', place: '云栖电竞酒店(西湖店)' }; // many places: /pickplace
/** Menu names opened through the menu search, in this order, cycled until TAG_VISITS visits. */
const TAG_MENUS = [
  '首页',
  '楼栋楼层',
  '房型管理',
  '房间信息',
  '计费规则',
  '收款账户',
  '商品管理',
  '交班管理',
  '活动数据',
  '支付',
  '购买',
  '我的应用',
  '个人信息',
  '设置',
  '收货地址',
  '系统消息',
  '帮助文档',
  '激活模块',
  '测试',
];
const TAG_VISITS = 30;

/** the lists whose rows a reload should show fast (issue 18; the orders, issue 19) */
const ROWS_PAGES = ['/shop/goodsManage', '/roomManage/roomInfo', '/order/index'];
/** reloads of each list before its samples: the scripts' first loads, without V8's code cache (measured apart) */
const ROWS_WARMUPS = 2;
/** [section to open first, menu entry, its path]: pages not yet opened in the tab, clicked in the side menu */
const MENU_CLICKS = [
  ['', '商品管理', '/shop/goodsManage'],
  ['房间管理', '房间信息', '/roomManage/roomInfo'],
];
/**
 * In every page: the time (performance.now(), ms since the navigation began) at which the shown page first has a
 * row of data, handed to the bench through a binding (`rowsWatch`) so that nothing polls the page while it
 * loads; and the time of the last pointer press (a menu click's start). Reset on each navigation; set
 * `__rowsAt = null` to watch for the next rows after an in-app navigation.
 */
const ROWS_PROBE = `(() => {
  const seen = () => document.querySelector('.keep-alive-page:not([hidden]) .ant-table-row');
  window.__rowsAt = null;
  new MutationObserver(() => {
    if (window.__rowsAt !== null || !seen()) return;
    window.__rowsAt = performance.now();
    window.__benchRowsShown?.(window.__rowsAt);
  }).observe(document, { childList: true, subtree: true });
  addEventListener('pointerdown', () => (window.__pressAt = performance.now()), true);
})();`;

/**
 * The bench's end of ROWS_PROBE: `next()` resolves with the page's clock when the shown page's first row
 * appeared, `reset()` forgets what came before. The page calls out (a binding): waiting by evaluating in the
 * page (Playwright's waitForFunction) ran Playwright's injected script and its polling on the page's main thread
 * while it loaded, which added about 0.6 s to a reload at 4 × CPU (2026-11-27, measured both ways).
 */
async function rowsWatch(page) {
  const seen = [];
  let wake = () => {};
  await page.exposeFunction('__benchRowsShown', (at) => {
    seen.push(at);
    wake();
  });
  return {
    reset: () => void (seen.length = 0),
    next: async (timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!seen.length) {
        if (Date.now() > deadline) throw new Error(`no rows within ${timeoutMs / 1000} s`);
        await new Promise((r) => {
          wake = r;
          setTimeout(r, 250);
        });
      }
      return seen.shift();
    },
  };
}

function expectPath(page, path) {
  const at = new URL(page.url()).pathname;
  if (at !== path) throw new Error(`rows shown on ${at}, not ${path}`);
}

/** Signs in on /login of base; for an owner of many places, enters `place`; resolves on /wel/index. */
async function signIn(page, base, { account, place }) {
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: '账号' }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  if (place) {
    await page.waitForURL(/\/pickplace$/);
    await page.getByRole('button', { name: `进入 ${place}` }).click();
  }
  await page.waitForURL(/\/wel\/index$/);
}

/** Runs fn(page); when it throws, saves a screenshot of the page and names it in the error. */
async function withScreenshot(page, name, fn) {
  try {
    return await fn();
  } catch (e) {
    const file = join(BENCH_DIR, `${name}-failure.png`);
    const saved = await page
      .screenshot({ path: file, fullPage: true })
      .then(() => true)
      .catch(() => false);
    if (saved)
      e.message = `${e.message.split('\n')[0]} (screenshot: ${relative(ROOT, file)}, url ${page.url()})`;
    throw e;
  }
}

/** Opens a page through the in-app menu search (Ctrl+K, type the name, Enter) and waits until it shows. */
async function openBySearch(page, name) {
  const before = page.url();
  const activeTag = await page
    .getByRole('navigation', { name: '已打开的页面' })
    .locator('[aria-current="page"]')
    .first()
    .textContent({ timeout: 2000 })
    .catch(() => null);
  await page.keyboard.press('Control+k');
  // the menu search is a combobox over its list of pages (issue 16); Enter opens the first once it is selected
  const search = page.getByRole('combobox', { name: '搜索菜单' });
  await search.fill(name);
  await page
    .getByRole('option', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) })
    .first()
    .waitFor();
  await page.getByRole('option', { selected: true }).first().waitFor();
  await page.keyboard.press('Enter');
  await search.waitFor({ state: 'hidden' });
  // the page already shown (首页 right after sign-in) leaves the URL as it is
  if (activeTag?.trim() !== name) await page.waitForURL((u) => u.href !== before);
  await page.locator('.keep-alive-page:not([hidden])').waitFor();
  return page.url() !== before;
}

/**
 * A heap snapshot written to `file` (tags-memory: one after the first and the second pass, to tell V8's compiled
 * code from what the console keeps; with BENCH_HEAP_SNAPSHOTS=1 after the third too, to compare in Chromium's
 * DevTools or with scripts/heap-diff.mjs).
 */
async function heapSnapshot(cdp, file) {
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  writeFileSync(file, chunks.join(''));
}

/** Used JS heap (bytes) after two forced garbage collections. */
async function usedHeap(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize, totalSize } = await cdp.send('Runtime.getHeapUsage');
  return { usedSize, totalSize };
}

// ---------------------------------------------------------------------------------------------------------
// measurements: append new ones here. `needs` starts the servers / browser they use ('browser', 'prod',
// 'demo', 'bare'); a measurement that needs 'demo' is skipped when the demo build failed, unless it sets
// `optionalDemo`. `skip(ctx)` may return a reason to skip.

/**
 * A live grid against a plain memoised-div grid of the same items, same page and run (the room board, the seat
 * map): its own small build of `html` (a bench page that sets `window.gridBench`: mount('real' | 'plain'),
 * unmount, update(i), tiles), mounts alternated, then one item's update.
 */
const gridMeasurement = ({ id, title, html, query = '', port, items, real, everyFloor }) => ({
  id,
  title,
  needs: ['browser'],
  run: async (ctx) => {
    const dir = join(BENCH_DIR, id.replace(/-.*/, ''));
    const { build } = await import('vite');
    const { default: react } = await import('@vitejs/plugin-react');
    await build({
      configFile: false,
      root: ROOT,
      logLevel: 'warn',
      plugins: [react()],
      resolve: { alias: { '@': join(ROOT, 'src') } },
      build: { outDir: dir, emptyOutDir: true, rollupOptions: { input: join(ROOT, 'bench', html) } },
    });
    const stop = await startStatic(dir, port);
    const context = await newContext(ctx.browser);
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.goto(`http://${HOST}:${port}/bench/${html}${query}`);
      await page.waitForFunction(() => globalThis.gridBench !== undefined);
      // Chrome's main-thread time (script, style, layout, paint: every task) spent between two points
      const taskMs = async () => {
        const { metrics } = await cdp.send('Performance.getMetrics');
        return metrics.find((m) => m.name === 'TaskDuration').value * 1000;
      };
      const mount = async (kind, layOutEveryFloor = false) => {
        const before = await taskMs();
        const sync = await page.evaluate(
          ([k, e]) => globalThis.gridBench.mount(k, { layOutEveryFloor: e }),
          [kind, layOutEveryFloor],
        );
        const work = (await taskMs()) - before;
        await page.evaluate(() => globalThis.gridBench.unmount());
        return { work, sync };
      };
      const runs = 9;
      const series = { real: [], plain: [], realAll: [], plainAll: [] };
      for (let i = 0; i < 2; i++) {
        await mount('real');
        await mount('plain');
      }
      // alternated, so a slow moment of the shared machine hits both
      for (let i = 0; i < runs; i++) {
        series.real.push(await mount('real'));
        series.plain.push(await mount('plain'));
        if (everyFloor) {
          series.realAll.push(await mount('real', true));
          series.plainAll.push(await mount('plain', true));
        }
      }
      const med = (xs, key) => median(xs.map((x) => x[key]));
      const work = Object.fromEntries(
        Object.entries(series)
          .filter(([, xs]) => xs.length > 0)
          .map(([k, xs]) => [k, med(xs, 'work')]),
      );
      const ratio = work.real / work.plain;

      await page.evaluate(() => globalThis.gridBench.mount('real'));
      const updates = [];
      for (let i = 0; i < runs * 3; i++) {
        const before = await taskMs();
        const u = await page.evaluate((n) => globalThis.gridBench.update(n), i);
        updates.push({ ...u, work: (await taskMs()) - before });
      }
      const tiles = await page.evaluate(() => globalThis.gridBench.tiles());
      const status = ratio <= BOARD_RATIO_BUDGET ? 'PASS' : 'OVER';
      const one = (x) => Math.round(x * 10) / 10;
      const samples = (xs) =>
        `React + first layout ${one(med(xs, 'sync'))} ms; samples ${xs.map((x) => one(x.work)).join(' ')}`;
      const rows = [
        {
          name: `${real}, ${items}: mount to painted`,
          value: one(work.real),
          unit: 'ms',
          note: samples(series.real),
        },
        { name: 'plain memoised-div grid', value: one(work.plain), unit: 'ms', note: samples(series.plain) },
        {
          name: `${real} / plain`,
          value: Math.round(ratio * 100) / 100,
          unit: '×',
          note: `${status} (budget ${BOARD_RATIO_BUDGET}×)`,
        },
      ];
      if (everyFloor)
        rows.push({
          name: 'every floor laid out',
          value: Math.round((work.realAll / work.plainAll) * 100) / 100,
          unit: '×',
          note: `${one(work.realAll)} vs ${one(work.plainAll)} ms: the tiles alone, no floor skipped out of view`,
        });
      rows.push({
        name: 'one item updated',
        value: Math.round(median(updates.map((u) => u.ms)) * 100) / 100,
        unit: 'ms',
        note: `render + layout; ${Math.max(...updates.map((u) => u.renders))} tile re-rendered per update of ${tiles}; main thread to painted ${one(median(updates.map((u) => u.work)))} ms`,
      });
      return { rows, data: { work, series, ratio, updates, tiles, status, budget: BOARD_RATIO_BUDGET } };
    } finally {
      await context.close();
      await stop();
    }
  },
});

const MEASUREMENTS = [
  gridMeasurement({
    id: 'board',
    title: 'room-status board: 2,000 tiles against a plain memoised-div grid, same page and run',
    html: 'board.html',
    port: PORTS.board,
    items: '2,000 rooms',
    real: 'board',
    everyFloor: true,
  }),
  gridMeasurement({
    id: 'seats',
    title: 'internet-cafe seat map: 500 seats against a plain memoised-div grid, same page and run',
    html: 'seats.html',
    port: PORTS.seats,
    items: '500 seats',
    real: 'seat map',
    everyFloor: false,
  }),
  // the board's own size: what the seat map costs where the board's budget is set
  gridMeasurement({
    id: 'seats-2000',
    title: "internet-cafe seat map at the board's size: 2,000 seats against a plain memoised-div grid",
    html: 'seats.html',
    query: '?count=2000',
    port: PORTS.seats,
    items: '2,000 seats',
    real: 'seat map',
    everyFloor: false,
  }),
  {
    id: 'bundle',
    title: 'production bundle (gzip -9)',
    needs: [],
    run: async (ctx) => {
      const a = ctx.builds.prod;
      const status = kB(a.initialGzip) <= LOGIN_BUDGET_KB ? 'PASS' : 'OVER';
      console.log(`\n/login initial JS+CSS, production build (entry + static imports + stylesheets):`);
      for (const f of a.initial)
        console.log(
          `  ${f.file.padEnd(52)} ${fmtKB(f.gzip).padStart(10)} gzip  ${fmtKB(f.raw).padStart(10)} raw`,
        );
      for (const n of a.notes) console.log(`  note: ${n}`);
      return {
        rows: [
          {
            name: '/login initial JS+CSS',
            value: kB(a.initialGzip),
            unit: 'kB',
            note: `${status} (budget ${LOGIN_BUDGET_KB} kB), ${a.initial.length} files`,
          },
          {
            name: 'largest chunk',
            value: kB(a.largest?.gzip ?? 0),
            unit: 'kB',
            note: a.largest?.file ?? '-',
          },
          { name: 'all JS in build', value: kB(a.totalJsGzip), unit: 'kB', note: `${a.jsFiles} chunks` },
        ],
        data: {
          status,
          budgetKB: LOGIN_BUDGET_KB,
          initial: a.initial,
          initialGzip: a.initialGzip,
          largest: a.largest,
          totalJsGzip: a.totalJsGzip,
          notes: a.notes,
        },
      };
    },
  },
  {
    id: 'bundle-demo',
    title: 'demo bundle (mocks on; the mock layer should be lazy)',
    needs: ['demo-build'],
    skip: (ctx) => (ctx.builds.demo ? null : 'demo build failed'),
    run: async (ctx) => {
      const d = ctx.builds.demo;
      const extra = d.initialGzip - ctx.builds.prod.initialGzip;
      for (const n of d.notes) console.log(`  note (demo): ${n}`);
      return {
        rows: [
          {
            name: '/login initial JS+CSS, demo',
            value: kB(d.initialGzip),
            unit: 'kB',
            note: `${extra >= 0 ? '+' : ''}${fmtKB(extra)} vs production`,
          },
        ],
        data: { initial: d.initial, initialGzip: d.initialGzip, largest: d.largest, notes: d.notes },
      };
    },
  },
  {
    id: 'lcp-login',
    title: `LCP, median of ${RUNS} fresh loads`,
    needs: ['browser', 'prod', 'bare', 'demo'],
    optionalDemo: true, // the demo line is left out when the demo build failed
    run: async (ctx) => {
      const login = await medianLcp(ctx.browser, `${ctx.urls.prod}/login`);
      const bare = await ctx.bareLcp();
      const demo = ctx.builds.demo ? await medianLcp(ctx.browser, `${ctx.urls.demo}/login`) : null;
      // what the browser really fetched for /login (static graph + lazy route chunks), gzip from disk
      const fetched = login.resources.map(urlToRel).filter((f) => existsSync(join(ctx.dists.prod, f)));
      const fetchedGzip = fetched.reduce((s, f) => s + ctx.builds.prod.sizeOf(f).gzip, 0);
      const rows = [
        ...lcpRows(login, bare, {
          page: 'LCP /login (production)',
          bare: 'LCP bare page',
          diff: 'LCP /login − bare',
        }),
        demo
          ? {
              name: 'LCP /login (demo)',
              value: ms(demo.median),
              unit: 'ms',
              note: `samples ${demo.samples.map(ms).join(' ')}`,
            }
          : { name: 'LCP /login (demo)', value: null, note: 'demo build failed' },
        {
          name: '/login JS+CSS fetched',
          value: kB(fetchedGzip),
          unit: 'kB',
          note: `${fetched.length} files incl. lazy chunks (production)`,
        },
      ];
      return { rows, data: { login, bare, demo, fetched, fetchedGzip } };
    },
  },
  {
    id: 'lcp-login-4x',
    title: `LCP at 4x CPU throttle, median of ${RUNS}`,
    needs: ['browser', 'prod', 'bare'],
    skip: () => (opts['no-throttle'] ? '--no-throttle' : null),
    run: async (ctx) => {
      const login = await medianLcp(ctx.browser, `${ctx.urls.prod}/login`, 4);
      const bare = await ctx.bareLcp(4);
      return {
        rows: lcpRows(login, bare, {
          page: 'LCP /login @4x CPU',
          bare: 'LCP bare @4x CPU',
          diff: 'LCP /login − bare @4x',
        }),
        data: { login, bare },
      };
    },
  },
  {
    id: 'lcp-home',
    title: `LCP of the signed-in home, median of ${RUNS} fresh loads (demo build)`,
    needs: ['browser', 'demo', 'bare'],
    run: async (ctx) => {
      const url = `${ctx.urls.demo}/wel/index`;
      const samples = [];
      let resources = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await newContext(ctx.browser);
        try {
          const page = await context.newPage();
          const r = await withScreenshot(page, 'lcp-home', async () => {
            await signIn(page, ctx.urls.demo, HOME_ACCOUNT);
            await page.getByText(HOME_ACCOUNT.greeting).waitFor();
            // a fresh navigation of the signed-in page: the session is in sessionStorage, so it survives
            await page.goto(url, { waitUntil: 'load' });
            await page.getByText(HOME_ACCOUNT.greeting).waitFor();
            if (!page.url().endsWith('/wel/index')) throw new Error(`reload landed on ${page.url()}`);
            await page.waitForTimeout(SETTLE_MS);
            return readLcp(page, ctx.urls.demo);
          });
          samples.push(r.lcp);
          if (i === 0) resources = r.resources;
        } finally {
          await context.close();
        }
      }
      const home = { median: median(samples), samples, resources };
      const bare = await ctx.bareLcp();
      return {
        rows: lcpRows(home, bare, {
          page: 'LCP /wel/index (demo, signed in)',
          bare: 'LCP bare page',
          diff: 'LCP /wel/index − bare',
        }),
        data: { home, bare },
      };
    },
  },
  {
    id: 'tags-memory',
    title: `JS heap after opening ${TAG_VISITS} pages as tags, three times (demo build, after forced GC)`,
    needs: ['browser', 'demo'],
    run: async (ctx) => {
      const context = await newContext(ctx.browser);
      try {
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (e) => errors.push(String(e.message ?? e).split('\n')[0]));
        const cdp = await context.newCDPSession(page);
        const mounted = () => page.locator('.keep-alive-page').count();
        const visits = [];
        const pass = async (n) => {
          for (let i = 0; i < TAG_VISITS; i++) {
            const name = TAG_MENUS[i % TAG_MENUS.length];
            const changed = await openBySearch(page, name);
            visits.push({ pass: n, name, url: new URL(page.url()).pathname, changed });
          }
          await page.waitForTimeout(SETTLE_MS);
          if (n < 3 || process.env.BENCH_HEAP_SNAPSHOTS)
            await heapSnapshot(cdp, join(BENCH_DIR, `tags-${n}.heapsnapshot`));
          return { heap: await usedHeap(cdp), mounted: await mounted() };
        };
        return await withScreenshot(page, 'tags-memory', async () => {
          await signIn(page, ctx.urls.demo, TAGS_ACCOUNT);
          await page.getByRole('navigation', { name: '已打开的页面' }).waitFor();
          await page.waitForTimeout(SETTLE_MS);
          const start = { heap: await usedHeap(cdp), mounted: await mounted() };
          const first = await pass(1);
          const second = await pass(2);
          // a third pass: what the second kept that a third keeps again is data; what it does not is V8's
          // compiled code for the functions the passes made hot (docs/performance.md)
          const third = await pass(3);
          const growth1 = first.heap.usedSize - start.heap.usedSize;
          const growth2 = second.heap.usedSize - first.heap.usedSize;
          const growth3 = third.heap.usedSize - second.heap.usedSize;
          const sign = (b) => (b >= 0 ? '+' : '−');
          const rows = [
            {
              name: 'JS heap after sign-in',
              value: MB(start.heap.usedSize),
              unit: 'MB',
              note: `${start.mounted} page(s) mounted`,
            },
            {
              name: `after ${TAG_VISITS} tags`,
              value: MB(first.heap.usedSize),
              unit: 'MB',
              note: `${sign(growth1)}${MB(Math.abs(growth1))} MB; ${first.mounted} pages mounted (cap 10)`,
            },
            {
              name: `after ${TAG_VISITS} more (2nd pass)`,
              value: MB(second.heap.usedSize),
              unit: 'MB',
              note: `${second.mounted} pages mounted (cap 10)`,
            },
            {
              name: 'growth in 3rd pass',
              value: kB(growth3),
              unit: 'kB',
              note: `the same visits a third time (${third.mounted} pages mounted): a leak grows here too`,
            },
          ];
          // What the second pass kept, by kind (scripts/heap-diff.mjs). The goal is about what the console keeps
          // (issue 18: "find what is kept and release it"); V8's machine code for the functions the pass made hot
          // is the engine's, which no page can release and V8 drops again on its own (docs/performance.md,
          // "Tags"). So the goal is judged on the growth with that code apart, and the heap's whole growth, code
          // included, is printed beside it.
          const kept = heapDiff(
            heapSummary(join(BENCH_DIR, 'tags-1.heapsnapshot')),
            heapSummary(join(BENCH_DIR, 'tags-2.heapsnapshot')),
          );
          const code = kept.rows.find((r) => r.key === 'code:(code)')?.size ?? 0;
          const rest = kept.total - code;
          rows.splice(
            3,
            0,
            {
              name: 'growth in 2nd pass, kept',
              value: kB(rest),
              unit: 'kB',
              note: `${rest <= TAGS_HEAP_BUDGET ? 'PASS' : 'OVER'} (goal ≤ ${kB(TAGS_HEAP_BUDGET)} kB): the same ${TAG_VISITS} visits again, V8's compiled code apart: the console's objects, the DOM, strings; largest ${kept.rows
                .filter((r) => r.key !== 'code:(code)')
                .slice(0, 3)
                .map((r) => `${r.key} ${kB(r.size).toFixed(1)} kB`)
                .join(', ')}${errors.length ? `; ${errors.length} page errors` : ''}`,
            },
            {
              name: 'growth in 2nd pass, all',
              value: kB(growth2),
              unit: 'kB',
              note: `the used heap's growth, V8's compiled code included (${kB(code).toFixed(1)} kB of it in the snapshots): code for the functions the pass made hot`,
            },
          );
          if (first.mounted > 10 || second.mounted > 10)
            rows[3].note += `; OVER the cap: ${first.mounted}/${second.mounted} mounted`;
          return {
            rows,
            data: { start, first, second, third, growth1, growth2, growth3, code, rest, visits, errors },
          };
        });
      } finally {
        await context.close();
      }
    },
  },
  {
    id: 'rows',
    title: `a reload to the rows of a list, and a menu click to a page not yet opened (production build against the mock server, signed in), median of ${RUNS}`,
    needs: ['browser', 'server', 'bare'],
    run: async (ctx) => {
      const rows = [];
      const data = {};
      for (const rate of [1, 4]) {
        const bare = await ctx.bareLcp(rate);
        const context = await newContext(ctx.browser);
        try {
          const page = await context.newPage();
          const watch = await rowsWatch(page);
          await page.addInitScript(ROWS_PROBE);
          await withScreenshot(page, 'rows', async () => {
            await signIn(page, ctx.urls.server, TAGS_ACCOUNT);
            const cdp = await context.newCDPSession(page);
            await cdp.send('Emulation.setCPUThrottlingRate', { rate });
            for (const path of ROWS_PAGES) {
              const reload = async () => {
                watch.reset();
                // from the navigation's start; the page is left alone until it calls out with its rows
                await page.goto(`${ctx.urls.server}${path}`, { waitUntil: 'commit' });
                return watch.next();
              };
              // The first reloads of a page this profile has not opened compile its scripts from their text: V8
              // keeps a script's compiled code beside it in the cache from its second load on, as it does for an
              // operator who reloads the console all day. Those are measured apart (after a release).
              const first = [];
              for (let i = 0; i < ROWS_WARMUPS; i++) first.push(await reload());
              const samples = [];
              for (let i = 0; i < RUNS; i++) samples.push(await reload());
              const m = median(samples);
              data[`reload ${path} @${rate}x`] = samples;
              data[`first reloads ${path} @${rate}x`] = first;
              rows.push({
                name: `reload ${path} @${rate}x`,
                value: ms(m),
                unit: 'ms',
                note: `bare ${ms(bare.median)} ms; − bare ${ms(m - bare.median)} ms (goal ≤ ${rate === 1 ? 1000 : 3000}); samples ${samples.map(ms).join(' ')}; the first ${ROWS_WARMUPS} (after a release) ${first.map(ms).join(' ')}`,
              });
            }
            if (rate === 1) {
              // a menu click on a page this tab has not opened: from the click to its rows
              for (const [section, name, path] of MENU_CLICKS) {
                const samples = [];
                for (let i = 0; i < RUNS; i++) {
                  await page.goto(`${ctx.urls.server}/wel/index`);
                  await page.locator('.keep-alive-page:not([hidden])').waitFor();
                  const menu = page.locator('.ant-layout-sider');
                  if (section) await menu.getByRole('menuitem', { name: section }).click();
                  const item = menu.getByRole('menuitem', { name });
                  // a person points at the entry, then clicks: 300 ms between the two (the console may use it)
                  await item.hover();
                  await page.waitForTimeout(300);
                  await page.evaluate(() => (globalThis.__rowsAt = null));
                  watch.reset();
                  await item.click();
                  // from the press of the button (the probe's pointerdown) to the rows
                  const shown = await watch.next();
                  expectPath(page, path);
                  samples.push(shown - (await page.evaluate(() => globalThis.__pressAt)));
                }
                data[`click ${path}`] = samples;
                rows.push({
                  name: `menu click to rows ${path}`,
                  value: ms(median(samples)),
                  unit: 'ms',
                  note: `goal ≤ 300; samples ${samples.map(ms).join(' ')}`,
                });
              }
            }
          });
        } finally {
          await context.close();
        }
      }
      return { rows, data };
    },
  },
];

// ---------------------------------------------------------------------------------------------------------

function printTable(rows) {
  const w = Math.max(...rows.map((r) => (r.section ? 0 : r.name.length)), 10);
  const line = '-'.repeat(w + 40);
  console.log(`\n${line}`);
  for (const r of rows) {
    if (r.section) {
      console.log(`${r.section}`);
      continue;
    }
    const v =
      r.value === null || r.value === undefined
        ? 'n/a'
        : r.unit === 'kB'
          ? r.value.toFixed(1)
          : String(r.value);
    console.log(`  ${r.name.padEnd(w)} ${v.padStart(9)} ${(r.unit ?? '').padEnd(3)} ${r.note ?? ''}`);
  }
  console.log(line);
}

async function main() {
  const only = opts.only ? new Set(opts.only.split(',')) : null;
  const selected = MEASUREMENTS.filter((m) => !only || only.has(m.id));
  const dists = {
    prod: join(BENCH_DIR, 'dist'),
    demo: join(BENCH_DIR, 'dist-demo'),
    bare: join(BENCH_DIR, 'bare'),
  };
  mkdirSync(BENCH_DIR, { recursive: true });

  const buildMs = {};
  const failedBuilds = [];
  if (
    opts['skip-build'] &&
    existsSync(join(dists.prod, 'index.html')) &&
    existsSync(join(dists.demo, 'index.html'))
  ) {
    console.log('bench: --skip-build, reusing .bench/dist and .bench/dist-demo');
  } else {
    for (const [key, mode] of [
      ['prod', 'production'],
      ['demo', 'demo'],
    ]) {
      buildMs[mode] = viteBuild(mode, dists[key]);
      if (buildMs[mode] === null) failedBuilds.push(key);
    }
  }
  if (failedBuilds.includes('prod')) process.exit(1); // nothing worth measuring without the production build
  mkdirSync(dists.bare, { recursive: true });
  writeFileSync(join(dists.bare, 'index.html'), '<h1>hello</h1>\n');

  const bareCache = {};
  const ctx = {
    dists,
    builds: {
      prod: analyseBuild(dists.prod),
      demo: failedBuilds.includes('demo') ? null : analyseBuild(dists.demo),
    },
    urls: {
      prod: `http://${HOST}:${PORTS.prod}`,
      bare: `http://${HOST}:${PORTS.bare}`,
      demo: `http://${HOST}:${PORTS.demo}`,
      server: `http://${HOST}:${PORTS.server}`,
    },
    browser: null,
    median,
    medianLcp,
    loadAndMeasure,
    readLcp,
    /** LCP of the bare page, measured once per CPU throttle per run and shared by the LCP measurements. */
    bareLcp: (cpuThrottle = 1) => {
      bareCache[cpuThrottle] ??= medianLcp(ctx.browser, `${ctx.urls.bare}/`, cpuThrottle);
      return bareCache[cpuThrottle];
    },
  };

  const skipReason = (m) =>
    m.skip?.(ctx) ??
    (m.needs.includes('demo') && !ctx.builds.demo && !m.optionalDemo ? 'demo build failed' : null);
  const needs = new Set(selected.filter((m) => !skipReason(m)).flatMap((m) => m.needs));
  if (!ctx.builds.demo) needs.delete('demo');
  const stops = [];
  const results = {};
  const rows = [];
  let crashed = false;
  try {
    if (needs.has('prod')) stops.push(await startPreview(dists.prod, PORTS.prod));
    if (needs.has('demo')) stops.push(await startPreview(dists.demo, PORTS.demo));
    if (needs.has('bare')) stops.push(await startStatic(dists.bare, PORTS.bare));
    if (needs.has('server')) {
      // the production build as it is served, its calls handed to the mock server (vite.config.ts, MOCK_PROXY)
      stops.push(await startMockServer(PORTS.mock));
      stops.push(
        await startPreview(dists.prod, PORTS.server, { MOCK_PROXY: `http://${HOST}:${PORTS.mock}` }),
      );
    }
    if (needs.has('browser')) {
      const { chromium } = await import('@playwright/test');
      ctx.browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
        headless: true,
      });
      results.browser = ctx.browser.version();
    }
    for (const m of selected) {
      const skipped = skipReason(m);
      rows.push({ section: `${m.title}${skipped ? ` — skipped (${skipped})` : ''}` });
      if (skipped) continue;
      const started = Date.now();
      try {
        const r = await m.run(ctx);
        rows.push(...r.rows);
        results[m.id] = { rows: r.rows, data: r.data, ms: Date.now() - started };
      } catch (e) {
        crashed = true;
        console.error(`\nbench: measurement ${m.id} failed: ${e.stack ?? e}`);
        rows.push({ name: `${m.id} FAILED`, value: null, note: String(e.message ?? e).split('\n')[0] });
        results[m.id] = { error: String(e.stack ?? e) };
      }
    }
  } catch (e) {
    crashed = true;
    console.error(`\nbench: setup failed: ${e.stack ?? e}`);
  } finally {
    await ctx.browser?.close().catch(() => {});
    for (const stop of stops.reverse()) await stop();
  }

  printTable(rows);
  const out = {
    date: new Date().toISOString(),
    commit:
      spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout?.trim() ||
      null,
    runs: RUNS,
    settleMs: SETTLE_MS,
    buildMs,
    failedBuilds,
    browser: results.browser ?? null,
    results: Object.fromEntries(Object.entries(results).filter(([k]) => k !== 'browser')),
  };
  writeFileSync(join(BENCH_DIR, 'last.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log(`wrote ${relative(ROOT, join(BENCH_DIR, 'last.json'))}`);
  if (failedBuilds.length) console.error(`bench: build failed: ${failedBuilds.join(', ')}`);
  process.exit(failedBuilds.length ? 1 : crashed ? 2 : 0);
}

await main();
