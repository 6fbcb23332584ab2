import { useMemo, useState } from 'react';
import { Alert, DatePicker, Empty, Flex, Segmented, Select, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { placeKey } from '@/api/query-client';
import { billingApi } from '@/api/services/billing';
import { RoundCard } from '@/components/round-card';
import { sourceQuery } from '@/crud/field-options';
import { chinaToday, weekday, type Day } from '@/domain/calendar';
import { priceCalendar, type DayPrice, type PriceQuery, type PriceRule } from '@/domain/pricing';
import { useSession } from '@/session/session-store';
import { MEMBER_TYPE_OPTIONS } from './billing-options';
import { usePricingLists, toPricingData } from './pricing-data';
import s from './price-calendar.module.css';
import { QueryBody } from '@/components/query-body';

const DAYS = 30;
type Guest = 'walkIn' | 'member' | 'protocol';
export const RULE_COLORS: Record<PriceRule, string> = {
  base: 'default',
  weekend: 'blue',
  member: 'gold',
  protocol: 'purple',
  promotion: 'red',
};
const money = (n: number) => n.toFixed(2);

/** Days that differ between the page's calendar and the server's answer (price or rule). */
export function differences(page: DayPrice[], server: DayPrice[]): Day[] {
  return page
    .filter((d, i) => server[i]?.day !== d.day || server[i]?.price !== d.price || server[i]?.rule !== d.rule)
    .map((d) => d.day);
}

/**
 * The price calendar (?tab=calendar): for a room type and a guest — walk-in, a member type or a protocol — the
 * price of each of the next 30 days and the rule that set it, computed in the page with the same pure module
 * the server prices with (src/domain/pricing.ts), and checked against the server's own answer (findLastPrice).
 */
export default function PriceCalendarTab() {
  const { t } = useTranslation();
  const placeId = useSession((st) => st.place?.id ?? 0);
  const lists = usePricingLists();
  // the member price tab's options under the same key (one shape per cache key: its options, not the rows)
  const memberTypes = useQuery(sourceQuery(placeId, MEMBER_TYPE_OPTIONS));
  const [picked, setPicked] = useState<number | undefined>();
  const [guest, setGuest] = useState<Guest>('walkIn');
  const [memberTypeId, setMemberTypeId] = useState<number | undefined>();
  const [protocolId, setProtocolId] = useState<number | undefined>();
  const [from, setFrom] = useState<Day>(() => chinaToday());

  const data = useMemo(() => (lists.data ? toPricingData(lists.data) : null), [lists.data]);
  const types = lists.data?.base ?? [];
  const roomModelId = picked ?? data?.base.find((b) => b.status === 1)?.roomModelId ?? types[0]?.roomModelId;
  const query = useMemo<PriceQuery | null>(
    () =>
      roomModelId === undefined
        ? null
        : {
            roomModelId,
            memberTypeId: guest === 'member' ? (memberTypeId ?? null) : null,
            protocolId: guest === 'protocol' ? (protocolId ?? null) : null,
          },
    [roomModelId, guest, memberTypeId, protocolId],
  );
  const days = useMemo(
    () => (data && query ? priceCalendar(data, query, from, DAYS) : []),
    [data, query, from],
  );
  const server = useQuery({
    queryKey: placeKey(placeId, 'billing', 'findLastPrice', query, from, lists.dataUpdatedAt),
    queryFn: () => billingApi.findLastPrice({ ...query!, startDate: from, days: DAYS }),
    enabled: query !== null && lists.isSuccess,
  });

  // nothing to price: the lists loading or failed, or a place without room types
  if (!lists.data || types.length === 0)
    return (
      <RoundCard>
        <QueryBody query={lists} rows={8} failedTitle="billing.calendar.loadFailed">
          {() => <Empty description={t('billing.calendar.noTypes')} />}
        </QueryBody>
      </RoundCard>
    );

  const priced = days.filter((d) => d.price !== null) as Array<DayPrice & { price: number }>;
  const lowest = priced.reduce<(typeof priced)[number] | null>(
    (a, d) => (!a || d.price < a.price ? d : a),
    null,
  );
  const highest = priced.reduce<(typeof priced)[number] | null>(
    (a, d) => (!a || d.price > a.price ? d : a),
    null,
  );
  const mismatched = server.data ? differences(days, server.data) : [];
  const protocols = lists.data.protocols;
  const label = (d: DayPrice) => {
    const date = `${Number(d.day.slice(5, 7))}/${Number(d.day.slice(8))} ${t(`billing.weekday.${weekday(d.day)}`)}`;
    return d.price === null
      ? `${date} ${t('billing.calendar.notSold')}`
      : `${date} ¥${money(d.price)} ${t(`billing.rule.${d.rule!}`)}${d.sourceName ? ` ${d.sourceName}` : ''}`;
  };

  return (
    <RoundCard
      title={t('billing.tabCalendar')}
      extra={
        server.isFetching ? (
          <Tag>{t('billing.calendar.checking')}</Tag>
        ) : server.data ? (
          mismatched.length === 0 ? (
            <Tag color="success" role="status">
              {t('billing.calendar.agrees')}
            </Tag>
          ) : (
            <Tag color="error" role="status">
              {t('billing.calendar.disagrees', { count: mismatched.length })}
            </Tag>
          )
        ) : null
      }
    >
      <Flex wrap gap={12} align="center" style={{ marginBottom: 12 }}>
        <Select
          aria-label={t('billing.calendar.roomType')}
          style={{ width: 200 }}
          value={roomModelId}
          onChange={setPicked}
          options={types.map((b) => ({ value: b.roomModelId, label: b.modelName }))}
        />
        <Segmented<Guest>
          value={guest}
          onChange={setGuest}
          options={[
            { value: 'walkIn', label: t('billing.calendar.walkIn') },
            { value: 'member', label: t('billing.calendar.member') },
            { value: 'protocol', label: t('billing.calendar.protocol') },
          ]}
        />
        {guest === 'member' && (
          <Select
            aria-label={t('billing.calendar.memberType')}
            placeholder={t('billing.calendar.memberType')}
            style={{ width: 160 }}
            value={memberTypeId}
            onChange={setMemberTypeId}
            loading={memberTypes.isLoading}
            options={memberTypes.data ?? []}
          />
        )}
        {guest === 'protocol' && (
          <Select
            aria-label={t('billing.calendar.protocolUnit')}
            placeholder={t('billing.calendar.protocolUnit')}
            style={{ width: 240 }}
            value={protocolId}
            onChange={setProtocolId}
            options={protocols.map((p) => ({ value: p.id, label: p.companyName }))}
          />
        )}
        <DatePicker
          aria-label={t('billing.calendar.from')}
          allowClear={false}
          value={dayjs(from)}
          onChange={(d) => d && setFrom(d.format('YYYY-MM-DD'))}
        />
      </Flex>
      {mismatched.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('billing.calendar.disagreeDays', { days: mismatched.join(t('common.listSep')) })}
        />
      )}
      <Flex wrap gap={8} style={{ marginBottom: 12 }}>
        {(Object.keys(RULE_COLORS) as PriceRule[]).map((r) => (
          <Tag key={r} color={RULE_COLORS[r]}>
            {t(`billing.rule.${r}`)}
          </Tag>
        ))}
      </Flex>
      <div className={s.head} aria-hidden>
        {[1, 2, 3, 4, 5, 6, 7].map((w) => (
          <div key={w}>{t(`billing.weekday.${w}`)}</div>
        ))}
      </div>
      <ol className={s.grid} aria-label={t('billing.tabCalendar')}>
        {days.map((d, i) => (
          <li
            key={d.day}
            className={s.day}
            data-day={d.day}
            data-rule={d.rule ?? 'none'}
            aria-label={label(d)}
            style={i === 0 ? { gridColumnStart: weekday(d.day) } : undefined}
          >
            <span className={s.date}>{d.day.slice(5)}</span>
            {d.price === null ? (
              <Typography.Text type="secondary">{t('billing.calendar.notSold')}</Typography.Text>
            ) : (
              <>
                <strong className={s.price}>¥{money(d.price)}</strong>
                {d.standard !== null && d.price < d.standard && (
                  <s className={s.standard}>¥{money(d.standard)}</s>
                )}
                <Tag color={RULE_COLORS[d.rule!]} className={s.rule}>
                  {d.sourceName && d.rule === 'promotion' ? d.sourceName : t(`billing.rule.${d.rule!}`)}
                </Tag>
                {d.hours && (
                  <span className={s.hours}>
                    {d.hours.start}–{d.hours.end}
                  </span>
                )}
              </>
            )}
          </li>
        ))}
      </ol>
      {lowest && highest && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('billing.calendar.summary', {
            low: money(lowest.price),
            lowDay: lowest.day.slice(5),
            high: money(highest.price),
            highDay: highest.day.slice(5),
            avg: money(priced.reduce((n, d) => n + d.price, 0) / priced.length),
          })}
        </Typography.Paragraph>
      )}
    </RoundCard>
  );
}
