import { Button, Card, Form, Radio, Select, Switch, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ui } from '@/components/feedback-ui';
import { setLanguage, type Language } from '@/i18n/i18n';
import {
  AUTO_LOCK_CHOICES,
  COLOR_PRESETS,
  settings,
  useSettings,
  type Settings,
} from '@/settings/settings-store';

/**
 * /info/setting: the preferences an operator sets once (language, theme, colour, tags bar, auto lock). They
 * live in the per-user settings store, which the shell applies; the settings drawer edits the same store.
 */
export default function SettingsPage() {
  const { t, i18n } = useTranslation();
  const s = useSettings();
  const lang: Language = i18n.language === 'en' ? 'en' : 'zh';
  const set = (patch: Partial<Settings>) => settings.update(patch);

  return (
    <Card
      title={t('preferences.title')}
      style={{ borderRadius: 10 }}
      extra={
        <Button
          onClick={() => {
            // the language is the device's, not a per-user setting: it stays as chosen
            settings.reset();
            ui.success(t('preferences.restored'));
          }}
        >
          {t('preferences.restore')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('preferences.subtitle')}</Typography.Paragraph>
      <Form layout="horizontal" labelCol={{ flex: '140px' }} labelAlign="left" colon={false}>
        <Form.Item label={t('preferences.language')}>
          <Radio.Group
            aria-label={t('preferences.language')}
            optionType="button"
            value={lang}
            onChange={(e) => void setLanguage(e.target.value as Language)}
            options={[
              { label: t('common.langZh'), value: 'zh' },
              { label: t('common.langEn'), value: 'en' },
            ]}
          />
        </Form.Item>
        <Form.Item label={t('preferences.theme')}>
          <Radio.Group
            aria-label={t('preferences.theme')}
            optionType="button"
            value={s.theme}
            onChange={(e) => set({ theme: e.target.value as Settings['theme'] })}
            options={[
              { label: t('preferences.themeLight'), value: 'light' },
              { label: t('preferences.themeDark'), value: 'dark' },
            ]}
          />
        </Form.Item>
        <Form.Item label={t('preferences.color')}>
          <div role="radiogroup" aria-label={t('preferences.color')} style={{ display: 'flex', gap: 10 }}>
            {COLOR_PRESETS.map((c) => {
              const name = t(`preferences.color_${c.slice(1)}`);
              return (
                <button
                  key={c}
                  type="button"
                  role="radio"
                  aria-checked={s.color === c}
                  aria-label={name}
                  title={name}
                  onClick={() => set({ color: c })}
                  style={{
                    width: 28,
                    height: 28,
                    borderRadius: 6,
                    border: 'none',
                    background: c,
                    color: '#fff',
                    cursor: 'pointer',
                    display: 'grid',
                    placeItems: 'center',
                  }}
                >
                  {s.color === c && <CheckOutlined />}
                </button>
              );
            })}
          </div>
        </Form.Item>
        <Form.Item label={t('preferences.tags')} extra={t('preferences.tagsHint')}>
          <Switch aria-label={t('preferences.tags')} checked={s.tags} onChange={(tags) => set({ tags })} />
        </Form.Item>
        <Form.Item
          label={t('preferences.autoLock')}
          extra={t('preferences.autoLockHint')}
          htmlFor="pref-auto-lock"
        >
          <Select<number>
            id="pref-auto-lock"
            style={{ width: 160 }}
            value={s.autoLockMinutes}
            onChange={(autoLockMinutes) => set({ autoLockMinutes })}
            options={AUTO_LOCK_CHOICES.map((m) => ({
              value: m,
              label:
                m === 0 ? t('preferences.autoLockNever') : t('preferences.autoLockMinutes', { count: m }),
            }))}
          />
        </Form.Item>
      </Form>
    </Card>
  );
}
