import { lazy, Suspense } from 'react';
import { Card, Col, Row, Skeleton, Statistic, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { placeKey } from '@/api/query-client';
import { statisticsApi, type RoomStatusStatistics } from '@/api/services/statistics';
import { useSession } from '@/session/session-store';
import { formatPrice } from '@/utils/validators';
import { RoomBoard } from './board/room-board';
import { LoadFailed } from '@/components/load-failed';

const SevenDaysChart = lazy(() => import('./seven-days-chart'));

const STATUS_KEYS: Array<{ key: keyof RoomStatusStatistics; color: string }> = [
  { key: 'vacant', color: 'green' },
  { key: 'occupied', color: 'blue' },
  { key: 'reserved', color: 'purple' },
  { key: 'hourly', color: 'cyan' },
  { key: 'dirty', color: 'orange' },
  { key: 'repair', color: 'red' },
  { key: 'disabled', color: 'default' },
];

/**
 * The morning view of a hotel (§7 home statistics): today's income and collections, the rooms by status and
 * the last seven days. The numbers come first; the chart library loads after them.
 */
export function Dashboard() {
  const { t } = useTranslation();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const income = useQuery({ queryKey: placeKey(placeId, 'stats', 'income'), queryFn: statisticsApi.income });
  const rooms = useQuery({
    queryKey: placeKey(placeId, 'stats', 'rooms'),
    queryFn: statisticsApi.roomStatus,
  });
  const days = useQuery({ queryKey: placeKey(placeId, 'stats', 'days'), queryFn: statisticsApi.sevenDays });
  const money = (v: number | undefined) => (v === undefined ? '' : formatPrice(v));
  const failed = [income, rooms, days].find((q) => q.isError && !q.data);

  if (failed) {
    return (
      <Card style={{ borderRadius: 10 }}>
        <LoadFailed
          title="dashboard.loadFailed"
          reason={failed.error?.message}
          onRetry={() => {
            void income.refetch();
            void rooms.refetch();
            void days.refetch();
          }}
        />
      </Card>
    );
  }

  const r = rooms.data;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card title={t('dashboard.incomeTitle')} style={{ borderRadius: 10, height: '100%' }}>
          <Row gutter={[16, 16]}>
            {(
              [
                ['todayIncome', 'dashboard.todayIncome'],
                ['todayCollection', 'dashboard.todayCollection'],
                ['yesterdayIncome', 'dashboard.yesterdayIncome'],
                ['monthIncome', 'dashboard.monthIncome'],
              ] as const
            ).map(([key, label]) => (
              <Col span={12} key={key}>
                <Statistic
                  title={t(label)}
                  prefix="¥"
                  value={money(income.data?.[key])}
                  loading={income.isLoading}
                />
              </Col>
            ))}
          </Row>
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title={t('dashboard.roomsTitle')} style={{ borderRadius: 10, height: '100%' }}>
          <Statistic
            title={t('dashboard.occupancyRate')}
            value={r ? Math.round(r.occupancyRate * 1000) / 10 : ''}
            suffix="%"
            loading={rooms.isLoading}
          />
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 16 }}>
            {r &&
              STATUS_KEYS.map(({ key, color }) => (
                <Tag key={key} color={color} style={{ padding: '4px 10px', fontSize: 14 }}>
                  {t(`dashboard.status.${key}`)} {r[key]}
                </Tag>
              ))}
            {r && (
              <Tag style={{ padding: '4px 10px', fontSize: 14 }}>
                {t('dashboard.totalRooms', { count: r.total })}
              </Tag>
            )}
          </div>
        </Card>
      </Col>
      <Col span={24}>
        <RoomBoard />
      </Col>
      <Col span={24}>
        <Card title={t('dashboard.sevenDays')} style={{ borderRadius: 10 }}>
          {days.data ? (
            <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 280 }} />}>
              <SevenDaysChart days={days.data} />
            </Suspense>
          ) : (
            <Skeleton active />
          )}
        </Card>
      </Col>
    </Row>
  );
}
