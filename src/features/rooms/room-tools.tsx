import { useEffect, useRef, useState } from 'react';
import { Button, Modal, Result, Skeleton, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeCanvas } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { placeKey } from '@/api/query-client';
import { roomApi, type Room } from '@/api/services/rooms';
import { ui } from '@/components/feedback-ui';
import { fieldErrorsOf } from '@/crud/use-crud';
import { useSubmitGuard } from '@/hooks/use-submit-guard';
import { useSession } from '@/session/session-store';
import { loadManagers } from './room-options';
import { PickOneModal } from '@/components/pick-one-modal';

/** The query of a room's one-off answer (its QR code, a door password): asked afresh each time its dialog opens. */
const askOnOpen = <T,>(key: string, room: Room | null, ask: (roomId: number) => Promise<T>) => ({
  queryKey: [key, room?.id],
  queryFn: () => ask(room!.id),
  enabled: !!room,
  staleTime: 0,
  gcTime: 0,
});

/** The room's self-service QR code (generateQrCode), ready to print and stick on the door. */
export function RoomQrModal({ room, onClose }: { room: Room | null; onClose: () => void }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLDivElement>(null);
  const q = useQuery(askOnOpen('roomQr', room, roomApi.qrCode));

  function download() {
    const el = canvas.current?.querySelector('canvas');
    if (!el || !room) return;
    const a = document.createElement('a');
    a.href = el.toDataURL('image/png');
    a.download = `${room.roomNo}.png`;
    a.click();
  }

  return (
    <Modal
      open={!!room}
      title={room ? t('rooms.qrTitle', { roomNo: room.roomNo }) : ''}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.close')}</Button>
          <Button type="primary" disabled={!q.data} onClick={download}>
            {t('rooms.qrDownload')}
          </Button>
        </Space>
      }
      width={360}
    >
      <div ref={canvas} style={{ display: 'grid', justifyItems: 'center', gap: 12, padding: 8 }}>
        {q.isLoading && <Skeleton.Node active style={{ width: 200, height: 200 }} />}
        {q.isError && <Result status="warning" subTitle={q.error.message} />}
        {q.data && (
          <>
            <QRCodeCanvas
              value={q.data.content}
              size={200}
              level="H"
              marginSize={2}
              role="img"
              aria-label={t('rooms.qrCode')}
            />
            <Typography.Text type="secondary">{t('rooms.qrHint')}</Typography.Text>
          </>
        )}
      </div>
    </Modal>
  );
}

/** A one-off door password for when the lock is offline (getOffPass). */
export function OffPassModal({ room, onClose }: { room: Room | null; onClose: () => void }) {
  const { t } = useTranslation();
  const q = useQuery({ ...askOnOpen('roomOffPass', room, roomApi.offPass), retry: false });
  return (
    <Modal
      open={!!room}
      title={room ? t('rooms.offPassTitle', { roomNo: room.roomNo }) : ''}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
      width={360}
    >
      {q.isLoading && <Skeleton active paragraph={{ rows: 1 }} />}
      {q.isError && <Result status="warning" subTitle={q.error.message} />}
      {q.data && (
        <div style={{ textAlign: 'center' }}>
          <Typography.Title level={2} copyable style={{ letterSpacing: 8, margin: '8px 0' }}>
            {q.data.password}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {t('rooms.offPassValid', { time: q.data.validUntil })}
            <br />
            {t('rooms.offPassHint')}
          </Typography.Paragraph>
        </div>
      )}
    </Modal>
  );
}

/** The select's value for "no manager": bindManager clears with null. */
const NO_MANAGER = 0;

/**
 * 指定管理员: one room manager (businessRoomManager, enabled ones) for the given rooms, or none (bindManager
 * with null). A refusal shows under the select and keeps the choice; a success refreshes the place's lists.
 */
export function ManagerModal({
  rooms,
  onClose,
  onDone,
}: {
  /** null = closed */
  rooms: Room[] | null;
  onClose: () => void;
  /** after a successful save (e.g. clear the selection) */
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const queryClient = useQueryClient();
  const guard = useSubmitGuard();
  const [managerId, setManagerId] = useState<number | undefined>();
  const [error, setError] = useState<string | null>(null);
  const open = !!rooms && rooms.length > 0;
  const managers = useQuery({
    queryKey: placeKey(placeId, 'options', 'roomManagerList'),
    queryFn: loadManagers,
    enabled: open,
  });
  const resetGuard = guard.reset;
  useEffect(() => {
    if (!rooms) return;
    // one room starts on its manager; several start empty (they may differ)
    setManagerId(rooms.length === 1 ? (rooms[0]!.managerId ?? undefined) : undefined);
    setError(null);
    resetGuard();
  }, [rooms, resetGuard]);

  const options = [
    { value: NO_MANAGER, label: t('rooms.clearManager') },
    ...(managers.data ?? [])
      .filter((m) => m.status === 1)
      .map((m) => ({ value: m.id, label: t('rooms.managerOption', { name: m.name, phone: m.phone }) })),
  ];

  const save = (chosen: number) =>
    guard.run(async () => {
      if (!rooms) return;
      try {
        const msg = await roomApi.bindManager(
          rooms.map((r) => r.id),
          chosen === NO_MANAGER ? null : chosen,
        );
        ui.success(msg);
        void queryClient.invalidateQueries({ queryKey: placeKey(placeId) });
        onDone?.();
        onClose();
      } catch (e) {
        const onField = fieldErrorsOf(e)?.managerId;
        if (onField) setError(onField);
        else ui.error(isApiError(e) ? e.message : t('errors.network'));
      }
    });

  return (
    <PickOneModal
      open={open}
      title={
        rooms?.length === 1
          ? t('rooms.assignManagerOne', { roomNo: rooms[0]!.roomNo })
          : t('rooms.assignManagerTitle', { count: rooms?.length ?? 0 })
      }
      pending={guard.pending}
      onCancel={onClose}
      onSave={(id) => void save(id)}
      label={t('rooms.roomManager')}
      placeholder={t('rooms.chooseManager')}
      options={options}
      loading={managers.isLoading}
      value={managerId}
      onChange={(v) => {
        setManagerId(v);
        setError(null);
        // a new choice after a refusal is a retry, not a double click
        resetGuard();
      }}
      extra={t('rooms.assignManagerHint')}
      error={error}
    />
  );
}
