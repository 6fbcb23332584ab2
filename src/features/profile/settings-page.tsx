import { Button, Card, Form, Radio, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ui } from '@/components/feedback-ui';
import { setLanguage, type Language } from '@/i18n/i18n';
import { settings, useSettings, type Settings } from '@/settings/settings-store';
import { AutoLockSelect, ColorSwatches } from '@/settings/settings-controls';

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
          <ColorSwatches label={t('preferences.color')} />
        </Form.Item>
        <Form.Item label={t('preferences.tags')} extra={t('preferences.tagsHint')}>
          <Switch aria-label={t('preferences.tags')} checked={s.tags} onChange={(tags) => set({ tags })} />
        </Form.Item>
        <Form.Item
          label={t('preferences.autoLock')}
          extra={t('preferences.autoLockHint')}
          htmlFor="pref-auto-lock"
        >
          <AutoLockSelect id="pref-auto-lock" />
        </Form.Item>
      </Form>
    </Card>
  );
}
