import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Button, Empty, Flex, Select, Skeleton, Space, Tooltip, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '@/access/access-store';
import { placeKey } from '@/api/query-client';
import { roomBoardApi } from '@/api/services/room-board';
import { RoundCard } from '@/components/round-card';
import { countStatuses, STATUS_KEYS, type StatusKey } from '@/domain/room-status';
import { useSession } from '@/session/session-store';
import { BoardGrid, type BoardLabels } from './board-grid';
import {
  colorVariables,
  filterOptions,
  groupRooms,
  matches,
  matchesPlace,
  type BoardFilter,
} from './board-model';
import { registerBoard, useLiveRooms } from './live-board';
import { createRoomStore, type RoomStore } from './room-store';
import s from './room-board.module.css';
import { LoadFailed } from '@/components/load-failed';

export const boardKeys = {
  rooms: (placeId: number) => placeKey(placeId, 'stats', 'board'),
  colors: (placeId: number) => placeKey(placeId, 'roomStatusColor'),
};

/** The place's colours by status, from the shared query (the settings page invalidates it). */
export function useStatusColors() {
  const placeId = useSession((st) => st.place?.id ?? 0);
  const query = useQuery({ queryKey: boardKeys.colors(placeId), queryFn: roomBoardApi.colors });
  const colors = useMemo(() => {
    const out = {} as Record<StatusKey, string>;
    for (const row of query.data ?? []) out[row.statusKey] = row.color;
    return out;
  }, [query.data]);
  return { query, colors };
}

function useBoardLabels(): BoardLabels {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => ({
      status: Object.fromEntries(STATUS_KEYS.map((k) => [k, t(`dashboard.status.${k}`)])) as Record<
        StatusKey,
        string
      >,
      mark: { dirty: t('board.markDirty'), inspected: t('board.markInspected') },
      floor: (floor: number) => t('rooms.floorLabel', { floor: floor < 0 ? `B${-floor}` : floor }),
      type: t('board.type'),
      location: t('board.location'),
    }),
    // the language is what changes t's output
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
}

/**
 * The live room-status board of the home page (§7 home statistics): every room of the place as a tile by
 * building and floor in the place's colours, filters, and counts per status over what the filters leave.
 */
export function RoomBoard() {
  const { t } = useTranslation();
  const placeId = useSession((st) => st.place?.id ?? 0);
  const rooms = useQuery({ queryKey: boardKeys.rooms(placeId), queryFn: roomBoardApi.rooms });
  const { query: colorQuery, colors } = useStatusColors();
  const canSetColors = useCan('room:color:list');
  const [store] = useState(() => createRoomStore(rooms.data));
  useLayoutEffect(() => {
    if (rooms.data) store.replace(rooms.data);
  }, [rooms.data, store]);
  useEffect(() => registerBoard(placeId, store), [placeId, store]);
  useLiveRooms(placeId);

  const failed = (rooms.isError && !rooms.data) || (colorQuery.isError && !colorQuery.data);
  const loading = !rooms.data || !colorQuery.data;
  return (
    <RoundCard
      title={t('board.title')}
      extra={
        <Space>
          {canSetColors && <Link to="/roomManage/statusColor">{t('board.colorSettings')}</Link>}
          <Button
            size="small"
            loading={rooms.isFetching}
            onClick={() => void rooms.refetch()}
            aria-label={t('board.refresh')}
          >
            {t('board.refresh')}
          </Button>
        </Space>
      }
    >
      {failed ? (
        <LoadFailed
          title="board.loadFailed"
          reason={(rooms.error ?? colorQuery.error)?.message}
          onRetry={() => {
            void rooms.refetch();
            void colorQuery.refetch();
          }}
        />
      ) : loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : rooms.data.length === 0 ? (
        <Empty description={t('board.empty')}>
          <Typography.Paragraph type="secondary">{t('board.emptyHint')}</Typography.Paragraph>
          <Link to="/roomManage/roomInfo">{t('board.addRooms')}</Link>
        </Empty>
      ) : (
        <BoardBody store={store} colors={colors} />
      )}
    </RoundCard>
  );
}

const noSubscription = () => () => {};

/** The filter selects, in this order: what each filters, its label, its 全部… placeholder and its width. */
const FILTER_SELECTS: Array<{ key: keyof BoardFilter; label: string; all: string; width: number }> = [
  { key: 'buildingId', label: 'board.building', all: 'board.allBuildings', width: 150 },
  { key: 'floor', label: 'board.floor', all: 'board.allFloors', width: 130 },
  { key: 'roomModelId', label: 'board.type', all: 'board.allTypes', width: 160 },
  { key: 'status', label: 'board.status', all: 'board.allStatuses', width: 130 },
];

function BoardBody({ store, colors }: { store: RoomStore; colors: Record<StatusKey, string> }) {
  const { t } = useTranslation();
  const labels = useBoardLabels();
  const [filter, setFilter] = useState<BoardFilter>({});
  const set = (patch: Partial<BoardFilter>) => setFilter((f) => ({ ...f, ...patch }));

  // Tiles follow their own room; the grouping follows the layout, and every change only under a status filter.
  const layout = useSyncExternalStore(store.subscribeLayout, store.layoutItems);
  const live = useSyncExternalStore(
    filter.status ? store.subscribeAll : noSubscription,
    filter.status ? store.items : store.layoutItems,
  );
  const groups = useMemo(
    () => groupRooms((filter.status ? live : layout).filter((r) => matches(store.get(r.id) ?? r, filter))),
    [filter, layout, live, store],
  );
  const shown = groups.reduce((n, g) => n + g.floors.reduce((m, f) => m + f.roomIds.length, 0), 0);
  const options = useMemo(() => filterOptions(layout, filter.buildingId), [layout, filter.buildingId]);
  const filtered = Object.values(filter).some((v) => v !== undefined);
  const choices: Record<keyof BoardFilter, Array<{ value: number | StatusKey; label: string }>> = {
    buildingId: options.buildings.map((b) => ({ value: b.id, label: b.name })),
    floor: options.floors.map((f) => ({ value: f, label: labels.floor(f) })),
    roomModelId: options.models.map((m) => ({ value: m.id, label: m.name })),
    status: STATUS_KEYS.map((k) => ({ value: k, label: labels.status[k] })),
  };

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8}>
        {FILTER_SELECTS.map(({ key, label, all, width }) => (
          <Select<number | StatusKey>
            key={key}
            aria-label={t(label)}
            style={{ width }}
            allowClear
            placeholder={t(all)}
            value={filter[key]}
            // the value is one of this key's own options; another building has other floors
            onChange={(v) =>
              set({ [key]: v, ...(key === 'buildingId' && { floor: undefined }) } as BoardFilter)
            }
            options={choices[key]}
          />
        ))}
        {filtered && <Button onClick={() => setFilter({})}>{t('board.clearFilters')}</Button>}
        <Typography.Text type="secondary" style={{ alignSelf: 'center' }} role="status">
          {t('board.shown', { shown, total: layout.length })}
        </Typography.Text>
      </Flex>
      <Legend
        store={store}
        filter={filter}
        colors={colors}
        labels={labels}
        onPick={(k) => set({ status: filter.status === k ? undefined : k })}
      />
      {shown === 0 ? (
        <Empty description={t('board.noMatch')}>
          <Button onClick={() => setFilter({})}>{t('board.clearFilters')}</Button>
        </Empty>
      ) : (
        <BoardGrid store={store} groups={groups} colors={colors} labels={labels} />
      )}
    </Flex>
  );
}

/** Counts per status over the building/floor/type filters (not the status one, so every chip stays useful). */
function Legend({
  store,
  filter,
  colors,
  labels,
  onPick,
}: {
  store: RoomStore;
  filter: BoardFilter;
  colors: Record<StatusKey, string>;
  labels: BoardLabels;
  onPick: (key: StatusKey) => void;
}) {
  const { t } = useTranslation();
  const rooms = useSyncExternalStore(store.subscribeAll, store.items);
  const counts = useMemo(() => countStatuses(rooms.filter((r) => matchesPlace(r, filter))), [rooms, filter]);
  return (
    <div className={s.legend} role="group" aria-label={t('board.legend')} style={colorVariables(colors)}>
      {STATUS_KEYS.map((k) => (
        <Tooltip key={k} title={t(`board.meaning.${k}`)}>
          <button
            type="button"
            className={s.chip}
            aria-pressed={filter.status === k}
            data-status={k}
            onClick={() => onPick(k)}
          >
            <span className={s.swatch} style={{ background: `var(--rs-${k})` }} />
            {labels.status[k]}
            <b data-count={k}>{counts[k]}</b>
          </button>
        </Tooltip>
      ))}
    </div>
  );
}
