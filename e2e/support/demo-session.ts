/**
 * A signed-in session for the demo build, whose backend runs in the page and keeps its database in
 * localStorage: the seeded database with one more session in it, made here in the test process by the mock's
 * own code (the same `startTestSession` that serves POST /__mock/session on the stand-alone server).
 */
import { createDb, persistedEntries, type DbState } from '../../mocks/db';
import { startTestSession, type TestSession } from '../../mocks/domains/merchant/routes';

let seeded: DbState | null = null;

export function demoSession(account: string): TestSession & { db: Array<[string, string]> } {
  // the seed is built once per worker; createDb copies it, so each test's database starts from the seed
  seeded ??= createDb().data;
  const db = createDb(seeded);
  const started = startTestSession(db, account);
  if (!started) throw new Error(`no demo account ${account}`);
  return { ...started, db: persistedEntries(db.data) };
}
