import { Alert, Space, Spin, Typography, type DescriptionsProps } from 'antd';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CallMeta } from '@/api/call-meta';
import { getShiftDetail, getShiftSchedule } from '@/api/services/shifts';
import { FactsTable } from '@/components/dialog-facts';
import type { ShiftDetail } from '@/domain/shifts';
import { useSession } from '@/session/session-store';
import { formatYuan } from '@/utils/validators';
import { DiffText } from './shift-config';
import { shiftKey } from './shift-keys';

const MINUTE = 'YYYY-MM-DD HH:mm';

type Span = { startTime: string; endTime: string; pettyCash: number };
type Items = NonNullable<DescriptionsProps['items']>;

/** The hotel's: what the orders of the span took in, with the place's shifts of the day above. */
export function ShiftPreview({ values }: { values: Record<string, unknown> }) {
  return (
    <HandoverPreview<ShiftDetail>
      values={values}
      listKey={shiftKey}
      load={getShiftDetail}
      schedule
      figures={(d, t) => [
        { key: 'income', label: t('orders.shift.income'), children: formatYuan(d.figures.income) },
        { key: 'orders', label: t('orders.shift.orderCount'), children: d.figures.orderCount },
        { key: 'held', label: t('orders.shift.depositsHeld'), children: formatYuan(d.depositsHeld) },
      ]}
    />
  );
}

/**
 * Under the handover form, as it is filled: what the span took in (`figures`), what the drawer should hold (the
 * float plus cash in, less cash paid back) and, once the count is typed, the difference. A failure here does not
 * stop the handover: the server works the figures out again when it is saved.
 */
export function HandoverPreview<D extends { figures: { cashExpected: number } }>({
  values,
  listKey,
  load,
  schedule = false,
  figures,
  loadingText = 'orders.shift.previewLoading',
}: {
  values: Record<string, unknown>;
  /** the kind's key of all that is read about its shifts (shift-keys.ts): the figures are read under it too */
  listKey: (placeId: number, ...rest: unknown[]) => QueryKey;
  load: (span: Span, meta: CallMeta) => Promise<D>;
  /** the place's shifts of the day above the figures (/business-wy/shiftChange/list) */
  schedule?: boolean;
  figures: (detail: D, t: TFunction) => Items;
  /** locale key of the line shown while the figures are summed */
  loadingText?: string;
}) {
  const { t } = useTranslation();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const span = Array.isArray(values.span) ? (values.span as Dayjs[]) : null;
  const ok = span?.length === 2 && span.every((d) => dayjs.isDayjs(d)) && span[1]!.isAfter(span[0]!);
  const startTime = ok ? span[0]!.format(MINUTE) : '';
  const endTime = ok ? span[1]!.format(MINUTE) : '';
  const pettyCash = typeof values.pettyCash === 'number' ? values.pettyCash : 0;
  const counted = typeof values.countedCash === 'number' ? values.countedCash : null;
  const shifts = useQuery({
    queryKey: shiftKey(placeId, 'schedule'),
    queryFn: () => getShiftSchedule(),
    staleTime: Infinity,
    enabled: schedule,
  });
  const scheduleLine = shifts.data && (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
      {t('orders.shift.scheduleHint', {
        list: shifts.data.map((s) => `${s.shiftName} ${s.startTime}–${s.endTime}`).join(t('common.listSep')),
      })}
    </Typography.Paragraph>
  );
  const detail = useQuery({
    queryKey: listKey(placeId, 'preview', startTime, endTime, pettyCash),
    // the form's own warning says it; no toast over the form
    queryFn: () => load({ startTime, endTime, pettyCash }, { silent: true }),
    enabled: ok,
  });
  if (!ok) return scheduleLine ?? null;
  if (detail.isError)
    return (
      <>
        {scheduleLine}
        <Alert type="warning" showIcon title={t('orders.shift.previewFailed')} />
      </>
    );
  if (!detail.data)
    return (
      <>
        {scheduleLine}
        <Space>
          <Spin size="small" />
          <Typography.Text type="secondary">{t(loadingText)}</Typography.Text>
        </Space>
      </>
    );
  const f = detail.data.figures;
  return (
    <>
      {scheduleLine}
      <FactsTable
        column={3}
        items={[
          ...figures(detail.data, t),
          { key: 'expected', label: t('orders.shift.cashExpected'), children: formatYuan(f.cashExpected) },
          {
            key: 'counted',
            label: t('orders.shift.countedCash'),
            children: counted === null ? '—' : formatYuan(counted),
          },
          {
            key: 'diff',
            label: t('orders.shift.cashDiff'),
            children: counted === null ? '—' : <DiffText diff={counted - f.cashExpected} />,
          },
        ]}
      />
    </>
  );
}
