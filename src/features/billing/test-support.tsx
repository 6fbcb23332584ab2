import { openSignedIn } from '@/test/open-page';
import FeeRulePage from './fee-rule-page';

/**
 * Sign in as `account` (the owner by default) at 1001, open /feeRule/index at `tab` and wait until `first`
 * shows (the tab has its rows). Answers a user-event `user`.
 * @example const user = await openFeeRuleTab('base', '标准大床房');
 */
export async function openFeeRuleTab(tab: string, first: string | RegExp, account?: string) {
  const { user } = await openSignedIn(<FeeRulePage />, `/feeRule/index?tab=${tab}`, { account, first });
  return user;
}
