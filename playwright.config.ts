/**
 * Browser tests. Run `npm run e2e` (it makes sure Debian's Chromium and its headless shell, which the tests run
 * in, are installed first; never run `npx playwright install`, which downloads a browser and fails here).
 *
 * Two projects, each against its own build and port (all bound with --strictPort):
 * - `demo`: the demo build (mocks in the browser, MSW service worker), dist-demo, on :4311.
 * - `server`: the production build (mocks off), dist, on :4312; `vite preview` passes the backend's calls and
 *   the push socket to the stand-alone mock server (mocks/server) on :3101 (MOCK_PROXY in vite.config.ts), so
 *   the build a CI run checks is the one served here, not a second one pointed at the mock server.
 * `e2e/*.spec.ts` runs in both; `*.demo.spec.ts` only in demo; `*.server.spec.ts` only in server.
 *
 * The webServers build their dist folder when it is missing or older than the sources
 * (scripts/build-if-stale.mjs). With `--project X` only X's servers are started.
 */
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { E2E_PORTS, type E2EOptions } from './e2e/support/options';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './scripts/chromium.mjs';

const CI = !!process.env.CI;
const HOST = '127.0.0.1';
const demoURL = `http://${HOST}:${E2E_PORTS.demoPreview}`;
const serverURL = `http://${HOST}:${E2E_PORTS.serverPreview}`;
const mockURL = `http://${HOST}:${E2E_PORTS.mockServer}`;

/** Projects named with `--project a --project=b,c` on the command line; empty means all. */
function selectedProjects(argv: string[]): string[] {
  const out: string[] = [];
  argv.forEach((arg, i) => {
    if (arg === '--project') out.push(argv[i + 1] ?? '');
    else if (arg.startsWith('--project=')) out.push(arg.slice('--project='.length));
  });
  return out.flatMap((v) => v.split(',')).filter((v) => v !== '');
}
const selected = selectedProjects(process.argv);
const wants = (project: string) => selected.length === 0 || selected.includes(project);

type WebServer = Extract<PlaywrightTestConfig['webServer'], { command: string }>;
const BUILD_TIMEOUT = 5 * 60_000; // a cold `vite build` of the whole console on 2 cores, plus preview start-up

const demoServers: WebServer[] = [
  {
    name: 'demo',
    command: `node scripts/build-if-stale.mjs --mode demo --outDir dist-demo && npx vite preview --outDir dist-demo --host ${HOST} --port ${E2E_PORTS.demoPreview} --strictPort`,
    url: `${demoURL}/`,
    reuseExistingServer: !CI,
    timeout: BUILD_TIMEOUT,
    stdout: 'pipe',
  },
];

const serverServers: WebServer[] = [
  {
    name: 'mock-server',
    command: 'npx tsx mocks/server/main.ts',
    env: { MOCK_PORT: String(E2E_PORTS.mockServer) },
    url: `${mockURL}/__health`,
    reuseExistingServer: !CI,
    timeout: 60_000,
    stdout: 'ignore', // one line per request: too noisy next to the test report; errors still go to stderr
  },
  {
    name: 'server',
    command: `node scripts/build-if-stale.mjs --mode production --outDir dist && npx vite preview --outDir dist --host ${HOST} --port ${E2E_PORTS.serverPreview} --strictPort`,
    // the build calls its own origin (no VITE_API_BASE_URL); preview hands those calls to the mock server
    env: { MOCK_PROXY: mockURL, VITE_API_BASE_URL: '' },
    url: `${serverURL}/`,
    reuseExistingServer: !CI,
    timeout: BUILD_TIMEOUT,
    stdout: 'pipe',
  },
];

export default defineConfig<E2EOptions>({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  outputDir: './test-results',
  // no test may take over 30 s (the longest took 14.8 s in CI on this machine kind): a slower one is fixed at its
  // cause, or split, not given a longer limit (docs/architecture.md, "Tests")
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: CI,
  // one browser keeps both cores of this machine kind busy: measured, the suite took as long with 2 workers as
  // with 1 (7.4 vs 7.2 min), and with 2 each test took twice as long and neared its limits
  workers: 1,
  retries: CI ? 1 : 0,
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'on-first-retry', // recording a trace of every test made the suite 1.5 × slower (measured: 2.0 vs 1.3 min for the menu walk and rooms)
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'demo',
      testIgnore: '*.server.spec.ts',
      use: { baseURL: demoURL, mockServerURL: undefined },
    },
    {
      name: 'server',
      testIgnore: '*.demo.spec.ts',
      use: { baseURL: serverURL, mockServerURL: mockURL },
    },
  ],
  webServer: [...(wants('demo') ? demoServers : []), ...(wants('server') ? serverServers : [])],
});
