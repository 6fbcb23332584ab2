/**
 * The mock backend inside a node process (vitest): msw intercepts fetch/XHR/http of the test process.
 * src/test/setup.ts starts `server` once and calls `resetMockDb()` after each test, so every test starts
 * from the seed.
 */
import { setupServer } from 'msw/node';
import { getDb, resetDb, setClock, setMockSettings, getMockSettings, type Db } from './db';
import { handlers, webSocketHandlers } from './domains';

export const server = setupServer(...handlers, ...webSocketHandlers);

/** Back to the seed, default settings and the real clock. */
export function resetMockDb(): Db {
  setClock();
  return resetDb();
}

/** The live database, to arrange or inspect rows in a test. Call it after any reset: resets swap it. */
export function mockDb(): Db {
  return getDb();
}

export { setClock, setMockSettings, getMockSettings };
