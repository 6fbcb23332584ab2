import { lazy } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { placeKey } from '@/api/query-client';
import { getReport, type ReportCall } from '@/api/services/report';
import { FigureCard, useChartColors } from '@/components/figure-card';
import type { Day } from '@/domain/calendar';
import { useSession } from '@/session/session-store';

// the report draws rings as well (its own chunk registers them)
const EChart = lazy(() => import('./report-chart'));

const TEXTS = {
  export: 'orders.report.export',
  empty: 'orders.report.empty',
  loadFailed: 'orders.report.loadFailed',
};

/** One figure of the report for the range: cached per place, call and days; shared by the cards that show it. */
export function useReport<T>(call: ReportCall, range: [Day, Day]) {
  const placeId = useSession((s) => s.place?.id ?? 0);
  return useQuery({
    queryKey: placeKey(placeId, 'report', call, ...range),
    // a card says itself that its figure failed: no toast per card
    queryFn: () => getReport<T>(call, range, { silent: true }),
  });
}

type CardProps<T, Row extends object> = Omit<
  Parameters<typeof FigureCard<T, Row>>[0],
  'q' | 'fileTag' | 'Chart' | 'texts'
>;

/**
 * A card of the report: its figure loaded for the range, then the shared figure card (src/components/figure-card:
 * its chart, its table, 导出 of the table as Excel named by the card and the days).
 */
function ReportCard<T, Row extends object>({
  call,
  range,
  ...card
}: CardProps<T, Row> & { call: ReportCall; range: [Day, Day] }) {
  const q = useReport<T>(call, range);
  return (
    <FigureCard<T, Row> {...card} q={q} fileTag={`${range[0]}~${range[1]}`} Chart={EChart} texts={TEXTS} />
  );
}

/** What a card of the report shows of its figure: its rows, their columns (with their totals) and its chart. */
export type ReportSpec<T, Row extends object> = Pick<
  CardProps<T, Row>,
  'rowsOf' | 'rowKey' | 'columns' | 'sheetTotals' | 'chart'
>;

/** What a card's spec is made with: the page's words (`k`, those under orders.report) and the chart colours. */
interface SpecContext {
  t: TFunction;
  k: (key: string) => string;
  colors: string[];
}

/** A card of the report (a component of the range): the figure of `call`, titled `title`, shown as `spec` says. */
export function reportCard<T, Row extends object>(
  call: ReportCall,
  title: string,
  spec: (c: SpecContext) => ReportSpec<T, Row>,
) {
  return function Report({ range }: { range: [Day, Day] }) {
    const { t } = useTranslation();
    const colors = useChartColors();
    const k = (key: string) => t(`orders.report.${key}`);
    return <ReportCard<T, Row> {...spec({ t, k, colors })} title={title} call={call} range={range} />;
  };
}
