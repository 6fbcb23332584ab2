import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PHONE_RE } from '../validate';
import { createSeed } from '../seed';
import { ROOM_EXTRA_TABLES } from './room-extras/seed';
import { fakerFor, maskedMobile, mobile, personName } from './fake';

const draw = (key: string) => {
  const f = fakerFor(key);
  return Array.from({ length: 5 }, () => [personName(f), mobile(f), f.location.city()]);
};

describe('generated seed data', () => {
  it('draws the same values for the same key, other values for another key', () => {
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a')).not.toEqual(draw('b'));
  });

  it('makes Chinese names and mobiles the console accepts', () => {
    const f = fakerFor('format');
    for (let i = 0; i < 200; i++) {
      expect(personName(f)).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
      expect(mobile(f)).toMatch(PHONE_RE);
    }
    expect(maskedMobile('13812346721')).toBe('138****6721');
  });

  it('seeds the same database on every run (a faker upgrade that draws otherwise fails here: bump DB_VERSION)', () => {
    const managers = (seed = createSeed()) =>
      seed.entities[ROOM_EXTRA_TABLES.manager]!.filter((m) => m.placeId === 1002).map((m) => [
        m.name,
        m.phone,
      ]);
    expect(managers()).toEqual(managers());
    expect(managers()).toEqual([
      ['侯涛', '18665953227'],
      ['许伟泽', '13474447334'],
      ['崔诚', '15032847147'],
    ]);
  });

  it("keeps faker's per-locale instances in the shape vite.config.ts marks pure (the demo's mock chunk stays small)", () => {
    const dist = path.resolve(import.meta.dirname, '../../node_modules/@faker-js/faker/dist');
    const zh = readdirSync(dist).find((f) => /^zh_CN-.*\.js$/.test(f))!;
    expect(readFileSync(path.join(dist, zh), 'utf8')).toMatch(/=new (\w+)\(\{locale:/);
  });
});
