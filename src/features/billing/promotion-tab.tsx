import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '@/crud/crud-page';
import { makePromotionConfig } from './promotion-config';

/** /feeRule/index?tab=promotion: time-limited prices on a §3 schedule, on or off the shelf. */
export default function PromotionTab() {
  const { t } = useTranslation();
  const config = useMemo(() => makePromotionConfig(t), [t]);
  return <CrudPage config={config} />;
}
