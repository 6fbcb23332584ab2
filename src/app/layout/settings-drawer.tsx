import { Button, Divider, Drawer, Flex, Radio, Select, Switch } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  AUTO_LOCK_CHOICES,
  COLOR_PRESETS,
  settings,
  useSettings,
  type Settings,
} from '@/settings/settings-store';
import styles from './settings-drawer.module.css';

type Toggle = keyof Pick<
  Settings,
  'tags' | 'collapsed' | 'search' | 'fullscreen' | 'topMenu' | 'debug' | 'lock'
>;

const TOGGLES: Array<[Toggle, string]> = [
  ['tags', 'shell.showTags'],
  ['collapsed', 'shell.collapsed'],
  ['search', 'shell.showSearch'],
  ['fullscreen', 'shell.showFullscreen'],
  ['topMenu', 'shell.showTopMenu'],
  ['lock', 'shell.showLock'],
  ['debug', 'shell.debug'],
];

/** §2 settings drawer: navigation mode, toggles, theme, colour, auto-lock; saved per user on this device. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const s = useSettings();
  return (
    <Drawer title={t('shell.settingsTitle')} open={open} onClose={onClose} size={340}>
      <div className={styles.label}>{t('shell.navMode')}</div>
      <Radio.Group
        optionType="button"
        value={s.layout}
        onChange={(e) => settings.update({ layout: e.target.value as Settings['layout'] })}
        options={[
          { value: 'side', label: t('shell.navSide') },
          { value: 'top', label: t('shell.navTop') },
        ]}
      />
      <Divider />
      <div className={styles.label}>{t('shell.theme')}</div>
      <Radio.Group
        optionType="button"
        value={s.theme}
        onChange={(e) => settings.update({ theme: e.target.value as Settings['theme'] })}
        options={[
          { value: 'light', label: t('shell.themeLight') },
          { value: 'dark', label: t('shell.themeDark') },
        ]}
      />
      <div className={styles.label}>{t('shell.color')}</div>
      <Flex gap={8} role="radiogroup" aria-label={t('shell.color')}>
        {COLOR_PRESETS.map((c) => (
          <button
            key={c}
            type="button"
            role="radio"
            aria-checked={s.color === c}
            aria-label={c}
            className={styles.swatch}
            style={{ background: c }}
            onClick={() => settings.update({ color: c })}
          >
            {s.color === c && <CheckOutlined />}
          </button>
        ))}
      </Flex>
      <Divider />
      {TOGGLES.map(([key, label]) => (
        <Flex key={key} justify="space-between" align="center" className={styles.row}>
          <label htmlFor={`setting-${key}`}>{t(label)}</label>
          <Switch id={`setting-${key}`} checked={s[key]} onChange={(v) => settings.update({ [key]: v })} />
        </Flex>
      ))}
      <Flex justify="space-between" align="center" className={styles.row}>
        <label htmlFor="setting-autolock">{t('shell.autoLock')}</label>
        <Select
          id="setting-autolock"
          style={{ width: 140 }}
          value={s.autoLockMinutes}
          onChange={(v) => settings.update({ autoLockMinutes: v })}
          options={AUTO_LOCK_CHOICES.map((m) => ({
            value: m,
            label: m === 0 ? t('shell.autoLockOff') : t('shell.minutes', { count: m }),
          }))}
        />
      </Flex>
      <Divider />
      <Button block onClick={() => settings.reset()}>
        {t('shell.resetSettings')}
      </Button>
    </Drawer>
  );
}
