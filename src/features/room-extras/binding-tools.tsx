import { useEffect, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { placeKey } from '@/api/query-client';
import { ui } from '@/components/feedback-ui';
import { useSubmitGuard } from '@/hooks/use-submit-guard';
import { useSession } from '@/session/session-store';
import { roomOptions } from './options';
import { PickOneModal } from '@/components/pick-one-modal';

/*
 * What binding a device to a room looks like on every room-extras page (computers, pass boxes): a dialog that
 * picks one room of the place and refreshes everything of the place; unbinding is a row action that asks first
 * (bindActions in bound-room.tsx, confirmWrite).
 */

export function usePlaceId() {
  return useSession((s) => s.place?.id ?? 0);
}

/** After a binding change: the lists, and every option list of the place. */
function useRefresh() {
  const queryClient = useQueryClient();
  const placeId = usePlaceId();
  return () => queryClient.invalidateQueries({ queryKey: placeKey(placeId) });
}

/**
 * The one choice of a binding dialog, which starts at `initial` each time the dialog opens (the submit guard freed:
 * a new dialog is not a double click), and `run` for its binding call: success message, refresh, close; a refusal
 * is shown by the request layer.
 */
export function useBindingChoice(open: boolean, initial: number | undefined, onClose: () => void) {
  const refresh = useRefresh();
  const guard = useSubmitGuard();
  const { t } = useTranslation();
  const [value, setValue] = useState<number | undefined>();
  const resetGuard = guard.reset;
  useEffect(() => {
    if (!open) return;
    setValue(initial);
    resetGuard();
  }, [open, initial, resetGuard]);
  const run = (call: () => Promise<string>) =>
    guard.run(async () => {
      try {
        ui.success(await call());
        void refresh();
        onClose();
      } catch (e) {
        if (!isApiError(e)) ui.error(t('errors.network'));
      }
    });
  return { value, setValue, run, pending: guard.pending };
}

export interface RoomBindModalProps {
  /** the device being bound; null = closed */
  open: boolean;
  title: string;
  /** the room it is bound to now */
  roomId: number | null;
  bind: (roomId: number) => Promise<string>;
  onClose: () => void;
  /** shown under the room select for the chosen room (e.g. what the room already has) */
  children?: (roomId: number | undefined) => ReactNode;
}

/** Pick one room of the place and bind to it (computerBinding, passBox/bindRoom …). */
export function RoomBindModal({ open, title, roomId: current, bind, onClose, children }: RoomBindModalProps) {
  const { t } = useTranslation();
  const placeId = usePlaceId();
  const room = useBindingChoice(open, current ?? undefined, onClose);
  const rooms = useQuery({
    queryKey: placeKey(placeId, 'options', 'extraRooms'),
    queryFn: roomOptions,
    enabled: open,
  });

  return (
    <PickOneModal
      open={open}
      title={title}
      pending={room.pending}
      onCancel={onClose}
      onSave={(id) => void room.run(() => bind(id))}
      label={t('roomExtras.room')}
      placeholder={t('roomExtras.chooseRoom')}
      options={rooms.data}
      loading={rooms.isLoading}
      value={room.value}
      onChange={room.setValue}
      after={children?.(room.value)}
    />
  );
}
