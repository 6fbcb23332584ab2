import type { ComponentType } from 'react';
import { Card, Col, Flex, Row, Statistic } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { countColumn, textColumn, yuanColumn, type FigureColumn } from '@/components/figure-card';
import { DayRangePicker, useDayRange } from '@/components/day-range';
import { FiguresHeader } from '@/components/figures-header';
import { addDays, chinaToday, type Day } from '@/domain/calendar';
import {
  presetRange,
  REPORT_MAX_DAYS_BACK,
  REPORT_PRESETS,
  type CleaningReport,
  type CollectionReport,
  type IncomeReport,
  type OtaFinanceRow,
  type OtaReport,
  type ReportPreset,
  type SalesRank,
  type SalesReport,
  type ShiftReport,
} from '@/domain/report';
import { formatYuan } from '@/utils/validators';
import { reportCard, useReport } from './report-cards';

const pct = (n: number) => `${Math.round(n * 1000) / 10}%`;

/**
 * /statistics/index (§7 Orders and statistics): the figures of a range of days — 今天, 昨天, 本周, 本月 or any
 * within the last 30 days — numbers first, then each figure as a chart and a table that exports to Excel. All of
 * them are read from the orders (docs/orders.md "One set of books"): the home page and the handovers agree.
 */
export default function ReportPage() {
  const { t } = useTranslation();
  const { preset, range, set } = useDayRange(REPORT_PRESETS, presetRange);
  const today = chinaToday();
  const earliest = addDays(today, -REPORT_MAX_DAYS_BACK);
  return (
    <Flex vertical gap={16}>
      <FiguresHeader title="orders.report.title" intro="orders.report.intro">
        <DayRangePicker<ReportPreset>
          preset={preset}
          range={range}
          set={set}
          options={REPORT_PRESETS.map((p) => ({ value: p, label: t(`orders.report.presets.${p}`) }))}
          label={t('orders.report.range')}
          earliest={earliest}
        />
      </FiguresHeader>
      <Headline range={range} />
      <Row gutter={[16, 16]}>
        {CARDS.map(({ key, Report, xl }) => (
          <Col key={key} xs={24} xl={xl}>
            <Report range={range} />
          </Col>
        ))}
      </Row>
    </Flex>
  );
}

/** The numbers of the range, before any chart. */
function Headline({ range }: { range: [Day, Day] }) {
  const { t } = useTranslation();
  const income = useReport<IncomeReport>('income', range).data;
  const collected = useReport<CollectionReport>('collection', range).data;
  const ota = useReport<OtaReport>('ota', range).data;
  const sales = useReport<SalesReport>('sales', range).data;
  const cleaning = useReport<CleaningReport>('cleaning', range).data;
  const k = (key: string) => t(`orders.report.${key}`);
  const money = (n: number | undefined) => (n === undefined ? '—' : formatYuan(n));
  const otaOrders = ota ? [...ota.rooms, ...ota.goods].reduce((s, r) => s + r.orders, 0) : undefined;
  return (
    <Card style={{ borderRadius: 10 }}>
      <Flex wrap gap={48}>
        <Statistic title={k('income')} value={money(income?.total.total)} />
        <Statistic title={k('roomIncome')} value={money(income?.total.room)} />
        <Statistic title={k('collection')} value={money(collected?.income)} />
        <Statistic title={k('goodsSales')} value={money(sales?.amount)} />
        <Statistic title={k('otaOrders')} value={otaOrders ?? '—'} />
        <Statistic title={k('cleaned')} value={cleaning?.total ?? '—'} />
      </Flex>
    </Card>
  );
}

const money = (n: number) => formatYuan(n);

type IncomeRow = IncomeReport['days'][number];

const IncomeCard = reportCard<IncomeReport, IncomeRow>(
  'income',
  'orders.report.incomeTitle',
  ({ t, k, colors }) => ({
    rowsOf: (d) => d.days,
    rowKey: 'date',
    columns: [
      textColumn('date', k('date'), (r) => r.date, k('total')),
      yuanColumn('room', k('roomIncome'), (d) => d.total.room),
      yuanColumn('goods', k('goodsIncome'), (d) => d.total.goods),
      yuanColumn('damage', k('damageIncome'), (d) => d.total.damage),
      yuanColumn('total', k('income'), (d) => d.total.total),
    ],
    sheetTotals: true,
    chart: (d) => ({
      option: {
        color: colors,
        tooltip: { trigger: 'axis' },
        legend: { top: 0 },
        grid: { left: 64, right: 16, top: 36, bottom: 28 },
        xAxis: { type: 'category', data: d.days.map((r) => r.date.slice(5)) },
        yAxis: { type: 'value' },
        series: [
          {
            name: k('roomIncome'),
            type: 'bar',
            stack: 'income',
            barMaxWidth: 28,
            data: d.days.map((r) => r.room),
          },
          { name: k('goodsIncome'), type: 'bar', stack: 'income', data: d.days.map((r) => r.goods) },
          { name: k('damageIncome'), type: 'bar', stack: 'income', data: d.days.map((r) => r.damage) },
        ],
      },
      label: t('orders.report.chartIncome', {
        days: d.days.map((r) => `${r.date.slice(5)} ${money(r.total)}`).join(t('common.listSep')),
      }),
    }),
  }),
);

type MethodRow = CollectionReport['byMethod'][number];

const CollectionCard = reportCard<CollectionReport, MethodRow>(
  'collection',
  'orders.report.collectionTitle',
  ({ t, k, colors }) => {
    const s = (key: string) => t(`orders.shift.${key}`);
    const method = (m: string) => t(`orders.payMethods.${m}`);
    return {
      rowsOf: (d) => d.byMethod,
      rowKey: 'method',
      columns: [
        textColumn('method', s('method'), (r) => method(r.method), k('total')),
        yuanColumn('charges', s('charges'), (d) => d.income),
        yuanColumn('deposits', s('deposits'), (d) => d.depositsTaken),
        yuanColumn('refunds', s('refunds'), (d) => d.depositsRefunded),
        { ...yuanColumn('net', s('net')), sheetOnly: true },
      ],
      chart: (d) =>
        d.byMethod.length === 0
          ? null
          : {
              option: {
                color: colors,
                tooltip: { trigger: 'item' },
                legend: { bottom: 0 },
                series: [
                  {
                    type: 'pie',
                    radius: ['36%', '60%'],
                    top: -24,
                    avoidLabelOverlap: true,
                    label: { formatter: '{d}%' },
                    data: d.byMethod.map((r) => ({ name: method(r.method), value: r.charges })),
                  },
                ],
              },
              label: t('orders.report.chartCollection', {
                parts: d.byMethod
                  .map((r) => `${method(r.method)} ${money(r.charges)}`)
                  .join(t('common.listSep')),
              }),
            },
    };
  },
);

const RankingCard = reportCard<SalesRank[], SalesRank>(
  'ranking',
  'orders.report.rankingTitle',
  ({ t, k, colors }) => ({
    rowsOf: (d) => d,
    rowKey: 'name',
    columns: [
      { key: 'rank', title: k('rank'), width: 64, show: (r) => String(r.rank), cell: (r) => r.rank },
      textColumn('name', k('goodsName'), (r) => r.name),
      countColumn('quantity', k('quantity')),
      yuanColumn('amount', k('amount')),
      { key: 'share', title: k('share'), align: 'right', show: (r) => pct(r.share) },
    ],
    chart: (d) =>
      d.length === 0
        ? null
        : {
            option: {
              color: colors,
              tooltip: { trigger: 'axis' },
              grid: { left: 140, right: 24, top: 8, bottom: 24 },
              xAxis: { type: 'value' },
              yAxis: { type: 'category', inverse: true, data: d.slice(0, 8).map((r) => r.name) },
              series: [{ type: 'bar', barMaxWidth: 18, data: d.slice(0, 8).map((r) => r.amount) }],
            },
            label: t('orders.report.chartRanking', {
              items: d
                .slice(0, 8)
                .map((r) => `${r.rank}. ${r.name} ${money(r.amount)}`)
                .join(t('common.listSep')),
            }),
          },
  }),
);

const CleaningCard = reportCard<CleaningReport, CleaningReport['byCleaner'][number]>(
  'cleaning',
  'orders.report.cleaningTitle',
  ({ k }) => ({
    rowsOf: (d) => d.byCleaner,
    rowKey: 'cleaner',
    columns: [
      textColumn('cleaner', k('cleaner'), (r) => r.cleaner),
      countColumn('rooms', k('rooms')),
      countColumn('checkouts', k('checkouts')),
      countColumn('requests', k('requests')),
      countColumn('minutes', k('minutes')),
    ],
  }),
);

const channelName = (t: TFunction, r: { kind: 'room' | 'goods'; channel: string | number }) =>
  r.kind === 'room' ? t(`orders.channels.${r.channel}`) : t(`orders.ota.channels.${r.channel}`);

/** The columns that say which OTA sale a row is: rooms or goods, and the channel. */
const otaSaleColumns = <T, R extends { kind: 'room' | 'goods'; channel: string | number }>(
  t: TFunction,
  k: (key: string) => string,
  totalLabel?: string,
): Array<FigureColumn<T, R>> => [
  textColumn('kind', k('kind'), (r) => k(`kinds.${r.kind}`), totalLabel),
  textColumn('channel', k('channel'), (r) => channelName(t, r)),
];

type OtaRow = {
  key: string;
  kind: 'room' | 'goods';
  channel: string | number;
  orders: number;
  nights: number | null;
  amount: number;
};

const OtaCard = reportCard<OtaReport, OtaRow>('ota', 'orders.report.otaTitle', ({ t, k }) => ({
  rowsOf: (d) => [
    ...d.rooms.map((r) => ({
      key: `room:${r.channel}`,
      kind: 'room' as const,
      channel: r.channel,
      orders: r.orders,
      nights: r.nights,
      amount: r.amount,
    })),
    ...d.goods.map((r) => ({
      key: `goods:${r.channel}`,
      kind: 'goods' as const,
      channel: r.channel,
      orders: r.orders,
      nights: null,
      amount: r.amount,
    })),
  ],
  rowKey: 'key',
  columns: [
    ...otaSaleColumns<OtaReport, OtaRow>(t, k),
    countColumn('orders', k('orders')),
    {
      key: 'nights',
      title: k('nights'),
      align: 'right',
      show: (r) => String(r.nights ?? '—'),
      cell: (r) => r.nights ?? '',
    },
    yuanColumn('amount', k('amount')),
  ],
}));

const OtaFinanceCard = reportCard<OtaFinanceRow[], OtaFinanceRow>(
  'otaFinance',
  'orders.report.otaFinanceTitle',
  ({ t, k }) => {
    const sum = (key: 'amount' | 'commission' | 'settleAmount') => (d: OtaFinanceRow[]) =>
      Math.round(d.reduce((s, r) => s + r[key], 0) * 100) / 100;
    return {
      rowsOf: (d) => d,
      rowKey: 'key',
      columns: [
        ...otaSaleColumns<OtaFinanceRow[], OtaFinanceRow>(t, k, k('total')),
        yuanColumn('amount', k('amount'), sum('amount')),
        yuanColumn('commission', k('commission'), sum('commission')),
        yuanColumn('settleAmount', k('settleAmount'), sum('settleAmount')),
      ],
    };
  },
);

type ShiftRow = ShiftReport['shifts'][number];

const ShiftsCard = reportCard<ShiftReport, ShiftRow>('shifts', 'orders.report.shiftsTitle', ({ t, k }) => {
  const s = (key: string) => t(`orders.shift.${key}`);
  const span = (r: ShiftRow) =>
    t('crud.range', { from: r.startTime.slice(0, 16), to: r.endTime.slice(0, 16) });
  return {
    rowsOf: (d) => d.shifts,
    rowKey: 'id',
    columns: [
      textColumn('span', s('span'), span, k('total')),
      textColumn('handOverName', s('handOverName'), (r) => r.handOverName),
      textColumn('takeOverName', s('takeOverName'), (r) => r.takeOverName),
      yuanColumn('income', s('income'), (d) => d.income),
      yuanColumn('cashExpected', s('cashExpected'), (d) => d.cashExpected),
      yuanColumn('countedCash', s('countedCash'), (d) => d.countedCash),
      yuanColumn('cashDiff', s('cashDiff'), (d) => d.cashDiff),
      textColumn('status', s('status'), (r) => t(`orders.shift.statuses.${r.status}`)),
    ],
  };
});

/** The cards under the numbers, each with its width of the 24 columns of a wide screen. */
const CARDS: Array<{ key: string; Report: ComponentType<{ range: [Day, Day] }>; xl: number }> = [
  { key: 'income', Report: IncomeCard, xl: 14 },
  { key: 'collection', Report: CollectionCard, xl: 10 },
  { key: 'ranking', Report: RankingCard, xl: 14 },
  { key: 'cleaning', Report: CleaningCard, xl: 10 },
  { key: 'ota', Report: OtaCard, xl: 12 },
  { key: 'otaFinance', Report: OtaFinanceCard, xl: 12 },
  { key: 'shifts', Report: ShiftsCard, xl: 24 },
];
