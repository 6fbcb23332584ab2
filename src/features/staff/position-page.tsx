import { useMemo, useState } from 'react';
import type { Position } from '@/domain/staff';
import { CrudPage } from '@/crud/crud-page';
import { positionConfig } from './position-config';
import { ReceiveNoticeModal } from './receive-notice-modal';

/** /staff/position: the engine's list of positions, plus which notices each receives (接收通知). */
export default function PositionPage() {
  const [position, setPosition] = useState<Position | null>(null);
  const config = useMemo(() => positionConfig(setPosition), []);
  return (
    <CrudPage config={config}>
      <ReceiveNoticeModal position={position} onClose={() => setPosition(null)} />
    </CrudPage>
  );
}
