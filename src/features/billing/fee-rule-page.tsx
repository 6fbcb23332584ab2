import { TabbedPage, type PageTab } from '@/components/tabbed-page';
import BasePriceTab from './base-price-tab';
import ChargeConfigTab from './charge-config-tab';
import HourRoomTab from './hour-room-tab';
import MemberPriceTab from './member-price-tab';
import OrderEditTab from './order-edit-tab';
import PriceCalendarTab from './price-calendar-tab';
import PriceRecordTab from './price-record-tab';
import PromotionTab from './promotion-tab';
import ProtocolTab from './protocol-tab';
import ReducePriceTab from './reduce-price-tab';

/** The tabs of /feeRule/index, in the order an operator sets prices up; `?tab=` names the open one. */
const TABS: PageTab[] = [
  { key: 'base', label: 'billing.tabBase', Tab: BasePriceTab },
  { key: 'calendar', label: 'billing.tabCalendar', Tab: PriceCalendarTab },
  { key: 'member', label: 'billing.tabMember', Tab: MemberPriceTab },
  { key: 'protocol', label: 'billing.tabProtocol', Tab: ProtocolTab },
  { key: 'hourRoom', label: 'billing.tabHourRoom', Tab: HourRoomTab },
  { key: 'promotion', label: 'billing.tabPromotion', Tab: PromotionTab },
  { key: 'reduce', label: 'billing.tabReduce', Tab: ReducePriceTab },
  { key: 'orderEdit', label: 'billing.tabOrderEdit', Tab: OrderEditTab },
  { key: 'records', label: 'billing.tabRecords', Tab: PriceRecordTab },
  { key: 'charge', label: 'billing.tabCharge', Tab: ChargeConfigTab },
];

/**
 * /feeRule/index (§7 Billing): every price of the place on one page, a tab per kind of rule, and the price
 * calendar that shows what they add up to. The tab is in the URL; switching tabs starts the other tab's list
 * afresh (list state — page, filters — belongs to one tab).
 */
export default function FeeRulePage() {
  return <TabbedPage title="billing.title" intro="billing.intro" tabs={TABS} />;
}
