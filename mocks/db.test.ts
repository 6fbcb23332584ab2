import { afterEach, describe, expect, it } from 'vitest';
import {
  createDb,
  DB_VERSION,
  flushPersistence,
  formatTime,
  getDb,
  markChanged,
  PERSIST_DELAY_MS,
  persistedEntries,
  resetDb,
  resetPlace,
  restore,
  setMockSettings,
  setPersistence,
  snapshot,
  syncFromPersistence,
  type MockPersistence,
} from './db';
import { createSeed, DEMO_USERS } from './seed';
import { MOCK_STORAGE_KEY, resetMockData } from './browser';
import { TestClient } from './test-client';
import { PLACE_PATH } from './domains/merchant/routes';

/** A store that counts its writes per part. */
function memoryStore() {
  const entries = new Map<string, string>();
  const writes: string[] = [];
  const store: MockPersistence = {
    get: (part) => entries.get(part) ?? null,
    set: (part, value) => {
      entries.set(part, value);
      writes.push(part);
    },
    clear: () => entries.clear(),
  };
  return { store, entries, writes };
}

/** Another tab changes the stored part `part` (its rows, through `change`) and stores it with a new revision. */
function storeFromAnotherTab<T>(entries: Map<string, string>, part: string, change: (rows: T[]) => void) {
  const rows = JSON.parse(entries.get(part)!) as T[];
  change(rows);
  entries.set(part, JSON.stringify(rows));
  const meta = JSON.parse(entries.get('meta')!) as { revs: Record<string, number> };
  meta.revs[part]! += 1;
  entries.set('meta', JSON.stringify(meta));
}

afterEach(() => setPersistence(null));

describe('seed', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(createSeed())).toBe(JSON.stringify(createSeed()));
  });

  it('has the four demo users and their places', () => {
    const db = createDb();
    const owner = db.userByAccount(DEMO_USERS.owner)!;
    expect(owner.name).toBe('张建国');
    const mine = db.placesOfUser(owner.id);
    expect(mine).toHaveLength(12);
    expect(mine[0]!.place).toMatchObject({ placeType: 0, license: 1 });
    expect(mine.every((m) => m.role === 'owner')).toBe(true);
    expect(db.placesOfUser(db.userByAccount(DEMO_USERS.innOwner)!.id).map((m) => m.place.placeType)).toEqual([
      2,
    ]);
    expect(db.placesOfUser(db.userByAccount(DEMO_USERS.staff)!.id)).toEqual([
      { place: mine[0]!.place, role: 'staff' },
    ]);
    expect(
      db.placesOfUser(db.userByAccount(DEMO_USERS.netbarOwner)!.id).map((m) => m.place.placeType),
    ).toEqual([50]);
    for (const p of db.data.places) expect([...p.address].length).toBeLessThanOrEqual(50);
  });

  it('gives every database its own copy', () => {
    const a = createDb();
    a.data.places[0]!.placeName = 'changed';
    expect(createDb().data.places[0]!.placeName).not.toBe('changed');
  });
});

describe('snapshot and restore', () => {
  it('round-trips the whole state, settings included', async () => {
    const c = new TestClient();
    await c.login(DEMO_USERS.owner);
    setMockSettings({ accessTokenTtlMs: 1234 });
    const json = snapshot();
    resetDb();
    expect(getDb().data.tokens).toHaveLength(0);
    expect(restore(json)).toBe(true);
    expect(getDb().data.tokens).toHaveLength(1);
    expect(getDb().settings.accessTokenTtlMs).toBe(1234);
    expect((await c.post('/api/getUserInfo')).body.code).toBe(200);
  });

  it('refuses garbage and other versions without touching the current state', () => {
    const before = snapshot();
    expect(restore('not json')).toBe(false);
    expect(restore(JSON.stringify({ ...JSON.parse(before), version: DB_VERSION + 1 }))).toBe(false);
    expect(snapshot()).toBe(before);
  });
});

describe('persistence', () => {
  it('stores only the parts a write changed, a moment later and once for a burst', async () => {
    const { store, entries, writes } = memoryStore();
    setPersistence(store);
    flushPersistence();
    expect(entries.size).toBeGreaterThan(10);
    expect(JSON.parse(entries.get('meta')!)).toMatchObject({ version: DB_VERSION });
    writes.length = 0;

    const c = new TestClient();
    await c.login(DEMO_USERS.owner);
    await c.login(DEMO_USERS.owner);
    // gathered: nothing stored yet, then the tokens and the login log (and the meta naming them) once
    expect(writes).toEqual([]);
    await new Promise((r) => setTimeout(r, PERSIST_DELAY_MS + 20));
    expect(writes).toEqual(['seq', 'tokens', 'entities/loginLog', 'meta']);
    expect(JSON.parse(entries.get('tokens')!)).toHaveLength(2);

    writes.length = 0;
    await c.enter(1001).post('/business-merchant/businessBuilding/add', {
      buildingName: '三号楼',
      floorStart: 1,
      floorEnd: 3,
    });
    flushPersistence();
    // the building and the operation log's row of it
    expect(writes).toEqual(['seq', 'entities/businessBuilding', 'entities/businessOperationLog', 'meta']);
  });

  it("adopts another tab's parts before a request, and only those", async () => {
    const { store, entries } = memoryStore();
    setPersistence(store);
    const c = new TestClient();
    await c.login(DEMO_USERS.owner);
    flushPersistence();

    // another tab renamed a place and stored the part with a new revision
    storeFromAnotherTab<{ placeName: string }>(entries, 'places', (places) => {
      places[0]!.placeName = '另一个标签页改的名字';
    });

    const tokensBefore = getDb().data.tokens;
    const answer = await c.post<Array<{ placeName: string }>>(PLACE_PATH.ownList);
    expect(answer.body.data[0]!.placeName).toBe('另一个标签页改的名字');
    // the parts whose revision did not move are this tab's own objects still
    expect(getDb().data.tokens).toBe(tokensBefore);
  });

  it('keeps a pending write when another tab stored meanwhile, and ignores a meta of another version', () => {
    const { store, entries } = memoryStore();
    setPersistence(store);
    flushPersistence();
    getDb().data.places[0]!.placeName = '本标签页的改动';
    markChanged();
    // before this tab's write is stored, another tab stores its users
    storeFromAnotherTab<{ name: string }>(entries, 'users', (users) => {
      users[0]!.name = '另一个标签页';
    });

    syncFromPersistence();
    expect(JSON.parse(entries.get('places')!)[0].placeName).toBe('本标签页的改动');
    expect(getDb().data.places[0]!.placeName).toBe('本标签页的改动');
    expect(getDb().data.users[0]!.name).toBe('另一个标签页');

    entries.set('meta', JSON.stringify({ version: DB_VERSION + 1, revs: { places: 99 } }));
    entries.set('places', '[]');
    syncFromPersistence();
    expect(getDb().data.places[0]!.placeName).toBe('本标签页的改动');
  });

  it('a prepared database (persistedEntries) is what a page loads', () => {
    const db = createDb();
    db.data.places[0]!.placeName = '准备好的';
    const { store, entries } = memoryStore();
    for (const [k, v] of persistedEntries(db.data)) entries.set(k.slice(MOCK_STORAGE_KEY.length + 1), v);
    setPersistence(store);
    syncFromPersistence();
    expect(getDb().data.places[0]!.placeName).toBe('准备好的');
  });

  it('reset clears the stored copy', () => {
    const { store, entries } = memoryStore();
    setPersistence(store);
    flushPersistence();
    resetDb();
    expect(entries.size).toBe(0);
  });

  it('browser: resetMockData clears localStorage under a prefix the app never wipes', () => {
    expect(MOCK_STORAGE_KEY.startsWith('merchant-')).toBe(false);
    localStorage.setItem(`${MOCK_STORAGE_KEY}:meta`, '{}');
    localStorage.setItem(`${MOCK_STORAGE_KEY}:users`, '[]');
    localStorage.setItem('merchant-lang', 'zh');
    resetMockData();
    expect(Object.keys(localStorage)).toEqual(['merchant-lang']);
  });
});

describe('formatTime', () => {
  it('prints China time', () => {
    expect(formatTime(Date.UTC(2025, 0, 1, 16, 5, 9))).toBe('2025-01-02 00:05:09');
  });
});

describe('resetPlace', () => {
  it("puts one place's rows back to the seed and leaves the rest alone", () => {
    resetDb();
    const db = getDb();
    db.table('businessBuilding').push({ id: 9001, placeId: 1013, buildingName: '新楼' });
    const seeded1001 = db.table('businessBuilding').filter((r) => r.placeId === 1001).length;
    db.table('businessBuilding').find((r) => r.placeId === 1001)!.buildingName = '改过的楼';
    const tokens = db.data.tokens.length;

    resetPlace(1013);
    expect(
      getDb()
        .table('businessBuilding')
        .filter((r) => r.placeId === 1013),
    ).toEqual([]);
    expect(
      getDb()
        .table('businessBuilding')
        .filter((r) => r.placeId === 1001),
    ).toHaveLength(seeded1001);
    expect(
      getDb()
        .table('businessBuilding')
        .some((r) => r.buildingName === '改过的楼'),
    ).toBe(true);
    expect(getDb().data.tokens).toHaveLength(tokens);

    resetPlace(1001);
    expect(
      getDb()
        .table('businessBuilding')
        .some((r) => r.buildingName === '改过的楼'),
    ).toBe(false);
  });
});
