import type { ComponentType } from 'react';
import { Card, Col, Flex, Row, Statistic } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TotalRow, useChartColors } from '@/components/figure-card';
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
import { ReportCard, useReport } from './report-cards';
import { moneyColumn } from './table-columns';

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

function IncomeCard({ range }: { range: [Day, Day] }) {
  const { t } = useTranslation();
  const colors = useChartColors();
  const k = (key: string) => t(`orders.report.${key}`);
  type R = IncomeReport['days'][number];
  return (
    <ReportCard<IncomeReport, R>
      title="orders.report.incomeTitle"
      call="income"
      range={range}
      rowsOf={(d) => d.days}
      rowKey="date"
      columns={[
        { key: 'date', title: k('date'), dataIndex: 'date' },
        moneyColumn<R>('room', k('roomIncome')),
        moneyColumn<R>('goods', k('goodsIncome')),
        moneyColumn<R>('damage', k('damageIncome')),
        moneyColumn<R>('total', k('income')),
      ]}
      summary={(d) => (
        <TotalRow
          cells={[
            k('total'),
            money(d.total.room),
            money(d.total.goods),
            money(d.total.damage),
            money(d.total.total),
          ]}
        />
      )}
      table={(d) => ({
        header: [k('date'), k('roomIncome'), k('goodsIncome'), k('damageIncome'), k('income')],
        rows: [
          ...d.days.map((r) => [r.date, r.room, r.goods, r.damage, r.total]),
          [k('total'), d.total.room, d.total.goods, d.total.damage, d.total.total],
        ],
      })}
      chart={(d) => ({
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
      })}
    />
  );
}

function CollectionCard({ range }: { range: [Day, Day] }) {
  const { t } = useTranslation();
  const colors = useChartColors();
  const k = (key: string) => t(`orders.shift.${key}`);
  type R = CollectionReport['byMethod'][number];
  const method = (m: string) => t(`orders.payMethods.${m}`);
  return (
    <ReportCard<CollectionReport, R>
      title="orders.report.collectionTitle"
      call="collection"
      range={range}
      rowsOf={(d) => d.byMethod}
      rowKey="method"
      columns={[
        { key: 'method', title: k('method'), render: (_, r) => method(r.method) },
        moneyColumn<R>('charges', k('charges')),
        moneyColumn<R>('deposits', k('deposits')),
        moneyColumn<R>('refunds', k('refunds')),
      ]}
      summary={(d) => (
        <TotalRow
          cells={[
            t('orders.report.total'),
            money(d.income),
            money(d.depositsTaken),
            money(d.depositsRefunded),
          ]}
        />
      )}
      table={(d) => ({
        header: [k('method'), k('charges'), k('deposits'), k('refunds'), k('net')],
        rows: d.byMethod.map((r) => [method(r.method), r.charges, r.deposits, r.refunds, r.net]),
      })}
      chart={(d) =>
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
            }
      }
    />
  );
}

function RankingCard({ range }: { range: [Day, Day] }) {
  const { t } = useTranslation();
  const colors = useChartColors();
  const k = (key: string) => t(`orders.report.${key}`);
  return (
    <ReportCard<SalesRank[], SalesRank>
      title="orders.report.rankingTitle"
      call="ranking"
      range={range}
      rowsOf={(d) => d}
      rowKey="name"
      columns={[
        { key: 'rank', title: k('rank'), dataIndex: 'rank', width: 64 },
        { key: 'name', title: k('goodsName'), dataIndex: 'name' },
        { key: 'quantity', title: k('quantity'), dataIndex: 'quantity', align: 'right' },
        moneyColumn<SalesRank>('amount', k('amount')),
        { key: 'share', title: k('share'), align: 'right', render: (_, r) => pct(r.share) },
      ]}
      table={(d) => ({
        header: [k('rank'), k('goodsName'), k('quantity'), k('amount'), k('share')],
        rows: d.map((r) => [r.rank, r.name, r.quantity, r.amount, pct(r.share)]),
      })}
      chart={(d) =>
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
            }
      }
    />
  );
}

function CleaningCard({ range }: { range: [Day, Day] }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`orders.report.${key}`);
  type R = CleaningReport['byCleaner'][number];
  return (
    <ReportCard<CleaningReport, R>
      title="orders.report.cleaningTitle"
      call="cleaning"
      range={range}
      rowsOf={(d) => d.byCleaner}
      rowKey="cleaner"
      columns={[
        { key: 'cleaner', title: k('cleaner'), dataIndex: 'cleaner' },
        { key: 'rooms', title: k('rooms'), dataIndex: 'rooms', align: 'right' },
        { key: 'checkouts', title: k('checkouts'), dataIndex: 'checkouts', align: 'right' },
        { key: 'requests', title: k('requests'), dataIndex: 'requests', align: 'right' },
        { key: 'minutes', title: k('minutes'), dataIndex: 'minutes', align: 'right' },
      ]}
      table={(d) => ({
        header: [k('cleaner'), k('rooms'), k('checkouts'), k('requests'), k('minutes')],
        rows: d.byCleaner.map((r) => [r.cleaner, r.rooms, r.checkouts, r.requests, r.minutes]),
      })}
    />
  );
}

const channelName = (t: TFunction, r: { kind: 'room' | 'goods'; channel: string | number }) =>
  r.kind === 'room' ? t(`orders.channels.${r.channel}`) : t(`orders.ota.channels.${r.channel}`);

function OtaCard({ range }: { range: [Day, Day] }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`orders.report.${key}`);
  type R = {
    key: string;
    kind: 'room' | 'goods';
    channel: string | number;
    orders: number;
    nights: number | null;
    amount: number;
  };
  const rowsOf = (d: OtaReport): R[] => [
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
  ];
  return (
    <ReportCard<OtaReport, R>
      title="orders.report.otaTitle"
      call="ota"
      range={range}
      rowsOf={rowsOf}
      rowKey="key"
      columns={[
        { key: 'kind', title: k('kind'), render: (_, r) => k(`kinds.${r.kind}`) },
        { key: 'channel', title: k('channel'), render: (_, r) => channelName(t, r) },
        { key: 'orders', title: k('orders'), dataIndex: 'orders', align: 'right' },
        { key: 'nights', title: k('nights'), align: 'right', render: (_, r) => r.nights ?? '—' },
        moneyColumn<R>('amount', k('amount')),
      ]}
      table={(d) => ({
        header: [k('kind'), k('channel'), k('orders'), k('nights'), k('amount')],
        rows: rowsOf(d).map((r) => [
          k(`kinds.${r.kind}`),
          channelName(t, r),
          r.orders,
          r.nights ?? '',
          r.amount,
        ]),
      })}
    />
  );
}

function OtaFinanceCard({ range }: { range: [Day, Day] }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`orders.report.${key}`);
  const sum = (d: OtaFinanceRow[], key: 'amount' | 'commission' | 'settleAmount') =>
    Math.round(d.reduce((s, r) => s + r[key], 0) * 100) / 100;
  return (
    <ReportCard<OtaFinanceRow[], OtaFinanceRow>
      title="orders.report.otaFinanceTitle"
      call="otaFinance"
      range={range}
      rowsOf={(d) => d}
      rowKey="key"
      columns={[
        { key: 'kind', title: k('kind'), render: (_, r) => k(`kinds.${r.kind}`) },
        { key: 'channel', title: k('channel'), render: (_, r) => channelName(t, r) },
        moneyColumn<OtaFinanceRow>('amount', k('amount')),
        moneyColumn<OtaFinanceRow>('commission', k('commission')),
        moneyColumn<OtaFinanceRow>('settleAmount', k('settleAmount')),
      ]}
      summary={(d) => (
        <TotalRow
          cells={[
            k('total'),
            '',
            money(sum(d, 'amount')),
            money(sum(d, 'commission')),
            money(sum(d, 'settleAmount')),
          ]}
        />
      )}
      table={(d) => ({
        header: [k('kind'), k('channel'), k('amount'), k('commission'), k('settleAmount')],
        rows: d.map((r) => [k(`kinds.${r.kind}`), channelName(t, r), r.amount, r.commission, r.settleAmount]),
      })}
    />
  );
}

function ShiftsCard({ range }: { range: [Day, Day] }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`orders.shift.${key}`);
  type R = ShiftReport['shifts'][number];
  const span = (r: R) => t('crud.range', { from: r.startTime.slice(0, 16), to: r.endTime.slice(0, 16) });
  const columns = [
    { key: 'span', title: k('span'), render: (_: unknown, r: R) => span(r) },
    { key: 'handOverName', title: k('handOverName'), dataIndex: 'handOverName' },
    { key: 'takeOverName', title: k('takeOverName'), dataIndex: 'takeOverName' },
    moneyColumn<R>('income', k('income')),
    moneyColumn<R>('cashExpected', k('cashExpected')),
    moneyColumn<R>('countedCash', k('countedCash')),
    moneyColumn<R>('cashDiff', k('cashDiff')),
    {
      key: 'status',
      title: k('status'),
      render: (_: unknown, r: R) => t(`orders.shift.statuses.${r.status}`),
    },
  ];
  return (
    <ReportCard<ShiftReport, R>
      title="orders.report.shiftsTitle"
      call="shifts"
      range={range}
      rowsOf={(d) => d.shifts}
      rowKey="id"
      columns={columns}
      summary={(d) => (
        <TotalRow
          cells={[
            t('orders.report.total'),
            '',
            '',
            money(d.income),
            money(d.cashExpected),
            money(d.countedCash),
            money(d.cashDiff),
            '',
          ]}
        />
      )}
      table={(d) => ({
        header: [
          k('span'),
          k('handOverName'),
          k('takeOverName'),
          k('income'),
          k('cashExpected'),
          k('countedCash'),
          k('cashDiff'),
          k('status'),
        ],
        rows: d.shifts.map((r) => [
          span(r),
          r.handOverName,
          r.takeOverName,
          r.income,
          r.cashExpected,
          r.countedCash,
          r.cashDiff,
          t(`orders.shift.statuses.${r.status}`),
        ]),
      })}
    />
  );
}
