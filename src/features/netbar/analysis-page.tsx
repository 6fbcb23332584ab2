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

type Totals = ConsumptionAnalysis['totals'];

/**
 * A count, in the rows and in the totals: every breakdown's sessions, seat-hours and minutes, the areas' seats,
 * the levels' members.
 */
const countColumn = <R extends Record<F, number>, F extends keyof Totals & string>(
  t: TFunction,
  f: F,
): Column<R> => ({
  key: f,
  title: t(`netbarAnalysis.${f}`),
  show: (r) => String(r[f]),
  cell: (r) => r[f],
  total: (a) => String(a.totals[f]),
  cellTotal: (a) => a.totals[f],
});

/** The columns every breakdown shares. */
function figureColumns<R extends UseFigures>(t: TFunction) {
  const k = (key: string) => t(`netbarAnalysis.${key}`);
  const money = (f: 'onlineFees' | 'goodsSales'): Column<R> => ({
    key: f,
    title: k(f),
    show: (r) => formatYuan(r[f]),
    cell: (r) => r[f],
    total: (a) => formatYuan(a.totals[f]),
    cellTotal: (a) => a.totals[f],
  });
  return {
    sessions: countColumn<R, 'sessions'>(t, 'sessions'),
    seatHours: countColumn<R, 'seatHours'>(t, 'seatHours'),
    onlineFees: money('onlineFees'),
    goodsSales: money('goodsSales'),
    avgMinutes: countColumn<R, 'avgMinutes'>(t, 'avgMinutes'),
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
  /** a breakdown's first column: its row's name, and 合计 under it */
  const nameColumn = <R,>(key: string, name: (r: R) => string) =>
    own<R>(key, k(key), name, undefined, () => k('total'));
  const occupancy = <R extends { occupancy: number }>() =>
    own<R>(
      'occupancy',
      k('occupancy'),
      (r) => pct(r.occupancy),
      (r) => pct(r.occupancy),
      (a) => pct(a.totals.occupancy),
    );
  const percentAxis = {
    type: 'value',
    max: 100,
    axisLabel: { formatter: '{value}%' },
    splitLine: { show: false },
  };
  /**
   * A breakdown's chart (none without rows): each row's online fees and goods sales stacked, one more figure as
   * a line on a second axis; its text (`text`, each row by `${text}Item`) for those who cannot see it.
   */
  const chart = <R extends UseFigures>(
    rows: R[],
    c: {
      category: (r: R) => string;
      axis: Record<string, unknown>;
      line: { name: string; data: number[]; smooth?: boolean };
      text: 'chartHour' | 'chartArea' | 'chartLevel';
      item: (r: R) => Record<string, unknown>;
    },
  ): FigureChart | null =>
    rows.length === 0
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
              { type: 'line', yAxisIndex: 1, ...c.line },
            ],
          },
          label: k(c.text, { items: rows.map((r) => k(`${c.text}Item`, c.item(r))).join(sep) }),
        };

  const h = figureColumns<HourRow>(t);
  const byHour: Breakdown<HourRow> = {
    title: 'netbarAnalysis.hourTitle',
    rowsOf: (a) => a.byHour,
    rowKey: 'hour',
    pageSize: 24,
    columns: [
      nameColumn<HourRow>('hour', (r) => hourName(r.hour)),
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
    chart: (a) =>
      chart(a.byHour, {
        category: (r) => String(r.hour),
        axis: percentAxis,
        line: {
          name: k('occupancy'),
          smooth: true,
          data: a.byHour.map((r) => Math.round(r.occupancy * 1000) / 10),
        },
        text: 'chartHour',
        item: (r) => ({
          hour: hourName(r.hour),
          fees: formatYuan(r.onlineFees),
          occupancy: pct(r.occupancy),
        }),
      }),
  };

  const ar = figureColumns<AreaRow>(t);
  const byArea: Breakdown<AreaRow> = {
    title: 'netbarAnalysis.areaTitle',
    rowsOf: (a) => a.byArea,
    rowKey: 'areaId',
    columns: [
      nameColumn<AreaRow>('areaName', (r) => r.areaName),
      countColumn<AreaRow, 'seats'>(t, 'seats'),
      ar.sessions,
      ar.seatHours,
      occupancy<AreaRow>(),
      ar.onlineFees,
      ar.goodsSales,
      ar.avgMinutes,
    ],
    chart: (a) =>
      chart(a.byArea, {
        category: (r) => r.areaName,
        axis: percentAxis,
        line: { name: k('occupancy'), data: a.byArea.map((r) => Math.round(r.occupancy * 1000) / 10) },
        text: 'chartArea',
        item: (r) => ({
          area: r.areaName,
          fees: formatYuan(r.onlineFees),
          goods: formatYuan(r.goodsSales),
          occupancy: pct(r.occupancy),
        }),
      }),
  };

  const l = figureColumns<LevelRow>(t);
  const byLevel: Breakdown<LevelRow> = {
    title: 'netbarAnalysis.levelTitle',
    rowsOf: (a) => a.byLevel,
    rowKey: 'levelName',
    columns: [
      nameColumn<LevelRow>('levelName', (r) => r.levelName),
      countColumn<LevelRow, 'members'>(t, 'members'),
      l.sessions,
      l.seatHours,
      l.onlineFees,
      l.goodsSales,
      l.avgMinutes,
    ],
    chart: (a) =>
      chart(a.byLevel, {
        category: (r) => r.levelName,
        axis: { type: 'value', minInterval: 1, splitLine: { show: false } },
        line: { name: k('sessions'), data: a.byLevel.map((r) => r.sessions) },
        text: 'chartLevel',
        item: (r) => ({ level: r.levelName, fees: formatYuan(r.onlineFees), sessions: r.sessions }),
      }),
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
