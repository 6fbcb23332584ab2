import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';

/**
 * Test files that need modules of their own: they replace a module with vi.mock (a module another file
 * loaded first would keep the real one), or they watch wangEditor load for the first time.
 */
const ISOLATED = [
  'src/components/rich-text-editor.test.tsx', // the skeleton before wangEditor's first load; vi.mock
  'src/components/image-upload.test.tsx', // vi.mock('browser-image-compression')
  'src/components/upload-core.test.ts', // vi.mock
  'src/features/profile/profile-page.test.tsx', // vi.mock
  'src/features/messages/notice-tab.test.tsx', // vi.mock
];

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': r('./src'), '@mocks': r('./mocks') } },
  server: { port: 5173 },
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
    pool: 'forks',
    // vitest leaves one core free by default: on the 2-core CI machines that is one worker and twice the time
    maxWorkers: availableParallelism(),
    // A worker keeps its modules from one test file to the next (antd, React, the mock backend are imported
    // once per worker, not once per file): 7.3 → 4.1 min on 2 cores. Per-file state is reset by setup.ts
    // (stores, session, mock db, storage, DOM). The files that need a fresh module graph run isolated.
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
          exclude: ISOLATED,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
    ],
  },
});
