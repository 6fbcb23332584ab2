import { Button, Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/access/access-store';
import { placeKey } from '@/api/query-client';
import { getConsumptionAnalysis } from '@/api/services/netbar-analysis';
import { DayRangePicker, dayRangeOf, useDayRange } from '@/components/day-range';
import {
  countColumn,
  FigureCard,
  figureSheet,
  textColumn,
  useChartColors,
  yuanColumn,
  type FigureChart,
  type FigureColumn,
} from '@/components/figure-card';
import { FiguresHeader } from '@/components/figures-header';
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

/** A column of a breakdown: its cells in the table and the sheet, and in the totals of the days. */
type Column<R> = FigureColumn<ConsumptionAnalysis, R>;

type Totals = ConsumptionAnalysis['totals'];

/** A breakdown: its rows, its columns (its own first), its chart. */
interface Breakdown<R extends UseFigures> {
  title: string;
  rowsOf: (a: ConsumptionAnalysis) => R[];
  rowKey: keyof R & string;
  columns: Array<Column<R>>;
  chart: (a: ConsumptionAnalysis) => FigureChart | null;
  pageSize?: number;
}

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
  /**
   * A count, in the rows and in the totals: every breakdown's sessions, seat-hours and minutes, the areas' seats,
   * the levels' members.
   */
  const count = <R extends Record<F, number>, F extends keyof Totals & string>(f: F): Column<R> =>
    countColumn(f, k(f), (a) => a.totals[f]);
  const money = <R extends UseFigures>(f: 'onlineFees' | 'goodsSales'): Column<R> =>
    yuanColumn(f, k(f), (a) => a.totals[f]);
  /**
   * A breakdown's columns: its row's name (`key`, `name`) with 合计 under it, then the figures every breakdown
   * has, with its own columns `before` and `after` the seat-hours.
   */
  const columns = <R extends UseFigures>(
    key: string,
    name: (r: R) => string,
    own: { before?: Array<Column<R>>; after?: Array<Column<R>> },
  ): Array<Column<R>> => [
    textColumn(key, k(key), name, k('total')),
    ...(own.before ?? []),
    count<R, 'sessions'>('sessions'),
    count<R, 'seatHours'>('seatHours'),
    ...(own.after ?? []),
    money<R>('onlineFees'),
    money<R>('goodsSales'),
    count<R, 'avgMinutes'>('avgMinutes'),
  ];
  const occupancy = <R extends { occupancy: number }>(): Column<R> => ({
    key: 'occupancy',
    title: k('occupancy'),
    align: 'right',
    show: (r) => pct(r.occupancy),
    total: (a) => pct(a.totals.occupancy),
  });
  const percentAxis = {
    type: 'value',
    max: 100,
    axisLabel: { formatter: '{value}%' },
    splitLine: { show: false },
  };
  /** the areas' and the hours' line: the seats in use, in per cent */
  const occupancyLine = {
    name: k('occupancy'),
    value: (r: { occupancy: number }) => Math.round(r.occupancy * 1000) / 10,
  };
  /**
   * A breakdown (`b`) whose chart is drawn from its rows (none without rows): each row's online fees and goods
   * sales stacked, one more figure (`line`) on a second axis; its text (`text`, each row by `${text}Item`) for
   * those who cannot see it.
   */
  const breakdown = <R extends UseFigures>({
    chart: c,
    ...b
  }: Omit<Breakdown<R>, 'chart'> & {
    chart: {
      category: (r: R) => string;
      axis: Record<string, unknown>;
      line: { name: string; value: (r: R) => number; smooth?: boolean };
      text: 'chartHour' | 'chartArea' | 'chartLevel';
      item: (r: R) => Record<string, unknown>;
    };
  }): Breakdown<R> => ({
    ...b,
    chart: (a) => {
      const rows = b.rowsOf(a);
      const { value, ...line } = c.line;
      return rows.length === 0
        ? null
        : {
            option: {
              color: colors,
              tooltip: { trigger: 'axis' },
              legend: { top: 0 },
              grid: { left: 64, right: 56, top: 36, bottom: 28 },
              xAxis: { type: 'category', data: rows.map(c.category) },
              yAxis: [{ type: 'value' }, c.axis],
              series: [
                {
                  name: k('onlineFees'),
                  type: 'bar',
                  stack: 'money',
                  barMaxWidth: 28,
                  data: rows.map((r) => r.onlineFees),
                },
                { name: k('goodsSales'), type: 'bar', stack: 'money', data: rows.map((r) => r.goodsSales) },
                { type: 'line', yAxisIndex: 1, ...line, data: rows.map(value) },
              ],
            },
            label: k(c.text, { items: rows.map((r) => k(`${c.text}Item`, c.item(r))).join(sep) }),
          };
    },
  });

  const byHour = breakdown<HourRow>({
    title: 'netbarAnalysis.hourTitle',
    rowsOf: (a) => a.byHour,
    rowKey: 'hour',
    pageSize: 24,
    columns: columns<HourRow>('hour', (r) => hourName(r.hour), {
      after: [countColumn('seatsInUse', k('seatsInUse')), occupancy<HourRow>()],
    }),
    chart: {
      category: (r) => String(r.hour),
      axis: percentAxis,
      line: { ...occupancyLine, smooth: true },
      text: 'chartHour',
      item: (r) => ({
        hour: hourName(r.hour),
        fees: formatYuan(r.onlineFees),
        occupancy: pct(r.occupancy),
      }),
    },
  });

  const byArea = breakdown<AreaRow>({
    title: 'netbarAnalysis.areaTitle',
    rowsOf: (a) => a.byArea,
    rowKey: 'areaId',
    columns: columns<AreaRow>('areaName', (r) => r.areaName, {
      before: [count<AreaRow, 'seats'>('seats')],
      after: [occupancy<AreaRow>()],
    }),
    chart: {
      category: (r) => r.areaName,
      axis: percentAxis,
      line: occupancyLine,
      text: 'chartArea',
      item: (r) => ({
        area: r.areaName,
        fees: formatYuan(r.onlineFees),
        goods: formatYuan(r.goodsSales),
        occupancy: pct(r.occupancy),
      }),
    },
  });

  const byLevel = breakdown<LevelRow>({
    title: 'netbarAnalysis.levelTitle',
    rowsOf: (a) => a.byLevel,
    rowKey: 'levelName',
    columns: columns<LevelRow>('levelName', (r) => r.levelName, {
      before: [count<LevelRow, 'members'>('members')],
    }),
    chart: {
      category: (r) => r.levelName,
      axis: { type: 'value', minInterval: 1, splitLine: { show: false } },
      line: { name: k('sessions'), value: (r) => r.sessions },
      text: 'chartLevel',
      item: (r) => ({ level: r.levelName, fees: formatYuan(r.onlineFees), sessions: r.sessions }),
    },
  });
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
      columns={b.columns}
      sheetTotals
      chart={b.chart}
      canExport={canExport}
      texts={TEXTS}
    />
  );
}

const breakdownTable = <R extends UseFigures>(b: Breakdown<R>, a: ConsumptionAnalysis) =>
  figureSheet(b.columns, a, b.rowsOf(a), true);

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
      <FiguresHeader title="netbarAnalysis.title" intro="netbarAnalysis.intro">
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
      </FiguresHeader>
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

/** The totals the page heads with, each with how it is written: the cards' and the sheet's. */
const HEADLINE: Array<[key: keyof Totals, format: (n: number) => string]> = [
  ['onlineFees', formatYuan],
  ['goodsSales', formatYuan],
  ['sessions', String],
  ['members', String],
  ['seatHours', String],
  ['avgMinutes', String],
  ['occupancy', pct],
];

/** The totals of the range as label–value pairs ('—' each before they are in). */
const headline = (a: ConsumptionAnalysis | undefined, t: TFunction): Array<[string, string]> =>
  HEADLINE.map(([key, format]) => [t(`netbarAnalysis.${key}`), a ? format(a.totals[key]) : '—']);

/** The totals first, each a card, and up to when they count. */
function Headline({ q }: { q: UseQueryResult<ConsumptionAnalysis> }) {
  const { t } = useTranslation();
  const a = q.data;
  const items = headline(a, t);
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
