import { useState } from 'react';
import { Descriptions, Drawer, Empty, Input, Table, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { placeKey } from '@/api/query-client';
import { getActivityDraws } from '@/api/services/activities';
import { LoadFailed } from '@/components/load-failed';
import {
  ACTIVITY_TYPE,
  PRIZE_KIND,
  type Activity,
  type ActivityRecord,
  type PrizeKind,
  type PrizeStat,
} from '@/domain/activities';
import { useSession } from '@/session/session-store';
import { formatYuan } from '@/utils/validators';
import { TypeTag } from './activity-config';
import { round2 } from '@/domain/money';

const PAGE_SIZE = 10;

function PrizeValue({ kind, value }: { kind: PrizeKind; value: number }) {
  const { t } = useTranslation();
  return <>{t(`activity.prizeValues.${kind}`, { value })}</>;
}

/** The turntable's prizes: chance (with their total), stock, drawn and left. */
function PrizeTable({ prizes }: { prizes: PrizeStat[] }) {
  const { t } = useTranslation();
  const total = round2(prizes.reduce((s, p) => s + p.chance, 0));
  return (
    <Table<PrizeStat>
      size="small"
      rowKey="prizeId"
      pagination={false}
      dataSource={prizes}
      columns={[
        { key: 'name', title: t('activity.prizeName'), dataIndex: 'prizeName' },
        {
          key: 'kind',
          title: t('activity.prizeKind'),
          render: (_, p) => t(`activity.prizeKinds.${p.prizeKind}`),
        },
        {
          key: 'value',
          title: t('activity.prizeValue'),
          render: (_, p) => <PrizeValue kind={p.prizeKind} value={p.prizeValue} />,
        },
        { key: 'chance', title: t('activity.chance'), align: 'right', render: (_, p) => `${p.chance}%` },
        {
          key: 'quantity',
          title: t('activity.quantity'),
          align: 'right',
          render: (_, p) => (p.prizeKind === PRIZE_KIND.thanks ? t('activity.unlimited') : p.quantity),
        },
        { key: 'drawn', title: t('activity.drawn'), align: 'right', dataIndex: 'drawn' },
        {
          key: 'remaining',
          title: t('activity.remaining'),
          align: 'right',
          render: (_, p) => (p.remaining === null ? t('activity.unlimited') : p.remaining),
        },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={3} />
          <Table.Summary.Cell index={3} align="right">
            {t('activity.chanceSum', { total })}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={4} colSpan={3} />
        </Table.Summary.Row>
      )}
    />
  );
}

/**
 * 活动数据's detail drawer (detailByTurntable): the activity's figures and settings, a turntable's prizes, and the
 * members' records, paged on the server and searched by member.
 */
export function ActivityDrawer({ activity, onClose }: { activity: Activity | null; onClose: () => void }) {
  const { t } = useTranslation();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const [page, setPage] = useState(1);
  const [member, setMember] = useState('');
  const id = activity?.id ?? 0;
  const query = useQuery({
    queryKey: placeKey(placeId, 'activities', 'draws', id, page, member),
    queryFn: () =>
      getActivityDraws({ id, pageNumber: page, pageSize: PAGE_SIZE, memberName: member || undefined }),
    enabled: activity !== null,
    placeholderData: keepPreviousData,
  });
  const close = () => {
    setPage(1);
    setMember('');
    onClose();
  };
  const d = query.data;
  const a = activity;
  return (
    <Drawer
      open={a !== null}
      onClose={close}
      size="large"
      title={a ? t('activity.detailTitle', { name: a.activityName }) : ''}
      destroyOnHidden
    >
      {a && (
        <>
          <Descriptions size="small" column={3} bordered title={t('activity.summary')}>
            <Descriptions.Item label={t('activity.activityType')}>
              <TypeTag type={a.activityType} />
            </Descriptions.Item>
            <Descriptions.Item label={t('activity.window')} span={2}>
              {`${a.startTime} ~ ${a.endTime}`}
            </Descriptions.Item>
            <Descriptions.Item label={t('activity.participants')}>
              {d?.participants ?? a.participants}
            </Descriptions.Item>
            <Descriptions.Item label={t('activity.joins')}>{d?.joins ?? a.joins}</Descriptions.Item>
            <Descriptions.Item label={t('activity.prizesGiven')}>
              {d?.prizesGiven ?? a.prizesGiven}
            </Descriptions.Item>
            {a.activityType === ACTIVITY_TYPE.turntable && (
              <>
                <Descriptions.Item label={t('activity.drawsPerDay')}>{a.drawsPerDay}</Descriptions.Item>
                <Descriptions.Item label={t('activity.pointsPerDraw')} span={2}>
                  {a.pointsPerDraw ? a.pointsPerDraw : t('activity.free')}
                </Descriptions.Item>
              </>
            )}
            {a.activityType === ACTIVITY_TYPE.signIn && (
              <Descriptions.Item label={t('activity.signPoints')} span={3}>
                {a.signPoints}
              </Descriptions.Item>
            )}
            {a.activityType === ACTIVITY_TYPE.rechargeBonus && (
              <>
                <Descriptions.Item label={t('activity.rechargeAmount')}>
                  {formatYuan(a.rechargeAmount ?? 0)}
                </Descriptions.Item>
                <Descriptions.Item label={t('activity.giftAmount')} span={2}>
                  {formatYuan(a.giftAmount ?? 0)}
                </Descriptions.Item>
              </>
            )}
            {a.description && (
              <Descriptions.Item label={t('activity.rule')} span={3}>
                {a.description}
              </Descriptions.Item>
            )}
          </Descriptions>

          {a.activityType === ACTIVITY_TYPE.turntable && (
            <>
              <Typography.Title level={5} style={{ marginTop: 20 }}>
                {t('activity.prizesTitle')}
              </Typography.Title>
              {d && d.prizes.length > 0 ? (
                <PrizeTable prizes={d.prizes} />
              ) : (
                <Empty description={t('activity.noPrizes')} />
              )}
            </>
          )}

          <Typography.Title level={5} style={{ marginTop: 20 }}>
            {t('activity.recordsTitle')}
          </Typography.Title>
          <Input.Search
            allowClear
            placeholder={t('activity.searchMember')}
            style={{ width: 220, marginBottom: 12 }}
            onSearch={(v) => {
              setMember(v.trim());
              setPage(1);
            }}
          />
          {query.isError && !d ? (
            <LoadFailed reason={query.error.message} onRetry={() => void query.refetch()} />
          ) : (
            <Table<ActivityRecord>
              size="small"
              rowKey="id"
              loading={query.isFetching}
              dataSource={d?.records.records ?? []}
              pagination={{
                current: page,
                pageSize: PAGE_SIZE,
                total: d?.records.total ?? 0,
                showSizeChanger: false,
                onChange: setPage,
              }}
              columns={[
                { key: 'time', title: t('activity.time'), dataIndex: 'time', width: 170 },
                { key: 'member', title: t('activity.memberName'), dataIndex: 'memberName' },
                { key: 'phone', title: t('activity.phone'), dataIndex: 'phone' },
                ...(a.activityType === ACTIVITY_TYPE.rechargeBonus
                  ? [
                      {
                        key: 'amount',
                        title: t('activity.amount'),
                        align: 'right' as const,
                        render: (_: unknown, r: ActivityRecord) => formatYuan(r.amount),
                      },
                    ]
                  : []),
                {
                  key: 'reward',
                  title: t('activity.reward'),
                  // a prize's name is the merchant's; points and a bonus are said in the user's language
                  render: (_: unknown, r: ActivityRecord) =>
                    a.activityType === ACTIVITY_TYPE.turntable ? (
                      r.reward
                    ) : a.activityType === ACTIVITY_TYPE.signIn ? (
                      <PrizeValue kind={PRIZE_KIND.points} value={r.value} />
                    ) : (
                      formatYuan(r.value)
                    ),
                },
              ]}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
