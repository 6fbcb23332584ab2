import { useMemo, useState } from 'react';
import type { Computer } from '@/api/services/room-extras';
import { CrudPage } from '@/crud/crud-page';
import { computerConfig } from './computer-config';
import { BindModal, ExchangeModal, useUnbind } from './computer-tools';

/** /roomManage/computer: the engine plus binding, unbinding and swapping the computers' rooms. */
export default function ComputerPage() {
  const [bindPc, setBindPc] = useState<Computer | null>(null);
  const [swapPc, setSwapPc] = useState<Computer | null>(null);
  const unbind = useUnbind();
  const config = useMemo(
    () => computerConfig({ bind: setBindPc, unbind, exchange: setSwapPc }),
    // unbind is a fresh closure each render but does the same thing; the config stays stable
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return (
    <CrudPage config={config}>
      <BindModal computer={bindPc} onClose={() => setBindPc(null)} />
      <ExchangeModal computer={swapPc} onClose={() => setSwapPc(null)} />
    </CrudPage>
  );
}
