import type { ComponentProps, ReactNode } from 'react';
import { PickOne } from '@/components/pick-one';
import { SaveModal } from '@/components/save-modal';

/**
 * A dialog that saves one choice (a room to bind to, a computer to swap with, a room manager): a SaveModal around a
 * PickOne whose save stays disabled until something is chosen, then hands the choice to `onSave`. `before` and
 * `after` show above and below the select; closing the dialog drops its content.
 * @example <PickOneModal open={!!computer} title={…} pending={guard.pending} onCancel={onClose} onSave={(id) => void run(() => bind(id))} label={t('roomExtras.room')} placeholder={…} options={rooms.data} loading={rooms.isLoading} value={roomId} onChange={setRoomId} />
 */
export function PickOneModal({
  open,
  title,
  pending,
  onCancel,
  onSave,
  before,
  after,
  ...pick
}: ComponentProps<typeof PickOne> & {
  open: boolean;
  title: ReactNode;
  pending: boolean;
  onCancel: () => void;
  onSave: (value: number) => void;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const { value } = pick;
  return (
    <SaveModal
      open={open}
      title={title}
      onCancel={onCancel}
      onOk={() => value !== undefined && onSave(value)}
      saveDisabled={value === undefined}
      pending={pending}
      destroyOnHidden
    >
      {before}
      <PickOne {...pick} />
      {after}
    </SaveModal>
  );
}
