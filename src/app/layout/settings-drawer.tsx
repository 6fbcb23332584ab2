import { Button, Divider, Drawer, Flex, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { settings, useSettings, type Settings } from '@/settings/settings-store';
import { AutoLockSelect, ColorSwatches, TagCapSelect } from '@/settings/settings-controls';
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
      <ColorSwatches label={t('shell.color')} />
      <Divider />
      {TOGGLES.map(([key, label]) => (
        <Flex key={key} justify="space-between" align="center" className={styles.row}>
          <label htmlFor={`setting-${key}`}>{t(label)}</label>
          <Switch id={`setting-${key}`} checked={s[key]} onChange={(v) => settings.update({ [key]: v })} />
        </Flex>
      ))}
      {s.tags && (
        <Flex justify="space-between" align="center" className={styles.row}>
          <label htmlFor="setting-tagcap">{t('shell.tagCap')}</label>
          <TagCapSelect id="setting-tagcap" />
        </Flex>
      )}
      <Flex justify="space-between" align="center" className={styles.row}>
        <label htmlFor="setting-autolock">{t('shell.autoLock')}</label>
        <AutoLockSelect id="setting-autolock" />
      </Flex>
      <Divider />
      <Button block onClick={() => settings.reset()}>
        {t('shell.resetSettings')}
      </Button>
    </Drawer>
  );
}
