import { useRef } from 'react';
import { Button, Modal, Result, Skeleton, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { QRCodeCanvas } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { roomApi, type Room } from '@/api/services/rooms';

/** The room's self-service QR code (generateQrCode), ready to print and stick on the door. */
export function RoomQrModal({ room, onClose }: { room: Room | null; onClose: () => void }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLDivElement>(null);
  const q = useQuery({
    queryKey: ['roomQr', room?.id],
    queryFn: () => roomApi.qrCode(room!.id),
    enabled: !!room,
    staleTime: 0,
    gcTime: 0,
  });

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
  const q = useQuery({
    queryKey: ['roomOffPass', room?.id],
    queryFn: () => roomApi.offPass(room!.id),
    enabled: !!room,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
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
