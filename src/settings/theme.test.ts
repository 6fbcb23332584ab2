import { theme } from 'antd';
import { COLOR_PRESETS } from '@/settings/settings-store';
import { contrast } from '@/utils/contrast';
import { consoleTheme, shellCssVars, type ThemeMode } from './theme';
import { lightShellVars, readableOnWhite } from './light-shell';

/** '#rrggbb' of a colour ('#rrggbb' or 'rgba(r, g, b, a)') laid over an opaque background */
function over(color: string, bg: string): string {
  if (/^#[0-9a-f]{3}$/i.test(color))
    return `#${[...color.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  const m = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(color);
  if (!m) return color.toLowerCase();
  const a = m[4] === undefined ? 1 : Number(m[4]);
  const base = [1, 3, 5].map((i) => parseInt(bg.slice(i, i + 2), 16));
  return `#${[m[1], m[2], m[3]]
    .map((c, i) => Math.round(Number(c) * a + base[i]! * (1 - a)))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

const tokens = (mode: ThemeMode, color: string) => theme.getDesignToken(consoleTheme(mode, color));
type Tokens = ReturnType<typeof tokens>;
const ratio = (fg: string, bg: string) => contrast(over(fg, bg), bg);
const AA = 4.5;
const PRESETS = ['cyan', 'green', 'orange', 'volcano', 'gold', 'yellow', 'lime', 'blue', 'purple'] as const;
const presetText = (t: Tokens, k: (typeof PRESETS)[number]) => ({
  text: (t as unknown as Record<string, string>)[`${k}7`]!,
  tint: (t as unknown as Record<string, string>)[`${k}1`]!,
});

describe('the light shell colours without antd (the signed-out frame, issue 18)', () => {
  it.each(COLOR_PRESETS)('primary %s: the values antd’s light tokens give', (c) => {
    const fromAntd = shellCssVars(tokens('light', c));
    const own = lightShellVars(c);
    expect(Object.keys(own).length).toBeGreaterThan(10);
    for (const [k, v] of Object.entries(own)) expect([k, v]).toEqual([k, fromAntd[k]]);
  });
});

describe('console theme (WCAG AA text contrast)', () => {
  it.each(COLOR_PRESETS)(
    'light, primary %s: primary and status colours read as text and under white text',
    (c) => {
      const t = tokens('light', c);
      for (const bg of ['#ffffff', t.colorBgLayout, t.colorPrimaryBg, t.colorFillAlter]) {
        expect(ratio(t.colorPrimary, over(bg, '#ffffff'))).toBeGreaterThanOrEqual(AA);
      }
      expect(ratio(t.colorTextLightSolid, t.colorPrimary)).toBeGreaterThanOrEqual(AA);
      // hovered: a tab or link under the pointer, a primary button's white text
      expect(ratio(t.colorPrimaryHover, '#ffffff')).toBeGreaterThanOrEqual(AA);
      expect(t.colorPrimaryHover).not.toBe(t.colorPrimary);
    },
  );

  it('light: links, status texts, tags and the subtle greys', () => {
    const t = tokens('light', '#1677ff');
    expect(t.colorPrimary).toBe(readableOnWhite('#1677ff'));
    for (const bg of ['#ffffff', t.colorBgLayout, over(t.colorFillAlter, '#ffffff')]) {
      for (const fg of [
        t.colorLink,
        t.colorError,
        t.colorErrorText,
        t.colorSuccessText,
        t.colorWarningText,
      ]) {
        expect(ratio(fg, bg)).toBeGreaterThanOrEqual(AA);
      }
      for (const fg of [t.colorTextTertiary, t.colorTextDescription])
        expect(ratio(fg, bg)).toBeGreaterThanOrEqual(AA);
    }
    // hover shades, on the white of cards, dialogs and table rows
    for (const bg of ['#ffffff', over(t.colorFillAlter, '#ffffff')]) {
      for (const fg of [t.colorLinkHover, t.colorErrorHover])
        expect(ratio(fg, bg)).toBeGreaterThanOrEqual(AA);
    }
    expect(ratio(t.colorTextPlaceholder, t.colorBgContainer)).toBeGreaterThanOrEqual(AA);
    expect(ratio(t.colorTextLightSolid, t.colorError)).toBeGreaterThanOrEqual(AA);
    // a status tag: its colour on its tint (success: the Tag's own token)
    expect(
      ratio(consoleTheme('light', '#1677ff').components!.Tag!.colorSuccess!, t.colorSuccessBg),
    ).toBeGreaterThanOrEqual(AA);
    expect(ratio(t.colorError, t.colorErrorBg)).toBeGreaterThanOrEqual(AA);
    expect(ratio(t.colorInfo, t.colorInfoBg)).toBeGreaterThanOrEqual(AA);
    for (const k of PRESETS) {
      const { text, tint } = presetText(t, k);
      expect([k, ratio(text, tint) >= AA]).toEqual([k, true]);
      // the name antd's CSS variable is made from carries the same shade
      expect((t as unknown as Record<string, string>)[`${k}-7`]).toBe(text);
    }
    // an unchecked switch: white text on its track
    const track = consoleTheme('light', '#1677ff').components!.Switch!.colorTextQuaternary!;
    expect(ratio(t.colorTextLightSolid, over(track, '#ffffff'))).toBeGreaterThanOrEqual(AA);
  });

  it.each(COLOR_PRESETS)('dark, primary %s: white on the primary colour, the primary colour as text', (c) => {
    const config = consoleTheme('dark', c);
    const t = theme.getDesignToken(config);
    expect(ratio(t.colorTextLightSolid, t.colorPrimary)).toBeGreaterThanOrEqual(AA);
    const text = config.components!.Menu!.itemSelectedColor!;
    expect(config.components!.Tabs!.itemSelectedColor).toBe(text);
    for (const bg of [t.colorBgContainer, t.colorBgElevated, t.colorPrimaryBg]) {
      expect(ratio(text, bg)).toBeGreaterThanOrEqual(AA);
    }
  });

  it('dark: links, danger text, tags and the subtle greys on the dark backgrounds', () => {
    const config = consoleTheme('dark', '#1677ff');
    const t = theme.getDesignToken(config);
    const container = t.colorBgContainer;
    const hover = over(t.colorFillAlter, container);
    const backgrounds = [container, t.colorBgLayout, t.colorBgElevated, hover];
    const danger = config.components!.Button!.colorError!;
    for (const bg of backgrounds) {
      for (const fg of [
        t.colorLink,
        t.colorLinkHover,
        danger,
        t.colorTextTertiary,
        t.colorTextDescription,
        t.colorTextPlaceholder,
      ]) {
        expect(ratio(fg, bg)).toBeGreaterThanOrEqual(AA);
      }
    }
    // a solid danger button: its dark text on the danger colour; an error tag on its tint
    expect(ratio(config.components!.Button!.dangerColor!, danger)).toBeGreaterThanOrEqual(AA);
    expect(ratio(config.components!.Tag!.colorError!, t.colorErrorBg)).toBeGreaterThanOrEqual(AA);
    // a processing tag, info text, the shell's primary-coloured text (--mc-primary-text)
    expect(ratio(config.components!.Tag!.colorInfo!, t.colorInfoBg)).toBeGreaterThanOrEqual(AA);
    for (const bg of [container, t.colorBgElevated, t.colorInfoBg]) {
      expect(ratio(t.colorInfoText, bg)).toBeGreaterThanOrEqual(AA);
    }
    for (const bg of [container, t.colorBgElevated, t.controlItemBgActive]) {
      expect(ratio(t.colorPrimaryText, bg)).toBeGreaterThanOrEqual(AA);
    }
    for (const k of PRESETS) {
      const { text, tint } = presetText(t, k);
      expect([k, ratio(text, tint) >= AA]).toEqual([k, true]);
    }
  });
});
