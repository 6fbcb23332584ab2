import { layoutFor, screenLevel } from './breakpoints';

describe('screen levels (§2: 768, 992, 1200 px)', () => {
  it('maps widths to levels at the exact breakpoints', () => {
    expect([320, 767, 768, 991, 992, 1199, 1200, 1920].map(screenLevel)).toEqual([1, 1, 2, 2, 3, 3, 0, 0]);
  });
  it('says what each level shows', () => {
    expect(layoutFor(1, false)).toEqual({
      sidebar: 'drawer',
      banner: false,
      secondLevel: false,
      service: false,
    });
    expect(layoutFor(2, false)).toEqual({
      sidebar: 'icons',
      banner: false,
      secondLevel: false,
      service: false,
    });
    expect(layoutFor(3, false)).toMatchObject({ sidebar: 'full', banner: false, secondLevel: true });
    expect(layoutFor(3, true).sidebar).toBe('icons');
    expect(layoutFor(0, false)).toEqual({ sidebar: 'full', banner: true, secondLevel: true, service: true });
  });
});
