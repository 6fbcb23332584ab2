import { contrast, darkenForWhite, luminance } from './contrast';

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
});
