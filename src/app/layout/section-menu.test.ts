import { fitItems } from './section-menu';

describe('fitItems: the section menu fits its room (issue 17)', () => {
  it('shows every item when all fit, and 更多 takes room only when some do not', () => {
    expect(fitItems([80, 80, 80], 240, 60, 0)).toEqual([0, 1, 2]);
    expect(fitItems([80, 80, 80], 239, 60, 0)).toEqual([0, 1]);
  });

  it('keeps the active item in view in the place of the last ones that fit', () => {
    // room for two beside 更多: the active 4th replaces the 2nd
    expect(fitItems([100, 100, 100, 100], 330, 60, 3)).toEqual([0, 3]);
    // a wide active item pushes out as many as it needs
    expect(fitItems([60, 60, 60, 60, 150], 300, 60, 4)).toEqual([0, 4]);
    // no room even for the active one and 更多: only 更多, which lists it
    expect(fitItems([100, 100, 100], 120, 60, 2)).toEqual([]);
    // no active item in this section
    expect(fitItems([100, 100, 100], 230, 60, -1)).toEqual([0]);
  });
});
