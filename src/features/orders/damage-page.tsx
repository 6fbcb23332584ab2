import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '@/crud/crud-page';
import { damageConfig } from './damage-config';

/** /order/damage: the damage records of the place (businessDamage). */
export default function DamagePage() {
  const { t } = useTranslation();
  const config = useMemo(() => damageConfig(t), [t]);
  return <CrudPage config={config} intro="orders.damageRecord.intro" />;
}
