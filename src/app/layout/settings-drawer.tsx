import type { ReactNode } from 'react';
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

const NAV_MODES: Array<[Settings['layout'], string]> = [
  ['side', 'shell.navSide'],
  ['top', 'shell.navTop'],
];
const THEMES: Array<[Settings['theme'], string]> = [
  ['light', 'shell.themeLight'],
  ['dark', 'shell.themeDark'],
];

/** A setting of a few choices, as buttons under its label: `[value, label]` pairs, labels as locale keys. */
function ChoiceSetting<K extends 'layout' | 'theme'>({
  name,
  label,
  choices,
}: {
  name: K;
  label: string;
  choices: Array<[value: Settings[K], label: string]>;
}) {
  const { t } = useTranslation();
  const value = useSettings((s) => s[name]);
  return (
    <>
      <div className={styles.label}>{t(label)}</div>
      <Radio.Group
        optionType="button"
        value={value}
        onChange={(e) => settings.update({ [name]: e.target.value as Settings[K] })}
        options={choices.map(([v, l]) => ({ value: v, label: t(l) }))}
      />
    </>
  );
}

/** A setting on one line: its label, and the control `id` names at the end. */
function SettingRow({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" className={styles.row}>
      <label htmlFor={id}>{label}</label>
      {children}
    </Flex>
  );
}

/** §2 settings drawer: navigation mode, toggles, theme, colour, auto-lock; saved per user on this device. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const s = useSettings();
  return (
    <Drawer title={t('shell.settingsTitle')} open={open} onClose={onClose} size={340}>
      <ChoiceSetting name="layout" label="shell.navMode" choices={NAV_MODES} />
      <Divider />
      <ChoiceSetting name="theme" label="shell.theme" choices={THEMES} />
      <div className={styles.label}>{t('shell.color')}</div>
      <ColorSwatches label={t('shell.color')} />
      <Divider />
      {TOGGLES.map(([key, label]) => (
        <SettingRow key={key} id={`setting-${key}`} label={t(label)}>
          <Switch id={`setting-${key}`} checked={s[key]} onChange={(v) => settings.update({ [key]: v })} />
        </SettingRow>
      ))}
      {s.tags && (
        <SettingRow id="setting-tagcap" label={t('shell.tagCap')}>
          <TagCapSelect id="setting-tagcap" />
        </SettingRow>
      )}
      <SettingRow id="setting-autolock" label={t('shell.autoLock')}>
        <AutoLockSelect id="setting-autolock" />
      </SettingRow>
      <Divider />
      <Button block onClick={() => settings.reset()}>
        {t('shell.resetSettings')}
      </Button>
    </Drawer>
  );
}
