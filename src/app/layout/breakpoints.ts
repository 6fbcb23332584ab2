/**
 * Screen levels of §2: breakpoints 768, 992 and 1200 px give levels 1, 2 and 3; wider is level 0 (full).
 * - level 1 (< 768): the sidebar is hidden and opens as a drawer from the menu button; the top bar keeps the
 *   place switcher, messages and the avatar; banner, second-level buttons, service and search collapse away;
 * - level 2 (768–991): the sidebar shows icons only; banner, second-level buttons, labels, service and the
 *   language switch hidden (language stays in the avatar menu and /info/setting);
 * - level 3 (992–1199): the sidebar is expanded unless the user collapsed it; the banner is hidden;
 * - level 0 (≥ 1200): everything.
 */
export type ScreenLevel = 0 | 1 | 2 | 3;

export const BREAKPOINTS = [768, 992, 1200] as const;

export function screenLevel(width: number): ScreenLevel {
  if (width < BREAKPOINTS[0]) return 1;
  if (width < BREAKPOINTS[1]) return 2;
  if (width < BREAKPOINTS[2]) return 3;
  return 0;
}

export interface LevelLayout {
  sidebar: 'drawer' | 'icons' | 'full';
  banner: boolean;
  secondLevel: boolean;
  /** labels next to top-bar icons, customer service, language switch */
  service: boolean;
}

export function layoutFor(level: ScreenLevel, userCollapsed: boolean): LevelLayout {
  switch (level) {
    case 1:
      return { sidebar: 'drawer', banner: false, secondLevel: false, service: false };
    case 2:
      return { sidebar: 'icons', banner: false, secondLevel: false, service: false };
    case 3:
      return { sidebar: userCollapsed ? 'icons' : 'full', banner: false, secondLevel: true, service: true };
    default:
      return { sidebar: userCollapsed ? 'icons' : 'full', banner: true, secondLevel: true, service: true };
  }
}
