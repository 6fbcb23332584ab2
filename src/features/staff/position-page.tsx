import type { Position } from '@/domain/staff';
import { RowDialogPage } from '@/components/row-dialog-page';
import { positionConfig } from './position-config';
import { ReceiveNoticeModal } from './receive-notice-modal';

/** /staff/position: the engine's list of positions, plus which notices each receives (接收通知). */
export default function PositionPage() {
  return (
    <RowDialogPage<Position>
      config={positionConfig}
      dialog={(position, close) => <ReceiveNoticeModal position={position} onClose={close} />}
    />
  );
}
