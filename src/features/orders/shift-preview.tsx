import { Alert, Descriptions, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { getShiftDetail, getShiftSchedule } from '@/api/services/shifts';
import { useSession } from '@/session/session-store';
import { formatYuan } from '@/utils/validators';
import { DiffText } from './shift-config';
import { shiftKey } from './shift-keys';

const MINUTE = 'YYYY-MM-DD HH:mm';

/**
 * Under the handover form, as it is filled: what the orders of the span took in, what the drawer should hold
 * (the float plus cash in, less cash refunded) and, once the count is typed, the difference. A failure here
 * does not stop the handover: the server works the figures out again when it is saved.
 */
export function ShiftPreview({ values }: { values: Record<string, unknown> }) {
  const { t } = useTranslation();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const span = Array.isArray(values.span) ? (values.span as Dayjs[]) : null;
  const ok = span?.length === 2 && span.every((d) => dayjs.isDayjs(d)) && span[1]!.isAfter(span[0]!);
  const startTime = ok ? span[0]!.format(MINUTE) : '';
  const endTime = ok ? span[1]!.format(MINUTE) : '';
  const pettyCash = typeof values.pettyCash === 'number' ? values.pettyCash : 0;
  const counted = typeof values.countedCash === 'number' ? values.countedCash : null;
  const schedule = useQuery({
    queryKey: shiftKey(placeId, 'schedule'),
    queryFn: () => getShiftSchedule(),
    staleTime: Infinity,
  });
  const scheduleLine = schedule.data && (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
      {t('orders.shift.scheduleHint', {
        list: schedule.data
          .map((s) => `${s.shiftName} ${s.startTime}–${s.endTime}`)
          .join(t('common.listSep')),
      })}
    </Typography.Paragraph>
  );
  const detail = useQuery({
    queryKey: shiftKey(placeId, 'preview', startTime, endTime, pettyCash),
    // the form's own warning says it; no toast over the form
    queryFn: () => getShiftDetail({ startTime, endTime, pettyCash }, { silent: true }),
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
          <Typography.Text type="secondary">{t('orders.shift.previewLoading')}</Typography.Text>
        </Space>
      </>
    );
  const f = detail.data.figures;
  return (
    <>
      {scheduleLine}
      <Descriptions
        size="small"
        bordered
        column={3}
        items={[
          { key: 'income', label: t('orders.shift.income'), children: formatYuan(f.income) },
          { key: 'orders', label: t('orders.shift.orderCount'), children: f.orderCount },
          {
            key: 'held',
            label: t('orders.shift.depositsHeld'),
            children: formatYuan(detail.data.depositsHeld),
          },
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
