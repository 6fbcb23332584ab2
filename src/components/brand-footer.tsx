import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';

/** §1: the copyright line of the brand's company with its filing number. */
export function BrandFooter() {
  const { t } = useTranslation();
  return (
    <span style={{ fontSize: 12, color: 'var(--mc-text-3)' }}>
      {t(`brand.${brand.id}.copyright`)} · {t(`brand.${brand.id}.filing`)}
    </span>
  );
}
