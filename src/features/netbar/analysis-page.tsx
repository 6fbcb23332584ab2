import { Button, Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/access/access-store';
import { placeKey } from '@/api/query-client';
import { getConsumptionAnalysis } from '@/api/services/netbar-analysis';
import { DayRangePicker, dayRangeOf, useDayRange } from '@/components/day-range';
import { FigureCard, TotalRow, useChartColors, type FigureChart } from '@/components/figure-card';
import type { PagePrefetch } from '@/config/feature';
import { saveFile } from '@/crud/export';
import { addDays, chinaToday, type Day } from '@/domain/calendar';
import {
  ANALYSIS_DAYS_BACK,
  ANALYSIS_PRESETS,
  analysisPresetRange,
  type AnalysisPreset,
  type ConsumptionAnalysis,
  type UseFigures,
} from '@/domain/netbar-analysis';
import { useSession } from '@/session/session-store';
import { formatYuan } from '@/utils/validators';
import type { XlsxCell } from '@/utils/xlsx';

const EXPORT_KEY = 'netbar:analysis:export';
const TEXTS = {
  export: 'orders.report.export',
  empty: 'orders.report.empty',
  loadFailed: 'orders.report.loadFailed',
};

/** The analysis of a place's days: one call, shared by the numbers, the three cards and the export. */
const analysisQuery = (placeId: number, range: [Day, Day]) => ({
  queryKey: placeKey(placeId, 'netbarAnalysis', ...range),
  // the cards say themselves that the figures failed: no toast
  queryFn: () => getConsumptionAnalysis(range, { silent: true }),
});

/** The days the URL opens, asked for before the page renders (src/app/prefetch.ts). */
export const prefetch: PagePrefetch = (client, search) => {
  const placeId = useSession.getState().place?.id;
  if (!placeId) return;
  const { range } = dayRangeOf(search, ANALYSIS_PRESETS, analysisPresetRange);
  void client.prefetchQuery(analysisQuery(placeId, range));
};

const pct = (n: number) => `${Math.round(n * 1000) / 10}%`;

/** A column of a breakdown: its title, its cell as the table shows it and as Excel holds it. */
interface Column<R> {
  key: string;
  title: string;
  show: (r: R) => string;
  cell: (r: R) => XlsxCell;
  /** the totals' cell ('' for none) */
  total: (a: ConsumptionAnalysis) => string;
  cellTotal: (a: ConsumptionAnalysis) => XlsxCell;
}

/** The columns every breakdown shares. */
function figureColumns<R extends UseFigures>(t: TFunction) {
  const k = (key: string) => t(`netbarAnalysis.${key}`);
  const count = (f: 'sessions' | 'seatHours' | 'avgMinutes'): Column<R> => ({
    key: f,
    title: k(f),
    show: (r) => String(r[f]),
    cell: (r) => r[f],
    total: (a) => String(a.totals[f]),
    cellTotal: (a) => a.totals[f],
  });
  const money = (f: 'onlineFees' | 'goodsSales'): Column<R> => ({
    key: f,
    title: k(f),
    show: (r) => formatYuan(r[f]),
    cell: (r) => r[f],
    total: (a) => formatYuan(a.totals[f]),
    cellTotal: (a) => a.totals[f],
  });
  return {
    sessions: count('sessions'),
    seatHours: count('seatHours'),
    onlineFees: money('onlineFees'),
    goodsSales: money('goodsSales'),
    avgMinutes: count('avgMinutes'),
  };
}

/** A breakdown: its rows, its columns (its own first), its chart. */
interface Breakdown<R extends UseFigures> {
  title: string;
  rowsOf: (a: ConsumptionAnalysis) => R[];
  rowKey: keyof R & string;
  columns: Array<Column<R>>;
  chart: (a: ConsumptionAnalysis) => FigureChart | null;
  pageSize?: number;
}

const own = <R,>(
  key: string,
  title: string,
  show: (r: R) => string,
  cell: (r: R) => XlsxCell = show,
  total: (a: ConsumptionAnalysis) => string = () => '',
  cellTotal: (a: ConsumptionAnalysis) => XlsxCell = total,
): Column<R> => ({ key, title, show, cell, total, cellTotal });

type HourRow = ConsumptionAnalysis['byHour'][number];
type AreaRow = ConsumptionAnalysis['byArea'][number];
type LevelRow = ConsumptionAnalysis['byLevel'][number];

/** The three breakdowns of the page: by hour of the day, by seat area, by member level. */
function useBreakdowns(): [Breakdown<HourRow>, Breakdown<AreaRow>, Breakdown<LevelRow>] {
  const { t } = useTranslation();
  const colors = useChartColors();
  const k = (key: string, values?: Record<string, unknown>) => t(`netbarAnalysis.${key}`, values);
  const sep = t('common.listSep');
  const hourName = (h: number) => t('netbarAnalysis.hourSpan', { from: h, to: h + 1 });
  const occupancy = <R extends { occupancy: number }>() =>
    own<R>(
      'occupancy',
      k('occupancy'),
      (r) => pct(r.occupancy),
      (r) => pct(r.occupancy),
      (a) => pct(a.totals.occupancy),
    );
  const bars = (fees: number[], sales: number[]) => [
    { name: k('onlineFees'), type: 'bar', stack: 'money', barMaxWidth: 28, data: fees },
    { name: k('goodsSales'), type: 'bar', stack: 'money', data: sales },
  ];
  const grid = { left: 64, right: 56, top: 36, bottom: 28 };

  const h = figureColumns<HourRow>(t);
  const byHour: Breakdown<HourRow> = {
    title: 'netbarAnalysis.hourTitle',
    rowsOf: (a) => a.byHour,
    rowKey: 'hour',
    pageSize: 24,
    columns: [
      own<HourRow>(
        'hour',
        k('hour'),
        (r) => hourName(r.hour),
        undefined,
        () => k('total'),
      ),
      h.sessions,
      h.seatHours,
      own<HourRow>(
        'seatsInUse',
        k('seatsInUse'),
        (r) => String(r.seatsInUse),
        (r) => r.seatsInUse,
      ),
      occupancy<HourRow>(),
      h.onlineFees,
      h.goodsSales,
      h.avgMinutes,
    ],
    chart: (a) => ({
      option: {
        color: colors,
        tooltip: { trigger: 'axis' },
        legend: { top: 0 },
        grid,
        xAxis: { type: 'category', data: a.byHour.map((r) => String(r.hour)) },
        yAxis: [
          { type: 'value' },
          { type: 'value', max: 100, axisLabel: { formatter: '{value}%' }, splitLine: { show: false } },
        ],
        series: [
          ...bars(
            a.byHour.map((r) => r.onlineFees),
            a.byHour.map((r) => r.goodsSales),
          ),
          {
            name: k('occupancy'),
            type: 'line',
            yAxisIndex: 1,
            smooth: true,
            data: a.byHour.map((r) => Math.round(r.occupancy * 1000) / 10),
          },
        ],
      },
      label: t('netbarAnalysis.chartHour', {
        items: a.byHour
          .map((r) =>
            k('chartHourItem', {
              hour: hourName(r.hour),
              fees: formatYuan(r.onlineFees),
              occupancy: pct(r.occupancy),
            }),
          )
          .join(sep),
      }),
    }),
  };

  const ar = figureColumns<AreaRow>(t);
  const byArea: Breakdown<AreaRow> = {
    title: 'netbarAnalysis.areaTitle',
    rowsOf: (a) => a.byArea,
    rowKey: 'areaId',
    columns: [
      own<AreaRow>(
        'areaName',
        k('areaName'),
        (r) => r.areaName,
        undefined,
        () => k('total'),
      ),
      own<AreaRow>(
        'seats',
        k('seats'),
        (r) => String(r.seats),
        (r) => r.seats,
        (a) => String(a.totals.seats),
        (a) => a.totals.seats,
      ),
      ar.sessions,
      ar.seatHours,
      occupancy<AreaRow>(),
      ar.onlineFees,
      ar.goodsSales,
      ar.avgMinutes,
    ],
    chart: (a) =>
      a.byArea.length === 0
        ? null
        : {
            option: {
              color: colors,
              tooltip: { trigger: 'axis' },
              legend: { top: 0 },
              grid,
              xAxis: { type: 'category', data: a.byArea.map((r) => r.areaName) },
              yAxis: [
                { type: 'value' },
                { type: 'value', max: 100, axisLabel: { formatter: '{value}%' }, splitLine: { show: false } },
              ],
              series: [
                ...bars(
                  a.byArea.map((r) => r.onlineFees),
                  a.byArea.map((r) => r.goodsSales),
                ),
                {
                  name: k('occupancy'),
                  type: 'line',
                  yAxisIndex: 1,
                  data: a.byArea.map((r) => Math.round(r.occupancy * 1000) / 10),
                },
              ],
            },
            label: t('netbarAnalysis.chartArea', {
              items: a.byArea
                .map((r) =>
                  k('chartAreaItem', {
                    area: r.areaName,
                    fees: formatYuan(r.onlineFees),
                    goods: formatYuan(r.goodsSales),
                    occupancy: pct(r.occupancy),
                  }),
                )
                .join(sep),
            }),
          },
  };

  const l = figureColumns<LevelRow>(t);
  const byLevel: Breakdown<LevelRow> = {
    title: 'netbarAnalysis.levelTitle',
    rowsOf: (a) => a.byLevel,
    rowKey: 'levelName',
    columns: [
      own<LevelRow>(
        'levelName',
        k('levelName'),
        (r) => r.levelName,
        undefined,
        () => k('total'),
      ),
      own<LevelRow>(
        'members',
        k('members'),
        (r) => String(r.members),
        (r) => r.members,
        (a) => String(a.totals.members),
        (a) => a.totals.members,
      ),
      l.sessions,
      l.seatHours,
      l.onlineFees,
      l.goodsSales,
      l.avgMinutes,
    ],
    chart: (a) =>
      a.byLevel.length === 0
        ? null
        : {
            option: {
              color: colors,
              tooltip: { trigger: 'axis' },
              legend: { top: 0 },
              grid,
              xAxis: { type: 'category', data: a.byLevel.map((r) => r.levelName) },
              yAxis: [{ type: 'value' }, { type: 'value', minInterval: 1, splitLine: { show: false } }],
              series: [
                ...bars(
                  a.byLevel.map((r) => r.onlineFees),
                  a.byLevel.map((r) => r.goodsSales),
                ),
                {
                  name: k('sessions'),
                  type: 'line',
                  yAxisIndex: 1,
                  data: a.byLevel.map((r) => r.sessions),
                },
              ],
            },
            label: t('netbarAnalysis.chartLevel', {
              items: a.byLevel
                .map((r) =>
                  k('chartLevelItem', {
                    level: r.levelName,
                    fees: formatYuan(r.onlineFees),
                    sessions: r.sessions,
                  }),
                )
                .join(sep),
            }),
          },
  };
  return [byHour, byArea, byLevel];
}

/** A breakdown as a card: its chart (the table is its text alternative), its table with the totals, 导出. */
function BreakdownCard<R extends UseFigures>({
  b,
  q,
  range,
}: {
  b: Breakdown<R>;
  q: UseQueryResult<ConsumptionAnalysis>;
  range: [Day, Day];
}) {
  const canExport = useCan(EXPORT_KEY);
  return (
    <FigureCard<ConsumptionAnalysis, R>
      title={b.title}
      q={q}
      fileTag={`${range[0]}~${range[1]}`}
      rowsOf={b.rowsOf}
      rowKey={b.rowKey}
      pageSize={b.pageSize}
      columns={b.columns.map((c, i) => ({
        key: c.key,
        title: c.title,
        align: i === 0 ? undefined : ('right' as const),
        render: (_: unknown, r: R) => c.show(r),
      }))}
      summary={(a) => <TotalRow cells={b.columns.map((c) => c.total(a))} />}
      table={(a) => breakdownTable(b, a)}
      chart={b.chart}
      canExport={canExport}
      texts={TEXTS}
    />
  );
}

const breakdownTable = <R extends UseFigures>(b: Breakdown<R>, a: ConsumptionAnalysis) => ({
  header: b.columns.map((c) => c.title),
  rows: [...b.rowsOf(a).map((r) => b.columns.map((c) => c.cell(r))), b.columns.map((c) => c.cellTotal(a))],
});

/**
 * /netBar/consumptionAnalysis (§7 Internet cafe consumptionAnalysis; the cafe's menu 消费分析, the owner's): what
 * the cafe takes and how its seats are used over today, yesterday, the last 3 days or any days the books hold —
 * the totals, then by hour of the day, by seat area and by member level, each a chart and its table, exported to
 * Excel one by one or all in one sheet. One call (consumptionAnalysis/summary) read from the books the handovers,
 * 上机记录 and 充值记录 read (docs/netbar.md).
 */
export default function AnalysisPage() {
  const { t } = useTranslation();
  const { preset, range, set } = useDayRange(ANALYSIS_PRESETS, analysisPresetRange);
  const placeId = useSession((s) => s.place?.id ?? 0);
  const placeName = useSession((s) => s.place?.placeName ?? '');
  const q = useQuery(analysisQuery(placeId, range));
  const breakdowns = useBreakdowns();
  const canExport = useCan(EXPORT_KEY);
  const k = (key: string) => t(`netbarAnalysis.${key}`);
  const earliest = addDays(chinaToday(), -ANALYSIS_DAYS_BACK);

  const exportAll = async () => {
    const a = q.data;
    if (!a) return;
    const { writeXlsx } = await import('@/utils/xlsx');
    const title = k('sheetTitle');
    const rows: XlsxCell[][] = [
      [k('range'), t('crud.range', { from: a.startDate, to: a.endDate })],
      [t('netbarAnalysis.until', { time: a.until })],
      ...headline(a, t).map(([label, value]) => [label, value]),
    ];
    const [hours, areas, levels] = breakdowns;
    for (const [title, { header, rows: body }] of [
      [hours.title, breakdownTable(hours, a)],
      [areas.title, breakdownTable(areas, a)],
      [levels.title, breakdownTable(levels, a)],
    ] as const)
      rows.push([], [t(title)], header, ...body);
    saveFile(
      await writeXlsx({ sheet: title, header: [title, placeName], rows }),
      `${title}-${range[0]}~${range[1]}.xlsx`,
    );
  };

  return (
    <Flex vertical gap={16}>
      <Card style={{ borderRadius: 10 }}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {k('title')}
            </Typography.Title>
            <Typography.Text type="secondary">{k('intro')}</Typography.Text>
          </div>
          <Flex gap={12} align="center" wrap>
            <DayRangePicker<AnalysisPreset>
              preset={preset}
              range={range}
              set={set}
              options={ANALYSIS_PRESETS.map((p) => ({ value: p, label: k(`presets.${p}`) }))}
              label={k('range')}
              earliest={earliest}
            />
            {canExport && (
              <Button icon={<DownloadOutlined />} disabled={!q.data} onClick={() => void exportAll()}>
                {k('export')}
              </Button>
            )}
          </Flex>
        </Flex>
      </Card>
      <Headline q={q} />
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <BreakdownCard b={breakdowns[0]} q={q} range={range} />
        </Col>
        <Col xs={24} xl={12}>
          <BreakdownCard b={breakdowns[1]} q={q} range={range} />
        </Col>
        <Col xs={24} xl={12}>
          <BreakdownCard b={breakdowns[2]} q={q} range={range} />
        </Col>
      </Row>
    </Flex>
  );
}

/** The totals of the range as label–value pairs: the cards' and the sheet's. */
function headline(a: ConsumptionAnalysis, t: TFunction): Array<[string, string]> {
  const k = (key: string) => t(`netbarAnalysis.${key}`);
  const x = a.totals;
  return [
    [k('onlineFees'), formatYuan(x.onlineFees)],
    [k('goodsSales'), formatYuan(x.goodsSales)],
    [k('sessions'), String(x.sessions)],
    [k('members'), String(x.members)],
    [k('seatHours'), String(x.seatHours)],
    [k('avgMinutes'), String(x.avgMinutes)],
    [k('occupancy'), pct(x.occupancy)],
  ];
}

/** The totals first, each a card, and up to when they count. */
function Headline({ q }: { q: UseQueryResult<ConsumptionAnalysis> }) {
  const { t } = useTranslation();
  const a = q.data;
  const items = a
    ? headline(a, t)
    : (
        ['onlineFees', 'goodsSales', 'sessions', 'members', 'seatHours', 'avgMinutes', 'occupancy'] as const
      ).map((key) => [t(`netbarAnalysis.${key}`), '—'] as [string, string]);
  return (
    <Flex vertical gap={8}>
      <Row gutter={[16, 16]}>
        {items.map(([label, value]) => (
          <Col key={label} flex="1 1 160px">
            <Card size="small" style={{ borderRadius: 10, height: '100%' }}>
              <Statistic title={label} value={value} />
            </Card>
          </Col>
        ))}
      </Row>
      {a && (
        <Typography.Text type="secondary">
          {t('netbarAnalysis.until', { time: a.until.slice(0, 16) })}
        </Typography.Text>
      )}
    </Flex>
  );
}
