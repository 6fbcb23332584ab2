import { readableOn, contrast, darkenForWhite, luminance } from './contrast';

describe('contrast', () => {
  it('measures as WCAG 2 does', () => {
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance('#000000')).toBe(0);
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21);
    // antd's blue on white, a known failure of AA (4.1:1)
    expect(contrast('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
  });

  it('darkens a colour just enough for white text, keeping its hue', () => {
    const blue = darkenForWhite('#1677ff', 5);
    expect(blue).toBe('#1369e0');
    expect(contrast(blue, '#ffffff')).toBeGreaterThanOrEqual(5);
    const red = darkenForWhite('#F5222D');
    expect(contrast(red, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(red, '#ffffff')).toBeLessThan(4.8);
  });

  it('leaves a dark enough colour and a malformed one as they are', () => {
    expect(darkenForWhite('#722ED1')).toBe('#722ED1');
    expect(darkenForWhite('red')).toBe('red');
  });

  it('puts black or white text on any colour, whichever reaches 4.5 : 1', () => {
    expect(readableOn('#D4B106')).toBe('#000000');
    expect(readableOn('#722ED1')).toBe('#ffffff');
    // every grey and every level colour a merchant can pick (a step of 17 per channel)
    const steps = Array.from({ length: 16 }, (_, i) => (i * 17).toString(16).padStart(2, '0'));
    for (const r of steps)
      for (const g of steps)
        for (const b of steps) {
          const c = `#${r}${g}${b}`;
          expect(contrast(c, readableOn(c))).toBeGreaterThanOrEqual(4.5);
        }
  });
});
