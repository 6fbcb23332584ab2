import { useEffect, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { placeKey } from '@/api/query-client';
import { ui } from '@/components/feedback-ui';
import { useSubmitGuard } from '@/hooks/use-submit-guard';
import { useSession } from '@/session/session-store';
import { roomOptions } from './options';
import { PickOne } from '@/components/pick-one';
import { SaveModal } from '@/components/save-modal';

/*
 * What binding a device to a room looks like on every room-extras page (computers, pass boxes): a dialog that
 * picks one room of the place, and a confirmation before unbinding; both refresh everything of the place.
 */

export function usePlaceId() {
  return useSession((s) => s.place?.id ?? 0);
}

/** After a binding change: the lists, and every option list of the place. */
export function useRefresh() {
  const queryClient = useQueryClient();
  const placeId = usePlaceId();
  return () => queryClient.invalidateQueries({ queryKey: placeKey(placeId) });
}

/** Runs a binding call: success message, refresh, close; a refusal is shown by the request layer. */
export function useBindingCall(onClose: () => void) {
  const refresh = useRefresh();
  const guard = useSubmitGuard();
  const { t } = useTranslation();
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
  return { run, guard };
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
  const [roomId, setRoomId] = useState<number | undefined>();
  const { run, guard } = useBindingCall(onClose);
  const rooms = useQuery({
    queryKey: placeKey(placeId, 'options', 'extraRooms'),
    queryFn: roomOptions,
    enabled: open,
  });
  const resetGuard = guard.reset;
  useEffect(() => {
    if (!open) return;
    setRoomId(current ?? undefined);
    resetGuard();
  }, [open, current, resetGuard]);

  return (
    <SaveModal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => roomId !== undefined && void run(() => bind(roomId))}
      saveDisabled={roomId === undefined}
      pending={guard.pending}
      destroyOnHidden
    >
      <PickOne
        label={t('roomExtras.room')}
        placeholder={t('roomExtras.chooseRoom')}
        options={rooms.data}
        loading={rooms.isLoading}
        value={roomId}
        onChange={setRoomId}
      />
      {children?.(roomId)}
    </SaveModal>
  );
}

/**
 * Ask, then run a call (unbinding); success message and refresh; a refusal is shown by the request layer and
 * the dialog closes either way.
 */
export function useConfirmedCall() {
  const { t } = useTranslation();
  const refresh = useRefresh();
  return (title: string, call: () => Promise<string>) =>
    void ui.confirm({
      title,
      okText: t('crud.confirm'),
      cancelText: t('crud.cancel'),
      onOk: async () => {
        try {
          ui.success(await call());
          void refresh();
        } catch {
          /* shown by the request layer */
        }
      },
    });
}
