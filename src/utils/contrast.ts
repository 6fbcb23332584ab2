/**
 * WCAG 2 colour contrast (issue 16, accessibility): the ratio of two colours, and a colour darkened until a
 * text colour reads on it. Colours are '#rrggbb'.
 */

/** WCAG relative luminance of '#rrggbb'. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two '#rrggbb' colours, 1 to 21 (AA asks 4.5 of text, 3 of large text). */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

function toHsv(hex: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  let h = 0;
  if (d) h = (max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4) / 6;
  return [h, max ? d / max : 0, max];
}

function fromHsv(h: number, s: number, v: number): string {
  const i = Math.floor(h * 6);
  const f = h * 6 - i;
  const [p, q, t] = [v * (1 - s), v * (1 - f * s), v * (1 - (1 - f) * s)];
  const rgb = [
    [v, t, p],
    [q, v, p],
    [p, v, t],
    [p, q, v],
    [t, p, v],
    [v, p, q],
  ][i % 6]!;
  return `#${rgb
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The colour darkened (same hue and saturation, less brightness) until white text on it, and it as text on
 * white, reach `min`:1. A colour dark enough already, or not '#rrggbb', is returned as it is.
 * @example darkenForWhite('#1677ff', 5) // '#1369e0'
 */
export function darkenForWhite(hex: string, min = 4.5): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return hex;
  const [h, s, v0] = toHsv(hex.toLowerCase());
  let out = hex;
  for (let v = v0; contrast(out, '#ffffff') < min && v > 0; v -= 0.01) out = fromHsv(h, s, Math.max(v, 0));
  return out;
}

/**
 * The colour mixed towards white, in steps of 5 %, until it reads at `min`:1 on every one of `backgrounds`
 * (text on dark backgrounds). Returned as it is when it already does, or when it is not '#rrggbb'.
 * @example lightenFor('#1668dc', ['#141414']) // a lighter blue at ≥ 4.5:1 on #141414
 */
export function lightenFor(hex: string, backgrounds: readonly string[], min = 4.5): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return hex;
  const rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const reads = (c: string) => backgrounds.every((bg) => contrast(c, bg) >= min);
  let out = hex;
  for (let t = 0.05; !reads(out) && t <= 1; t += 0.05) {
    out = `#${rgb
      .map((c) =>
        Math.round(c + (255 - c) * t)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
  }
  return out;
}

/**
 * Black or white, whichever reads better on `background` (a tag in a colour the merchant picked): the better of
 * the two always reaches AA's 4.5 : 1, whatever the colour.
 * @example readableOn('#D4B106') // '#000000'
 */
export function readableOn(background: string): '#000000' | '#ffffff' {
  return contrast(background, '#ffffff') >= contrast(background, '#000000') ? '#ffffff' : '#000000';
}
