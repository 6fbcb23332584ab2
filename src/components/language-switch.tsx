import { useTranslation } from 'react-i18next';
import { setLanguage, type Language } from '@/i18n/i18n';
import { ToggleGroup } from './toggle-group';

/** zh / en switch; antd and dayjs follow through AppProviders. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <ToggleGroup<Language>
      label={t('common.language')}
      value={i18n.language === 'en' ? 'en' : 'zh'}
      onChange={(v) => void setLanguage(v)}
      options={[
        { label: t('common.langZh'), value: 'zh' },
        { label: t('common.langEn'), value: 'en' },
      ]}
    />
  );
}
