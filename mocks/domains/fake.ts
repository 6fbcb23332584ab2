/**
 * Generated demo data: a Faker (@faker-js/faker, Chinese locale) with a fixed seed per key, for the values of a seed
 * where a hand-written one adds nothing — people's names, mobile numbers, addresses, remarks, bulk rows. The same
 * key gives the same values on every run and machine, so tests and screenshots still see one database.
 *
 * - One key per domain or per purpose (`fakerFor('room-extras/managers')`): values drawn for one purpose do not
 *   shift when another draws more. Within a key, add new draws after the existing ones.
 * - Draw once, at module level (as the seeds do now), or make the Faker inside the seed function: createSeed() runs
 *   more than once (reset, resetPlace), and a Faker kept between runs would draw other values the second time.
 * - Keep hand-written whatever a test, the README or an e2e flow names (the demo accounts and places, the rows a
 *   test clicks or counts): grep src, mocks and e2e for a value before generating it.
 * - The faker version is pinned exactly in package.json: another version may draw other values. Upgrading it (or
 *   changing what a seed draws) changes the seed, so bump DB_VERSION (mocks/seed.ts) with it.
 *
 * The mock only runs in development, tests and the demo build; the production build leaves mocks/ out.
 */
import { base, Faker, zh_CN } from '@faker-js/faker';

/** FNV-1a: a key's 32-bit seed (of a Faker here, of any seeded draw: `random(seedOf(key))`). */
export function seedOf(key: string): number {
  let h = 0x811c9dc5;
  for (const ch of key) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A Faker with Chinese data (zh_CN, base for what it lacks), seeded by `key`. */
export function fakerFor(key: string): Faker {
  return new Faker({ locale: [zh_CN, base], seed: seedOf(key) });
}

/** The first three digits of mainland mobile numbers in use. */
const MOBILE_PREFIXES = [
  ...'0123456789'.split('').map((d) => `13${d}`),
  ...'012356789'.split('').map((d) => `15${d}`),
  ...'012345678'.split('').map((d) => `17${d}`),
  ...'0123456789'.split('').map((d) => `18${d}`),
  ...'012356789'.split('').map((d) => `19${d}`),
];

/** A mainland mobile number (the Chinese locale's phone numbers are landlines). */
export const mobile = (f: Faker): string =>
  `${f.helpers.arrayElement(MOBILE_PREFIXES)}${f.string.numeric({ length: 8, allowLeadingZeros: true })}`;

/** A mobile number as send records show it: 138****6721. */
export const maskedMobile = (phone: string): string => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/** A person's name as Chinese is written: family name then given name, no space (e.g. 向绍辉). */
export const personName = (f: Faker, sex?: 'female' | 'male'): string =>
  `${f.person.lastName()}${f.person.firstName(sex)}`;

/** mulberry32: a small seeded generator (no Math.random: the figures must be reproducible). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
