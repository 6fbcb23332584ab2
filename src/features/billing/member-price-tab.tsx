import { CrudPageFrom } from '@/crud/crud-page';
import { MEMBER_TYPE_OPTIONS } from './billing-options';
import { memberPriceConfig } from './member-price-config';

/**
 * /feeRule/index?tab=member: the member-price matrix. Its columns are the place's member types, so the
 * configuration is built once they are known (from the same cache the member-type selects use).
 */
export default function MemberPriceTab() {
  return <CrudPageFrom source={MEMBER_TYPE_OPTIONS} build={memberPriceConfig} />;
}
