import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { TabbedPage, tabsPrefetch, type PageTab } from '@/components/tabbed-page';
import { CrudPage } from '@/crud/crud-page';
import { crudTab } from '@/components/crud-tab';
import { FILTER_PREFIX } from '@/crud/list-state';
import type { PointsMember } from '@/domain/points';
import {
  earnRuleConfig,
  pointsMemberConfig,
  pointsRecordConfig,
  shopConfig,
  syncRecordConfig,
} from './points-configs';
import { PointsSettingsTab, SignConfigTab } from './points-settings';

/** 会员积分: 调整积分 opens the adjustment; 明细 opens the ledger tab filtered to the member's card. */
function MembersTab() {
  const [, setParams] = useSearchParams();
  const config = useMemo(
    () =>
      pointsMemberConfig((m: PointsMember) =>
        setParams({ tab: 'records', [`${FILTER_PREFIX}cardNo`]: m.cardNo }),
      ),
    [setParams],
  );
  return <CrudPage config={config} />;
}

/** The tabs of /member/points; `?tab=` names the open one. */
const POINTS_TABS: PageTab[] = [
  {
    key: 'members',
    label: 'points.tabMembers',
    Tab: MembersTab,
    list: () => pointsMemberConfig(() => undefined),
  },
  crudTab('records', 'points.tabRecords', pointsRecordConfig),
  crudTab('shop', 'points.tabShop', shopConfig),
  crudTab('rules', 'points.tabRules', earnRuleConfig),
  { key: 'sign', label: 'points.tabSign', Tab: SignConfigTab },
  { key: 'settings', label: 'points.tabSettings', Tab: PointsSettingsTab },
  crudTab('sync', 'points.tabSync', syncRecordConfig),
];

/** The open tab's first rows, before the page renders (src/app/prefetch.ts). */
export const prefetch = tabsPrefetch(POINTS_TABS);

/**
 * /member/points (§7 Members and points: /business-wy integralMember, integralRecord, integralShop, integralConfig,
 * signConfig, integralSyncRecord; businessPlaceConfig getIntegralConfig/upIntegralConfig): the members' points
 * with the adjustment by hand, the ledger, the points shop, how points are earned (per yuan spent, per night or
 * hour online, per yuan recharged, on the birthday), the sign-in rewards, the programme's switch and worth, and
 * the nightly sync to the head office or the platform. docs/members.md "Points".
 */
export default function PointsPage() {
  return <TabbedPage title="points.title" intro="points.intro" tabs={POINTS_TABS} />;
}
