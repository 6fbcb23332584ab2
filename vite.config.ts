import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import FlakyReporter from './scripts/flaky-reporter.mjs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';

/** replaces a module with vi.mock: a module another file loaded first would keep the real one */
const ISOLATED_LOGIC = 'src/components/upload-core.test.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * `MOCK_PROXY=http://127.0.0.1:3100 vite preview` serves a production build (built without VITE_API_BASE_URL,
 * so it calls its own origin, as behind a gateway on one host) and passes the backend's services and the push
 * socket to the stand-alone mock server. The e2e `server` project runs the one production build of a CI run
 * this way instead of building a second one pointed at the mock server.
 */
const mockProxy = process.env.MOCK_PROXY;
const SERVICES = '^/(api|business-[\\w-]+|common-[\\w-]+|msg|pay|res|task)/';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': r('./src'), '@mocks': r('./mocks') } },
  server: { port: 5173 },
  preview: mockProxy
    ? {
        proxy: {
          [SERVICES]: { target: mockProxy },
          '^/webSocket/': { target: mockProxy, ws: true },
        },
      }
    : {},
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 15000,
    reporters: ['default', new FlakyReporter()],
    pool: 'forks',
    // vitest leaves one core free by default: on the 2-core CI machines that is one worker and twice the time
    maxWorkers: availableParallelism(),
    // Logic tests (*.test.ts: units and the mock backend) share a worker's modules from one file to the next:
    // the mock backend and its seed are imported once per worker, not once per file. Component tests
    // (*.test.tsx) each get fresh modules, in worker threads (they start faster than forks: 316 → 284 s for the
    // run): shared, dialogs and pickers of one file stayed in antd's opening animation after others had run
    // (docs/architecture.md, "Tests"). In CI a test gets one more try, as Playwright's do; the run names every
    // test that passed only on its retry (scripts/flaky-reporter.mjs), and a real break fails twice.
    retry: process.env.CI ? 1 : 0,
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          include: ['src/**/*.test.ts', 'mocks/**/*.test.ts'],
          exclude: [ISOLATED_LOGIC],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx', ISOLATED_LOGIC],
          pool: 'threads',
        },
      },
    ],
  },
});
