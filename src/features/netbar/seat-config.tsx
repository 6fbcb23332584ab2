import { Button } from 'antd';
import { DesktopOutlined } from '@ant-design/icons';
import { Msg } from '@/components/msg';
import { seatAreaApi, seatApi } from '@/api/services/netbar-seats';
import { entityField, remarkField } from '@/crud/field-presets';
import { actionPerms, defineCrud } from '@/crud/types';
import type { EntityInput } from '@/domain/entity';
import { seatAreaEntity, seatEntity, type Seat, type SeatArea } from '@/domain/netbar-seats';
import { SEAT_AREA_OPTIONS } from './netbar-options';
import { RatesInput } from './rates-input';

const money = (n: number) => n.toFixed(2);

/**
 * 区域与费率 (§7 placeConfig): the cafe's seat areas, how many seats a row of each holds on the seat map, and the
 * hourly rate of each member level there (the books draw the online fees at these rates). An area with seats
 * cannot be removed.
 */
export const seatAreaConfig = defineCrud<SeatArea, EntityInput<typeof seatAreaEntity>>({
  key: 'seatAreas',
  schema: seatAreaEntity,
  entity: 'netbarSeats.areaEntity',
  title: 'netbarSeats.areasTab',
  resource: seatAreaApi,
  fields: [
    { key: 'areaName', label: 'netbarSeats.areaName', search: true, column: { sorter: true }, form: true },
    {
      key: 'rates',
      label: 'netbarSeats.rates',
      column: {
        render: (a) => <Msg k="netbarSeats.perHour" values={{ rate: `${money(a.rates[0] as number)}` }} />,
      },
      exportAs: (a) => (a.rates as number[]).map(money).join(' / '),
      form: { wide: true, extra: 'netbarSeats.ratesHint', initial: [] },
      input: () => <RatesInput />,
    },
    {
      key: 'memberRates',
      label: 'netbarSeats.memberRates',
      column: { render: (a) => (a.rates as number[]).slice(1).map(money).join(' / ') },
      exported: false,
    },
    {
      key: 'columns',
      label: 'netbarSeats.columns',
      type: 'number',
      column: { width: 120 },
      form: { extra: 'netbarSeats.columnsHint' },
    },
    {
      key: 'seatCount',
      label: 'netbarSeats.seatCount',
      type: 'number',
      column: { width: 100, sorter: true },
    },
    {
      key: 'sort',
      label: 'netbarSeats.sort',
      type: 'number',
      column: { width: 90, sorter: true },
      form: true,
    },
    remarkField('netbarSeats'),
  ],
  perms: actionPerms('netbar:seat'),
  rowName: (a) => a.areaName,
  defaultSort: { field: 'sort', order: 'asc' },
  reloadOn: [],
});

/** Opens the live seat map in a window of its own (a big screen at the counter). */
function OpenMapButton() {
  return (
    <Button icon={<DesktopOutlined />} href="/manageSite" target="_blank" rel="noopener">
      <Msg k="netbarSeats.openMap" />
    </Button>
  );
}

/**
 * 机位 (§7 orderSeatConfig): the cafe's seats — number, area, hardware, whether and how long it can be booked —
 * in service or out of order (the switch: 故障 shows on the seat map at once, pushed). Where a seat sits is set on
 * the map itself (/manageSite, 调整布局).
 */
export const seatConfig = defineCrud<Seat, EntityInput<typeof seatEntity>>({
  key: 'seats',
  schema: seatEntity,
  entity: 'netbarSeats.seatEntity',
  title: 'netbarSeats.seatsTab',
  resource: seatApi,
  fields: [
    {
      key: 'seatNo',
      label: 'netbarSeats.seatNo',
      search: true,
      column: { width: 100, sorter: true },
      form: true,
    },
    entityField('areaId', 'netbarSeats.area', SEAT_AREA_OPTIONS, (s: Seat) => s.areaName),
    {
      key: 'hardware',
      label: 'netbarSeats.hardware',
      placeholder: 'netbarSeats.hardwarePlaceholder',
      column: { ellipsis: true },
      form: { wide: true },
    },
    {
      key: 'bookable',
      label: 'netbarSeats.bookable',
      type: 'switch',
      search: true,
      column: { width: 90 },
      form: { initial: false },
    },
    {
      key: 'maxBookMinutes',
      label: 'netbarSeats.maxBookMinutes',
      type: 'number',
      unit: 'netbarSeats.minutes',
      column: { width: 130 },
      form: { initial: 60 },
    },
    remarkField('netbarSeats', { hidden: true }),
  ],
  perms: actionPerms('netbar:seat'),
  status: { label: 'netbarSeats.status', on: 'netbarSeats.statusOn', off: 'netbarSeats.statusOff' },
  rowName: (s) => s.seatNo,
  defaultSort: { field: 'seatNo', order: 'asc' },
  toolbar: <OpenMapButton />,
});
