import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Button, Card, Empty, Flex, Table, theme, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/load-failed';
import { saveFile } from '@/crud/export';
import type { EChartOption } from '@/components/echart';
import type { XlsxCell } from '@/utils/xlsx';

/** A table as it is exported: its header and rows of plain cells. */
export interface FigureTable {
  header: string[];
  rows: XlsxCell[][];
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
export function TotalRow({ cells }: { cells: string[] }) {
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
 * table is the chart's text alternative), its table, and 导出 of the table as Excel (named by the card and
 * `fileTag`, the days). A failed call keeps the other cards and offers a retry. The texts of the export button,
 * the empty table and the failure are the page's locale keys.
 */
export function FigureCard<T, Row extends object>({
  title,
  q,
  fileTag,
  rowsOf,
  columns,
  rowKey,
  table,
  chart,
  Chart = BarsAndLines,
  summary,
  extra,
  canExport = true,
  pageSize = 8,
  texts,
}: {
  title: string;
  q: UseQueryResult<T>;
  fileTag: string;
  rowsOf: (data: T) => Row[];
  columns: TableColumnsType<Row>;
  rowKey: keyof Row & string;
  table: (data: T) => FigureTable;
  chart?: (data: T) => FigureChart | null;
  /** the chart component: ECharts with bars and lines, or a page's own that registers more (a ring) */
  Chart?: ChartComponent;
  summary?: (data: T) => ReactNode;
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
    const { header, rows } = table(q.data);
    saveFile(await writeXlsx({ sheet: label, header, rows }), `${label}-${fileTag}.xlsx`);
  };
  const data = q.data;
  const drawn = data !== undefined && chart ? chart(data) : null;
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
            columns={columns}
            pagination={{ pageSize, hideOnSinglePage: true, showSizeChanger: false }}
            // as antd's Empty: a plain text would print in the table's disabled grey (1.8:1)
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(texts.empty)} />,
            }}
            summary={data !== undefined && summary ? () => summary(data) : undefined}
          />
        </>
      )}
    </Card>
  );
}
