import { CrudPage } from '@/crud/crud-page';
import { basePriceConfig } from './base-price-config';

/** /feeRule/index?tab=base: the base (门市) and weekend price, deposit and stay times of each room type. */
export default function BasePriceTab() {
  return <CrudPage config={basePriceConfig} />;
}
