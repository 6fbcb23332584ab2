import { memberTypeApi } from '@/api/services/member-types';
import { CrudPageFrom } from '@/crud/crud-page';
import { rechargeStrategyConfig } from './recharge-strategy-config';

/** The member types' levels (getSelectInfo), cached with the place's options: a save anywhere refreshes them. */
const LEVELS = { queryKey: 'memberTypeLevels', load: memberTypeApi.select };

/**
 * /member/recharge: the recharge strategies. The level select lists the place's member types, so the config is
 * built once they are known.
 */
export default function RechargeStrategyPage() {
  return <CrudPageFrom source={LEVELS} build={rechargeStrategyConfig} />;
}
