import { theme as antdTheme, type GlobalToken, type ThemeConfig } from 'antd';
import { contrast, darkenForWhite, lightenFor } from '@/utils/contrast';
import { ERROR, INFO, PLACEHOLDER_ALPHA, readableOnWhite, SUBTLE_ALPHA } from './light-shell';

/**
 * The console's antd theme (issue 16, accessibility): antd's colours with the shades moved where text would
 * fall below WCAG AA contrast (4.5:1) — antd's blue #1677ff is 4.1:1 on white (and white on a primary button
 * 4.1:1), its tertiary grey rgba(0,0,0,0.45) 3.4:1, its success green 2.3:1, its gold, cyan, green and orange
 * tags 2–3.4:1 on their own tints. theme.test.ts checks the pairs with antd's getDesignToken, light and dark,
 * for every colour the settings drawer offers.
 *
 * antd derives a palette from each seed colour (colorPrimary, colorError, colorLink…) and ignores an override
 * of a seed's derived value under the seed's own name, so a seed is changed as a seed, and a shade of a palette
 * (the tints, a tag's text `gold7`) as that map token.
 */

export type ThemeMode = 'light' | 'dark';

/**
 * The map tokens of a preset colour's 7th shade: antd keeps each shade under two names, `gold7` (the token) and
 * `gold-7` (the one its CSS variable, --ant-gold-7, is made from); both are set.
 */
function presetShades(text: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(text).flatMap(([k, v]) => [
      [`${k}7`, v],
      [`${k}-7`, v],
    ]),
  );
}

/**
 * Light mode: the text shade of antd's preset colours (`<colour>7`, a Tag's text on its `<colour>1` tint) where
 * antd's is below 4.5:1, replaced by a darker step of antd's own palette of that colour.
 */
const LIGHT_PRESET_TEXT = presetShades({
  cyan: '#006d75', // cyan-8
  green: '#237804', // green-8
  orange: '#ad4e00', // orange-8
  volcano: '#ad2102', // volcano-8
  gold: '#874d00', // gold-9
  yellow: '#876800', // yellow-9
  lime: '#3f6600', // lime-9
});
/** light mode: success text (a success tag, Typography type="success"): green-8; warning text: gold-9 */
const LIGHT_SUCCESS_TEXT = '#237804';
const LIGHT_WARNING_TEXT = '#874d00';

/** Dark mode: the same for the presets whose dark text shade is below 4.5:1 on its dark tint. */
const DARK_PRESET_TEXT = presetShades({
  purple: '#ab7ae0', // purple-8 (dark)
  geekblue: '#7f9ef3', // geekblue-8 (dark)
});

/**
 * Dark mode links: antd's dark #1668dc is 3.5:1 on the dark background. The seed blue-4 gives #5c99dc in the
 * dark palette, 6.2:1 on #141414.
 */
const DARK_LINK_SEED = '#69b1ff';
/**
 * Dark mode danger text (a 删除 link, a form error, an error tag): antd's #dc4446 is 4.3:1 on #141414. A solid
 * danger button shares the link's colour in antd, so its text turns dark (white on the lighter red is 3.4:1).
 */
const DARK_ERROR_TEXT = '#ec7a78';
const DARK_ON_LIGHT = 'rgba(0, 0, 0, 0.88)';

/** a hover shade's contrast with white (a little lighter than the 5:1 of the colour itself; 4.6:1 on the grey of a table header) */
const HOVER_MIN = 4.8;

type ConsoleTheme = ThemeConfig & { token: NonNullable<ThemeConfig['token']> };

/**
 * The ThemeConfig for a mode and a primary colour (the brand's, or the one picked in the settings drawer).
 * @example consoleTheme('light', '#1677ff').token.colorPrimary // '#1369e0'
 */
export function consoleTheme(
  mode: ThemeMode,
  primary: string,
  options: { motion?: boolean } = {},
): ConsoleTheme {
  const ink = mode === 'dark' ? '255, 255, 255' : '0, 0, 0';
  const common = {
    borderRadius: 6,
    motion: options.motion ?? true,
    colorTextTertiary: `rgba(${ink}, ${SUBTLE_ALPHA})`,
    colorTextDescription: `rgba(${ink}, ${SUBTLE_ALPHA})`,
    colorTextPlaceholder: `rgba(${ink}, ${PLACEHOLDER_ALPHA})`,
  };
  return mode === 'dark' ? darkTheme(primary, common) : lightTheme(primary, common);
}

function lightTheme(primary: string, common: ConsoleTheme['token']): ConsoleTheme {
  // the tints of the colour as chosen: a darkened seed's own tints turn grey (cyan, green, orange)
  const chosen = antdTheme.getDesignToken({ token: { colorPrimary: primary } });
  const seeds = {
    colorPrimary: readableOnWhite(primary),
    colorInfo: readableOnWhite(INFO),
    colorError: readableOnWhite(ERROR),
  };
  // hover shades are a step lighter (a hovered tab, link or button): kept at 4.5:1 with white all the same
  const derived = antdTheme.getDesignToken({ token: seeds });
  const hover = (hex: string) => darkenForWhite(hex, HOVER_MIN);
  return {
    algorithm: antdTheme.defaultAlgorithm,
    token: {
      ...common,
      ...seeds,
      colorPrimaryBg: chosen.colorPrimaryBg,
      colorPrimaryBgHover: chosen.colorPrimaryBgHover,
      colorPrimaryBorder: chosen.colorPrimaryBorder,
      colorPrimaryBorderHover: chosen.colorPrimaryBorderHover,
      colorPrimaryHover: hover(derived.colorPrimaryHover),
      colorLinkHover: hover(derived.colorLinkHover),
      colorErrorHover: hover(derived.colorErrorHover),
      colorSuccessText: LIGHT_SUCCESS_TEXT,
      colorWarningText: LIGHT_WARNING_TEXT,
      ...LIGHT_PRESET_TEXT,
    },
    components: {
      // a status tag's text is the status seed colour itself (green #52c41a: 2.2:1 on its tint)
      Tag: { colorSuccess: LIGHT_SUCCESS_TEXT },
      // an unchecked switch's track (its white 停用 / 下架 on antd's rgba(0,0,0,0.25) is 1.9:1)
      Switch: { colorTextQuaternary: `rgba(0, 0, 0, ${PLACEHOLDER_ALPHA})` },
    },
  };
}

/** antd's dark tokens for a primary seed */
const darkTokens = (seed: string) =>
  antdTheme.getDesignToken({ algorithm: antdTheme.darkAlgorithm, token: { colorPrimary: seed } });

function darkTheme(primary: string, common: ConsoleTheme['token']): ConsoleTheme {
  // the seed darkened until white reads on antd's dark primary made of it (cyan, green, orange need it)
  let seed = primary;
  let t = darkTokens(seed);
  for (let min = 4.6; contrast('#ffffff', t.colorPrimary) < 4.5 && min < 12; min += 0.2) {
    seed = darkenForWhite(primary, min);
    t = darkTokens(seed);
  }
  // the primary colour as text (a selected menu item, tab or radio button): white reads on antd's dark primary,
  // so buttons keep it, but it is too dark as text on the dark backgrounds
  const primaryText = lightenFor(t.colorPrimary, [t.colorBgContainer, t.colorBgElevated, t.colorPrimaryBg]);
  // antd's dark hover shades of a link are darker still (#3a5b7e for the link blue)
  const link = antdTheme.getDesignToken({
    algorithm: antdTheme.darkAlgorithm,
    token: { colorLink: DARK_LINK_SEED },
  });
  const darkBackgrounds = [t.colorBgContainer, t.colorBgElevated];
  // info text (a processing tag 待支付, an info alert's text): antd's dark #1668dc is 3.4:1 on its dark tint
  const infoText = lightenFor(t.colorInfo, [...darkBackgrounds, t.colorInfoBg]);
  const error = {
    colorError: DARK_ERROR_TEXT,
    colorErrorHover: DARK_ERROR_TEXT,
    colorErrorActive: DARK_ERROR_TEXT,
  };
  return {
    algorithm: antdTheme.darkAlgorithm,
    token: {
      ...common,
      colorPrimary: seed,
      // not used by antd's components: the shell's CSS reads it (--mc-primary-text)
      colorPrimaryText: primaryText,
      colorInfoText: infoText,
      colorLink: DARK_LINK_SEED,
      colorLinkHover: lightenFor(link.colorLinkHover, darkBackgrounds),
      colorLinkActive: lightenFor(link.colorLinkActive, darkBackgrounds),
      ...DARK_PRESET_TEXT,
    },
    components: {
      Menu: { itemSelectedColor: primaryText, subMenuItemSelectedColor: primaryText },
      Tabs: { itemSelectedColor: primaryText, itemActiveColor: primaryText, itemHoverColor: primaryText },
      // a checked radio button's text (and ring) is its colorPrimary
      Radio: { colorPrimary: primaryText, colorPrimaryHover: primaryText },
      Pagination: { itemActiveColor: primaryText },
      Button: { ...error, dangerColor: DARK_ON_LIGHT },
      Typography: { colorErrorText: DARK_ERROR_TEXT },
      Form: { colorError: DARK_ERROR_TEXT },
      Tag: { colorError: DARK_ERROR_TEXT, colorInfo: infoText },
    },
  };
}

/**
 * The colours the shell's own CSS uses (var(--mc-…)), from antd's tokens: set on the document by the app's
 * providers, and on a part of the page that keeps a theme of its own (the signed-out frame, always light).
 */
export function shellCssVars(token: GlobalToken): Record<string, string> {
  return {
    '--mc-bg': token.colorBgContainer,
    '--mc-bg-layout': token.colorBgLayout,
    '--mc-bg-elevated': token.colorBgElevated,
    '--mc-border': token.colorBorder,
    '--mc-border-2': token.colorBorderSecondary,
    '--mc-text': token.colorText,
    '--mc-text-2': token.colorTextSecondary,
    '--mc-text-3': token.colorTextTertiary,
    '--mc-placeholder': token.colorTextPlaceholder,
    '--mc-primary': token.colorPrimary,
    // the primary colour as text: the same in light mode, lighter in dark mode
    '--mc-primary-text': token.colorPrimaryText,
    '--mc-link': token.colorLink,
    '--mc-error': token.colorError,
    '--mc-fill': token.colorFillTertiary,
    '--mc-hover': token.controlItemBgHover,
    '--mc-active': token.controlItemBgActive,
  };
}
