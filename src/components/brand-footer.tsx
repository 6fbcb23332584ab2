import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';

/** §1: the copyright line of the brand's company with its filing number. */
export function BrandFooter() {
  const { t } = useTranslation();
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {t(`brand.${brand.id}.copyright`)} · {t(`brand.${brand.id}.filing`)}
    </Typography.Text>
  );
}
