import { darkenForWhite } from '@/utils/contrast';

/**
 * A colour that reads on white and under white text at 5:1; 5:1 on white leaves it ≥ 4.5:1 on a light tint
 * of itself (a selected menu item, a tag) and on the layout grey #f5f5f5.
 * @example readableOnWhite(INFO) // '#1369e0'
 */
export const readableOnWhite = (hex: string) => darkenForWhite(hex, 5);

/** antd's seeds the console changes (made readable on white in light mode) */
export const INFO = '#1677ff';
export const ERROR = '#ff4d4f';

/** Secondary-text greys: antd's 0.45 alpha is 3.4:1 on white; 0.6 is 5.3:1 on the layout grey, 7:1 in dark. */
export const SUBTLE_ALPHA = 0.6;
/** Placeholders (a Select's is text axe checks): 0.55 is 4.7:1 on white, 6:1 in dark. */
export const PLACEHOLDER_ALPHA = 0.55;

/**
 * The shell's colours (var(--mc-…)) in light mode for a primary colour, without antd: the signed-out frame
 * (always light) paints /login before any antd code has loaded (issue 18). They are the values
 * `shellCssVars` reads from antd's light tokens of `consoleTheme` (theme.test.ts compares them for every colour
 * the settings drawer offers): antd's light neutrals, the console's 0.6 grey, and the brand colour made
 * readable on white. `--mc-active` (a tint of antd's palette) is left to antd's pages.
 * @example lightShellVars('#1677ff')['--mc-primary'] // '#1369e0'
 */
export function lightShellVars(primary: string): Record<string, string> {
  const readable = readableOnWhite(primary);
  return {
    '--mc-bg': '#ffffff',
    '--mc-bg-layout': '#f5f5f5',
    '--mc-bg-elevated': '#ffffff',
    '--mc-border': '#d9d9d9',
    '--mc-border-2': '#f0f0f0',
    '--mc-text': 'rgba(0,0,0,0.88)',
    '--mc-text-2': 'rgba(0,0,0,0.65)',
    '--mc-text-3': `rgba(0, 0, 0, ${SUBTLE_ALPHA})`,
    '--mc-placeholder': `rgba(0, 0, 0, ${PLACEHOLDER_ALPHA})`,
    '--mc-primary': readable,
    '--mc-primary-text': readable,
    '--mc-link': readableOnWhite(INFO),
    '--mc-error': readableOnWhite(ERROR),
    '--mc-fill': 'rgba(0,0,0,0.04)',
    '--mc-hover': 'rgba(0,0,0,0.04)',
  };
}
