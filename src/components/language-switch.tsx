import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLanguage, type Language } from '@/i18n/i18n';

/** zh / en switch; antd and dayjs follow through AppProviders. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Segmented<Language>
      size="small"
      aria-label={t('common.language')}
      value={i18n.language === 'en' ? 'en' : 'zh'}
      onChange={(v) => setLanguage(v)}
      options={[
        { label: t('common.langZh'), value: 'zh' },
        { label: t('common.langEn'), value: 'en' },
      ]}
    />
  );
}
