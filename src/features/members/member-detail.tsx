import { useState } from 'react';
import { Button, DatePicker, Descriptions, Drawer, Space, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { placeKey } from '@/api/query-client';
import type { Page } from '@/api/resource';
import { members, type RecordQuery } from '@/api/services/members';
import { useCan } from '@/access/access-store';
import { LoadFailed } from '@/components/load-failed';
import { QueryBody } from '@/components/query-body';
import { MEMBER_ACTIVE, type ConsumeRecord, type Member, type RechargeRecord } from '@/domain/members';
import { useSession } from '@/session/session-store';
import { formatYuan } from '@/utils/validators';
import { BalanceCell, MEMBERS_KEY, memberHeadItems, MemberStatusTag } from './member-config';

const PAGE_SIZE = 10;
type Range = [Dayjs | null, Dayjs | null] | null;

type RecordKind = 'recharge' | 'consume';
type RecordOf = { recharge: RechargeRecord; consume: ConsumeRecord };
/** Each kind's call and what its tab says when there is none. */
const RECORDS: {
  [K in RecordKind]: { load: (q: RecordQuery) => Promise<Page<RecordOf[K]>>; empty: string };
} = {
  recharge: { load: members.rechargeRecords, empty: 'members.noRecharge' },
  consume: { load: members.consumeRecords, empty: 'members.noConsume' },
};

/**
 * One tab's records of the member: server-paged, newest first, narrowed to a range of days. `kind` says the call
 * and is its cache key part.
 */
function Records<K extends RecordKind>({
  memberId,
  kind,
  columns,
}: {
  memberId: number;
  kind: K;
  columns: ColumnsType<RecordOf[K]>;
}) {
  const { load, empty } = RECORDS[kind];
  const { t } = useTranslation();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const [page, setPage] = useState(1);
  const [range, setRange] = useState<Range>(null);
  const startDate = range?.[0]?.format('YYYY-MM-DD');
  const endDate = range?.[1]?.format('YYYY-MM-DD');
  const query = useQuery({
    queryKey: placeKey(placeId, MEMBERS_KEY, kind, memberId, page, startDate, endDate),
    queryFn: () => load({ memberId, pageNumber: page, pageSize: PAGE_SIZE, startDate, endDate }),
    placeholderData: keepPreviousData,
  });
  if (query.isError && !query.data)
    return <LoadFailed reason={query.error.message} onRetry={() => void query.refetch()} />;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <DatePicker.RangePicker
        aria-label={t('members.dates')}
        value={range}
        onChange={(v) => {
          setRange(v);
          setPage(1);
        }}
      />
      <Table<RecordOf[K]>
        size="small"
        rowKey="id"
        loading={query.isFetching}
        dataSource={query.data?.records ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: query.isLoading ? ' ' : t(empty) }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: query.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </Space>
  );
}

/** A column of yuan, right-aligned as money is (¥1000.00). */
function yuanColumn<R>(key: string, title: string, yuan: (r: R) => number): ColumnsType<R>[number] {
  return { key, title, align: 'right', render: (_, r) => formatYuan(yuan(r)) };
}

function useRechargeColumns(): ColumnsType<RechargeRecord> {
  const { t } = useTranslation();
  return [
    { key: 'time', title: t('members.time'), dataIndex: 'createTime', width: 160 },
    { key: 'orderNo', title: t('members.orderNo'), dataIndex: 'orderNo' },
    yuanColumn('amount', t('members.amount'), (r) => r.amount),
    yuanColumn('bonus', t('members.bonusGiven'), (r) => r.bonus),
    { key: 'points', title: t('members.pointsGiven'), align: 'right', dataIndex: 'points' },
    {
      key: 'strategy',
      title: t('members.strategy'),
      render: (_, r) => (
        <Space size={[4, 4]} wrap>
          {r.strategyName || '-'}
          {r.couponNames.map((c) => (
            <Tag key={c}>{c}</Tag>
          ))}
        </Space>
      ),
    },
    { key: 'payType', title: t('members.payType'), render: (_, r) => t(`members.payTypes.${r.payType}`) },
    yuanColumn(
      'after',
      t('members.balanceAfter'),
      (r) => Math.round((r.principalAfter + r.bonusAfter) * 100) / 100,
    ),
    { key: 'operator', title: t('members.operator'), dataIndex: 'operator' },
    { key: 'remark', title: t('members.remark'), dataIndex: 'remark', ellipsis: true },
  ];
}

function useConsumeColumns(): ColumnsType<ConsumeRecord> {
  const { t } = useTranslation();
  return [
    { key: 'time', title: t('members.time'), dataIndex: 'createTime', width: 160 },
    { key: 'orderNo', title: t('members.orderNo'), dataIndex: 'orderNo' },
    {
      key: 'type',
      title: t('members.consumeType'),
      render: (_, r) => t(`members.consumeTypes.${r.consumeType}`),
    },
    { key: 'description', title: t('members.description'), dataIndex: 'description' },
    yuanColumn('amount', t('members.consumeAmount'), (r) => r.amount),
    yuanColumn('principalPaid', t('members.principalPaid'), (r) => r.principalPaid),
    yuanColumn('bonusPaid', t('members.bonusPaid'), (r) => r.bonusPaid),
    { key: 'points', title: t('members.pointsEarned'), align: 'right', dataIndex: 'points' },
    { key: 'operator', title: t('members.operator'), dataIndex: 'operator' },
  ];
}

/** A member's record as the drawer shows it. */
function MemberFacts({ m }: { m: Member }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      bordered
      column={2}
      items={[
        ...memberHeadItems(m, t),
        {
          key: 'status',
          label: t('members.status'),
          children: <MemberStatusTag status={m.status} />,
        },
        { key: 'balance', label: t('members.balance'), children: <BalanceCell m={m} /> },
        { key: 'points', label: t('members.points'), children: m.points },
        { key: 'totalRecharge', label: t('members.totalRecharge'), children: formatYuan(m.totalRecharge) },
        { key: 'totalConsume', label: t('members.totalConsume'), children: formatYuan(m.totalConsume) },
        { key: 'gender', label: t('members.gender'), children: t(`members.genders.${m.gender}`) },
        { key: 'birthday', label: t('members.birthday'), children: m.birthday || t('members.none') },
        { key: 'idCard', label: t('members.idCard'), children: m.idCard || t('members.none') },
        { key: 'source', label: t('members.source'), children: t(`members.sources.${m.source}`) },
        { key: 'createTime', label: t('members.createTime'), children: m.createTime },
        {
          key: 'lastVisitTime',
          label: t('members.lastVisitTime'),
          children: m.lastVisitTime || t('members.none'),
        },
        { key: 'remark', label: t('members.remark'), children: m.remark || t('members.none'), span: 2 },
      ]}
    />
  );
}

/**
 * 详情 of a member: member/detail read afresh each time the drawer opens (the list's row may be older) — level,
 * balance with principal and bonus apart, points, totals, status and what the member gave — and their recharge and
 * consumption records in tabs, each paged on the server and narrowed by dates. 充值 opens the recharge dialog for
 * an active member (behind member:info:recharge).
 */
export function MemberDetail({
  member,
  onClose,
  onRecharge,
}: {
  member: Member;
  onClose: () => void;
  onRecharge: (m: Member) => void;
}) {
  const { t } = useTranslation();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const mayRecharge = useCan('member:info:recharge');
  const detail = useQuery({
    queryKey: placeKey(placeId, MEMBERS_KEY, 'detail', member.id),
    queryFn: () => members.detail(member.id),
    staleTime: 0,
  });
  const rechargeColumns = useRechargeColumns();
  const consumeColumns = useConsumeColumns();
  const m = detail.data;

  return (
    <Drawer
      open
      onClose={onClose}
      size={900}
      title={t('members.detailTitle', { name: member.memberName })}
      extra={
        mayRecharge && m?.status === MEMBER_ACTIVE ? (
          <Button type="primary" onClick={() => onRecharge(m)}>
            {t('members.recharge')}
          </Button>
        ) : null
      }
    >
      <QueryBody query={detail}>{(d) => <MemberFacts m={d} />}</QueryBody>
      <Tabs
        style={{ marginTop: 16 }}
        items={[
          {
            key: 'recharge',
            label: t('members.rechargeTab'),
            children: <Records memberId={member.id} kind="recharge" columns={rechargeColumns} />,
          },
          {
            key: 'consume',
            label: t('members.consumeTab'),
            children: <Records memberId={member.id} kind="consume" columns={consumeColumns} />,
          },
        ]}
      />
    </Drawer>
  );
}
