import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Button, Card, Empty, Flex, Table, theme, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/load-failed';
import { saveFile } from '@/crud/export';
import type { EChartOption } from '@/components/echart';
import { formatYuan } from '@/utils/validators';
import type { XlsxCell } from '@/utils/xlsx';

/** A table as it is exported: its header and rows of plain cells. */
export interface FigureTable {
  header: string[];
  rows: XlsxCell[][];
}

/**
 * A column of a figure's table, said once for the table on the screen and for the sheet: its title, its cell as
 * the table shows it (`show`) and as the sheet holds it (`cell`, the shown text unless said), its cell in the total
 * row (`total` as shown, `cellTotal` as the sheet holds it; none, an empty cell). `sheetOnly`: a figure the sheet
 * has and the table has no room for.
 */
export interface FigureColumn<T, Row> {
  key: string;
  title: string;
  show: (r: Row) => string;
  cell?: (r: Row) => XlsxCell;
  total?: (data: T) => string;
  cellTotal?: (data: T) => XlsxCell;
  align?: 'right';
  width?: number;
  sheetOnly?: boolean;
}

/** A column of text, left-aligned; `totalLabel` names the total row in it (a table's first column). */
export const textColumn = <T, Row>(
  key: string,
  title: string,
  show: (r: Row) => string,
  totalLabel?: string,
): FigureColumn<T, Row> => ({
  key,
  title,
  show,
  total: totalLabel === undefined ? undefined : () => totalLabel,
});

/** A right-aligned column of the row's number at `key`, and the total `total` reads from the data, if any. */
const numberColumn =
  (format: (n: number) => string) =>
  <T, Row>(key: keyof Row & string, title: string, total?: (data: T) => number): FigureColumn<T, Row> => ({
    key,
    title,
    align: 'right',
    show: (r) => format(r[key] as number),
    cell: (r) => r[key] as number,
    total: total && ((d) => format(total(d))),
    cellTotal: total,
  });

/** A count: the table and the sheet show the number. */
export const countColumn = numberColumn(String);

/** Yuan: the table shows them formatted, the sheet holds the number. */
export const yuanColumn = numberColumn(formatYuan);

/** A figure's table as the sheet holds it: its header, its rows and, with `totals`, the total row. */
export function figureSheet<T, Row>(
  columns: Array<FigureColumn<T, Row>>,
  data: T,
  rows: Row[],
  totals = false,
): FigureTable {
  return {
    header: columns.map((c) => c.title),
    rows: [
      ...rows.map((r) => columns.map((c) => (c.cell ?? c.show)(r))),
      ...(totals ? [columns.map((c) => (c.cellTotal ?? c.total)?.(data) ?? '')] : []),
    ],
  };
}

/** A chart of a card, with the words a screen reader gets. */
export interface FigureChart {
  option: EChartOption;
  label: string;
}

type ChartComponent = ComponentType<{ option: EChartOption; label: string; height?: number }>;

const BarsAndLines = lazy(() => import('@/components/echart'));

/** The series colours of a chart: the theme's, so that a chart follows the branding. */
export function useChartColors(): string[] {
  const { token } = theme.useToken();
  return [
    token.colorPrimary,
    token.colorSuccess,
    token.colorWarning,
    token.colorError,
    token.colorInfo,
    token.colorTextTertiary,
  ];
}

/** The total row under a figure's table: a label, then the cells right-aligned. */
function TotalRow({ cells }: { cells: string[] }) {
  return (
    <Table.Summary.Row>
      {cells.map((c, i) => (
        <Table.Summary.Cell key={i} index={i} align={i === 0 ? 'left' : 'right'}>
          {c}
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
}

/**
 * A card of figures (the business report's, the cafe's analysis): its call's answer, a chart if it has one (its
 * table is the chart's text alternative), its table of `columns` with their total row when a column has a total,
 * and 导出 of the table as Excel (named by the card and `fileTag`, the days; the total row too with
 * `sheetTotals`). A failed call keeps the other cards and offers a retry. The texts of the export button, the
 * empty table and the failure are the page's locale keys.
 */
export function FigureCard<T, Row extends object>({
  title,
  q,
  fileTag,
  rowsOf,
  columns,
  rowKey,
  sheetTotals = false,
  chart,
  Chart = BarsAndLines,
  extra,
  canExport = true,
  pageSize = 8,
  texts,
}: {
  title: string;
  q: UseQueryResult<T>;
  fileTag: string;
  rowsOf: (data: T) => Row[];
  columns: Array<FigureColumn<T, Row>>;
  rowKey: keyof Row & string;
  sheetTotals?: boolean;
  chart?: (data: T) => FigureChart | null;
  /** the chart component: ECharts with bars and lines, or a page's own that registers more (a ring) */
  Chart?: ChartComponent;
  extra?: ReactNode;
  /** the page's export key: without it, no 导出 */
  canExport?: boolean;
  /** rows a page of the table shows */
  pageSize?: number;
  texts: { export: string; empty: string; loadFailed: string };
}) {
  const { t } = useTranslation();
  const label = t(title);
  const exportTable = async () => {
    if (!q.data) return;
    const { writeXlsx } = await import('@/utils/xlsx');
    const { header, rows } = figureSheet(columns, q.data, rowsOf(q.data), sheetTotals);
    saveFile(await writeXlsx({ sheet: label, header, rows }), `${label}-${fileTag}.xlsx`);
  };
  const data = q.data;
  const drawn = data !== undefined && chart ? chart(data) : null;
  const shown = columns.filter((c) => !c.sheetOnly);
  const tableColumns: TableColumnsType<Row> = shown.map((c) => ({
    key: c.key,
    title: c.title,
    align: c.align,
    width: c.width,
    render: (_: unknown, r: Row) => c.show(r),
  }));
  const totals = shown.some((c) => c.total);
  return (
    <Card
      title={label}
      style={{ borderRadius: 10, height: '100%' }}
      extra={
        <Flex gap={8} align="center">
          {extra}
          {canExport && (
            <Button
              size="small"
              icon={<DownloadOutlined />}
              disabled={!q.data}
              onClick={() => void exportTable()}
            >
              {t(texts.export)}
            </Button>
          )}
        </Flex>
      }
    >
      {q.isError ? (
        <LoadFailed title={texts.loadFailed} reason={q.error.message} onRetry={() => void q.refetch()} />
      ) : (
        <>
          {drawn && (
            <Suspense fallback={<div style={{ height: 240 }} />}>
              <Chart option={drawn.option} label={drawn.label} height={240} />
            </Suspense>
          )}
          <Table<Row>
            size="small"
            rowKey={rowKey}
            loading={q.isPending}
            dataSource={data !== undefined ? rowsOf(data) : []}
            columns={tableColumns}
            pagination={{ pageSize, hideOnSinglePage: true, showSizeChanger: false }}
            // as antd's Empty: a plain text would print in the table's disabled grey (1.8:1)
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(texts.empty)} />,
            }}
            summary={
              data !== undefined && totals
                ? () => <TotalRow cells={shown.map((c) => c.total?.(data) ?? '')} />
                : undefined
            }
          />
        </>
      )}
    </Card>
  );
}
