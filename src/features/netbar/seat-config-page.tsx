import { TabbedPage, tabsPrefetch, type PageTab } from '@/components/tabbed-page';
import { CrudPage } from '@/crud/crud-page';
import { seatAreaConfig, seatConfig } from './seat-config';

const SeatsTab = () => <CrudPage config={seatConfig} />;
const AreasTab = () => <CrudPage config={seatAreaConfig} />;

const SEAT_TABS: PageTab[] = [
  { key: 'seats', label: 'netbarSeats.seatsTab', Tab: SeatsTab, list: () => seatConfig },
  { key: 'areas', label: 'netbarSeats.areasTab', Tab: AreasTab, list: () => seatAreaConfig },
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
