import { TabbedPage, tabsPrefetch, type PageTab } from '@/components/tabbed-page';
import { crudTab } from '@/components/crud-tab';
import { seatAreaConfig, seatConfig } from './seat-config';

const SEAT_TABS: PageTab[] = [
  crudTab('seats', 'netbarSeats.seatsTab', seatConfig),
  crudTab('areas', 'netbarSeats.areasTab', seatAreaConfig),
];

/** The open tab's first rows, before the page renders (src/app/prefetch.ts). */
export const prefetch = tabsPrefetch(SEAT_TABS);

/**
 * /netBar/seatConfig (§7 Internet cafe placeConfig, orderSeatConfig; menu 机位设置): the cafe's seats, and its
 * areas with their hourly rates by member level. The live map of these seats is /manageSite.
 */
export default function SeatConfigPage() {
  return <TabbedPage title="netbarSeats.title" intro="netbarSeats.intro" tabs={SEAT_TABS} />;
}
