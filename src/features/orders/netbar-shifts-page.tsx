import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { placeKey } from '@/api/query-client';
import { getNetbarShiftDetail, getNetbarShiftLines, netbarShiftApi } from '@/api/services/netbar-shifts';
import type { NetbarLine, NetbarShift, NetbarShiftDetail } from '@/domain/netbar';
import { useSession } from '@/session/session-store';
import { formatYuan } from '@/utils/validators';
import { netbarShiftSheet } from './netbar-shift-sheet';
import { handoverConfig, handoverPerms, type HandoverKind, type ShiftActions } from './shift-config';
import {
  GoodsTable,
  HandoverDrawer,
  HandoverFacts,
  QueriesFailed,
  SectionTable,
  useSheetActions,
  WaysTable,
  type SheetMaker,
} from './shift-drawer';
import { HandoverPreview } from './shift-preview';
import { HandoverPage } from './handover-parts';
import { DRAWER_PAGES, moneyColumn } from './table-columns';

const PERMS = handoverPerms('handover:netbar');
/** Everything read about the cafe's shifts sits under its list's key: a handover saved refreshes them all. */
const netbarShiftKey = (placeId: number, ...rest: unknown[]) =>
  placeKey(placeId, 'netbarShifts', 'list', ...rest);

const detailQuery = (placeId: number, id: number | null) => ({
  queryKey: netbarShiftKey(placeId, 'detail', id),
  queryFn: () => getNetbarShiftDetail(id === null ? null : { id }),
});
const linesQuery = (placeId: number, id: number) => ({
  queryKey: netbarShiftKey(placeId, 'lines', id),
  queryFn: () => getNetbarShiftLines(id),
});

function NetbarPreview({ values }: { values: Record<string, unknown> }) {
  return (
    <HandoverPreview<NetbarShiftDetail>
      values={values}
      listKey={netbarShiftKey}
      load={getNetbarShiftDetail}
      loadingText="orders.netbar.previewLoading"
      figures={(d, t) => [
        { key: 'online', label: t('orders.netbar.onlineFees'), children: formatYuan(d.figures.onlineFees) },
        { key: 'income', label: t('orders.shift.income'), children: formatYuan(d.figures.income) },
        { key: 'sessions', label: t('orders.netbar.sessionCount'), children: d.figures.sessionCount },
      ]}
    />
  );
}

/** The cafe's handovers: what the seats and the till took in (mocks/domains/netbar, docs/netbar.md). */
const NETBAR: HandoverKind<NetbarShift> = {
  key: 'netbarShifts',
  resource: netbarShiftApi,
  perms: PERMS,
  figures: [
    {
      key: 'onlineFees',
      label: 'orders.netbar.onlineFees',
      type: 'money',
      column: { sorter: true },
    },
    { key: 'rechargeTotal', label: 'orders.netbar.rechargeTotal', type: 'money', column: true },
    { key: 'goodsSales', label: 'orders.netbar.goodsSales', type: 'money', column: { hidden: true } },
    { key: 'refunds', label: 'orders.netbar.refunds', type: 'money', column: { hidden: true } },
    { key: 'sessionCount', label: 'orders.netbar.sessionCount', type: 'number', column: true },
  ],
  preview: (values) => <NetbarPreview values={values} />,
};
const netbarConfig = (actions: ShiftActions<NetbarShift>) => ({
  ...handoverConfig(actions, NETBAR),
  title: 'orders.netbar.title',
  intro: 'orders.netbar.intro',
});

/** The cafe's sheet from the drawer's queries (or fetched for 打印 in the list). */
function useNetbarSheet() {
  const queryClient = useQueryClient();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const make = useCallback<SheetMaker>(
    async (id, at) => {
      const [detail, lines] = await Promise.all([
        queryClient.fetchQuery(detailQuery(placeId, id)),
        queryClient.fetchQuery(linesQuery(placeId, id)),
      ]);
      return netbarShiftSheet(detail, lines, at);
    },
    [queryClient, placeId],
  );
  return useSheetActions(make);
}

/**
 * /handOver/netbarDetail (§2, §7 Internet cafe handover): the internet cafe's landing page. The shift now
 * running at the counter — since when, the online fees drawn, what came in by channel, what the drawer should
 * hold, the seats in use — with 交班 to hand it over, and the handovers before it, each with its detail, 接班 for
 * the next clerk, the handover sheet to print and the Excel export.
 */
export default function NetbarShiftsPage() {
  const placeId = useSession((s) => s.place?.id ?? 0);
  const sheet = useNetbarSheet();
  return (
    <HandoverPage
      current={detailQuery(placeId, null)}
      config={netbarConfig}
      print={sheet.print}
      changeStatus={netbarShiftApi.changeStatus}
      figures={(d) => [
        ['orders.netbar.onlineFees', formatYuan(d.figures.onlineFees)],
        ['orders.netbar.rechargeTotal', formatYuan(d.figures.rechargeTotal)],
        ['orders.netbar.goodsSales', formatYuan(d.figures.goodsSales)],
        ['orders.netbar.refunds', formatYuan(Math.abs(d.figures.refunds))],
        ['orders.shift.cashExpected', formatYuan(d.figures.cashExpected)],
        ['orders.netbar.sessionCount', d.figures.sessionCount],
        ['orders.netbar.seatsInUse', d.seatsInUse],
      ]}
      table={(d) => <ChannelTable detail={d} />}
      Drawer={NetbarShiftDrawer}
    />
  );
}

function ChannelTable({ detail }: { detail: NetbarShiftDetail }) {
  const { t } = useTranslation();
  return (
    <WaysTable
      ns="orders.netbar"
      rowKey="channel"
      rows={detail.figures.byChannel}
      way={(c) => t(`orders.netbar.channels.${c.channel}`)}
      money={['recharges', 'goods', 'deposits', 'refunds', 'net'] as const}
    />
  );
}

function LinesTable({ lines, loading }: { lines: NetbarLine[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const n = (key: string) => t(`orders.netbar.${key}`);
  return (
    <SectionTable
      title="orders.netbar.linesTitle"
      rowKey={(l) => `${l.no}-${l.kind}-${l.time}`}
      loading={loading}
      // the fees drawn hour by hour are summed in the figures: the table lists the till's lines
      dataSource={lines?.filter((l) => l.kind !== 'online')}
      pagination={DRAWER_PAGES}
      columns={[
        { key: 'time', title: n('time'), render: (_, l) => l.time.slice(0, 16) },
        { key: 'no', title: n('no'), dataIndex: 'no' },
        { key: 'kind', title: n('kind'), render: (_, l) => n(`kinds.${l.kind}`) },
        { key: 'seatNo', title: n('seatNo'), dataIndex: 'seatNo' },
        { key: 'memberName', title: n('memberName'), dataIndex: 'memberName' },
        { key: 'channel', title: n('channel'), render: (_, l) => n(`channels.${l.channel}`) },
        moneyColumn<NetbarLine>('amount', n('amount')),
      ]}
    />
  );
}

/** A handed-over shift: its figures, by channel, the goods sold and the till's lines; printed or saved. */
function NetbarShiftDrawer({ shift, onClose }: { shift: NetbarShift | null; onClose: () => void }) {
  const { t } = useTranslation();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const sheet = useNetbarSheet();
  const id = shift?.id ?? 0;
  const detail = useQuery({ ...detailQuery(placeId, id), enabled: shift !== null });
  const lines = useQuery({ ...linesQuery(placeId, id), enabled: shift !== null });
  const n = (key: string) => t(`orders.netbar.${key}`);
  return (
    <HandoverDrawer shift={shift} onClose={onClose} perms={PERMS} sheet={sheet}>
      {(s) => (
        <>
          <QueriesFailed queries={[detail, lines]} />
          <HandoverFacts
            shift={s}
            before={[
              { key: 'online', label: n('onlineFees'), children: formatYuan(s.onlineFees) },
              { key: 'recharge', label: n('rechargeTotal'), children: formatYuan(s.rechargeTotal) },
              { key: 'goods', label: n('goodsSales'), children: formatYuan(s.goodsSales) },
            ]}
            after={[
              { key: 'refunds', label: n('refunds'), children: formatYuan(Math.abs(s.refunds)) },
              { key: 'sessions', label: n('sessionCount'), children: s.sessionCount },
            ]}
          />
          {detail.data && <ChannelTable detail={detail.data} />}
          {detail.data && <GoodsTable goods={detail.data.goods} />}
          <LinesTable lines={lines.data} loading={lines.isPending} />
        </>
      )}
    </HandoverDrawer>
  );
}
