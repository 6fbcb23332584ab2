import { useState } from 'react';
import { Button, ColorPicker, Popconfirm, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/access/access-store';
import { roomBoardApi, type RoomStatusColor } from '@/api/services/room-board';
import { ui } from '@/components/feedback-ui';
import { RoundCard } from '@/components/round-card';
import type { StatusKey } from '@/domain/room-status';
import { useSession } from '@/session/session-store';
import { colorVariables } from './board-model';
import { boardKeys, useStatusColors } from './room-board';
import tile from './board-grid.module.css';
import { LoadFailed } from '@/components/load-failed';

/** Swatches offered first: the usual PMS colours, distinct from each other. */
const PRESETS = [
  '#52C41A',
  '#389E0D',
  '#1677FF',
  '#2F54EB',
  '#722ED1',
  '#EB2F96',
  '#13C2C2',
  '#FA8C16',
  '#FADB14',
  '#F5222D',
  '#8C8C8C',
  '#595959',
];

/** A tile as the board draws it, for the preview column. */
function PreviewTile({ statusKey }: { statusKey: StatusKey }) {
  const { t } = useTranslation();
  const mark = statusKey === 'dirty' || statusKey === 'inspected' ? statusKey : null;
  return (
    <div className={tile.tile} data-state={mark ? 'vacant' : statusKey} data-preview={statusKey} aria-hidden>
      <span className={tile.roomNo}>{t('board.previewRoom')}</span>
      <span className={tile.type}>{t('board.previewType')}</span>
      {mark && (
        <span className={tile.mark} data-mark={mark}>
          {t(mark === 'dirty' ? 'board.markDirty' : 'board.markInspected')}
        </span>
      )}
    </div>
  );
}

/**
 * /roomManage/statusColor: the place's room-status colours (roomStatusColor list, edit, reset). A colour is
 * saved when it is picked; the home board follows at once.
 */
export default function StatusColorPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const placeId = useSession((st) => st.place?.id ?? 0);
  const { query, colors } = useStatusColors();
  const canEdit = useCan('room:color:edit');
  const canReset = useCan('room:color:reset');
  /** colours being picked or saved, shown over the stored ones until the server answers */
  const [drafts, setDrafts] = useState<Partial<Record<StatusKey, string>>>({});
  const [saving, setSaving] = useState<StatusKey | 'reset' | null>(null);
  const shown = { ...colors, ...drafts } as Record<StatusKey, string>;

  async function refresh() {
    await queryClient.invalidateQueries({ queryKey: boardKeys.colors(placeId) });
  }
  async function save(row: RoomStatusColor, color: string) {
    const hex = color.toUpperCase();
    if (hex === row.color.toUpperCase()) {
      setDrafts(({ [row.statusKey]: _, ...rest }) => rest);
      return;
    }
    setSaving(row.statusKey);
    try {
      const res = await roomBoardApi.editColor(row.id, hex);
      ui.success(res.msg);
      await refresh();
    } catch {
      // the request layer has shown why; the picker goes back to the stored colour
    } finally {
      setDrafts(({ [row.statusKey]: _, ...rest }) => rest);
      setSaving(null);
    }
  }
  async function reset() {
    setSaving('reset');
    try {
      const res = await roomBoardApi.resetColors();
      ui.success(res.msg);
      setDrafts({});
      await refresh();
    } catch {
      // shown by the request layer
    } finally {
      setSaving(null);
    }
  }

  if (query.isError && !query.data) {
    return (
      <RoundCard title={t('board.colorTitle')}>
        <LoadFailed
          title="board.loadFailed"
          reason={query.error.message}
          onRetry={() => void query.refetch()}
        />
      </RoundCard>
    );
  }

  return (
    <RoundCard
      title={t('board.colorTitle')}
      extra={
        canReset && (
          <Popconfirm
            title={t('board.resetConfirm')}
            okText={t('crud.confirm')}
            cancelText={t('crud.cancel')}
            onConfirm={() => reset()}
          >
            <Button loading={saving === 'reset'}>{t('board.reset')}</Button>
          </Popconfirm>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('board.colorIntro')}</Typography.Paragraph>
      <div style={colorVariables(shown)}>
        <Table<RoomStatusColor>
          rowKey="id"
          loading={query.isLoading}
          dataSource={query.data ?? []}
          pagination={false}
          size="middle"
          columns={[
            {
              title: t('board.statusColumn'),
              dataIndex: 'statusKey',
              width: 120,
              render: (k: StatusKey) => t(`dashboard.status.${k}`),
            },
            {
              title: t('board.meaningColumn'),
              dataIndex: 'statusKey',
              key: 'meaning',
              render: (k: StatusKey) => t(`board.meaning.${k}`),
            },
            {
              title: t('board.colorColumn'),
              key: 'color',
              width: 220,
              render: (_, row) => (
                <>
                  <ColorPicker
                    aria-label={t(`dashboard.status.${row.statusKey}`)}
                    value={shown[row.statusKey]}
                    disabled={!canEdit || saving !== null}
                    disabledAlpha
                    showText
                    presets={[{ label: t('board.presets'), colors: PRESETS, defaultOpen: true }]}
                    onChange={(c) => setDrafts((d) => ({ ...d, [row.statusKey]: c.toHexString() }))}
                    onChangeComplete={(c) => void save(row, c.toHexString())}
                  />{' '}
                  {row.color.toUpperCase() === row.defaultColor.toUpperCase() ? (
                    <Tag>{t('board.defaultColor')}</Tag>
                  ) : (
                    <Tag color="blue">{t('board.changed')}</Tag>
                  )}
                </>
              ),
            },
            {
              title: t('board.previewColumn'),
              key: 'preview',
              width: 110,
              render: (_, row) => <PreviewTile statusKey={row.statusKey} />,
            },
          ]}
        />
      </div>
    </RoundCard>
  );
}
