import { Select } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  AUTO_LOCK_CHOICES,
  COLOR_PRESETS,
  settings,
  TAG_CAPS,
  useSettings,
  type Settings,
} from './settings-store';
import styles from './settings-controls.module.css';

/** The colour presets as named radio swatches; the settings drawer and /info/setting share it. */
export function ColorSwatches({ label }: { label: string }) {
  const { t } = useTranslation();
  const color = useSettings((s) => s.color);
  return (
    <div role="radiogroup" aria-label={label} className={styles.swatches}>
      {COLOR_PRESETS.map((c) => {
        const name = t(`preferences.color_${c.slice(1)}`);
        return (
          <button
            key={c}
            type="button"
            role="radio"
            aria-checked={color === c}
            aria-label={name}
            title={name}
            className={styles.swatch}
            style={{ background: c }}
            onClick={() => settings.update({ color: c })}
          >
            {color === c && <CheckOutlined />}
          </button>
        );
      })}
    </div>
  );
}

type NumberSetting = { [K in keyof Settings]: Settings[K] extends number ? K : never }[keyof Settings];

/** A numeric setting chosen from a few values, each with its words. */
function NumberSettingSelect({
  id,
  name,
  choices,
  label,
}: {
  id: string;
  name: NumberSetting;
  choices: readonly number[];
  label: (value: number) => string;
}) {
  const value = useSettings((s) => s[name]);
  return (
    <Select<number>
      id={id}
      style={{ width: 160 }}
      value={value}
      onChange={(v) => settings.update({ [name]: v })}
      options={choices.map((n) => ({ value: n, label: label(n) }))}
    />
  );
}

/** How many tags stay open (the least recently used one is closed past it, never one with unsaved input). */
export function TagCapSelect({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <NumberSettingSelect
      id={id}
      name="tagCap"
      choices={TAG_CAPS}
      label={(n) => t('shell.tagCapValue', { count: n })}
    />
  );
}

/** Minutes of idleness before the screen locks (0 = never). */
export function AutoLockSelect({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <NumberSettingSelect
      id={id}
      name="autoLockMinutes"
      choices={AUTO_LOCK_CHOICES}
      label={(m) =>
        m === 0 ? t('preferences.autoLockNever') : t('preferences.autoLockMinutes', { count: m })
      }
    />
  );
}
