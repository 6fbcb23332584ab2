import type { Messages } from '../zh';

export const dashboard: Messages['dashboard'] = {
  incomeTitle: 'Today',
  todayIncome: 'Revenue today',
  todayCollection: 'Collected today',
  yesterdayIncome: 'Revenue yesterday',
  monthIncome: 'Revenue this month',
  roomsTitle: 'Rooms',
  occupancyRate: 'Occupancy today',
  totalRooms: '{{count}} rooms',
  status: {
    vacant: 'Vacant',
    occupied: 'Occupied',
    reserved: 'Reserved',
    hourly: 'Hour room',
    dirty: 'Dirty',
    inspected: 'Inspected',
    repair: 'Repair',
    disabled: 'Disabled',
  },
  sevenDays: 'Last seven days',
  income: 'Revenue',
  occupancy: 'Occupancy',
  yuan: 'CNY',
  chartLabel: 'Revenue and occupancy, last seven days: {{days}}',
  loadFailed: 'Could not load the figures',
};
