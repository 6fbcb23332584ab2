import { defineConfig } from 'vitest/config';
import { prepaint } from './build/prepaint.ts';
import { previewAssetCache } from './build/preview-cache.ts';
import { loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import FlakyReporter from './scripts/flaky-reporter.mjs';
import { securityHeaders } from './src/config/security-headers.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Test files that replace a module with vi.mock. Where a worker's files share their modules, a module another
 * file loaded first would keep the real one, and the mock could outlive its file: these run with fresh modules.
 * Found by reading the files, so a new one cannot be forgotten here.
 */
const MOCKING = ['src', 'mocks'].flatMap((dir) =>
  readdirSync(r(`./${dir}`), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f))
    .map((f) => `${dir}/${f}`)
    .filter((f) => /\bvi\.mock\(/.test(readFileSync(r(`./${f}`), 'utf8'))),
);

/**
 * `MOCK_PROXY=http://127.0.0.1:3100 vite preview` serves a production build (built without VITE_API_BASE_URL,
 * so it calls its own origin, as behind a gateway on one host) and passes the backend's services and the push
 * socket to the stand-alone mock server. The e2e `server` project runs the one production build of a CI run
 * this way instead of building a second one pointed at the mock server.
 */
const mockProxy = process.env.MOCK_PROXY;
const SERVICES = '^/(api|business-[\\w-]+|common-[\\w-]+|msg|pay|res|task)/';

/**
 * @faker-js/faker (the generator of the mock's seed, mocks/domains/fake.ts) makes a Faker per locale at module
 * level; a bundler keeps those as side effects, and with them the English data the Chinese locale falls back to:
 * +180 kB gzip in the demo's mock chunk. Making one is pure: marked so, the unused ones and their data drop out.
 */
const fakerPureInstances = {
  name: 'faker-pure-instances',
  transform(code: string, id: string) {
    if (!id.includes('/@faker-js/faker/dist/')) return null;
    return { code: code.replace(/=new (\w+)\(\{locale:/g, '=/* @__PURE__ */ new $1({locale:'), map: null };
  },
};

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, r('.'), 'VITE_');
  // the policy and headers the build is served with (src/config/security-headers.ts, docs/security.md);
  // docs/deploy/nginx.conf sends the same in production
  const headers = securityHeaders({
    apiBaseUrl: process.env.VITE_API_BASE_URL ?? env.VITE_API_BASE_URL ?? '',
    trustedHosts: env.VITE_TRUSTED_HOSTS ?? '',
  });
  return {
    plugins: [
      react(),
      fakerPureInstances,
      prepaint(env, r('./src/components/auth-frame.css')),
      previewAssetCache(),
    ],
    resolve: { alias: { '@': r('./src'), '@mocks': r('./mocks') } },
    server: { port: 5173 },
    preview: {
      headers,
      ...(mockProxy
        ? {
            proxy: {
              [SERVICES]: { target: mockProxy },
              '^/webSocket/': { target: mockProxy, ws: true },
            },
          }
        : {}),
    },
    build: {
      target: 'es2022',
      chunkSizeWarningLimit: 1200,
    },
    test: {
      // the third-party image compressor needs a canvas, which jsdom lacks: the tests get a stand-in they steer
      // (src/test/image-compression.ts); the `?url` import of its worker script still finds the package
      alias: [{ find: /^browser-image-compression$/, replacement: r('./src/test/image-compression.ts') }],
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      testTimeout: 15000,
      reporters: ['default', new FlakyReporter()],
      pool: 'forks',
      // vitest leaves one core free by default: on the 2-core CI machines that is one worker and twice the time
      maxWorkers: availableParallelism(),
      // A worker's test files share their modules (`isolate: false`): the mock backend, antd and the console load
      // once per worker, not once per file (the unit and component tests: 267 → 184 s). src/test/setup.ts resets
      // what a test may change, the window included (docs/architecture.md, "Tests"). Unit and mock tests
      // (*.test.ts) run in forks, component tests (*.test.tsx) in worker threads, which start faster. In CI a test
      // gets one more try, as Playwright's do; the run names every test that passed only on its retry
      // (scripts/flaky-reporter.mjs), and a real break fails twice.
      retry: process.env.CI ? 1 : 0,
      projects: [
        {
          extends: true,
          test: {
            name: 'logic',
            include: ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'eslint/**/*.test.js', 'build/**/*.test.ts'],
            exclude: MOCKING,
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'components',
            include: ['src/**/*.test.tsx'],
            exclude: MOCKING,
            pool: 'threads',
            isolate: false,
          },
        },
        // none today: the one package the tests replaced has a stand-in (the alias above)
        ...(MOCKING.length > 0
          ? [
              {
                extends: true as const,
                test: { name: 'mocking', include: MOCKING, pool: 'threads' as const },
              },
            ]
          : []),
      ],
    },
  };
});
