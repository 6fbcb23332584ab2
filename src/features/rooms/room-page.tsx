import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { AppstoreAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Can } from '@/access/can';
import type { Room } from '@/api/services/rooms';
import { CrudPage } from '@/crud/crud-page';
import { BatchAddModal } from './batch-add-modal';
import { roomConfig } from './room-config';
import { OffPassModal, RoomQrModal } from './room-tools';

/** /roomManage/roomInfo: the engine plus batch add, the room QR code and the offline password. */
export default function RoomPage() {
  const { t } = useTranslation();
  const [qrRoom, setQrRoom] = useState<Room | null>(null);
  const [passRoom, setPassRoom] = useState<Room | null>(null);
  const [batchOpen, setBatchOpen] = useState(false);
  const config = useMemo(
    () => ({
      ...roomConfig({ qrCode: setQrRoom, offPass: setPassRoom }),
      toolbar: (
        <Can k="room:info:add">
          <Button icon={<AppstoreAddOutlined />} onClick={() => setBatchOpen(true)}>
            {t('rooms.batchAdd')}
          </Button>
        </Can>
      ),
    }),
    [t],
  );
  return (
    <CrudPage config={config}>
      <BatchAddModal open={batchOpen} onClose={() => setBatchOpen(false)} />
      <RoomQrModal room={qrRoom} onClose={() => setQrRoom(null)} />
      <OffPassModal room={passRoom} onClose={() => setPassRoom(null)} />
    </CrudPage>
  );
}
