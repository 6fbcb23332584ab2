import { afterEach, describe, expect, it } from 'vitest';
import {
  createDb,
  DB_VERSION,
  formatTime,
  getDb,
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

function memoryStore(): MockPersistence & { value: string | null } {
  return {
    value: null,
    read() {
      return this.value;
    },
    write(json) {
      this.value = json;
    },
    clear() {
      this.value = null;
    },
  };
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
  it('writes after every POST and adopts what another tab wrote', async () => {
    const store = memoryStore();
    setPersistence(store);
    const c = new TestClient();
    await c.login(DEMO_USERS.owner);
    expect(JSON.parse(store.value!).tokens).toHaveLength(1);

    // another tab logged in too and stored its state
    const other = JSON.parse(store.value!);
    other.places[0].placeName = '另一个标签页改的名字';
    store.value = JSON.stringify(other);
    const places = await c.post<Array<{ placeName: string }>>(
      '/business-merchant/businessPlace/getOwnPlaceList',
    );
    expect(places.body.data[0]!.placeName).toBe('另一个标签页改的名字');
  });

  it('reset clears the stored copy', () => {
    const store = memoryStore();
    setPersistence(store);
    store.value = snapshot();
    syncFromPersistence();
    resetDb();
    expect(store.value).toBeNull();
  });

  it('browser: resetMockData clears localStorage under a key the app never wipes', () => {
    expect(MOCK_STORAGE_KEY.startsWith('merchant-')).toBe(false);
    localStorage.setItem(MOCK_STORAGE_KEY, snapshot());
    resetMockData();
    expect(localStorage.getItem(MOCK_STORAGE_KEY)).toBeNull();
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
