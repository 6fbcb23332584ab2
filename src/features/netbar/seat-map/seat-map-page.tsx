import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Button, Input, Result, Select, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/access/access-store';
import { placeKey } from '@/api/query-client';
import { getSeatMap } from '@/api/services/netbar-seats';
import { SEAT_STATES, type SeatMap, type SeatState } from '@/domain/netbar-seats';
import { onReconnect, PUSH_KIND, usePush, useRealtimeConnection } from '@/realtime/realtime';
import { useSession } from '@/session/session-store';
import { countByState, NO_FILTER, seatPushOf, type SeatFilter } from './seat-model';
import { createClock, createSeatStore, SeatFloor, type SeatLabels, type SeatStore } from './seat-floor';
import { SeatLayoutEditor } from './seat-layout-editor';
import lists from '@/components/lists.module.css';
import s from './seat-map.module.css';

/** The number of seats in each state; a click keeps only that state (again: all). */
function Counts({
  store,
  filter,
  onFilter,
}: {
  store: SeatStore;
  filter: SeatFilter;
  onFilter: (state: SeatState | null) => void;
}) {
  const { t } = useTranslation();
  const seats = useSyncExternalStore(store.subscribeAll, store.items);
  const counts = useMemo(() => countByState(seats), [seats]);
  return (
    <ul className={lists.wrapRow} aria-label={t('netbarSeats.mapTitle')}>
      <li>
        <button
          type="button"
          className={s.count}
          aria-pressed={filter.state === null}
          onClick={() => onFilter(null)}
        >
          {t('netbarSeats.allStates')} <b>{seats.length}</b>
        </button>
      </li>
      {SEAT_STATES.map((state) => (
        <li key={state}>
          <button
            type="button"
            className={s.count}
            data-count={state}
            aria-pressed={filter.state === state}
            onClick={() => onFilter(filter.state === state ? null : state)}
          >
            <i style={{ background: `var(--${state}-bg)` }} aria-hidden />
            {t(`netbarSeats.states.${state}`)} <b>{counts[state]}</b>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The floor, or what to do when the cafe has no seats yet. */
function FloorOrEmpty(props: Omit<Parameters<typeof SeatFloor>[0], 'areas'> & { map: SeatMap }) {
  const { t } = useTranslation();
  const { map, ...rest } = props;
  const count = useSyncExternalStore(rest.store.subscribeLayout, () => rest.store.layoutItems().length);
  if (count === 0) return <Result status="info" title={t('netbarSeats.empty')} />;
  return <SeatFloor areas={map.areas} {...rest} />;
}

/** The map once loaded: the store of its seats, kept live by the pushes, and the view or the layout editor. */
function SeatMapView({ map, reload }: { map: SeatMap; reload: () => void }) {
  const { t } = useTranslation();
  const placeName = useSession((x) => x.place?.placeName ?? '');
  const canEdit = useCan('netbar:seat:edit');
  const [store] = useState(() => createSeatStore(map.seats));
  const [filter, setFilter] = useState<SeatFilter>(NO_FILTER);
  const [editing, setEditing] = useState(false);
  const clock = useMemo(() => createClock(map.now, store), [map.now, store]);
  useEffect(() => () => clock.stop(), [clock]);
  useEffect(() => store.replace(map.seats), [store, map.seats]);

  usePush(PUSH_KIND.seatState, (frame) => {
    const push = seatPushOf(frame);
    if (!push) return;
    if ('layout' in push) reload();
    else store.update(push.seatId, push.patch);
  });
  useEffect(() => onReconnect(reload), [reload]);
  useEffect(() => {
    document.title = `${t('netbarSeats.mapTitle')} · ${placeName}`;
  }, [t, placeName]);

  const labels = useMemo<SeatLabels>(
    () => ({
      state: Object.fromEntries(SEAT_STATES.map((x) => [x, t(`netbarSeats.states.${x}`)])) as Record<
        SeatState,
        string
      >,
      used: (time) => t('netbarSeats.used', { time }),
      until: (time) => t('netbarSeats.bookedUntil', { time }),
      seats: (count) => t('netbarSeats.seatUnit', { count }),
    }),
    [t],
  );

  return (
    <main className={s.page}>
      <header className={s.head}>
        <h1 className={s.title}>
          {t('netbarSeats.mapTitle')} · {placeName}
        </h1>
        {!editing && (
          <Counts store={store} filter={filter} onFilter={(state) => setFilter((f) => ({ ...f, state }))} />
        )}
        <span className={s.spacer} />
        {!editing && (
          <Space wrap>
            <Select
              aria-label={t('netbarSeats.allAreas')}
              style={{ width: 140 }}
              value={filter.areaId ?? 0}
              onChange={(v: number) => setFilter((f) => ({ ...f, areaId: v || null }))}
              options={[
                { value: 0, label: t('netbarSeats.allAreas') },
                ...map.areas.map((a) => ({ value: a.id, label: a.areaName })),
              ]}
            />
            <Input.Search
              allowClear
              aria-label={t('netbarSeats.search')}
              placeholder={t('netbarSeats.search')}
              style={{ width: 200 }}
              onChange={(e) => setFilter((f) => ({ ...f, text: e.target.value }))}
            />
            {canEdit && <Button onClick={() => setEditing(true)}>{t('netbarSeats.edit')}</Button>}
            <Button href="/netBar/seatConfig">{t('netbarSeats.back')}</Button>
          </Space>
        )}
      </header>
      {editing ? (
        <SeatLayoutEditor
          map={map}
          store={store}
          onDone={(saved) => {
            setEditing(false);
            if (saved) reload();
          }}
        />
      ) : (
        <FloorOrEmpty map={map} store={store} filter={filter} labels={labels} clock={clock} />
      )}
    </main>
  );
}

/**
 * /manageSite (§2 public routes; issue 20): the cafe's seats as on its floor, full screen for a big screen at the
 * counter, outside the console's layout (signed in, the 机位设置 menu entry's keys). Each seat shows its state
 * (空闲, 上机, 预订, 离线, 故障), its guest and the time used, kept live by the console's one socket (a push
 * re-renders one tile); counts per state that filter; the owner's 调整布局 arranges the seats by drag and drop.
 */
export default function SeatMapPage() {
  const { t } = useTranslation();
  const placeId = useSession((x) => x.place?.id);
  const userId = useSession((x) => x.user?.id);
  // outside the layout, the map keeps the socket open itself
  useRealtimeConnection(placeId, userId);
  const query = useQuery({ queryKey: placeKey(placeId, 'seatMap'), queryFn: getSeatMap });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  if (query.data) return <SeatMapView map={query.data} reload={reload} />;
  if (query.isError)
    return (
      <Result
        status="warning"
        title={t('netbarSeats.loadFailed')}
        extra={
          <Button type="primary" onClick={reload}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  return <Spin fullscreen />;
}
