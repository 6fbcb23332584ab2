import { CrudPage } from '@/crud/crud-page';
import { roomManagerConfig } from './room-manager-config';

/** /roomManage/manager: configuration only (room-manager-config.ts). */
export default function RoomManagerPage() {
  return <CrudPage config={roomManagerConfig} />;
}
