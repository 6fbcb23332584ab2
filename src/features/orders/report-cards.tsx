import { lazy, Suspense, type ReactNode } from 'react';
import { Button, Card, Empty, Flex, Table, type TableColumnsType } from 'antd';
import { LoadFailed } from '@/components/load-failed';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { placeKey } from '@/api/query-client';
import { getReport, type ReportCall } from '@/api/services/report';
import { saveFile } from '@/crud/export';
import type { Day } from '@/domain/calendar';
import { useSession } from '@/session/session-store';
import type { EChartOption } from '@/components/echart';
import type { XlsxCell } from '@/utils/xlsx';

const EChart = lazy(() => import('./report-chart'));

/** One figure of the report for the range: cached per place, call and days; shared by the cards that show it. */
export function useReport<T>(call: ReportCall, range: [Day, Day]) {
  const placeId = useSession((s) => s.place?.id ?? 0);
  return useQuery({
    queryKey: placeKey(placeId, 'report', call, ...range),
    // a card says itself that its figure failed: no toast per card
    queryFn: () => getReport<T>(call, range, { silent: true }),
  });
}

/** A table as it is exported: its header and rows of plain cells. */
export interface ReportTable {
  header: string[];
  rows: XlsxCell[][];
}

/** A chart of a card, with the words a screen reader gets. */
export interface ReportChart {
  option: EChartOption;
  label: string;
}

/**
 * A card of the report: its figure loaded for the range, a chart if it has one, its table, and 导出 of the
 * table as Excel (named by the card and the days). A failed call keeps the other cards and offers a retry.
 */
export function ReportCard<T, Row extends object>({
  title,
  call,
  range,
  rowsOf,
  columns,
  rowKey,
  table,
  chart,
  summary,
  extra,
}: {
  title: string;
  call: ReportCall;
  range: [Day, Day];
  rowsOf: (data: T) => Row[];
  columns: TableColumnsType<Row>;
  rowKey: keyof Row & string;
  table: (data: T) => ReportTable;
  chart?: (data: T) => ReportChart | null;
  summary?: (data: T) => ReactNode;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const q = useReport<T>(call, range);
  const label = t(title);
  const exportTable = async () => {
    if (!q.data) return;
    const { writeXlsx } = await import('@/utils/xlsx');
    const { header, rows } = table(q.data);
    saveFile(await writeXlsx({ sheet: label, header, rows }), `${label}-${range[0]}~${range[1]}.xlsx`);
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
          <Button
            size="small"
            icon={<DownloadOutlined />}
            disabled={!q.data}
            onClick={() => void exportTable()}
          >
            {t('orders.report.export')}
          </Button>
        </Flex>
      }
    >
      {q.isError ? (
        <LoadFailed
          title="orders.report.loadFailed"
          reason={q.error.message}
          onRetry={() => void q.refetch()}
        />
      ) : (
        <>
          {drawn && (
            <Suspense fallback={<div style={{ height: 240 }} />}>
              <EChart option={drawn.option} label={drawn.label} height={240} />
            </Suspense>
          )}
          <Table<Row>
            size="small"
            rowKey={rowKey}
            loading={q.isPending}
            dataSource={data !== undefined ? rowsOf(data) : []}
            columns={columns}
            pagination={{ pageSize: 8, hideOnSinglePage: true, showSizeChanger: false }}
            // as antd's Empty: a plain text would print in the table's disabled grey (1.8:1)
            locale={{
              emptyText: (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.report.empty')} />
              ),
            }}
            summary={data !== undefined && summary ? () => summary(data) : undefined}
          />
        </>
      )}
    </Card>
  );
}
