import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { AppstoreAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Can } from '@/access/can';
import type { Room } from '@/api/services/rooms';
import type { PagePrefetch } from '@/config/feature';
import { CrudPage, prefetchList } from '@/crud/crud-page';
import { BatchAddModal } from './batch-add-modal';
import { roomConfig } from './room-config';
import { ManagerModal, OffPassModal, RoomQrModal } from './room-tools';

const none = () => undefined;

/** The first rows, before the page renders (src/app/prefetch.ts). */
export const prefetch: PagePrefetch = (client, search) =>
  prefetchList(client, roomConfig({ qrCode: none, offPass: none, assignManager: none }), search);

/**
 * /roomManage/roomInfo: the engine plus batch add, the room QR code, the offline password and 指定管理员 (a
 * row action and a batch action on the selected rooms).
 */
export default function RoomPage() {
  const { t } = useTranslation();
  const [qrRoom, setQrRoom] = useState<Room | null>(null);
  const [passRoom, setPassRoom] = useState<Room | null>(null);
  const [batchOpen, setBatchOpen] = useState(false);
  const [managed, setManaged] = useState<{ rooms: Room[]; done?: () => void } | null>(null);
  const config = useMemo(
    () => ({
      ...roomConfig({
        qrCode: setQrRoom,
        offPass: setPassRoom,
        assignManager: (rooms, done) => setManaged({ rooms, done }),
      }),
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
      <ManagerModal rooms={managed?.rooms ?? null} onDone={managed?.done} onClose={() => setManaged(null)} />
    </CrudPage>
  );
}
