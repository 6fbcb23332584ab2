import {
  Button,
  Drawer,
  Empty,
  Flex,
  Table,
  Typography,
  type DescriptionsProps,
  type TableProps,
} from 'antd';
import { PrinterOutlined, DownloadOutlined } from '@ant-design/icons';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getShiftDetail, getShiftLines, listShiftOrders, type ShiftOrder } from '@/api/services/shifts';
import { handPrintJob, printedNow, saveFile, stamp } from '@/crud/export';
import type { PrintJob } from '@/crud/print-handoff';
import { useAccess } from '@/access/access-store';
import type { HandoverRow, Shift, ShiftDetail, ShiftLine } from '@/domain/shifts';
import { useSession } from '@/session/session-store';
import { formatYuan } from '@/utils/validators';
import { ui } from '@/components/feedback-ui';
import { LoadFailed } from '@/components/load-failed';
import { FactsTable } from '@/components/dialog-facts';
import { DiffText, SHIFT_PERMS, type HandoverPerms } from './shift-config';
import { shiftKey } from './shift-keys';
import { DRAWER_PAGES, moneyColumn } from './table-columns';
import { shiftSheet, sheetToXlsx, type SheetContext, type SheetData } from './shift-sheet';

const sum = (xs: number[]) => Math.round(xs.reduce((a, x) => a + x, 0) * 100) / 100;
/** the orders of one shift, at most (a shift of a 500-room hotel's check-out morning fits) */
const SHIFT_ORDERS_MAX = 500;

const detailQuery = (placeId: number, id: number) => ({
  queryKey: shiftKey(placeId, 'detail', id),
  queryFn: () => getShiftDetail({ id }),
});
const linesQuery = (placeId: number, id: number) => ({
  queryKey: shiftKey(placeId, 'lines', id),
  queryFn: () => getShiftLines(id),
});
const ordersQuery = (placeId: number, id: number) => ({
  queryKey: shiftKey(placeId, 'orders', id),
  queryFn: async () => (await listShiftOrders(id, { page: 1, size: SHIFT_ORDERS_MAX })).records,
});

/** Everything a shift's sheet shows, from the cache when the drawer has read it. */
export async function loadSheet(queryClient: QueryClient, placeId: number, id: number): Promise<SheetData> {
  const [detail, lines, orders] = await Promise.all([
    queryClient.fetchQuery(detailQuery(placeId, id)),
    queryClient.fetchQuery(linesQuery(placeId, id)),
    queryClient.fetchQuery(ordersQuery(placeId, id)),
  ]);
  return { detail, lines, orders };
}

/** A handover's sheet, made from its id for the reader, the place and the time it is made. */
export type SheetMaker = (id: number, at: SheetContext) => Promise<PrintJob>;

/** A handover's sheet printed (/print) or saved as Excel; the print window is opened inside the click. */
export function useSheetActions(make: SheetMaker) {
  const { t } = useTranslation();
  const placeName = useSession((s) => s.place?.placeName ?? '');
  return useMemo(
    () => ({
      print: async (id: number) => {
        const win = window.open('about:blank', '_blank');
        try {
          handPrintJob(win, await make(id, { t, placeName, printedAt: printedNow() }));
        } catch {
          win?.close();
        }
      },
      exportExcel: async (id: number) => {
        const job = await make(id, { t, placeName, printedAt: printedNow() });
        const { writeXlsx } = await import('@/utils/xlsx');
        saveFile(await writeXlsx(sheetToXlsx(job)), `${job.title}-${stamp()}.xlsx`);
        ui.success(t('orders.shift.exported'));
      },
    }),
    [t, placeName, make],
  );
}

/** The hotel's handover sheet (shiftSheet) from the drawer's queries. */
export function useShiftSheet() {
  const queryClient = useQueryClient();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const make = useCallback<SheetMaker>(
    async (id, at) => shiftSheet(await loadSheet(queryClient, placeId, id), at),
    [queryClient, placeId],
  );
  return useSheetActions(make);
}

/**
 * A handed-over shift (shiftDetail, incomeDetail, listOrderByShift): the figures, then by payment method, the
 * goods sold, the orders of the shift and every money line; printed as the handover sheet or saved as Excel.
 */
export function ShiftDrawer({ shift, onClose }: { shift: Shift | null; onClose: () => void }) {
  const placeId = useSession((s) => s.place?.id ?? 0);
  const sheet = useShiftSheet();
  const id = shift?.id ?? 0;
  const detail = useQuery({ ...detailQuery(placeId, id), enabled: shift !== null });
  const lines = useQuery({ ...linesQuery(placeId, id), enabled: shift !== null });
  const orders = useQuery({ ...ordersQuery(placeId, id), enabled: shift !== null });
  return (
    <HandoverDrawer shift={shift} onClose={onClose} perms={SHIFT_PERMS} sheet={sheet}>
      {(s) => (
        <>
          <QueriesFailed queries={[detail, lines, orders]} />
          <ShiftFiguresView shift={s} detail={detail.data} />
          {detail.data && <MethodTable detail={detail.data} />}
          {detail.data && <GoodsTable goods={detail.data.goods} />}
          <OrdersTable orders={orders.data} loading={orders.isPending} />
          <LinesTable lines={lines.data} loading={lines.isPending} />
        </>
      )}
    </HandoverDrawer>
  );
}

/** The first failure of a drawer's queries, with a retry of them all. */
export function QueriesFailed({ queries }: { queries: Array<Pick<UseQueryResult, 'error' | 'refetch'>> }) {
  const failed = queries.find((q) => q.error)?.error;
  if (!failed) return null;
  return (
    <LoadFailed reason={failed.message} onRetry={() => void Promise.all(queries.map((q) => q.refetch()))} />
  );
}

/**
 * A handover's drawer: its span as the title, 打印交班单 and 导出 Excel where the role may (`perms`), then the
 * open shift's detail (`children`).
 */
export function HandoverDrawer<S extends HandoverRow>({
  shift,
  onClose,
  perms,
  sheet,
  children,
}: {
  shift: S | null;
  onClose: () => void;
  perms: HandoverPerms;
  sheet: ReturnType<typeof useSheetActions>;
  children: (shift: S) => ReactNode;
}) {
  const { t } = useTranslation();
  const flags = useAccess((s) => s.flags);
  const can = (key: string) => flags[key] === true;
  return (
    <Drawer
      open={shift !== null}
      onClose={onClose}
      size="large"
      destroyOnHidden
      title={
        shift
          ? t('orders.shift.detailTitle', {
              start: shift.startTime.slice(0, 16),
              end: shift.endTime.slice(0, 16),
            })
          : ''
      }
      extra={
        shift && (
          <Flex gap={8}>
            {can(perms.print) && (
              <Button icon={<PrinterOutlined />} onClick={() => void sheet.print(shift.id)}>
                {t('orders.shift.print')}
              </Button>
            )}
            {can(perms.export) && (
              <Button
                icon={<DownloadOutlined />}
                onClick={() => void sheet.exportExcel(shift.id).catch(() => {})}
              >
                {t('orders.shift.export')}
              </Button>
            )}
          </Flex>
        )
      }
    >
      {shift && children(shift)}
    </Drawer>
  );
}

/** A table of a handover under its heading, in the small size. */
export function SectionTable<R extends object>({
  title,
  ...table
}: Omit<TableProps<R>, 'title'> & { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={5} style={{ margin: '20px 0 8px' }}>
        {t(title)}
      </Typography.Title>
      <Table<R> size="small" {...table} />
    </>
  );
}

/** A fact of a handover's table: its key, its label and its value. */
export type HandoverFact = NonNullable<DescriptionsProps['items']>[number];

/**
 * What a handed-over shift says, a hotel's or a cafe's: who handed over to whom and whether it was taken over,
 * the kind's figures `before` the cash and `after` it (the float, the cash expected against the cash counted),
 * and the remark.
 */
export function HandoverFacts({
  shift: s,
  before,
  after,
}: {
  shift: HandoverRow;
  before: HandoverFact[];
  after: HandoverFact[];
}) {
  const { t } = useTranslation();
  const k = (key: string) => t(`orders.shift.${key}`);
  const items = [
    { key: 'from', label: k('handOverName'), children: s.handOverName },
    { key: 'to', label: k('takeOverName'), children: s.takeOverName },
    { key: 'status', label: k('status'), children: t(`orders.shift.statuses.${s.status}`) },
    ...before,
    { key: 'petty', label: k('pettyCash'), children: formatYuan(s.pettyCash) },
    { key: 'expected', label: k('cashExpected'), children: formatYuan(s.cashExpected) },
    { key: 'counted', label: k('countedCash'), children: formatYuan(s.countedCash) },
    { key: 'diff', label: k('cashDiff'), children: <DiffText diff={s.cashDiff} /> },
    ...after,
    ...(s.remark ? [{ key: 'remark', label: k('remark'), children: s.remark, span: 3 }] : []),
  ];
  return <FactsTable column={3} items={items} />;
}

/** A hotel's shift in figures: from the row at once, the deposits taken and refunded once the detail is in. */
function ShiftFiguresView({ shift, detail }: { shift: Shift; detail: ShiftDetail | undefined }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`orders.shift.${key}`);
  const f = detail?.figures;
  return (
    <HandoverFacts
      shift={shift}
      before={[{ key: 'income', label: k('income'), children: formatYuan(shift.income) }]}
      after={[
        { key: 'taken', label: k('depositsTaken'), children: f ? formatYuan(f.depositsTaken) : '…' },
        {
          key: 'refunded',
          label: k('depositsRefunded'),
          children: f ? formatYuan(Math.abs(f.depositsRefunded)) : '…',
        },
        { key: 'held', label: k('depositsHeld'), children: formatYuan(shift.depositsHeld) },
        { key: 'orders', label: k('orderCount'), children: shift.orderCount },
      ]}
    />
  );
}

export function MethodTable({ detail }: { detail: ShiftDetail }) {
  const { t } = useTranslation();
  return (
    <WaysTable
      ns="orders.shift"
      rowKey="method"
      rows={detail.figures.byMethod}
      way={(m) => t(`orders.payMethods.${m.method}`)}
      money={['charges', 'deposits', 'refunds', 'net'] as const}
    />
  );
}

/**
 * The money of a span by way of payment (the hotel's methods, the cafe's channels): a row a way with its `money`
 * columns, and their totals under more than one row. Worded from `ns`: `<ns>.<rowKey>Title` above it,
 * `<ns>.<rowKey>` and `<ns>.<money key>` heading its columns, `<ns>.empty` when it has no row.
 */
export function WaysTable<K extends string, R extends Record<K, number>>({
  ns,
  rowKey,
  rows,
  way,
  money,
}: {
  ns: string;
  rowKey: keyof R & string;
  rows: R[];
  way: (row: R) => ReactNode;
  money: readonly K[];
}) {
  const { t } = useTranslation();
  return (
    <SectionTable<R>
      title={`${ns}.${rowKey}Title`}
      rowKey={rowKey}
      pagination={false}
      dataSource={rows}
      // as antd's Empty: a plain text would print in the table's disabled grey (1.8:1)
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${ns}.empty`)} /> }}
      summary={(shown) =>
        shown.length > 1 && (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>{t('orders.shift.total')}</Table.Summary.Cell>
            {money.map((key, i) => (
              <Table.Summary.Cell key={key} index={i + 1} align="right">
                {formatYuan(sum(shown.map((r) => r[key])))}
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        )
      }
      columns={[
        { key: rowKey, title: t(`${ns}.${rowKey}`), render: (_, r) => way(r) },
        ...money.map((key) => moneyColumn<R>(key, t(`${ns}.${key}`))),
      ]}
    />
  );
}

type Goods = { name: string; quantity: number; amount: number };

export function GoodsTable({ goods }: { goods: readonly Goods[] }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`orders.shift.${key}`);
  return (
    <SectionTable
      title="orders.shift.goodsTitle"
      rowKey="name"
      pagination={false}
      dataSource={[...goods]}
      columns={[
        { key: 'name', title: k('goodsName'), dataIndex: 'name' },
        { key: 'quantity', title: k('quantity'), dataIndex: 'quantity', align: 'right' },
        moneyColumn<Goods>('amount', t('orders.amount')),
      ]}
    />
  );
}

function OrdersTable({ orders, loading }: { orders: ShiftOrder[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <SectionTable
      title="orders.shift.ordersTitle"
      rowKey="id"
      loading={loading}
      dataSource={orders}
      pagination={DRAWER_PAGES}
      summary={() =>
        orders &&
        orders.length > 0 && (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={4}>
              {t('orders.shift.ordersTotal', { count: orders.length })}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              {formatYuan(sum(orders.map((o) => o.shiftAmount)))}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )
      }
      columns={[
        { key: 'orderNo', title: t('orders.orderNo'), dataIndex: 'orderNo' },
        { key: 'roomNo', title: t('orders.roomNo'), dataIndex: 'roomNo' },
        { key: 'guestName', title: t('orders.guestName'), dataIndex: 'guestName' },
        { key: 'status', title: t('orders.status'), render: (_, o) => t(`orders.statuses.${o.status}`) },
        moneyColumn<ShiftOrder>('shiftAmount', t('orders.shift.shiftAmount')),
      ]}
    />
  );
}

function LinesTable({ lines, loading }: { lines: ShiftLine[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <SectionTable
      title="orders.shift.linesTitle"
      rowKey={(l) => `${l.orderId}-${l.kind}-${l.method}-${l.time}`}
      loading={loading}
      dataSource={lines}
      pagination={DRAWER_PAGES}
      columns={[
        { key: 'time', title: t('orders.time'), render: (_, l) => l.time.slice(0, 16) },
        { key: 'orderNo', title: t('orders.orderNo'), dataIndex: 'orderNo' },
        { key: 'roomNo', title: t('orders.roomNo'), dataIndex: 'roomNo' },
        { key: 'kind', title: t('orders.kind'), render: (_, l) => t(`orders.shift.lineKinds.${l.kind}`) },
        {
          key: 'method',
          title: t('orders.shift.method'),
          render: (_, l) => t(`orders.payMethods.${l.method}`),
        },
        moneyColumn<ShiftLine>('amount', t('orders.amount')),
      ]}
    />
  );
}
