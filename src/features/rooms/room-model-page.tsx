import { CrudPage } from '@/crud/crud-page';
import { roomModelConfig } from './room-model-config';

/** /roomManage/roomModel: configuration only (room-model-config.ts). */
export default function RoomModelPage() {
  return <CrudPage config={roomModelConfig} />;
}
