import { useEffect, useState } from 'react';
import { Alert, Form, List, Modal, Select } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { placeKey } from '@/api/query-client';
import { computerApi, type Computer } from '@/api/services/room-extras';
import { ui } from '@/components/feedback-ui';
import { useSubmitGuard } from '@/hooks/use-submit-guard';
import { useSession } from '@/session/session-store';
import { roomOptions } from './options';

function usePlaceId() {
  return useSession((s) => s.place?.id ?? 0);
}

/** After a binding change: the list, and every option list of the place. */
function useRefresh() {
  const queryClient = useQueryClient();
  const placeId = usePlaceId();
  return () => queryClient.invalidateQueries({ queryKey: placeKey(placeId) });
}

/** Runs a binding call: success message, refresh, close; a refusal is shown by the request layer. */
function useBindingCall(onClose: () => void) {
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

/** Bind a computer to a room (computerBinding), showing the computers the room already has. */
export function BindModal({ computer, onClose }: { computer: Computer | null; onClose: () => void }) {
  const { t } = useTranslation();
  const placeId = usePlaceId();
  const [roomId, setRoomId] = useState<number | undefined>();
  const { run, guard } = useBindingCall(onClose);
  const rooms = useQuery({
    queryKey: placeKey(placeId, 'options', 'extraRooms'),
    queryFn: roomOptions,
    enabled: !!computer,
  });
  const bound = useQuery({
    queryKey: placeKey(placeId, 'computersInRoom', roomId),
    queryFn: () => computerApi.boundTo(roomId!),
    enabled: !!computer && roomId !== undefined,
  });
  const resetGuard = guard.reset;
  useEffect(() => {
    setRoomId(computer?.roomId ?? undefined);
    resetGuard();
  }, [computer, resetGuard]);

  return (
    <Modal
      open={!!computer}
      title={computer ? t('roomExtras.bindTitle', { name: computer.computerName }) : ''}
      onCancel={onClose}
      onOk={() => computer && roomId !== undefined && void run(() => computerApi.bind(computer.id, roomId))}
      okText={t('crud.save')}
      cancelText={t('crud.cancel')}
      okButtonProps={{ disabled: roomId === undefined, loading: guard.pending }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('roomExtras.room')}>
          <Select
            aria-label={t('roomExtras.room')}
            showSearch={{ optionFilterProp: 'label' }}
            loading={rooms.isLoading}
            placeholder={t('roomExtras.chooseRoom')}
            options={rooms.data}
            value={roomId}
            onChange={setRoomId}
          />
        </Form.Item>
      </Form>
      {roomId !== undefined && bound.data && (
        <List
          size="small"
          header={t('roomExtras.alreadyBound')}
          locale={{ emptyText: t('roomExtras.noneBound') }}
          dataSource={bound.data}
          renderItem={(c) => <List.Item key={c.id}>{c.computerName}</List.Item>}
        />
      )}
    </Modal>
  );
}

/** Swap the rooms of two computers (computerExchangeBinding). */
export function ExchangeModal({ computer, onClose }: { computer: Computer | null; onClose: () => void }) {
  const { t } = useTranslation();
  const placeId = usePlaceId();
  const [targetId, setTargetId] = useState<number | undefined>();
  const { run, guard } = useBindingCall(onClose);
  const others = useQuery({
    queryKey: placeKey(placeId, 'options', 'allComputers'),
    queryFn: async () => (await computerApi.list({ page: 1, size: 500 })).records,
    enabled: !!computer,
  });
  const resetGuard = guard.reset;
  useEffect(() => {
    setTargetId(undefined);
    resetGuard();
  }, [computer, resetGuard]);

  const options = (others.data ?? [])
    .filter((c) => c.id !== computer?.id)
    .map((c) => ({
      value: c.id,
      label: `${c.computerName}（${c.roomNo || t('roomExtras.unbound')}）`,
    }));
  return (
    <Modal
      open={!!computer}
      title={computer ? t('roomExtras.exchangeTitle', { name: computer.computerName }) : ''}
      onCancel={onClose}
      onOk={() =>
        computer && targetId !== undefined && void run(() => computerApi.exchange(computer.id, targetId))
      }
      okText={t('crud.save')}
      cancelText={t('crud.cancel')}
      okButtonProps={{ disabled: targetId === undefined, loading: guard.pending }}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('roomExtras.exchangeHint')} style={{ marginBottom: 16 }} />
      <Form layout="vertical">
        <Form.Item label={t('roomExtras.targetComputer')}>
          <Select
            aria-label={t('roomExtras.targetComputer')}
            showSearch={{ optionFilterProp: 'label' }}
            loading={others.isLoading}
            placeholder={t('roomExtras.chooseComputer')}
            options={options}
            value={targetId}
            onChange={setTargetId}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Ask, then unbind (computerRemoveBinding). */
export function useUnbind() {
  const { t } = useTranslation();
  const refresh = useRefresh();
  return (c: Computer) =>
    void ui.confirm({
      title: t('roomExtras.unbindConfirm', { name: c.computerName, roomNo: c.roomNo }),
      okText: t('crud.confirm'),
      cancelText: t('crud.cancel'),
      // the request layer shows a refusal; the dialog closes either way
      onOk: async () => {
        try {
          ui.success(await computerApi.unbind(c.id));
          void refresh();
        } catch {
          /* shown by the request layer */
        }
      },
    });
}
