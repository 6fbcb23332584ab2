import { Select } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AUTO_LOCK_CHOICES, COLOR_PRESETS, settings, TAG_CAPS, useSettings } from './settings-store';
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

/** Minutes of idleness before the screen locks (0 = never). */
/** How many tags stay open (the least recently used one is closed past it, never one with unsaved input). */
export function TagCapSelect({ id }: { id: string }) {
  const { t } = useTranslation();
  const cap = useSettings((s) => s.tagCap);
  return (
    <Select<number>
      id={id}
      style={{ width: 160 }}
      value={cap}
      onChange={(tagCap) => settings.update({ tagCap })}
      options={TAG_CAPS.map((n) => ({ value: n, label: t('shell.tagCapValue', { count: n }) }))}
    />
  );
}

export function AutoLockSelect({ id }: { id: string }) {
  const { t } = useTranslation();
  const minutes = useSettings((s) => s.autoLockMinutes);
  return (
    <Select<number>
      id={id}
      style={{ width: 160 }}
      value={minutes}
      onChange={(autoLockMinutes) => settings.update({ autoLockMinutes })}
      options={AUTO_LOCK_CHOICES.map((m) => ({
        value: m,
        label: m === 0 ? t('preferences.autoLockNever') : t('preferences.autoLockMinutes', { count: m }),
      }))}
    />
  );
}
