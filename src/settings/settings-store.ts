import { create } from 'zustand';
import { prefix } from '@/session/storage-keys';

/**
 * The console's appearance and behaviour settings (§2 settings drawer), one set per user, kept on the device
 * across logouts under `merchant-settings-<userId>`.
 */
export interface Settings {
  /** navigation on the side, or in the top bar */
  layout: 'side' | 'top';
  /** the tags bar of open pages */
  tags: boolean;
  /** sidebar collapsed to icons */
  collapsed: boolean;
  /** menu search in the top bar */
  search: boolean;
  /** fullscreen button in the top bar */
  fullscreen: boolean;
  theme: 'light' | 'dark';
  /** primary colour, one of COLOR_PRESETS */
  color: string;
  /** second-level menu buttons of the current section in the top bar */
  topMenu: boolean;
  /** show request and route diagnostics */
  debug: boolean;
  /** lock button in the top bar */
  lock: boolean;
  /** lock the screen after this many idle minutes; 0 = never */
  autoLockMinutes: number;
  /** how many tags stay open before the least recently used one is closed (app/tags/tag-rules TAG_CAPS) */
  tagCap: number;
}

/** the choices of how many tags stay open (app/tags/tag-rules) */
export const TAG_CAPS = [5, 10, 15, 20, 30] as const;

export const COLOR_PRESETS = [
  '#1677ff',
  '#13c2c2',
  '#52c41a',
  '#fa8c16',
  '#f5222d',
  '#722ed1',
  '#eb2f96',
] as const;
export const AUTO_LOCK_CHOICES = [0, 5, 10, 15, 30, 60] as const;

export const DEFAULT_SETTINGS: Settings = {
  layout: 'side',
  tags: true,
  collapsed: false,
  search: true,
  fullscreen: true,
  theme: 'light',
  color: COLOR_PRESETS[0],
  topMenu: true,
  debug: false,
  lock: true,
  autoLockMinutes: 0,
  tagCap: 10,
};

export const settingsKeyPrefix = `${prefix}-settings-`;
const keyOf = (userId: number | null) => `${settingsKeyPrefix}${userId ?? 'guest'}`;

interface SettingsState extends Settings {
  userId: number | null;
}

function read(userId: number | null): Settings {
  try {
    const raw = localStorage.getItem(keyOf(userId));
    if (raw) return { ...DEFAULT_SETTINGS, ...(JSON.parse(raw) as Partial<Settings>) };
  } catch {
    // unreadable settings fall back to the defaults
  }
  return { ...DEFAULT_SETTINGS };
}

export const useSettings = create<SettingsState>(() => ({ ...DEFAULT_SETTINGS, userId: null }));

export const settings = {
  get: (): Settings => useSettings.getState(),
  /** Load the settings of the signed-in user (call when the user becomes known). */
  loadFor(userId: number | null): void {
    useSettings.setState({ ...read(userId), userId });
  },
  update(patch: Partial<Settings>): void {
    useSettings.setState(patch);
    const { userId, ...rest } = useSettings.getState();
    localStorage.setItem(keyOf(userId), JSON.stringify(rest));
  },
  reset(): void {
    settings.update({ ...DEFAULT_SETTINGS });
  },
};
